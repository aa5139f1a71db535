/*
 * The daily check's rules, as plain functions (the service worker runs them: src/sw/new-jobs.ts).
 * The browser decides when a periodic sync fires (at least about 12 hours apart, more often for a
 * site used a lot, and a test can fire it at will), so the worker itself keeps to once a day: one
 * check per day in Seychelles, hence at most one notification a day. A listing is considered once:
 * what it has been told of (or shown on a visit) is never checked again, so a day with nothing new
 * downloads the small list and nothing else.
 */
import type { Visits } from "./new-since.ts";

export type DailyState = {
  /** The day in Seychelles the last check read the list from the network ("2026-05-30"). */
  lastCheckDay?: string;
  /** The listings already considered: told of in a notification, or found not to fit. */
  toldIds: string[];
};

/** The periodic sync's tag, registered by the page (the daily-check control) and answered by the worker. */
export const DAILY_CHECK_TAG = "new-jobs";

/** At least a day between checks; the browser may wait longer. */
export const DAILY_CHECK_MIN_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Whether the worker checks today: not when it has already read the list from the network today. */
export function dailyCheckDue(state: DailyState, today: string): boolean {
  return state.lastCheckDay === undefined || state.lastCheckDay < today;
}

/**
 * The listings of `ids` the daily check has to look at: neither considered by an earlier check nor
 * shown on a visit since (the note on the page told her of those).
 */
export function dailyNewIds(state: DailyState, visits: Visits | undefined, ids: readonly string[]): string[] {
  const known = new Set([...state.toldIds, ...(visits?.baselineIds ?? []), ...(visits?.currentIds ?? [])]);
  return ids.filter((id) => !known.has(id));
}

/**
 * The state after a check on `today` of the list's listings `listIds`, every one of them now
 * considered. Only those still on the list are remembered, so the record never grows past the list.
 */
export function afterDailyCheck(today: string, listIds: readonly string[]): DailyState {
  return { lastCheckDay: today, toldIds: [...new Set(listIds)] };
}
