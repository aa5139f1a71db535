import { buildSeychellesDay, jobs } from "@/content/jobs/collection.server";
import { jobListPage } from "@/content/jobs/job-list.server";
import { itemsOf } from "@/content/page-data.server";
import { JobListPage } from "@/features/job-matcher/components/job-list-page";
import { jobsFeedLink } from "@/features/job-matcher/logic/jobs-feed-link";
import * as m from "@/i18n/messages";
import { pageMeta } from "@/lib/page-meta";
import type { Route } from "./+types/jobs";

// The listings open on the day of the build, newest first, as their cards show them.
export const loader = () => jobListPage(itemsOf(jobs), buildSeychellesDay());

// Feed readers find the language's feed of open jobs by this link in the head.
export const links = () => [jobsFeedLink()];

export const meta = () => pageMeta(m.jobs_list_title(), m.jobs_list_description());

export default function JobsRoute({ loaderData }: Route.ComponentProps) {
  return <JobListPage listings={loaderData.listings} closedAtBuild={loaderData.closedCount} />;
}
