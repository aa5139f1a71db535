import { mergeMyJobs, myJobsData, readMyJobsData, type MyJob } from "./my-jobs";
import type { StorageLike } from "./stored-cv";

/*
 * Where My jobs lives on the phone: one localStorage entry, `{ version: 1, jobs }`. Reading never
 * throws and says what it could not read; writing says why it failed (full, or blocked as in some
 * private modes), so a page can say it plainly and nothing is lost silently. Pages that show the
 * list subscribe to it: a change in this tab or another one reaches every 'Save' button on screen.
 */

export const MY_JOBS_KEY = "koudmen.my-jobs";

/**
 * The browser's localStorage, or undefined where even asking for it throws (some privacy settings).
 * As stored-cv.ts's browserStorage, kept here so the job pages that show 'Save' need not load the
 * stored CV's reader.
 */
export function phoneStorage(): StorageLike | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Why the list cannot be read or written: storage blocked (a privacy setting), or full. */
export type StorageProblem = "blocked" | "full";

/** The list as read: its jobs, how many stored entries could not be read, or why none could. */
export type MyJobsRead =
  { ok: true; jobs: MyJob[]; unreadable: number } | { ok: false; problem: Extract<StorageProblem, "blocked"> };

/** Not a text a storage can hold under our key, so it never equals one. */
export const BLOCKED = "\u0000blocked";

/** The stored text as it is, null when there is none; "blocked" when the storage cannot be read. */
export function rawMyJobs(storage: StorageLike | undefined): string | null | typeof BLOCKED {
  if (!storage) return BLOCKED;
  try {
    return storage.getItem(MY_JOBS_KEY);
  } catch {
    return BLOCKED;
  }
}

/** The list from its stored text (rawMyJobs). */
export function readRawMyJobs(raw: string | null): MyJobsRead {
  if (raw === BLOCKED) return { ok: false, problem: "blocked" };
  if (raw === null) return { ok: true, jobs: [], unreadable: 0 };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: true, jobs: [], unreadable: 1 };
  }
  return { ok: true, ...readMyJobsData(data) };
}

export const readMyJobs = (storage: StorageLike | undefined): MyJobsRead => readRawMyJobs(rawMyJobs(storage));

/** A write the browser refused because the storage is full (each engine names it its own way). */
function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false;
  return error.name === "QuotaExceededError" || error.name === "NS_ERROR_DOM_QUOTA_REACHED" || error.code === 22;
}

/** Writes the list (an empty list removes the entry); null when done, else why not. */
export function writeMyJobs(storage: StorageLike | undefined, jobs: readonly MyJob[]): StorageProblem | null {
  if (!storage) return "blocked";
  try {
    if (jobs.length === 0) storage.removeItem(MY_JOBS_KEY);
    else storage.setItem(MY_JOBS_KEY, JSON.stringify(myJobsData(jobs)));
  } catch (error) {
    return isQuotaError(error) ? "full" : "blocked";
  }
  notifyMyJobs();
  return null;
}

/**
 * Adds a CV file's jobs to the list on this phone (mergeMyJobs: nothing on the phone is removed):
 * how many were added, updated and left out, or why the storage refused.
 */
export function mergeIntoMyJobs(
  storage: StorageLike | undefined,
  fromFile: readonly MyJob[],
): { ok: true; added: number; updated: number; leftOut: number } | { ok: false; problem: StorageProblem } {
  const phone = readMyJobs(storage);
  if (!phone.ok) return phone;
  const { jobs, added, updated, leftOut } = mergeMyJobs(phone.jobs, fromFile);
  const problem = added + updated > 0 ? writeMyJobs(storage, jobs) : null;
  return problem === null ? { ok: true, added, updated, leftOut } : { ok: false, problem };
}

/* ---- Telling the pages on screen that the list changed ---- */

const listeners = new Set<() => void>();

function notifyMyJobs() {
  for (const listener of listeners) listener();
}

/** Calls `onChange` when the list changes, in this tab (writeMyJobs) or another (the storage event). */
export function subscribeMyJobs(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === MY_JOBS_KEY || event.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}
