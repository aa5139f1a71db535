import news from "virtual:content/news";
import { formatDate } from "@/lib/format-date";

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
  /** What the picture will show, until the photograph is in. */
  image: string;
};

/** The news items from content/news/, checked at build time, oldest first. */
export const newsItems: readonly NewsItem[] = news.map((item) => ({
  ...item,
  date: formatDate(item.date),
  isoDate: item.date,
}));
