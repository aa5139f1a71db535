/*
 * Each Help Directory entry's number of courses (content/courses names its provider by the entry's
 * id), so its card links to them (/training?provider=<id>). Counted at build, for the page's HTML
 * and the entries' file alike. Plain TypeScript.
 */
import type { HelpEntry } from "./rules.ts";

/** The entries, each that runs a course with how many it runs (`courses`), the others as they are. */
export function withCourseCounts(entries: readonly HelpEntry[], courses: readonly { provider: string }[]): HelpEntry[] {
  return entries.map((entry) => {
    const count = courses.filter((course) => course.provider === entry.id).length;
    return count > 0 ? { ...entry, courses: count } : entry;
  });
}
