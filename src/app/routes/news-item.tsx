import { useLocation } from "react-router";
import { NewsArticle } from "@/features/news/components/news-article";
import { newsItemAt } from "@/features/news/data/news-items";
import { newsItemMeta } from "@/features/news/logic/news-item-meta";
import { NotFoundPage } from "@/features/not-found/components/not-found-page";
import { notFoundMeta } from "@/features/not-found/logic/not-found-meta";
import type { Route } from "./+types/news-item";

/*
 * Every address under /news/: a news item's own page (/news/<slug>, prerendered), or the 404 page
 * for one that names no item. The server answers an unknown address here with this route's own
 * 404 document (/news/404, prerendered; see tooling/static-routing.ts), so the browser's router
 * and the HTML agree on the route and the page hydrates without loading any other route's code.
 */
export const meta: Route.MetaFunction = ({ location }) => {
  const item = newsItemAt(location.pathname);
  return item ? newsItemMeta(item) : notFoundMeta();
};

export default function NewsItemRoute() {
  const item = newsItemAt(useLocation().pathname);
  return item ? <NewsArticle item={item} /> : <NotFoundPage />;
}
