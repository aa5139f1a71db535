import { isRouteErrorResponse } from "react-router";
import { AppError } from "@/components/layout/app-error";
import { jobs } from "@/content/jobs/collection.server";
import { itemPage } from "@/content/page-data.server";
import { JobPage } from "@/features/job-matcher/components/job-page";
import { jobPageMeta } from "@/features/job-matcher/logic/job-page-meta";
import { NotFoundPage } from "@/features/not-found/components/not-found-page";
import { notFoundMeta } from "@/features/not-found/logic/not-found-meta";
import type { Route } from "./+types/job";

/*
 * Every address under /jobs/: a job listing's own page (/jobs/<slug>, prerendered with its listing),
 * or the 404 page for one that names no listing, answered by the server with this route's own 404
 * document (/jobs/404), as the news pages are (routes/news-item.tsx).
 */
export const loader = ({ params }: Route.LoaderArgs) => itemPage(jobs, params["*"]);

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? jobPageMeta(loaderData) : notFoundMeta());

export default function JobRoute({ loaderData }: Route.ComponentProps) {
  return <JobPage job={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <AppError />;
}
