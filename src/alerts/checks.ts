/*
 * The two new-jobs checks with a kept CV, their steps in order, what they fetch passed in (so they
 * run the same in Node's tests, a page and the service worker):
 *  - on a visit (the pages: ../features/job-alerts/new-jobs-entry.tsx): the list, and only when it
 *    has something new since her last visit, the matcher and its index;
 *  - once a day (the service worker: ../sw/new-jobs.ts): the list, and only when it has something
 *    no check and no visit has considered yet, the index.
 */
import { afterDailyCheck, dailyCheckDue, dailyNewIds } from "./daily-check.ts";
import { readAlertsState, readKeptCv, writeAlertsState, type Fit, type KeptSource } from "./kept-cv.ts";
import { firstVisit, visitOn } from "./new-since.ts";
import { readOpenListings, stillOpen, type OpenListing } from "./open-listings.ts";

/** What the note says: the listings new since `since` (her last visit's day) that fit, best first. */
export type NewJobs = { since: string; jobs: Fit[] };

export type VisitCheck = {
  caches: CacheStorage;
  /** Today in Seychelles ("2026-11-27"). */
  today: string;
  /** The list of open listings as fetched (fresh when online, else the last copy), or undefined. */
  fetchList: () => Promise<unknown>;
  /** The listings of `listings` that fit, scored with the index at `indexAddress` (loaded on demand). */
  scoreNew: (indexAddress: string, source: KeptSource, today: string, listings: OpenListing[]) => Promise<Fit[]>;
};

/**
 * A visit with a kept CV: the listings new since her last visit that fit, or undefined with no kept
 * CV or no list to read. The visit is remembered, and so is its result for the rest of the day.
 */
export async function checkOnVisit({ caches, today, fetchList, scoreNew }: VisitCheck): Promise<NewJobs | undefined> {
  const kept = await readKeptCv(caches);
  if (!kept) return undefined;
  const list = readOpenListings(await fetchList());
  if (!list) return undefined;
  const open = stillOpen(list.listings, today);
  const state = await readAlertsState(caches);
  const { visits, newIds, since } = visitOn(
    state.visits ?? firstVisit(kept.keptOn, []),
    today,
    open.map(([id]) => id),
  );
  const key = [list.index, kept.keptOn, kept.name, since, ...newIds].join("|");
  const isNew = new Set(newIds);
  const jobs =
    newIds.length === 0
      ? []
      : state.fits?.key === key
        ? state.fits.jobs
        : await scoreNew(
            list.index,
            kept.source,
            today,
            open.filter(([id]) => isNew.has(id)),
          );
  await writeAlertsState(caches, { ...state, visits, fits: { key, since, jobs } });
  return { since, jobs };
}

export type DailyCheck = {
  caches: CacheStorage;
  today: string;
  /** The list from the network, or undefined when it could not be fetched (offline: the next sync tries again). */
  fetchFreshList: () => Promise<unknown>;
  /** The listings of `listings` that fit, scored with the index at `indexAddress`. */
  scoreNew: (indexAddress: string, source: KeptSource, today: string, listings: OpenListing[]) => Promise<Fit[]>;
};

/**
 * The daily check: the new listings that fit, for one notification; an empty list when none does;
 * undefined when it did not run (no kept CV, already checked today, no connection).
 */
export async function checkDaily({ caches, today, fetchFreshList, scoreNew }: DailyCheck): Promise<Fit[] | undefined> {
  const kept = await readKeptCv(caches);
  if (!kept) return undefined;
  const state = await readAlertsState(caches);
  if (!dailyCheckDue(state.daily, today)) return undefined;
  const list = readOpenListings(await fetchFreshList());
  if (!list) return undefined;
  const open = stillOpen(list.listings, today);
  const ids = open.map(([id]) => id);
  const isNew = new Set(dailyNewIds(state.daily, state.visits, ids));
  const jobs =
    isNew.size === 0
      ? []
      : await scoreNew(
          list.index,
          kept.source,
          today,
          open.filter(([id]) => isNew.has(id)),
        );
  // Read again: a visit may have been remembered while the index loaded.
  const latest = await readAlertsState(caches);
  await writeAlertsState(caches, { ...latest, daily: afterDailyCheck(today, ids) });
  return jobs;
}
