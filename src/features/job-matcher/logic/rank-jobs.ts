import type { ListingMatch } from "@/matching/score";
import { rankByScore, scoreOf, type Rankable } from "@/matching/rank";
import { SPEC_SAMPLE_FIGURES } from "../data/spec-sample-figures";

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
 * The listings in the order the page shows them, by the matcher's one ranking (src/matching/rank.ts):
 * by this CV's scores when it was read, highest first (the figures shown are those scores rounded);
 * otherwise the spec's order (its sample figures, highest first), then the listings without one.
 * Equal scores: newest posted first, then by title.
 */
export function rankListings<T extends Rankable>(
  listings: readonly T[],
  matches: ReadonlyMap<string, ListingMatch> | null,
): T[] {
  return rankByScore(listings, (id) => (matches ? scoreOf(matches.get(id)) : (SPEC_SAMPLE_FIGURES[id] ?? null)));
}

/**
 * The listings with the one whose slug is `slug` moved to the front (the Job Matcher opened from a
 * job's page, /job-matcher?job=<slug>); the others keep their order. Unchanged when none has it.
 */
export function putFirst<T extends { slug: string }>(jobs: readonly T[], slug: string | null): readonly T[] {
  const first = slug === null ? undefined : jobs.find((job) => job.slug === slug);
  return first ? [first, ...jobs.filter((job) => job !== first)] : jobs;
}
