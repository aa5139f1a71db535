import { useLocation } from "react-router";
import { JobPage } from "@/features/job-matcher/components/job-page";
import { jobListingAt } from "@/features/job-matcher/data/job-listings";
import { jobPageMeta } from "@/features/job-matcher/logic/job-page-meta";
import { NotFoundPage } from "@/features/not-found/components/not-found-page";
import { notFoundMeta } from "@/features/not-found/logic/not-found-meta";
import type { Route } from "./+types/job";

/*
 * Every address under /jobs/: a job listing's own page (/jobs/<slug>, prerendered), or the 404 page
 * for one that names no listing, answered by the server with this route's own 404 document
 * (/jobs/404), as the news pages are (routes/news-item.tsx).
 */
export const meta: Route.MetaFunction = ({ location }) => {
  const job = jobListingAt(location.pathname);
  return job ? jobPageMeta(job) : notFoundMeta();
};

export default function JobRoute() {
  const job = jobListingAt(useLocation().pathname);
  return job ? <JobPage job={job} /> : <NotFoundPage />;
}
