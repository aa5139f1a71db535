import { buildSeychellesDay, jobs } from "@/content/jobs/collection.server";
import { itemsOf } from "@/content/page-data.server";
import { jobsAtomFeed } from "@/features/job-matcher/logic/jobs-feed";

/** /jobs/feed.xml (and /fr/…, /crs/…): the jobs open on the day of the build, written to a file when the build prerenders it. */
export function loader() {
  return new Response(jobsAtomFeed(itemsOf(jobs), buildSeychellesDay()), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
