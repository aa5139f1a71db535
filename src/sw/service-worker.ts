/**
 * The service worker, one bundle per language (tooling/service-worker/build-service-workers.ts):
 * sw.js for English at /, sw-fr.js for /fr, sw-crs.js for /crs, so a phone precaches the pages of
 * the language its visitor reads and not all three. The build replaces __SW_LANGUAGE__ with the
 * language's values and self.__WB_MANIFEST with its precache list (Workbox injectManifest): the
 * language's pages under their clean URLs, everything they load up front, and the chunks they load
 * later, so the site works offline after one visit.
 * src/components/layout/update-prompt.tsx registers it (a classic worker) and asks a waiting
 * version to take over with a SKIP_WAITING message when the visitor accepts the reload prompt.
 */
import { ExpirationPlugin } from "workbox-expiration";
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkOnly } from "workbox-strategies";
import type { PrecacheEntry } from "workbox-precaching";
import { registerNewJobs } from "./new-jobs";
import {
  isNewsPhoto,
  isOwnLazyAsset,
  isOwnNavigation,
  isOwnPageData,
  isPrecacheable,
  lazyAssetCacheKey,
  notFoundUrlFor,
  pageDataOfflineResponse,
  photoOfflineResponse,
  withoutTrailingSlash,
  type WorkerLanguage,
} from "./routes";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
declare const __SW_LANGUAGE__: WorkerLanguage;
/** The daily check's engine, a script of its own shared by the three workers: "/assets/sw-new-jobs-<hash>.js". */
declare const __SW_NEW_JOBS_MATCHER__: string;
const language = __SW_LANGUAGE__;

// The new version waits until the visitor accepts the reload prompt (or closes the site's tabs).
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

// Once active, the worker takes charge of the pages in its scope that no worker controls (workbox-core's
// clientsClaim()), so the rest of a first visit is served from the precache: offline, a tap on
// 'Latest News' finds the news page's code here. It did so on a first install only, told by a flag
// the install set in a variable; but a browser may stop a worker between its install and its
// activation and start it afresh, which loses the flag, and the page it installed from was then
// never claimed (issue 48). Claiming on every activation needs no memory, and an update is no
// different for it: it still waits for the visitor's consent (SKIP_WAITING above), the pages the old
// version controlled pass to it when it activates whether it claims or not, and a claim adds only
// pages no version of this worker controlled (none did, or another language's worker), so no page
// changes version without consent. Should a tap still come from a page
// nothing controls, it goes to the page with a full navigation, which this worker answers from its
// precache (src/lib/page-code.ts).
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

// The 404 pages are precached with the status every server gives them, 404 (src/sw/routes.ts).
addPlugins([
  {
    cacheWillUpdate: async ({ request, response }) =>
      isPrecacheable(language, new URL(request.url), response.status) ? response : null,
  },
]);

// A page is the same whatever its query string (/help?q=…): its state is read in the browser, and
// with or without one trailing slash ("/crs/").
precacheAndRoute(self.__WB_MANIFEST, {
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: "",
  urlManipulation: ({ url }) => withoutTrailingSlash(url),
});
cleanupOutdatedCaches();

// Pages not in the precache (unknown paths) come from the network; offline, the nearest 404 page in
// this language (an unknown news page gets the news route's). Another language's pages are left to
// that language's worker.
registerRoute(
  isOwnNavigation(language),
  new NetworkOnly({
    plugins: [
      {
        handlerDidError: async ({ request }) => matchPrecache(notFoundUrlFor(language, new URL(request.url).pathname)),
      },
    ],
  }),
);

// A page's data that is not precached (the precache holds every page's): from the network; offline,
// a 404, so the route shows its 404 page as the server would have it.
registerRoute(
  isOwnPageData(language),
  new NetworkOnly({ plugins: [{ handlerDidError: async () => pageDataOfflineResponse() }] }),
);

// News photos are not precached: every size of every photo would be downloaded on install, on
// capped mobile data. The sizes a visitor's browser picks are cached as they are seen. A photo's
// file name has a hash of its bytes, so a cached copy is never stale. One cache for the three
// languages' workers: the photos are the same files.
registerRoute(
  isNewsPhoto(language),
  new CacheFirst({
    cacheName: "news-photos",
    plugins: [
      new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 60 * 60 * 24 * 365, purgeOnQuotaError: true }),
      { handlerDidError: async () => photoOfflineResponse() },
    ],
  }),
);

// On-demand chunks (the PDF library) are cached the first time they are used.
registerRoute(
  isOwnLazyAsset(language),
  new CacheFirst({
    cacheName: language.lazyAssetsCache,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => lazyAssetCacheKey(request.url) },
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 60 * 60 * 24 * 90 }),
    ],
  }),
);

// The new-jobs check: the list of open listings network first, the daily check and its notification.
registerNewJobs(language, __SW_NEW_JOBS_MATCHER__);
