import * as m from "@/i18n/messages";
import type { Schedule, Weekday } from "@/content/help/pages";

/**
 * Seychelles keeps UTC+4 all year (Indian/Mahe has no daylight saving), so a fixed offset gives
 * Seychelles time on any visitor's device, whatever its own time zone, with no time-zone data.
 */
export const SEYCHELLES_UTC_OFFSET_MINUTES = 4 * 60;

const DAY = 24 * 60;
const WEEK = 7 * DAY;
const WEEKDAYS: readonly Weekday[] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];
/** In this build's language, as they read inside a sentence (French and Kreol write them in lower case). */
const DAY_NAMES: readonly string[] = [
  m.help_day_monday(),
  m.help_day_tuesday(),
  m.help_day_wednesday(),
  m.help_day_thursday(),
  m.help_day_friday(),
  m.help_day_saturday(),
  m.help_day_sunday(),
];

/** Minutes since Monday 00:00, Seychelles time. */
export function seychellesWeekMinute(now: Date): number {
  const local = new Date(now.getTime() + SEYCHELLES_UTC_OFFSET_MINUTES * 60_000);
  const day = (local.getUTCDay() + 6) % 7;
  return day * DAY + local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** "08:00" → 480. A closing time of 23:59 (HSDS's way of writing 24 hours) or 24:00 is the end of the day. */
function minutes(time: string, closing: boolean): number {
  const [hours = 0, mins = 0] = time.split(":").map(Number);
  const value = hours * 60 + mins;
  return closing && value >= DAY - 1 ? DAY : value;
}

/** 480 → "8:00", 990 → "16:30" (in French "8 h 00", "16 h 30"). */
function clock(minuteOfDay: number): string {
  return m.help_time({
    hours: String(Math.floor(minuteOfDay / 60)),
    minutes: String(minuteOfDay % 60).padStart(2, "0"),
  });
}

/** The open intervals in minutes since Monday 00:00, merged, for last week, this week and next. */
function openIntervals(schedules: readonly Schedule[]): [number, number][] {
  const intervals: [number, number][] = [];
  for (const schedule of schedules) {
    const opens = minutes(schedule.opens_at, false);
    let closes = minutes(schedule.closes_at, true);
    // Closing at or before the opening time runs past midnight.
    if (closes <= opens) closes += DAY;
    for (const day of schedule.byday) {
      const start = WEEKDAYS.indexOf(day) * DAY + opens;
      for (const shift of [-WEEK, 0, WEEK]) intervals.push([start + shift, start - opens + closes + shift]);
    }
  }
  intervals.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of intervals) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** "at 16:00", "tomorrow at 8:00", "Monday at 8:00": `target` as seen from `now` (both week minutes). */
function when(target: number, now: number, closing: boolean): string {
  let daysAhead = Math.floor(target / DAY) - Math.floor(now / DAY);
  const minuteOfDay = ((target % DAY) + DAY) % DAY;
  // Closing at 0:00 is closing at midnight at the end of the day before.
  const midnight = closing && minuteOfDay === 0 && daysAhead > 0;
  if (midnight) daysAhead -= 1;
  const time = midnight ? m.help_time_midnight() : clock(minuteOfDay);
  const day = DAY_NAMES[Math.floor(((((target - (midnight ? 1 : 0)) % WEEK) + WEEK) % WEEK) / DAY)]!;
  if (daysAhead === 0) return m.help_when_today({ time });
  if (daysAhead === 1) return m.help_when_tomorrow({ time });
  if (daysAhead >= 7) return m.help_when_next_week({ day, time });
  return m.help_when_day({ day, time });
}

export type OpenStatus = { open: boolean; text: string };

/**
 * Whether someone answers now, in Seychelles time, and when that changes: "Open now · Closes at
 * 16:00", "Closed now · Opens tomorrow at 8:00", "Closed now · Opens Monday at 8:00". Null when the
 * entry lists no hours.
 */
export function openStatus(schedules: readonly Schedule[], now: Date): OpenStatus | null {
  const intervals = openIntervals(schedules);
  if (intervals.length === 0) return null;
  const minute = seychellesWeekMinute(now);
  const current = intervals.find(([start, end]) => start <= minute && minute < end);
  if (current) {
    if (current[1] - current[0] >= WEEK) return { open: true, text: m.help_status_open_always() };
    return { open: true, text: m.help_status_open_closes({ when: when(current[1], minute, true) }) };
  }
  const next = intervals.find(([start]) => start > minute);
  return {
    open: false,
    text: next ? m.help_status_closed_opens({ when: when(next[0], minute, false) }) : m.help_status_closed(),
  };
}

/**
 * "Monday–Friday", "Saturday and Sunday", "Monday, Wednesday and Friday", "Every day" (in French
 * "du lundi au vendredi", in lower case as inside a sentence: the page capitalises a row's start).
 */
export function dayRange(days: readonly Weekday[]): string {
  const indexes = WEEKDAYS.flatMap((day, index) => (days.includes(day) ? [index] : []));
  if (indexes.length === 7) return m.help_days_every();
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  const parts = runs.flatMap((run) =>
    run.length >= 3
      ? [m.help_days_run({ first: DAY_NAMES[run[0]!]!, last: DAY_NAMES[run.at(-1)!]! })]
      : run.map((index) => DAY_NAMES[index]!),
  );
  return parts.length > 1
    ? m.help_days_and({ list: parts.slice(0, -1).join(", "), last: parts.at(-1)! })
    : (parts[0] ?? "");
}

export type HoursRow = { label?: string; days: string; hours: string };

/**
 * The week's hours as they are shown: one row per schedule ("Monday–Friday", "8:00–16:00"), then
 * the days nobody answers ("Saturday and Sunday", "Closed"), and the notes.
 */
export function weeklyHours(schedules: readonly Schedule[]): { rows: HoursRow[]; notes: string[] } {
  const rows: HoursRow[] = schedules.map((schedule) => {
    const opens = minutes(schedule.opens_at, false);
    const closes = minutes(schedule.closes_at, true);
    const hours = opens === 0 && closes === DAY ? m.help_hours_all_day() : `${clock(opens)}–${clock(closes % DAY)}`;
    return { ...(schedule.description ? { label: schedule.description } : {}), days: dayRange(schedule.byday), hours };
  });
  const closedDays = WEEKDAYS.filter((day) => !schedules.some((schedule) => schedule.byday.includes(day)));
  if (schedules.length > 0 && closedDays.length > 0)
    rows.push({ days: dayRange(closedDays), hours: m.help_hours_closed() });
  const notes = [...new Set(schedules.flatMap((schedule) => (schedule.notes ? [schedule.notes] : [])))];
  return { rows, notes };
}
