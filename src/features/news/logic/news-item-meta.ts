import { paths } from "@/config/paths";
import { newsItemPath, newsShareImagePath } from "@/content/news/pages";
import { site, siteOrigin } from "@/config/site";
import * as m from "@/i18n/messages";
import { localizePath } from "@/i18n/locales";
import { siteLocale } from "@/i18n/site-locale";
import { absoluteUrl, shareMeta, type ShareImage } from "@/lib/share-meta";
import type { NewsPage as NewsItem } from "@/content/news/pages";
import { eventDayText } from "./event-day";
import { newsArticleData } from "./news-article-data";
import { newsFeedLink } from "./news-feed";

/** What a shared news page says before its address: its title, and its event's day when it announces one. */
export function newsShareText(item: NewsItem): string {
  return item.event_date === undefined ? item.title : `${item.title} · ${eventDayText(item.event_date)}`;
}

/** The picture the build made for the item's previews (tooling/og-image): its photo cropped, or a card with its title. */
export function newsShareImage(item: NewsItem): ShareImage {
  const fromPhoto = item.photo !== undefined;
  return {
    path: localizePath(newsShareImagePath(item.slug, fromPhoto), siteLocale),
    width: 1200,
    height: 630,
    type: fromPhoto ? "image/jpeg" : "image/png",
    alt: item.photo_alt ?? m.news_share_image_alt({ title: item.title, name: site.name }),
  };
}

/** A news page's head: title, description, addresses, Open Graph tags and its NewsArticle. */
export function newsItemMeta(item: NewsItem) {
  const path = newsItemPath(item.slug);
  const image = newsShareImage(item);
  return [
    ...shareMeta({ title: item.title, description: item.description, path, type: "article", image }),
    { property: "article:published_time", content: item.date },
    // In the meta, not the route's links: an address naming no item must get exactly the 404 page's head.
    { tagName: "link", ...newsFeedLink() },
    {
      "script:ld+json": newsArticleData({
        title: item.title,
        description: item.description,
        date: item.date,
        language: siteLocale,
        url: absoluteUrl(path),
        imageUrl: siteOrigin + image.path,
        siteName: site.name,
        siteUrl: absoluteUrl(paths.home.path),
        logoUrl: `${siteOrigin}/icons/icon-512.png`,
      }),
    },
  ];
}
