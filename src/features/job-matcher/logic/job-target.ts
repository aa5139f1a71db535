import { JOB_PARAM } from "./job-paths";
import { isOpen } from "./listing-time";

/*
 * The listing the Job Matcher's address names: /job-matcher?job=<slug>, a job page's 'Check my CV
 * against this job' (job-paths.ts).
 */

/**
 * The listing the address names, on `today` in Seychelles: none named, one still open, one that has
 * closed (its page stays, its link may be old), or an address that names no listing at all (a
 * mistyped or cut link, or a listing since removed).
 */
export type JobTarget<T> =
  { kind: "none" } | { kind: "open"; listing: T } | { kind: "closed"; listing: T } | { kind: "unknown" };

export function jobTarget<T extends { slug: string; closes?: string }>(
  listings: readonly T[],
  search: URLSearchParams,
  today: string,
): JobTarget<T> {
  const slug = search.get(JOB_PARAM)?.trim();
  // `?job=` with nothing after it names nothing: the page ranks every job, as without it.
  if (!slug) return { kind: "none" };
  // Addresses are lower case; a link typed or pasted in capitals still finds its listing.
  const listing = listings.find((candidate) => candidate.slug === slug.toLowerCase());
  if (!listing) return { kind: "unknown" };
  return isOpen(listing, today) ? { kind: "open", listing } : { kind: "closed", listing };
}
