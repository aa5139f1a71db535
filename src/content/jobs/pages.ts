/*
 * The job pages' addresses and what they get: the one part of the jobs collection
 * (./collection.server.ts) that pages import. Plain TypeScript, no Node, so a page's bundle can use
 * it; not in src/config/paths.ts, which every page's first load carries.
 */
import type { JobListing, JobType } from "./collection.server.ts";

export type { JobListing, JobType };

/**
 * A listing as its own page gets it: the file's fields, `closedAtBuild` when it had closed on the day
 * of the build, and `staleAtBuild` when, with no closing day, it was older than STALE_AFTER_DAYS then.
 */
export type JobPage = JobListing & { closedAtBuild?: true; staleAtBuild?: true };

/**
 * A listing with no closing day posted more than this many days ago may well be filled: its page
 * says so and carries no JobPosting (src/features/job-matcher/logic/listing-time.ts).
 */
export const STALE_AFTER_DAYS = 60;

/**
 * A job listing's own page: /jobs/<slug>, the slug being the listing's `slug` field in content/jobs
 * (kept when the title changes, so a shared link keeps working).
 */
export function jobPagePath(slug: string): string {
  return `${JOBS_SECTION}/${slug}`;
}

/** The job pages' section: every address under it is a listing's page, or its 404 page. */
export const JOBS_SECTION = "/jobs";

/** The Atom feed of each language's open jobs: /jobs/feed.xml, /fr/jobs/feed.xml, /crs/jobs/feed.xml. */
export const jobsFeedPath = `${JOBS_SECTION}/feed.xml`;

/** A job page's picture for previews (og:image), 1200 × 630: a card with its title, made at build. */
export function jobShareImagePath(slug: string): string {
  return `/share/jobs/${slug}.png`;
}
