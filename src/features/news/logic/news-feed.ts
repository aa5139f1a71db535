import { paths } from "@/config/paths";
import { newsFeedPath, newsItemPath } from "./news-paths";
import { pageTitle, site } from "@/config/site";
import * as m from "@/i18n/messages";
import { localizePath } from "@/i18n/locales";
import { siteLocale } from "@/i18n/site-locale";
import { absoluteUrl } from "@/lib/share-meta";
import { escapeXml } from "@/lib/xml";
import type { NewsItem } from "../data/news-items";

/** The <link> in a news page's head that feed readers find the language's feed by. */
export function newsFeedLink() {
  return {
    rel: "alternate",
    type: "application/atom+xml",
    href: localizePath(newsFeedPath, siteLocale),
    title: pageTitle(m.news_title()),
  };
}

/** A day as Atom's date and time: the news items have only a day, so midnight in Seychelles (UTC+4). */
const atomDate = (isoDate: string) => `${isoDate}T00:00:00+04:00`;

/**
 * This language's news as an Atom feed (RFC 4287), newest first: each item's title, page,
 * date, card sentence and whole article (after its event's day, when it announces one), with
 * absolute addresses.
 */
export function newsAtomFeed(items: readonly NewsItem[]): string {
  const newest = items.toSorted((a, b) => b.isoDate.localeCompare(a.isoDate) || b.id - a.id);
  const listUrl = absoluteUrl(paths.news.path);
  const entries = newest.map((item) => {
    const url = absoluteUrl(newsItemPath(item.slug));
    // An item that announces an event says its day first, in the feed's language.
    const paragraphs = [
      ...(item.eventDateText ? [m.news_event_day({ date: item.eventDateText })] : []),
      ...item.content,
    ];
    const html = paragraphs.map((paragraph) => `<p>${escapeXml(paragraph)}</p>`).join("");
    return [
      "  <entry>",
      `    <title>${escapeXml(item.title)}</title>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${atomDate(item.isoDate)}</published>`,
      `    <updated>${atomDate(item.isoDate)}</updated>`,
      `    <summary>${escapeXml(item.description)}</summary>`,
      `    <content type="html">${escapeXml(html)}</content>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${siteLocale}">`,
    `  <title>${escapeXml(pageTitle(m.news_title()))}</title>`,
    `  <subtitle>${escapeXml(m.news_description())}</subtitle>`,
    `  <id>${escapeXml(listUrl)}</id>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(listUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(newsFeedPath))}"/>`,
    `  <updated>${atomDate(newest[0]?.isoDate ?? "2025-01-01")}</updated>`,
    `  <author><name>${escapeXml(site.name)}</name><uri>${escapeXml(absoluteUrl(paths.home.path))}</uri></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
