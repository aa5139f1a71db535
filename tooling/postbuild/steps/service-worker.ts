// One service worker per language, each with its own scope (/ for English, /fr and /crs), so a
// visitor's phone precaches the pages of the language they use and not all three. Each precaches
// its language's pages (under their clean URLs), everything they load up front and the chunks they
// load later (form rules, toasts), so the site works offline after one visit. On-demand chunks,
// the PDF library, are cached the first time they are used instead. The worker files sit at the
// root (/sw-fr.js) because a worker's scope may not reach above its own folder, and /fr is.
// Workbox generates them here: vite-plugin-pwa cannot, as it writes the worker before React Router
// prerenders the pages, so the pages would not be precached.
import { createHash } from "node:crypto";
import path from "node:path";
import { generateSW } from "workbox-build";
import { reachableAssets } from "../../chunk-graph.mjs";
import { CONTACT_CARDS_DIR } from "../../content/contact-cards.mjs";
import { firstLoadAssets } from "../../first-load.mjs";
import { NEWS_PHOTOS_DIR } from "../../images/news-photos-dir.mjs";
import { localeOfUrl, localePrefix, serviceWorkerFile } from "../../locales.mjs";
import { manifestPath } from "../../web-manifest.mjs";
import type { BuiltPage, Site } from "../site.ts";

const revision = (text: string) => createHash("md5").update(text).digest("hex");

/** @returns one line per worker: its file, how many files it precaches and its size */
export async function writeServiceWorkers(site: Site, pages: readonly BuiltPage[]): Promise<string[]> {
  const { clientDir, builtLocales } = site;
  const otherPrefixes = (locale: string) =>
    builtLocales
      .filter((other) => other !== locale && localePrefix(other))
      .map((other) => localePrefix(other).slice(1));
  const workerStats: string[] = [];
  /**
   * The news card placeholder's picture icon (lucide "image"), in the middle of the photo's box. No
   * viewBox or size: a picture with no shape of its own takes the one the img's width and height give.
   */
  const PHOTO_OFFLINE_SVG =
    '<svg xmlns="http://www.w3.org/2000/svg"><svg x="50%" y="50%" overflow="visible"><g transform="translate(-24 -24) scale(2)" fill="none" stroke="#4a5b6a" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect width="18" height="18" x="3" y="3" rx="2"/><circle cx="9" cy="9" r="2"/><path d="m21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21"/></g></svg></svg>';
  for (const locale of builtLocales) {
    const prefix = localePrefix(locale);
    const realPages = pages.filter((page) => localeOfUrl(page.url) === locale && !page.relative.endsWith("404.html"));
    const firstLoad = reachableAssets(
      clientDir,
      realPages.flatMap((page) => {
        const { scripts, styles } = firstLoadAssets(page.html);
        return [...scripts, ...styles];
      }),
    );
    // Workbox writes these matchers into the worker as source text, so each carries its own literals.
    const others = otherPrefixes(locale);
    const isOwnNavigation = new Function(
      "{ request, url }",
      `return request.mode === "navigate"${others.length ? ` && !/^\\/(?:${others.join("|")})(?:\\/|$)/.test(url.pathname)` : ""};`,
    );
    const isOwnLazyAsset = new Function(
      "{ url, sameOrigin }",
      `return sameOrigin && url.pathname.startsWith(${JSON.stringify(`${prefix}/assets/`)});`,
    );
    const isNewsPhoto = new Function(
      "{ url, sameOrigin }",
      `return sameOrigin && url.pathname.startsWith(${JSON.stringify(`/${NEWS_PHOTOS_DIR}/`)});`,
    );
    // Offline, a photo never seen before is answered with the placeholder's picture icon, drawn in
    // the photo's place (its width and height keep the shape), instead of a failed request.
    const photoOffline = new Function(
      `return new Response(${JSON.stringify(PHOTO_OFFLINE_SVG)}, { headers: { "Content-Type": "image/svg+xml" } });`,
    );
    const result = await generateSW({
      swDest: path.join(clientDir, serviceWorkerFile(locale)),
      globDirectory: clientDir,
      globPatterns: [
        "favicon.svg",
        // This language's manifest only: the others' are their workers' to keep.
        manifestPath(locale).slice(1),
        "images/**/*",
        "icons/**/*",
        // i13: contact cards too, so 'Save contact' works offline.
        `${CONTACT_CARDS_DIR}/*.vcf`,
      ],
      // News photos are not precached: every size of every photo would be downloaded on install,
      // on capped mobile data. The sizes a visitor's browser picks are cached as they are seen (below).
      globIgnores: [`${NEWS_PHOTOS_DIR}/**`],
      additionalManifestEntries: [
        ...realPages.map((page) => ({ url: page.url, revision: revision(page.html) })),
        ...[...firstLoad].map((url) => ({ url, revision: null })),
      ],
      // A page is the same whatever its query string (/help?q=…): its state is read in the browser.
      ignoreURLParametersMatching: [/.*/],
      directoryIndex: null,
      cleanupOutdatedCaches: true,
      // The new version waits until the visitor accepts the reload prompt (or closes the site's tabs).
      skipWaiting: false,
      clientsClaim: false,
      inlineWorkboxRuntime: true,
      sourcemap: false,
      mode: "production",
      runtimeCaching: [
        {
          // Pages not in the precache (unknown paths) come from the network; offline, the 404 page
          // in this language. Another language's pages are left to that language's worker.
          urlPattern: isOwnNavigation as never,
          handler: "NetworkOnly",
          options: { precacheFallback: { fallbackURL: `${prefix}/404` } },
        },
        {
          // A news photo's file name has a hash of its bytes, so a cached copy is never stale. One
          // cache for the three languages' workers: the photos are the same files.
          urlPattern: isNewsPhoto as never,
          handler: "CacheFirst",
          options: {
            cacheName: "news-photos",
            expiration: { maxEntries: 40, maxAgeSeconds: 60 * 60 * 24 * 365, purgeOnQuotaError: true },
            plugins: [{ handlerDidError: photoOffline as never }],
          },
        },
        {
          urlPattern: isOwnLazyAsset as never,
          handler: "CacheFirst",
          options: {
            cacheName: `lazy-assets${prefix.replace("/", "-")}`,
            expiration: { maxEntries: 60, maxAgeSeconds: 60 * 60 * 24 * 90 },
          },
        },
      ],
    });
    for (const warning of result.warnings) console.warn(`Service worker (${locale}): ${warning}`);
    workerStats.push(`${serviceWorkerFile(locale)} ${result.count} files (${(result.size / 1024).toFixed(1)} KiB)`);
  }
  return workerStats;
}
