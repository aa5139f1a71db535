import { jobs } from "@/content/jobs/collection.server";
import { matchIndexAddress } from "@/content/jobs/match-index.server";
import { itemsInEveryLanguage, itemsOf } from "@/content/page-data.server";
import { JobMatcherPage } from "@/features/job-matcher/components/job-matcher-page";
import * as m from "@/i18n/messages";
import { siteLocale } from "@/i18n/site-locale";
import { pageMeta } from "@/lib/page-meta";
import type { Route } from "./+types/job-matcher";

// The listings the page shows, and the address of their match index (fetched when a CV is chosen,
// never part of the page's data).
export const loader = () => ({
  listings: itemsOf(jobs),
  matchIndex: matchIndexAddress(itemsInEveryLanguage(jobs), siteLocale),
});

export const meta = () => pageMeta(m.shell_nav_job_matcher(), m.shell_job_matcher_description());

export default function JobMatcherRoute({ loaderData }: Route.ComponentProps) {
  return <JobMatcherPage listings={loaderData.listings} matchIndex={loaderData.matchIndex} />;
}
