import type { ListingMatch } from "@/matching/score";
import { SPEC_SAMPLE_FIGURES } from "../data/spec-sample-figures";

type Rankable = { id: string; title: string; postedIso: string };

const newestThenTitle = <T extends Rankable>(a: T, b: T) =>
  (a.postedIso < b.postedIso ? 1 : a.postedIso > b.postedIso ? -1 : 0) || a.title.localeCompare(b.title);

/** A listing's figure for this CV, or the spec's sample figure when no CV could be read (null: none). */
export function listingFigure(
  id: string,
  matches: ReadonlyMap<string, ListingMatch> | null,
  sampleFigures: boolean,
): number | null {
  if (matches) return matches.get(id)?.figure ?? null;
  return sampleFigures ? (SPEC_SAMPLE_FIGURES[id] ?? null) : null;
}

/**
 * The listings in the order the page shows them: by this CV's figures when it was read, highest
 * first; otherwise the spec's order (its sample figures, highest first), then the listings without
 * one. Equal figures: newest posted first, then by title.
 */
export function rankListings<T extends Rankable>(
  listings: readonly T[],
  matches: ReadonlyMap<string, ListingMatch> | null,
): T[] {
  const figure = (listing: T) => listingFigure(listing.id, matches, true) ?? -1;
  return listings.toSorted((a, b) => figure(b) - figure(a) || newestThenTitle(a, b));
}

/**
 * The listings with the one whose slug is `slug` moved to the front (the Job Matcher opened from a
 * job's page, /job-matcher?job=<slug>); the others keep their order. Unchanged when none has it.
 */
export function putFirst<T extends { slug: string }>(jobs: readonly T[], slug: string | null): readonly T[] {
  const first = slug === null ? undefined : jobs.find((job) => job.slug === slug);
  return first ? [first, ...jobs.filter((job) => job !== first)] : jobs;
}
