import { paths } from "@/config/paths";

/*
 * The Job Matcher's address with a listing put first; the job pages' own addresses are the jobs
 * collection's (src/content/jobs/pages.ts).
 */

/** The Job Matcher with one listing put first in its results: /job-matcher?job=<slug>. */
export function jobMatcherWithJob(slug: string): string {
  return `/job-matcher?${JOB_PARAM}=${encodeURIComponent(slug)}`;
}

/** The query parameter that names the listing the Job Matcher shows first. */
export const JOB_PARAM = "job";

/** Where a closed listing's page sends the visitor for the jobs still open: the list of every open job. */
export const OPEN_JOBS_PATH = paths.jobs.path;
