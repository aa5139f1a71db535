/**
 * Builds one service worker per language (sw.js for English at /, sw-fr.js for /fr, sw-crs.js for
 * /crs) from the typed source in src/sw/: Vite bundles it with the language's values as build-time
 * constants, then Workbox's injectManifest writes the language's precache list into it. The
 * workers sit at the site root because a worker's scope may not reach above its own folder.
 * vite-plugin-pwa cannot do this: it writes the worker before React Router prerenders the pages,
 * so the pages would not be precached.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { build, type Rolldown } from "vite";
import { injectManifest } from "workbox-build";
import type { Locale } from "../../src/i18n/locales.ts";
import type { WorkerLanguage } from "../../src/sw/routes.ts";
import { reachableAssets } from "../chunk-graph.mjs";
import { CONTACT_CARDS_DIR } from "../../src/content/help/contact-card.ts";
import { catalogueMessage } from "../../src/content/engine/messages.server.ts";
import { firstLoadAssets } from "../first-load.mjs";
import { NEWS_PHOTOS_DIR } from "../../src/content/news/pages.ts";
import { localeOfUrl, localePrefix, serviceWorkerFile } from "../locales.mjs";
import { manifestPath } from "../web-manifest.mjs";

/** The worker's source: one file, bundled with its Workbox modules. */
export const SERVICE_WORKER_SOURCE = path.resolve(import.meta.dirname, "../../src/sw/service-worker.ts");
/** The daily check's engine, a script of its own the workers import (src/sw/new-jobs-matcher.ts says why). */
export const NEW_JOBS_MATCHER_SOURCE = path.resolve(import.meta.dirname, "../../src/sw/new-jobs-matcher.ts");

export type BuiltPage = { url: string; relative: string; html: string };

/** The values one language's worker is built with (see WorkerLanguage). */
export function workerLanguage(
  locale: Locale,
  builtLocales: readonly Locale[],
  pageUrls: readonly string[],
): WorkerLanguage {
  const prefix = localePrefix(locale);
  return {
    prefix,
    otherPrefixes: builtLocales.filter((other) => other !== locale && localePrefix(other)).map(localePrefix),
    // The language's prerendered 404 documents: its own, and the news and job sections'.
    notFoundUrls: pageUrls.filter((url) => localeOfUrl(url) === locale && /(^|\/)404$/.test(url)),
    lazyAssetsCache: `lazy-assets${prefix.replace("/", "-")}`,
    newsPhotosDir: NEWS_PHOTOS_DIR,
    newJobs: { lang: locale, words: notificationWords(locale) },
  };
}

/** The daily check's notification in a language, from the job alerts' catalogue (placeholders left for the worker). */
export function notificationWords(locale: Locale): WorkerLanguage["newJobs"]["words"] {
  const words = (key: string) =>
    catalogueMessage("job-alerts", locale, key, { title: "{title}", figure: "{figure}", count: "{count}" });
  return {
    title: words("alerts_notification_title"),
    one: words("alerts_notification_one"),
    moreOne: words("alerts_notification_more_one"),
    moreOther: words("alerts_notification_more_other"),
  };
}

/** One classic script, minified: a worker, or the engine it imports. `define`: its build-time constants. */
async function bundleClassicScript(entry: string, define: Record<string, string>): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "warn",
    mode: "production",
    publicDir: false,
    define: {
      ...define,
      // Workbox's modules log and assert only outside production.
      "process.env.NODE_ENV": JSON.stringify("production"),
    },
    build: {
      write: false,
      lib: { entry, formats: ["iife"], name: "serviceWorker" },
      // Terser with the property mangling Workbox's own build uses (its private fields start with
      // "_"): 2.6 KB less than Vite's default minifier. self.__WB_MANIFEST must stay for injectManifest.
      minify: "terser",
      terserOptions: { mangle: { properties: { regex: /(?:^_)|(?:_$)/, reserved: ["__WB_MANIFEST"] } } },
      sourcemap: false,
      reportCompressedSize: false,
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === "chunk");
  if (!chunk) throw new Error(`The bundle of ${entry} has no script.`);
  return chunk.code;
}

/**
 * The worker's source bundled for one language: a classic script (it is registered without type:
 * "module"), minified. `matcherUrl`: the daily check's engine, which it imports.
 */
