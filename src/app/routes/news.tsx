import { news } from "@/content/news/collection.server";
import { pagesOf } from "@/content/page-data.server";
import { NewsPage } from "@/features/news/components/news-page";
import { newsFeedLink } from "@/features/news/logic/news-feed";
import * as m from "@/i18n/messages";
import { pageMeta } from "@/lib/page-meta";
import type { Route } from "./+types/news";

export const loader = async () => ({ items: await pagesOf(news) });

export const meta = () => pageMeta(m.news_title(), m.news_description());

export const links = () => [newsFeedLink()];

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  return <NewsPage items={loaderData.items} />;
}
