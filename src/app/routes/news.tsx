import { NewsPage } from "@/features/news/components/news-page";
import { newsFeedLink } from "@/features/news/logic/news-feed";
import * as m from "@/i18n/messages";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta(m.news_title(), m.news_description());

export const links = () => [newsFeedLink()];

export default function NewsRoute() {
  return <NewsPage />;
}
