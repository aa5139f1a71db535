import { daysBetween } from "@/lib/seychelles-date";
import type { MyJob, SaveableListing } from "@/lib/my-jobs";
import { daysLeftToApply, isOpen, staleNow } from "./listing-time";

/*
 * What My jobs says of each job on a given day in Seychelles: where its listing stands, by the same
 * rules as its card and its page (listing-time.ts), and whether it is time to follow up.
 */

/** After this many days from 'I applied', My jobs says it is time to follow up with the employer. */
export const FOLLOW_UP_AFTER_DAYS = 14;

/** A listing as My jobs gets it from the site's build: its snapshot fields, and whether it had closed then. */
export type MyJobsListing = SaveableListing & { closedAtBuild?: true; staleAtBuild?: true };

export type ListingStanding =
  /** No longer on the site: what was saved of it is all there is. */
  | { kind: "removed" }
  /** Its last day to apply has passed. */
  | { kind: "closed"; closes: string }
  /** Open, in its last three days: "Closes in 2 days", "Closes tomorrow", "Closes today". */
  | { kind: "closing"; closes: string; daysLeft: 0 | 1 | 2 }
  /** No closing day, posted over two months ago: it may be filled. */
  | { kind: "stale" }
  /** Open: until its closing day, or with none. */
  | { kind: "open"; closes?: string };

/** Where a saved job's listing stands `today`: `listing` is the site's, undefined when it has gone. */
export function listingStanding(listing: MyJobsListing | undefined, today: string): ListingStanding {
  if (!listing) return { kind: "removed" };
  const { closes } = listing;
  if (closes !== undefined && (listing.closedAtBuild === true || !isOpen(listing, today))) {
    return { kind: "closed", closes };
  }
  if (closes !== undefined) {
    const daysLeft = daysLeftToApply(closes, today);
    return daysLeft === null ? { kind: "open", closes } : { kind: "closing", closes, daysLeft };
  }
  return staleNow(listing, today) ? { kind: "stale" } : { kind: "open" };
}

/**
 * How many days ago the person applied when it is time to follow up (FOLLOW_UP_AFTER_DAYS or
 * more), else null: a job only saved, or applied to less than two weeks ago.
 */
export function followUpDays(job: Pick<MyJob, "appliedOn">, today: string): number | null {
  if (job.appliedOn === undefined) return null;
  const days = daysBetween(job.appliedOn, today);
  return days >= FOLLOW_UP_AFTER_DAYS ? days : null;
}

/**
 * The list as My jobs shows it: the jobs applied to, oldest application first (the first to follow
 * up), and the jobs saved, the soonest to close first, then the newest saved.
 */
export function myJobsInOrder(jobs: readonly MyJob[]): { applied: MyJob[]; saved: MyJob[] } {
  const applied = jobs
    .filter((job) => job.appliedOn !== undefined)
    .toSorted((a, b) => a.appliedOn!.localeCompare(b.appliedOn!));
  const saved = jobs
    .filter((job) => job.appliedOn === undefined)
    .toSorted(
      (a, b) =>
        (a.listing.closes ?? "9999").localeCompare(b.listing.closes ?? "9999") || b.savedOn.localeCompare(a.savedOn),
    );
  return { applied, saved };
}
