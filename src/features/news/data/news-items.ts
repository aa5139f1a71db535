import news from "virtual:content/news";
import { paths } from "@/config/paths";
import type { NewsPage } from "@/content/news/pages";

/** A news item as its pages show it: the fields of its file in content/news (src/content/news/pages.ts). */
export type NewsItem = NewsPage;

/** The news items from content/news/, checked at build time, oldest first. */
export const newsItems: readonly NewsItem[] = news;

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
