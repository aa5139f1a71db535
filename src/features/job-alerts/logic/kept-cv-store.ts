import { ALERTS_CACHE, KEPT_CV_FLAG, readKeptFlag, writeKeptCv, type KeptCv, type KeptFlag } from "@/alerts/kept-cv";
import { firstVisit } from "@/alerts/new-since";
import { DAILY_CHECK_TAG } from "@/alerts/daily-check";
import type { StorageLike } from "@/lib/stored-cv";

/*
 * Keeping and forgetting the CV, as the pages do it: the CV in the Cache API (src/alerts/kept-cv.ts),
 * a flag in localStorage, and an event so every part of the page that shows it (the Job Matcher's
 * control, the note) hears of a change made by another.
 */

/** Dispatched on window when a CV is kept or forgotten in this tab (another tab's change is a `storage` event). */
export const KEPT_CV_CHANGED = "koudmen:kept-cv";

function changed() {
  window.dispatchEvent(new Event(KEPT_CV_CHANGED));
}

/** Subscribes to the flag's changes, in this tab and others. */
export function subscribeKeptFlag(onChange: () => void): () => void {
  window.addEventListener(KEPT_CV_CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(KEPT_CV_CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The flag's raw text (compared by value, so React re-renders only when it changes). */
export function rawKeptFlag(storage: StorageLike | undefined): string | null {
  try {
    return storage?.getItem(KEPT_CV_FLAG) ?? null;
  } catch {
    return null;
  }
}

export { readKeptFlag, type KeptFlag };

/**
 * Keeps `kept`, checked against the listings `knownIds` (the ones she has seen: the next visit counts
 * what is new from them). False when the browser would not store it (no Cache API, blocked, full):
 * then nothing is left half-kept.
 */
export async function keepCv(
  caches: CacheStorage | undefined,
  storage: StorageLike | undefined,
  kept: KeptCv,
  knownIds: readonly string[],
): Promise<boolean> {
  if (!caches || !storage) return false;
  try {
    await writeKeptCv(caches, kept, { visits: firstVisit(kept.keptOn, knownIds), daily: { toldIds: [...knownIds] } });
    storage.setItem(KEPT_CV_FLAG, JSON.stringify({ keptOn: kept.keptOn, name: kept.name } satisfies KeptFlag));
  } catch {
    await forgetCv(caches, storage, undefined);
    return false;
  }
  changed();
  return true;
}

type PeriodicSyncRegistration = ServiceWorkerRegistration & {
  periodicSync?: { unregister(tag: string): Promise<void> };
};

/**
 * Forgets the kept CV and every trace of it: the cache with the CV, the check's state and the list's
 * copy; the flag; the daily check in every language's worker; any notification it showed. The CV
 * Builder's own draft and CV are the CV Builder's, and stay.
 */
export async function forgetCv(
  caches: CacheStorage | undefined,
  storage: StorageLike | undefined,
  serviceWorker: ServiceWorkerContainer | undefined,
): Promise<void> {
  try {
    storage?.removeItem(KEPT_CV_FLAG);
  } catch {
    // Storage that cannot be written cannot hold the flag either.
  }
  await caches?.delete(ALERTS_CACHE).catch(() => false);
  const registrations = (await serviceWorker?.getRegistrations().catch(() => [])) ?? [];
  await Promise.all(
    registrations.map(async (registration: PeriodicSyncRegistration) => {
      await registration.periodicSync?.unregister(DAILY_CHECK_TAG).catch(() => undefined);
      const shown = await registration.getNotifications({ tag: DAILY_CHECK_TAG }).catch(() => []);
      for (const notification of shown) notification.close();
    }),
  );
  changed();
}
