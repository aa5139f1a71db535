import { buildSeychellesDay, jobs } from "@/content/jobs/collection.server";
import { myJobsListings } from "@/content/jobs/job-list.server";
import { itemsOf } from "@/content/page-data.server";
import { MyJobsPage } from "@/features/job-matcher/components/my-jobs-page";
import * as m from "@/i18n/messages";
import { pageMeta } from "@/lib/page-meta";
import type { Route } from "./+types/my-jobs";

// Every listing the site has, closed ones too, with what a saved job keeps of it: a saved job whose
// listing is not here has been removed. The list itself is on the phone, read in the browser.
export const loader = () => ({ listings: myJobsListings(itemsOf(jobs), buildSeychellesDay()) });

export const meta = () => pageMeta(m.myjobs_title(), m.myjobs_description());

export default function MyJobsRoute({ loaderData }: Route.ComponentProps) {
  return <MyJobsPage listings={loaderData.listings} />;
}
