/*
 * The CV kept on this phone for the new-jobs check, and what the check remembers. Only when the
 * person chooses 'Keep my CV on this phone': what was read from the CV (a file's text, or the CV
 * Builder's CV with its sections), never the file, and nothing is ever sent anywhere.
 *
 * In the Cache API, not localStorage: the service worker reads it for the daily check, and a worker
 * has no localStorage (nor globals that outlive it: the browser stops and restarts an idle worker).
 * One cache holds everything, so 'Forget my CV' deletes it whole (../features/job-alerts/logic/forget-cv.ts).
 * localStorage holds only a flag with the day it was kept and the CV's name: the pages read it
 * synchronously, before deciding to fetch anything (tooling/postbuild/steps/new-jobs-check.ts).
 */
import { isStoredCv, type StorageLike, type StoredCv } from "../lib/stored-cv.ts";
import type { DailyState } from "./daily-check.ts";
import type { Visits } from "./new-since.ts";

/** The cache with the kept CV, the check's state and the last copy of the list of open listings. */
export const ALERTS_CACHE = "koudmen-job-alerts";
/** Where in it the kept CV and the state are (never fetched: keys only). */
export const KEPT_CV_KEY = "/job-alerts/kept-cv.json";
export const ALERTS_STATE_KEY = "/job-alerts/state.json";
/** localStorage: { keptOn, name }, and nothing of the CV itself. */
export const KEPT_CV_FLAG = "koudmen.job-alerts.kept";

/** What was read from a CV: a file's text, or the CV Builder's CV, which has its sections. */
export type KeptSource = { kind: "text"; text: string } | { kind: "stored"; cv: StoredCv };

export type KeptCv = {
  version: 1;
  /** The day it was kept, in Seychelles ("2026-11-20"). */
  keptOn: string;
  /** The file's name, or the CV Builder's name for it, as the Job Matcher showed it. */
  name: string;
  source: KeptSource;
};

/** A listing that fits, as the note and the notification name it. */
export type Fit = { id: string; slug: string; title: string; figure: number };

export type AlertsState = {
  /** The visits with this CV kept (../new-since.ts); none before the first. */
  visits?: Visits;
  daily: DailyState;
  /**
   * The last visit's result, so the pages opened later the same day do not load the matcher again:
   * `key` names what it was worked out from (the list's index and the new listings).
   */
  fits?: { key: string; since: string; jobs: Fit[] };
};

export type KeptFlag = { keptOn: string; name: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isDay = (value: unknown): value is string => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isTexts = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

function isKeptSource(value: unknown): value is KeptSource {
  if (!isObject(value)) return false;
  if (value.kind === "text") return typeof value.text === "string" && value.text.trim() !== "";
  return value.kind === "stored" && isStoredCv(value.cv);
}

/** A kept CV as read back, or undefined when it is damaged or of another version. */
export function readKeptCvData(data: unknown): KeptCv | undefined {
  if (!isObject(data) || data.version !== 1 || !isDay(data.keptOn) || typeof data.name !== "string") return undefined;
  return isKeptSource(data.source)
    ? { version: 1, keptOn: data.keptOn, name: data.name, source: data.source }
    : undefined;
}

function isVisits(value: unknown): value is Visits {
  return (
    isObject(value) &&
    isDay(value.baselineDay) &&
    isDay(value.currentDay) &&
    isTexts(value.baselineIds) &&
    isTexts(value.currentIds)
  );
}

function isFit(value: unknown): value is Fit {
  return (
    isObject(value) &&
    typeof value.id === "string" &&
    typeof value.slug === "string" &&
    typeof value.title === "string" &&
    typeof value.figure === "number"
  );
}

/** The check's state as read back; what is damaged is started afresh, never an error. */
export function readAlertsStateData(data: unknown): AlertsState {
  const state: AlertsState = { daily: { toldIds: [] } };
  if (!isObject(data)) return state;
  if (isVisits(data.visits)) state.visits = data.visits;
  const daily = data.daily;
  if (isObject(daily) && isTexts(daily.toldIds))
    state.daily = {
      toldIds: daily.toldIds,
      ...(isDay(daily.lastCheckDay) ? { lastCheckDay: daily.lastCheckDay } : {}),
    };
  const fitsNow = data.fits;
  if (isObject(fitsNow) && typeof fitsNow.key === "string" && isDay(fitsNow.since) && Array.isArray(fitsNow.jobs))
    if (fitsNow.jobs.every(isFit)) state.fits = { key: fitsNow.key, since: fitsNow.since, jobs: fitsNow.jobs };
  return state;
}

const json = (value: unknown) =>
  new Response(JSON.stringify(value), { headers: { "Content-Type": "application/json" } });

async function readJson(caches: CacheStorage, key: string): Promise<unknown> {
  if (!(await caches.has(ALERTS_CACHE))) return undefined;
  const response = await (await caches.open(ALERTS_CACHE)).match(key);
  if (!response) return undefined;
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** The kept CV, or undefined when none is kept (or what is kept cannot be read). */
export async function readKeptCv(caches: CacheStorage): Promise<KeptCv | undefined> {
  return readKeptCvData(await readJson(caches, KEPT_CV_KEY));
}

export async function readAlertsState(caches: CacheStorage): Promise<AlertsState> {
  return readAlertsStateData(await readJson(caches, ALERTS_STATE_KEY));
}

/** Stores the state, unless the CV was forgotten meanwhile (the cache is gone): nothing is left behind. */
export async function writeAlertsState(caches: CacheStorage, state: AlertsState): Promise<void> {
  if (!(await caches.has(ALERTS_CACHE))) return;
  await (await caches.open(ALERTS_CACHE)).put(ALERTS_STATE_KEY, json(state));
}

/** Keeps `kept` (replacing any CV kept before) with the check's state started afresh. */
export async function writeKeptCv(caches: CacheStorage, kept: KeptCv, state: AlertsState): Promise<void> {
  const cache = await caches.open(ALERTS_CACHE);
  await cache.put(KEPT_CV_KEY, json(kept));
  await cache.put(ALERTS_STATE_KEY, json(state));
}

/** The flag the pages read before loading anything, or undefined. Never throws. */
export function readKeptFlag(storage: StorageLike | undefined): KeptFlag | undefined {
  try {
    const raw = storage?.getItem(KEPT_CV_FLAG);
    if (!raw) return undefined;
    const data: unknown = JSON.parse(raw);
    return isObject(data) && isDay(data.keptOn) && typeof data.name === "string"
      ? { keptOn: data.keptOn, name: data.name }
      : undefined;
  } catch {
    return undefined;
  }
}
