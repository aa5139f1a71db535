/**
 * The service worker's part of the new-jobs check (src/alerts/):
 *  - the small list of open listings, network first: a page always reads the list the server has
 *    now (even while the site's new version waits for the visitor's consent, as the old version's
 *    precache knows only the old listings), and offline the last copy;
 *  - the daily check, where the browser has Periodic Background Sync (Chromium on Android, for an
 *    installed site): at most once a day it reads the list, and only when something is new the
 *    match index, scores the new listings against the kept CV on the phone, and shows at most one
 *    notification, which opens the job's page;
 *  - the notification's tap.
 * Nothing is sent anywhere: the only requests are for the list and the index, both plain GETs of
 * the site's own files.
 */
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { checkDaily } from "../alerts/checks.ts";
import { DAILY_CHECK_TAG } from "../alerts/daily-check.ts";
import { ALERTS_CACHE } from "../alerts/kept-cv.ts";
import { jobNotification } from "../alerts/notification.ts";
import { openListingsPath } from "../alerts/open-listings.ts";
import type { fitsAmong, readMatchIndex } from "../alerts/score-new.ts";
import { seychellesToday } from "../lib/seychelles-date.ts";
import type { WorkerLanguage } from "./routes.ts";

/** The engine, loaded by importScripts() from its own file (./new-jobs-matcher.ts says why). */
export type NewJobsMatcher = { fitsAmong: typeof fitsAmong; readMatchIndex: typeof readMatchIndex };

declare const self: ServiceWorkerGlobalScope & { koudmenNewJobsMatcher?: NewJobsMatcher };

/** Periodic Background Sync's event (not in TypeScript's WebWorker library yet). */
type PeriodicSyncEvent = ExtendableEvent & { tag: string };

/** The list, from the network (revalidated: the server's copy, never the HTTP cache's), kept in the alerts cache when a CV is kept. */
async function fetchFreshList(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, { cache: "no-cache" });
    if (!response.ok) return undefined;
    if (await caches.has(ALERTS_CACHE)) await (await caches.open(ALERTS_CACHE)).put(url, response.clone());
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** The match index (named by its bytes, so never stale): the copy the Job Matcher's page left in the language's lazy cache, else the network's, kept there. */
async function fetchIndex(url: string, cacheName: string): Promise<unknown> {
  const cache = await caches.open(cacheName);
  let response = await cache.match(url);
  if (!response) {
    response = await fetch(url);
    if (!response.ok) throw new Error(`The match index answered ${response.status}`);
    await cache.put(url, response.clone());
  }
  return (await response.json()) as unknown;
}

/** What the open pages of the site hear when a daily check has ended (the browser tests wait for it). */
export const DAILY_CHECK_DONE = "new-jobs-daily-check";

async function dailyCheck(language: WorkerLanguage): Promise<void> {
  const notified = await checkAndNotify(language).catch(() => undefined);
  for (const client of await self.clients.matchAll({ type: "window" }))
    // A client's postMessage, from a worker, takes no target origin, unlike a window's.
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    client.postMessage({ type: DAILY_CHECK_DONE, ran: notified !== undefined, notified: notified === true });
}

/** The check, and its notification: true when one was shown, false when the check found none to show, undefined when it did not run. */
async function checkAndNotify(language: WorkerLanguage): Promise<boolean | undefined> {
  const { newJobs } = language;
  const fitting = await checkDaily({
    caches,
    today: seychellesToday(Date.now()),
    fetchFreshList: () => fetchFreshList(openListingsPath(language.prefix)),
    scoreNew: async (indexAddress, source, today, listings) => {
      const matcher = self.koudmenNewJobsMatcher;
      if (!matcher) return [];
      const index = matcher.readMatchIndex(await fetchIndex(indexAddress, language.lazyAssetsCache));
      return index ? matcher.fitsAmong(index, source, today, listings) : [];
    },
  });
  if (fitting === undefined) return undefined;
  const notification = jobNotification(fitting, newJobs.words, language.prefix);
  if (!notification) return false;
  await self.registration.showNotification(notification.title, {
    body: notification.body,
    lang: newJobs.lang,
    tag: DAILY_CHECK_TAG,
    icon: "/icons/icon-192.png",
    data: { url: notification.url },
  });
  return true;
}

/**
 * The list's route and the daily check, for this language's worker; `matcherUrl` is the engine's
 * script, loaded now, as the worker starts (a worker may import a script only then).
 */
export function registerNewJobs(language: WorkerLanguage, matcherUrl: string): void {
  try {
    importScripts(matcherUrl);
  } catch (error) {
    // Without the engine, the daily check finds nothing to tell; everything else works.
    console.warn("The daily check's matcher could not be loaded:", error);
  }
  const listPath = openListingsPath(language.prefix);
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === listPath,
    new NetworkFirst({ cacheName: ALERTS_CACHE, fetchOptions: { cache: "no-cache" } }),
  );

  self.addEventListener("periodicsync", (event) => {
    const sync = event as PeriodicSyncEvent;
    if (sync.tag === DAILY_CHECK_TAG) sync.waitUntil(dailyCheck(language));
  });

  // The notification opens its job's page: in a tab of the site already on it, or a new one.
  self.addEventListener("notificationclick", (event) => {
    const path = (event.notification.data as { url?: unknown } | null)?.url;
    event.notification.close();
    if (typeof path !== "string" || !path.startsWith("/")) return;
    const url = new URL(path, self.location.origin).href;
    event.waitUntil(
      (async () => {
        const open = (await self.clients.matchAll({ type: "window" })).find((client) => client.url === url);
        await (open ? open.focus() : self.clients.openWindow(url));
      })(),
    );
  });
}
