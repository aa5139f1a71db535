/**
 * Which requests a language's service worker answers, and how: plain functions of the request's
 * URL, so they are tested in Node (routes.test.ts) and bundled into each language's worker with
 * that language's values (tooling/service-worker/build-service-workers.ts).
 */
import type { NotificationWords } from "../alerts/notification.ts";
import { nearestNotFoundFolder } from "../config/nearest-not-found.ts";

/** What one language's worker knows, fixed when it is built. */
export type WorkerLanguage = {
  /** The language's path prefix: "" for English, "/fr" for French. */
  prefix: string;
  /** The other built languages' prefixes ("/fr", "/crs"): their pages belong to their own workers. */
  otherPrefixes: string[];
  /**
   * The language's 404 pages, each served from the precache for an unknown page nearest it that
   * cannot be fetched offline: "/fr/404" for the language, "/fr/news/404" for the news section's.
   */
  notFoundUrls: string[];
  /** The cache for the language's chunks that are not precached (the PDF library). */
  lazyAssetsCache: string;
  /** Where the news photos' sizes live, at the site root for every language ("images/news"). */
  newsPhotosDir: string;
  /** The daily new-jobs check's notification, in the language (src/sw/new-jobs.ts): its words and the `lang` it is written in. */
  newJobs: { lang: string; words: NotificationWords };
};

type RouteInput = { request: Request; url: URL; sameOrigin: boolean };

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** A navigation to one of this language's pages, not to another language's (its worker's scope). */
export const isOwnNavigation =
  (language: WorkerLanguage) =>
  ({ request, url }: Pick<RouteInput, "request" | "url">): boolean =>
    request.mode === "navigate" && !language.otherPrefixes.some((prefix) => under(url.pathname, prefix));

/**
 * The 404 page for a page that cannot be fetched: the nearest one up its path, as the server
 * chooses it (the same walk: src/config/nearest-not-found.ts), so it hydrates with the route of that
 * address (/news/nope, and /News/nope since the router matches in any case: the news route's own);
 * the language's own when no folder on the way has one.
 */
export function notFoundUrlFor(language: Pick<WorkerLanguage, "prefix" | "notFoundUrls">, pathname: string): string {
  const folder = nearestNotFoundFolder(pathname, (candidate) => language.notFoundUrls.includes(`${candidate}/404`));
  return folder === undefined ? `${language.prefix}/404` : `${folder}/404`;
}

/**
 * Whether the precache may keep a response it fetched on install: a page or file found (2xx), and
 * the language's 404 pages, which every server answers with their status, 404, since a 404 page's
 * own address is no page (src/config/nearest-not-found.ts). Anything else fails the install, so a
 * broken version never replaces a working one (Workbox's own rule, which this replaces).
 */
export function isPrecacheable(language: Pick<WorkerLanguage, "notFoundUrls">, url: URL, status: number): boolean {
  if (status >= 200 && status < 300) return true;
  return status === 404 && language.notFoundUrls.includes(url.pathname);
}

/**
 * A page's data (React Router's .data file, fetched when a link leads to a page with a loader) of
 * this language. The data of every page is precached; one that is not is a page that does not exist.
 */
export const isOwnPageData =
  (language: WorkerLanguage) =>
  ({ url, sameOrigin }: Pick<RouteInput, "url" | "sameOrigin">): boolean =>
    sameOrigin &&
    url.pathname.endsWith(".data") &&
    !language.otherPrefixes.some((prefix) => under(url.pathname, prefix));

/**
 * Offline, the data of a page the precache does not hold: a 404, as the server would answer, so the
 * route shows its 404 page (a link to a news item that no longer exists), not a failed request.
 */
export const pageDataOfflineResponse = (): Response => new Response(null, { status: 404, statusText: "Not Found" });

/**
 * The page a navigation with one trailing slash asks for: "/crs/" is the Kreol home page "/crs",
 * "/news/" the news page, as the servers answer them. The precache keeps each page under its clean
 * URL only, so without this an offline "/crs/" would get the 404 page, which then hydrates as the
 * home page (a hydration error).
 */
export function withoutTrailingSlash(url: URL): URL[] {
  if (url.pathname.length < 2 || !url.pathname.endsWith("/")) return [];
  const page = new URL(url);
  page.pathname = url.pathname.slice(0, -1);
  page.search = "";
  return [page];
}

/** A news photo, any size: the same files for every language. */
export const isNewsPhoto =
  (language: WorkerLanguage) =>
  ({ url, sameOrigin }: Pick<RouteInput, "url" | "sameOrigin">): boolean =>
    sameOrigin && url.pathname.startsWith(`/${language.newsPhotosDir}/`);

/** One of this language's built chunks that is not precached (loaded on demand). */
export const isOwnLazyAsset =
  (language: WorkerLanguage) =>
  ({ url, sameOrigin }: Pick<RouteInput, "url" | "sameOrigin">): boolean =>
    sameOrigin && url.pathname.startsWith(`${language.prefix}/assets/`);

/**
 * The address a lazy chunk is kept under: without its query. A chunk's name holds its hash, so
 * "render-cv-pdf-A.js?retry=1", which a browser that keeps a failed fetch is asked for
 * (src/lib/import-once.ts), is the same file, kept once, and found by the plain address next time.
 */
export const lazyAssetCacheKey = (address: string): string => {
  const url = new URL(address);
  url.search = "";
  return url.href;
};

/**
 * The news card placeholder's picture icon (lucide "image"), in the middle of the photo's box. No
 * viewBox or size: a picture with no shape of its own takes the one the img's width and height give.
 */
export const PHOTO_OFFLINE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg"><svg x="50%" y="50%" overflow="visible"><g transform="translate(-24 -24) scale(2)" fill="none" stroke="#4a5b6a" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect width="18" height="18" x="3" y="3" rx="2"/><circle cx="9" cy="9" r="2"/><path d="m21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21"/></g></svg></svg>';

/** Offline, a photo never seen before: the placeholder's icon in the photo's place, not a failed request. */
export const photoOfflineResponse = (): Response =>
  new Response(PHOTO_OFFLINE_SVG, { headers: { "Content-Type": "image/svg+xml" } });
