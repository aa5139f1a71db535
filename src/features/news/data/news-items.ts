import news, { type NewsPhoto } from "virtual:content/news";

export type NewsItem = {
  id: number;
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
