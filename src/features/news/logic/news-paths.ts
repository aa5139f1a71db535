/*
 * The news pages' addresses. Not in src/config/paths.ts: every page's first load carries that (the
 * shell's links), and these are needed only by the news pages, the sitemap and the build.
 */
import { paths } from "../../../config/paths.ts";

/**
 * A news item's own page: /news/<slug>, the slug being its file's name in content/news without
 * .md ("2025-04-15-annual-fundraising-gala"), so the address never changes while the file keeps
 * its name, and two items with the same title in different years still get two addresses.
 * Rendered by src/app/routes/news-item.tsx, which answers every address under /news/.
 */
export function newsItemPath(slug: string): string {
  return `${paths.news.path}/${slug}`;
}

/**
 * A news item's picture for chat apps and Facebook (og:image), 1200 × 630, made at build by the
 * content plugin: its photo cropped (JPEG) or, without one, a card with its title (PNG). Kept out of
 * images/, which the service worker precaches: a visitor never needs it.
 */
export function newsShareImagePath(slug: string, fromPhoto: boolean): string {
  return `/share/news/${slug}.${fromPhoto ? "jpg" : "png"}`;
}

/** The Atom feed of each language's news: /news/feed.xml, /fr/news/feed.xml, /crs/news/feed.xml. */
export const newsFeedPath = `${paths.news.path}/feed.xml`;
