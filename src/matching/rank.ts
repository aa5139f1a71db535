/*
 * The one order of the listings, used by the page, the tests and the bench: the highest score first;
 * equal scores newest posted first, then by title, then by id, so the order never depends on the
 * files' order. A listing without a score comes after those with one.
 */

/** A listing as the ranking reads it: its id, its title and its posted day (YYYY-MM-DD). */
export type Rankable = { id: string; title: string; posted: string };

export function rankByScore<T extends Rankable>(listings: readonly T[], scoreOf: (id: string) => number | null): T[] {
  const scores = new Map(listings.map((listing) => [listing, scoreOf(listing.id) ?? -Infinity]));
  return listings.toSorted(
    (a, b) =>
      scores.get(b)! - scores.get(a)! ||
      (a.posted < b.posted ? 1 : a.posted > b.posted ? -1 : 0) ||
      a.title.localeCompare(b.title) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** A match's score for the ranking: its unrounded share, or its figure when it has none; null without a match. */
export const scoreOf = (match: { figure: number; score?: number } | undefined): number | null =>
  match === undefined ? null : (match.score ?? match.figure / 100);
