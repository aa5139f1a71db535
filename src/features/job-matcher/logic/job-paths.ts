/*
 * The job pages' addresses. Not in src/config/paths.ts: every page's first load carries that (the
 * shell's links), and these are needed only by the Job Matcher, the job pages, the sitemap and the build.
 */

/**
 * A job listing's own page: /jobs/<slug>, the slug being the listing's `slug` field in content/jobs
 * (kept when the title changes, so a shared link keeps working). Rendered by
 * src/app/routes/job.tsx, which answers every address under /jobs/.
 */
export function jobPagePath(slug: string): string {
  return `/jobs/${slug}`;
}

/** The Job Matcher with one listing put first in its results: /job-matcher?job=<slug>. */
export function jobMatcherWithJob(slug: string): string {
  return `/job-matcher?${JOB_PARAM}=${encodeURIComponent(slug)}`;
}

/** The query parameter that names the listing the Job Matcher shows first. */
export const JOB_PARAM = "job";

/** A job page's picture for previews (og:image), 1200 × 630: a card with its title, made at build. */
export function jobShareImagePath(slug: string): string {
  return `/share/jobs/${slug}.png`;
}
