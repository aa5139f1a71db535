import { useLocation } from "react-router";
import { JobPage } from "@/features/job-matcher/components/job-page";
import { jobListingAt } from "@/features/job-matcher/data/job-listings";
import { jobPageMeta } from "@/features/job-matcher/logic/job-page-meta";
import { NewsArticle } from "@/features/news/components/news-article";
import { newsItemAt } from "@/features/news/data/news-items";
import { newsItemMeta } from "@/features/news/logic/news-item-meta";
import { NotFoundPage } from "@/features/not-found/components/not-found-page";
import * as m from "@/i18n/messages";
import { pageMeta } from "@/lib/page-meta";
import type { Route } from "./+types/not-found";

/*
 * Every address no other route has: a news item's own page (/news/<slug>), a job listing's
 * (/jobs/<slug>), each prerendered, or the 404 page. They are not routes of their own
 * (news/:slug) because the server answers an unknown address with the one prerendered 404 page,
 * made by this route: at /news/no-such-item the browser's router would match news/:slug, whose
 * code that page does not load, and React would throw the prerendered page away (a hydration
 * error). Here both sides agree.
 */
export const meta: Route.MetaFunction = ({ location }) => {
  const item = newsItemAt(location.pathname);
  if (item) return newsItemMeta(item);
  const job = jobListingAt(location.pathname);
  return job ? jobPageMeta(job) : pageMeta(m.notfound_title(), m.notfound_description());
};

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  const item = newsItemAt(pathname);
  if (item) return <NewsArticle item={item} />;
  const job = jobListingAt(pathname);
  return job ? <JobPage job={job} /> : <NotFoundPage />;
}
