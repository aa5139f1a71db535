import news, { type NewsPhoto } from "virtual:content/news";
import { paths } from "@/config/paths";

export type NewsItem = {
  id: number;
  /** Its page's address in /news/<slug>: its file's name in content/news without .md. */
  slug: string;
  title: string;
  /** The date as it is shown. */
  date: string;
  /** The same date, machine-readable, for the <time> element. */
  isoDate: string;
  description: string;
  /** The article, paragraph by paragraph. */
  content: readonly string[];
  /** What the picture will show, shown in words while the item has no photo. */
  image: string;
  /** The day of the event the item announces, if it announces one: "Upcoming" until it passes. */
  eventDate?: string;
  /** That day as it is shown ("14 June 2026"). */
  eventDateText?: string;
  /** The photo's sizes (AVIF and WebP srcsets, a JPEG), its size in pixels and its alt text; made at build. */
  photo?: NewsPhoto;
};

export type { NewsPhoto };

/** The news items from content/news/, checked at build time, oldest first; their dates' words written at build. */
export const newsItems: readonly NewsItem[] = news.map(({ date, dateText, event_date, ...item }) => ({
  ...item,
  date: dateText,
  isoDate: date,
  ...(event_date === undefined ? {} : { eventDate: event_date }),
}));

/** The item whose page is /news/<slug>, if there is one. */
export function findNewsItem(slug: string | undefined): NewsItem | undefined {
  return newsItems.find((item) => item.slug === slug);
}

/** The item whose page the address is (/news/<slug>, with or without a trailing slash), if any. */
export function newsItemAt(pathname: string): NewsItem | undefined {
  const prefix = `${paths.news.path}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const slug = pathname.slice(prefix.length).replace(/\/$/, "");
  return slug.includes("/") ? undefined : findNewsItem(slug);
}
