import { courses } from "@/content/courses/collection.server";
import { courseSuggestionsAddress } from "@/content/courses/suggestions-file.server";
import { help } from "@/content/help/collection.server";
import { jobs } from "@/content/jobs/collection.server";
import { matchIndexAddress } from "@/content/jobs/match-index.server";
import { itemsInEveryLanguage, itemsOf } from "@/content/page-data.server";
import { KeptCvControl } from "@/features/job-alerts/components/kept-cv-control";
import { JobMatcherPage, type ScannedCv } from "@/features/job-matcher/components/job-matcher-page";
import * as m from "@/i18n/messages";
import { siteLocale } from "@/i18n/site-locale";
import { pageMeta } from "@/lib/page-meta";
import type { Route } from "./+types/job-matcher";

// The listings the page shows, and the addresses of their match index and of the courses suggested
// under their requirements (both fetched when a CV is chosen, never part of the page's data).
export const loader = () => ({
  listings: itemsOf(jobs),
  matchIndex: matchIndexAddress(itemsInEveryLanguage(jobs), siteLocale),
  courseSuggestions: courseSuggestionsAddress(
    { jobs: itemsInEveryLanguage(jobs), courses: itemsInEveryLanguage(courses) },
    itemsOf(help),
    siteLocale,
  ),
});

/** The job alerts' control for the CV the scan read: keep it on the phone, forget it, the daily check. */
const keptCvControl = (scanned: ScannedCv | null) => <KeptCvControl scanned={scanned} />;

/** Where new jobs that fit a CV kept on this phone show (src/features/job-alerts/new-jobs-entry.tsx draws them). */
const newJobsSlot = <div id="new-jobs" />;

export const meta = () => pageMeta(m.shell_nav_job_matcher(), m.shell_job_matcher_description());

export default function JobMatcherRoute({ loaderData }: Route.ComponentProps) {
  return (
    <JobMatcherPage
      listings={loaderData.listings}
      matchIndex={loaderData.matchIndex}
      courseSuggestions={loaderData.courseSuggestions}
      keptCv={keptCvControl}
      note={newJobsSlot}
    />
  );
}
