/*
 * A course's facts as its page says them, in the page's language: what it costs, when it next starts,
 * and whether that start has passed. `today` is the day in Seychelles on the device, or null while
 * the page hydrates (and at build): the build has already judged the start on its own day
 * (`startedAtBuild`), and the device's day can only add to that, as a job's closing day does.
 */
import { hasStarted } from "@/content/courses/course-card";
import type { CoursePage } from "@/content/courses/pages";
import { formatDay } from "@/i18n/dates.mjs";
import * as m from "@/i18n/messages";
import { siteLocale } from "@/i18n/site-locale";
import { formatNumber } from "@/lib/numbers";

/** "Free", or "SCR 1,500". */
export function costText(cost: number): string {
  return cost === 0 ? m.training_cost_free() : m.training_cost_scr({ amount: formatNumber(cost) });
}

/** "12 January 2027" in the page's language. */
export const startDayText = (day: string) => formatDay(day, siteLocale);

/** "Starts 12 January 2027", or "Starts when enough people enrol" for a course with no set day. */
export function startText(course: Pick<CoursePage, "starts" | "rolling">): string {
  return course.rolling === true || course.starts === undefined
    ? m.training_starts_rolling()
    : m.training_starts_on({ date: startDayText(course.starts) });
}

/** Whether the course's start has passed: on the build's day, or on the device's. */
export function startedNow(course: Pick<CoursePage, "starts" | "rolling" | "startedAtBuild">, today: string | null) {
  return course.startedAtBuild === true || (today !== null && hasStarted(course, today));
}
