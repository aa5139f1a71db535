type Ranked = { match: number };

/** Highest match first; listings with the same match keep their order. */
export function sortByMatch<T extends Ranked>(jobs: readonly T[]): T[] {
  return jobs.toSorted((a, b) => b.match - a.match);
}

/**
 * The listings with the one whose slug is `slug` moved to the front (the Job Matcher opened from a
 * job's page, /job-matcher?job=<slug>); the others keep their order. Unchanged when none has it.
 */
export function putFirst<T extends { slug: string }>(jobs: readonly T[], slug: string | null): readonly T[] {
  const first = slug === null ? undefined : jobs.find((job) => job.slug === slug);
  return first ? [first, ...jobs.filter((job) => job !== first)] : jobs;
}
