/*
 * Today's date in Seychelles (Indian/Mahe), for what a prerendered page decides on the device: a
 * job listing's closing day, a news item's upcoming event. Seychelles keeps UTC+4 all year, with no
 * daylight saving, so the offset is a constant. Asking Intl for the time zone instead would start
 * the browser's ICU data (a long task on a phone, see src/lib/numbers.ts) for four hours' sum.
 */

const MAHE_OFFSET_MS = 4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The day it is in Seychelles at `now` (milliseconds since 1970, as Date.now() gives), as "2026-05-30". */
export function seychellesToday(now: number): string {
  return new Date(now + MAHE_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whole days from one ISO date to another: 1 from "2026-05-29" to "2026-05-30", -1 the other way. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/** Milliseconds from `now` to the next midnight in Seychelles, when seychellesToday() turns. */
export function msUntilNextSeychellesDay(now: number): number {
  return DAY_MS - ((now + MAHE_OFFSET_MS) % DAY_MS);
}
