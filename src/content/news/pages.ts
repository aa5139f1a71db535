/*
 * The news pages' addresses and what they get: the one part of the news collection
 * (./collection.server.ts) that pages import. Plain TypeScript, no Node, so a page's bundle can use
 * it; not in src/config/paths.ts, which every page's first load carries.
 */
import { paths } from "../../config/paths.ts";
import type { ResponsiveImage } from "../engine/responsive-image.server.ts";
import type { NewsItem } from "./collection.server.ts";

export type { NewsItem, ResponsiveImage };

/**
 * A news item as its pages get it: the file's fields, `photo` being the sizes the build made of the
 * photo (AVIF and WebP srcsets, a JPEG, its size in pixels) instead of the file's name.
 */
export type NewsPage = Omit<NewsItem, "photo"> & { photo?: ResponsiveImage };

/**
 * A news item's own page: /news/<slug>, the slug being its file's name in content/news without
 * .md ("2025-04-15-annual-fundraising-gala"), so the address never changes while the file keeps
 * its name, and two items with the same title in different years still get two addresses.
 */
export function newsItemPath(slug: string): string {
  return `${paths.news.path}/${slug}`;
}

/**
 * A news item's picture for chat apps and Facebook (og:image), 1200 × 630, made at build: its photo
 * cropped (JPEG) or, without one, a card with its title (PNG). Kept out of images/, which the
 * service worker precaches: a visitor never needs it.
 */
export function newsShareImagePath(slug: string, fromPhoto: boolean): string {
  return `/share/news/${slug}.${fromPhoto ? "jpg" : "png"}`;
}

/** The Atom feed of each language's news: /news/feed.xml, /fr/news/feed.xml, /crs/news/feed.xml. */
export const newsFeedPath = `${paths.news.path}/feed.xml`;

/**
 * Where the build writes the news photos' sizes, at the site's root for every language; the service
 * worker leaves them out of its precache and keeps the ones a visitor sees.
 */
export const NEWS_PHOTOS_DIR = "images/news";