export function bundleWorker(language: WorkerLanguage, matcherUrl: string): Promise<string> {
  return bundleClassicScript(SERVICE_WORKER_SOURCE, {
    __SW_LANGUAGE__: JSON.stringify(language),
    __SW_NEW_JOBS_MATCHER__: JSON.stringify(matcherUrl),
  });
}

/**
 * Writes the daily check's engine into the site's assets, named by its bytes, so a browser keeps
 * it from one version of the workers to the next (served with a year's cache, like every asset):
 * its address from the site's root.
 */
export async function writeNewJobsMatcher(clientDir: string): Promise<string> {
  const code = await bundleClassicScript(NEW_JOBS_MATCHER_SOURCE, {});
  const file = `assets/sw-new-jobs-${createHash("sha256").update(code).digest("hex").slice(0, 10)}.js`;
  mkdirSync(path.join(clientDir, "assets"), { recursive: true });
  writeFileSync(path.join(clientDir, file), code);
  return `/${file}`;
}

const revision = (text: string) => createHash("md5").update(text).digest("hex");

/**
 * A page's data file, as React Router fetches it for a visit from another page: /news/<slug>.data,
 * /fr/_root.data for the French home page (single fetch's names, without trailing-slash awareness).
 */
export function pageDataUrl(pageUrl: string, prefix: string): string {
  return pageUrl === "/" || pageUrl === prefix ? `${prefix}/_root.data` : `${pageUrl}.data`;
}

/**
 * Writes each built language's worker into clientDir and returns one line per worker: its file,
 * how many files it precaches and their size, as Workbox counts them, and its own size; then a
 * line for the daily check's engine, which the three import.
 */
export async function buildServiceWorkers({
  clientDir,
  pages,
  builtLocales,
}: {
  clientDir: string;
  pages: readonly BuiltPage[];
  builtLocales: readonly Locale[];
}): Promise<string[]> {
  const stats: string[] = [];
  const matcherUrl = await writeNewJobsMatcher(clientDir);
  const matcherKiB = gzipSync(readFileSync(path.join(clientDir, matcherUrl.slice(1))), { level: 9 }).length / 1024;
  const scratch = mkdtempSync(path.join(tmpdir(), "koudmen-sw-"));
  try {
    for (const locale of builtLocales) {
      const file = serviceWorkerFile(locale);
      const swSrc = path.join(scratch, file);
      const language = workerLanguage(
        locale,
        builtLocales,
        pages.map((page) => page.url),
      );
      writeFileSync(swSrc, await bundleWorker(language, matcherUrl));
      // The language's pages, under their clean URLs, and everything they load up front or later
      // (form rules, toasts), but not the chunks loaded on demand (the PDF library).
      const realPages = pages.filter((page) => localeOfUrl(page.url) === locale && !page.relative.endsWith("404.html"));
      const firstLoad = reachableAssets(
        clientDir,
        realPages.flatMap((page) => {
          const { scripts, styles } = firstLoadAssets(page.html);
          return [...scripts, ...styles];
        }),
      );
      // The data of every page whose route has a loader (a news item's, the news list's, …), so
      // going from a card to its page works offline as the HTML does. Small: about 30 KiB in all.
      // A 404 document's route answers 404 from its loader: it has no data of its own.
      const pageData = realPages.flatMap((page) => {
        if (/(^|\/)404$/.test(page.url)) return [];
        const url = pageDataUrl(page.url, language.prefix);
        const dataFile = path.join(clientDir, url.slice(1));
        return existsSync(dataFile) ? [{ url, revision: revision(readFileSync(dataFile, "utf8")) }] : [];
      });
      const result = await injectManifest({
        swSrc,
        swDest: path.join(clientDir, file),
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
        // News photos are not precached (the worker caches the sizes a visitor sees).
        globIgnores: [`${NEWS_PHOTOS_DIR}/**`],
        additionalManifestEntries: [
          ...realPages.map((page) => ({ url: page.url, revision: revision(page.html) })),
          ...pageData,
          ...[...firstLoad].map((url) => ({ url, revision: null })),
        ],
      });
      for (const warning of result.warnings) console.warn(`Service worker (${locale}): ${warning}`);
      const script = gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length / 1024;
      stats.push(
        `${file} ${result.count} files (${(result.size / 1024).toFixed(1)} KiB), itself ${script.toFixed(1)} KiB gzip`,
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  stats.push(`${matcherUrl.slice(1)} (the daily check's engine, imported by each) ${matcherKiB.toFixed(1)} KiB gzip`);
  return stats;
}
