import { useLocation } from "react-router";
import { NewsArticle } from "@/features/news/components/news-article";
import { newsItemAt } from "@/features/news/data/news-items";
import { newsItemMeta } from "@/features/news/logic/news-item-meta";
import { NotFoundPage } from "@/features/not-found/components/not-found-page";
import * as m from "@/i18n/messages";
import { pageMeta } from "@/lib/page-meta";
import type { Route } from "./+types/not-found";

/*
 * Every address no other route has: a news item's own page (/news/<slug>, prerendered for each
 * item), or the 404 page. News pages are not a route of their own (news/:slug) because the server
 * answers an unknown address with the one prerendered 404 page, made by this route: at
 * /news/no-such-item the browser's router would match news/:slug, whose code that page does not
 * load, and React would throw the prerendered page away (a hydration error). Here both sides agree.
 */
export const meta: Route.MetaFunction = ({ location }) => {
  const item = newsItemAt(location.pathname);
  return item ? newsItemMeta(item) : pageMeta(m.notfound_title(), m.notfound_description());
};

export default function NotFoundRoute() {
  const item = newsItemAt(useLocation().pathname);
  return item ? <NewsArticle item={item} /> : <NotFoundPage />;
}
