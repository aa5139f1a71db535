import { paths } from "@/config/paths";
import { pageTitle, site } from "@/config/site";
import { jobPagePath, jobsFeedPath } from "@/content/jobs/pages";
import * as m from "@/i18n/messages";
import { siteLocale } from "@/i18n/site-locale";
import { absoluteUrl } from "@/lib/share-meta";
import { escapeXml } from "@/lib/xml";
import type { JobListing } from "@/content/jobs/pages";
import { jobLeadText } from "./job-lead";
import { listingState } from "./listing-time";

/** A day as Atom's date and time: a listing has only a day, so midnight in Seychelles (UTC+4). */
const atomDate = (date: string) => `${date}T00:00:00+04:00`;

/**
 * This language's open jobs on `today` (the build's day in Seychelles) as an Atom feed (RFC 4287),
 * newest posted first: each listing's title, page, day it went up, its lead line as the summary
 * (pay, closing day, place: job-lead.ts) and its description, with absolute addresses. Listings that
 * have closed, or gone stale (no closing day, posted over 60 days ago), are left out: a feed tells
 * its readers of jobs they can still apply for. Written at build (src/app/routes/jobs-feed.ts); the
 * daily rebuild keeps it current.
 */
export function jobsAtomFeed(listings: readonly JobListing[], today: string): string {
  const open = listings
    .filter((listing) => listingState(listing, today) === "open")
    .toSorted((a, b) => b.posted.localeCompare(a.posted) || a.title.localeCompare(b.title, "fr"));
  const listUrl = absoluteUrl(paths.jobs.path);
  const entries = open.map((listing) => {
    const url = absoluteUrl(jobPagePath(listing.slug));
    return [
      "  <entry>",
      `    <title>${escapeXml(listing.title)}</title>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${atomDate(listing.posted)}</published>`,
      `    <updated>${atomDate(listing.posted)}</updated>`,
      `    <author><name>${escapeXml(listing.company)}</name></author>`,
      `    <summary>${escapeXml(jobLeadText(listing, "open"))}</summary>`,
      `    <content type="text">${escapeXml(`${listing.company}. ${listing.description}`)}</content>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${siteLocale}">`,
    `  <title>${escapeXml(pageTitle(m.jobs_list_title()))}</title>`,
    `  <subtitle>${escapeXml(m.jobs_list_description())}</subtitle>`,
    `  <id>${escapeXml(listUrl)}</id>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(listUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(jobsFeedPath))}"/>`,
    // With no open listing, the feed is as new as the day it was written.
    `  <updated>${atomDate(open[0]?.posted ?? today)}</updated>`,
    `  <author><name>${escapeXml(site.name)}</name><uri>${escapeXml(absoluteUrl(paths.home.path))}</uri></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
