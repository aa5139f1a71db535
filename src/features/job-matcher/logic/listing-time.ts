import { STALE_AFTER_DAYS } from "@/content/jobs/pages";
import { daysBetween } from "@/lib/seychelles-date";

/*
 * What a listing's dates mean on a given day in Seychelles (src/lib/seychelles-date.ts). Pages are
 * prerendered, so the device decides: the Job Matcher passes the day its scan finished.
 */

/** The listing's last day to apply is `closes`: open through that whole day, closed from the next. */
export function isOpen(listing: { closes?: string }, today: string): boolean {
  return listing.closes === undefined || daysBetween(today, listing.closes) >= 0;
}

/**
 * A listing with no closing day that was posted more than STALE_AFTER_DAYS (60) days before `today`:
 * it may be filled, so its page says so and carries no JobPosting, yet keeps 'Apply Now'. A listing
 * with a closing day is never stale: its closing day says the truth.
 */
export function isStale(listing: { posted: string; closes?: string }, today: string): boolean {
  return listing.closes === undefined && daysBetween(listing.posted, today) > STALE_AFTER_DAYS;
}

/**
 * Whether a listing's page or card says it is stale: as the build judged it (`staleAtBuild`, so the
 * prerendered HTML and the hydrating page agree), or as the device's day judges it once known
 * (`today` null while the page hydrates). The device's day can only add the note, never take it away.
 */
export function staleNow(
  listing: { posted: string; closes?: string; staleAtBuild?: true },
  today: string | null,
): boolean {
  return listing.staleAtBuild === true || (today !== null && isStale(listing, today));
}

/** What a job page says of its listing `today`: open, stale (no closing day and old) or closed. */
export type ListingState = "open" | "stale" | "closed";

export function listingState(listing: { posted: string; closes?: string }, today: string): ListingState {
  if (!isOpen(listing, today)) return "closed";
  return isStale(listing, today) ? "stale" : "open";
}

/** The listings still open `today`, in their order, and how many have closed. */
export function openListings<T extends { closes?: string }>(
  listings: readonly T[],
  today: string,
): { open: T[]; closedCount: number } {
  const open = listings.filter((listing) => isOpen(listing, today));
  return { open, closedCount: listings.length - open.length };
}

/** How many days are left to apply in a listing's last three days (2, 1, 0 on the closing day); null otherwise. */
export function daysLeftToApply(closes: string | undefined, today: string): 0 | 1 | 2 | null {
  if (closes === undefined) return null;
  const left = daysBetween(today, closes);
  return left === 0 || left === 1 || left === 2 ? left : null;
}

export type TimeAgo =
  { unit: "today" } | { unit: "yesterday" } | { unit: "days" | "weeks" | "months" | "years"; count: number };

/**
 * How long ago a listing was posted, as a person says it: today, yesterday, 2 to 13 days, then
 * weeks until two calendar months have passed, months, then whole years. Null for a date after
 * today (a listing dated ahead, or a phone's clock set back), which says nothing true.
 */
export function postedAgo(posted: string, today: string): TimeAgo | null {
  const days = daysBetween(posted, today);
  if (days < 0) return null;
  if (days === 0) return { unit: "today" };
  if (days === 1) return { unit: "yesterday" };
  if (days < 14) return { unit: "days", count: days };
  const months = calendarMonthsBetween(posted, today);
  if (months < 2) return { unit: "weeks", count: Math.floor(days / 7) };
  if (months < 12) return { unit: "months", count: months };
  return { unit: "years", count: Math.floor(months / 12) };
}

/** Whole calendar months from one ISO date to a later one: "2025-01-31" to "2025-03-30" is 1. */
function calendarMonthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}
