/*
 * A course as a list shows it, and when it starts, judged on a day in Seychelles: by the build on its
 * own day (the prerendered page), then by the device on its own (the page as it runs). Plain
 * TypeScript, no Node: the build and the pages share it.
 */
import { daysBetween } from "../../lib/seychelles-date.ts";
import type { Course, CourseArea, CourseCard } from "./pages.ts";

/** A course's start is 'soon' when it is at most this many days away: the list's 'Starts in the next 30 days' filter. */
export const SOON_DAYS = 30;

/** Whether the course's next start had passed on `today` (YYYY-MM-DD) and it does not start whenever people enrol. */
export function hasStarted(course: Pick<Course, "starts" | "rolling">, today: string): boolean {
  return course.rolling !== true && course.starts !== undefined && course.starts < today;
}

/** Whether the course starts on `today` or within SOON_DAYS of it. */
export function startsSoon(course: Pick<Course, "starts" | "rolling">, today: string): boolean {
  if (course.starts === undefined || course.starts < today) return false;
  return daysBetween(today, course.starts) <= SOON_DAYS;
}

/** "Anse Royale, Mahé" → "Mahé": the island, the part after the last comma (the whole place when it has none). */
export function islandOf(location: string): string {
  const parts = location.split(",");
  return parts[parts.length - 1]!.trim();
}

/** A course as a list shows it, with its provider's name and its areas, judged on `buildDay`. */
export function courseCard(course: Course, providerName: string, areas: CourseArea[], buildDay: string): CourseCard {
  return {
    id: course.id,
    slug: course.slug,
    title: course.title,
    provider: course.provider,
    location: course.location,
    length: course.length,
    cost: course.cost,
    ...(course.starts === undefined ? {} : { starts: course.starts }),
    ...(course.rolling === true ? { rolling: true } : {}),
    providerName,
    areas,
    ...(hasStarted(course, buildDay) ? { startedAtBuild: true as const } : {}),
  };
}
