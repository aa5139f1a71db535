import { buildSeychellesDay, jobs } from "@/content/jobs/collection.server";
import { jobListPage } from "@/content/jobs/job-list.server";
import { itemsOf } from "@/content/page-data.server";
import { JobListPage } from "@/features/job-matcher/components/job-list-page";
import { placeGroups } from "@/features/job-matcher/logic/job-list-filters";
import { jobsFeedLink } from "@/features/job-matcher/logic/jobs-feed-link";
import * as m from "@/i18n/messages";
import { pageMeta } from "@/lib/page-meta";
import type { Route } from "./+types/jobs";

// The listings open on the day of the build, newest first, as their cards show them, and the
// islands and places of the 'where' filter: sorted here, at prerender, because sorting names the
// French way starts the browser's collation data, a long task on a phone as the page hydrates.
export const loader = () => {
  const page = jobListPage(itemsOf(jobs), buildSeychellesDay());
  return { ...page, places: placeGroups(page.listings) };
};

// Feed readers find the language's feed of open jobs by this link in the head.
export const links = () => [jobsFeedLink()];

/** Where new jobs that fit a CV kept on this phone show (src/features/job-alerts/new-jobs-entry.tsx draws them). */
const newJobsSlot = <div id="new-jobs" />;

export const meta = () => pageMeta(m.jobs_list_title(), m.jobs_list_description());

export default function JobsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <JobListPage
      listings={loaderData.listings}
      places={loaderData.places}
      closedAtBuild={loaderData.closedCount}
      note={newJobsSlot}
    />
  );
}
