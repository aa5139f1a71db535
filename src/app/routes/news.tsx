import { NewsPage } from "@/features/news/components/news-page";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("Foundation News", "The foundation's latest activities and upcoming events across Seychelles.");

export default function NewsRoute() {
  return <NewsPage />;
}
