type Ranked = { match: number };

/** Highest match first; listings with the same match keep their order. */
export function sortByMatch<T extends Ranked>(jobs: readonly T[]): T[] {
  return jobs.toSorted((a, b) => b.match - a.match);
}
