/*
 * Which listings are new to this person since her last visit, and which day that visit was: what the
 * note on the home page, /jobs and /job-matcher says ("1 new job fits your CV since 20 November").
 *
 * A listing is new when it is on the list now and was not on it at her last visit, by its id. Not
 * by its posted day: staff often add a listing days after the employer posted it (the posted day is
 * the employer's), and it is new to her all the same. "Her last visit" is the last day before today
 * she opened the site with a kept CV, so the note stays all day (she can open a job and come back to
 * it) and is gone the next day for the jobs she has seen. The first "visit" is the day she kept her
 * CV, with the listings she checked it against then.
 */

export type Visits = {
  /** The last day before `currentDay` she visited (or the day she kept her CV), and the listings then. */
  baselineDay: string;
  baselineIds: string[];
  /** The day of her latest visit, and every listing she was shown that day. */
  currentDay: string;
  currentIds: string[];
};

/** The visits as they start when a CV is kept on `day`, after checking it against `ids`. */
export function firstVisit(day: string, ids: readonly string[]): Visits {
  return { baselineDay: day, baselineIds: [...ids], currentDay: day, currentIds: [...ids] };
}

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

/**
 * A visit on `today` with the list's listings `ids`: the visits to store, the listings new since the
 * last visit (in the list's order) and that visit's day. A later day makes the latest visit the
 * baseline; the same day adds what she was shown to it.
 */
export function visitOn(
  visits: Visits,
  today: string,
  ids: readonly string[],
): { visits: Visits; newIds: string[]; since: string } {
  const next: Visits =
    today > visits.currentDay
      ? { baselineDay: visits.currentDay, baselineIds: visits.currentIds, currentDay: today, currentIds: [...ids] }
      : { ...visits, currentIds: union(visits.currentIds, ids) };
  const seen = new Set(next.baselineIds);
  return { visits: next, newIds: ids.filter((id) => !seen.has(id)), since: next.baselineDay };
}
