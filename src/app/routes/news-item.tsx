import { isRouteErrorResponse } from "react-router";
import { AppError } from "@/components/layout/app-error";
import { news } from "@/content/news/collection.server";
import { itemPage } from "@/content/page-data.server";
import { NewsArticle } from "@/features/news/components/news-article";
import { newsItemMeta } from "@/features/news/logic/news-item-meta";
import { NotFoundPage } from "@/features/not-found/components/not-found-page";
import { notFoundMeta } from "@/features/not-found/logic/not-found-meta";
import type { Route } from "./+types/news-item";

/*
 * Every address under /news/: a news item's own page (/news/<slug>, prerendered with its item), or
 * the 404 page for one that names no item: the loader says 404 and the boundary below shows it. The
 * server answers an unknown address with this route's own 404 document (/news/404, prerendered;
 * see tooling/static-routing.ts), so the browser's router and the HTML agree on the route and the
 * page hydrates without loading any other route's code.
 */
export const loader = ({ params }: Route.LoaderArgs) => itemPage(news, params["*"]);

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? newsItemMeta(loaderData) : notFoundMeta());

export default function NewsItemRoute({ loaderData }: Route.ComponentProps) {
  return <NewsArticle item={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <AppError />;
}
