// @ts-check
// Byte budgets for a build: what each page loads before it is interactive, gzip-compressed.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ON_DEMAND_CHUNKS, reachableAssets } from "./chunk-graph.mjs";
import { firstLoadAssets } from "./first-load.mjs";
import { baseLocale, localePrefix, locales, serviceWorkerFile } from "./locales.mjs";

export const BUDGETS = {
  /** KiB gzip of JavaScript the English home page loads before it is interactive. */
  homeJsKiB: 115,
  /** The same for the French and Kreol home pages (/fr, /crs): their words are a little longer. */
  localeHomeJsKiB: 117,
  /** KiB gzip of JavaScript any page loads before it is interactive. */
  routeJsKiB: 150,
  /** KiB gzip of CSS any page loads. */
  cssKiB: 15,
  /**
   * KiB gzip (level 9) of a page's HTML, its inlined CSS included: about what the first round trip
   * of a new connection carries (TCP's initial window, 10 segments), so the first paint needs no
   * second one.
   */
  htmlKiB: 14,
};

/** The languages other than English (French and Kreol), whose home pages are /fr and /crs. */
const OTHER_LOCALES = locales.filter((locale) => locale !== baseLocale);

/** @param {number[]} list */
const sum = (list) => list.reduce((a, b) => a + b, 0);

/** @param {Buffer} bytes */
const gzipKiB = (bytes) => gzipSync(bytes, { level: 9 }).length / 1024;

/** The editor's folder (build/client/admin/): staff only, outside the public pages and their budgets. */
export const ADMIN_DIR = "admin";

/** @param {string} dir @param {string} root @returns {string[]} */
function pageFiles(dir, root = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "assets" || (dir === root && entry.name === ADMIN_DIR) ? [] : pageFiles(full, root);
    return entry.name === "index.html" ? [path.relative(root, full)] : [];
  });
}

/**
 * Measures every prerendered page of a build's client folder.
 * @param {string} clientDir
 */
export function measurePages(clientDir) {
  return pageFiles(clientDir)
    .map((file) => {
      const html = readFileSync(path.join(clientDir, file));
      const { scripts, styles } = firstLoadAssets(html.toString("utf8"));
      const read = (/** @type {string} */ url) => readFileSync(path.join(clientDir, url));
      const route = `/${file.split(path.sep).slice(0, -1).join("/")}`;
      return {
        route,
        scripts,
        styles,
        jsRawKiB: sum(scripts.map((url) => read(url).length / 1024)),
        jsGzipKiB: sum(scripts.map((url) => gzipKiB(read(url)))),
        cssRawKiB: sum(styles.map((url) => read(url).length / 1024)),
        cssGzipKiB: sum(styles.map((url) => gzipKiB(read(url)))),
        htmlGzipKiB: gzipKiB(html),
      };
    })
    .toSorted((a, b) => a.route.localeCompare(b.route));
}

/**
 * The precached URLs listed in a Workbox service worker: injectManifest writes the list as JSON
 * ("url":"/"), a minifier as an object literal (url:"/").
 * @param {string} swSource
 * @returns {string[]}
 */
export function precachedUrls(swSource) {
  return [...swSource.matchAll(/\burl"?:\s*"([^"]+)"/g)].map((match) => /** @type {string} */ (match[1]));
}

/** A mention of the editor's address ("/admin/", "/admin\"", "/admin?…"): a public file must have none. */
const ADMIN_REFERENCE = /\/admin(?:[/"'`?#\s]|$)/;

/**
 * Every broken budget, in words. An empty list means the build is within budget.
 * @param {string} clientDir
 * @param {typeof BUDGETS} budgets
 * @returns {{ pages: ReturnType<typeof measurePages>, problems: string[] }}
 */
export function checkBudgets(clientDir, budgets = BUDGETS) {
  const pages = measurePages(clientDir);
  const problems = [];
  if (!pages.some((page) => page.route === "/")) problems.push("No home page (index.html) in the build.");
  const builtLocales = OTHER_LOCALES.filter((locale) =>
    existsSync(path.join(clientDir, localePrefix(locale).slice(1))),
  );
  const localeHomes = builtLocales.map(localePrefix);
  for (const page of pages) {
    const html = readFileSync(path.join(clientDir, page.route.slice(1), "index.html"), "utf8");
    const admin = [
      html,
      ...[...page.scripts, ...page.styles].map((url) => readFileSync(path.join(clientDir, url), "utf8")),
    ];
    if (admin.some((text) => ADMIN_REFERENCE.test(text))) {
      problems.push(`${page.route} refers to /${ADMIN_DIR}/: no public page may link to or load the editor.`);
    }
    const jsLimit =
      page.route === "/"
        ? budgets.homeJsKiB
        : localeHomes.includes(page.route)
          ? budgets.localeHomeJsKiB
          : budgets.routeJsKiB;
    if (page.jsGzipKiB > jsLimit) {
      problems.push(`${page.route} loads ${page.jsGzipKiB.toFixed(1)} KiB of JavaScript (gzip), over ${jsLimit} KiB.`);
    }
    if (page.cssGzipKiB > budgets.cssKiB) {
      problems.push(`${page.route} loads ${page.cssGzipKiB.toFixed(1)} KiB of CSS (gzip), over ${budgets.cssKiB} KiB.`);
    }
    if (page.htmlGzipKiB > budgets.htmlKiB) {
      problems.push(
        `${page.route} is ${page.htmlGzipKiB.toFixed(1)} KiB of HTML (gzip), over ${budgets.htmlKiB} KiB: its first paint needs a second round trip.`,
      );
    }
  }
  for (const swName of [baseLocale, ...builtLocales].map(serviceWorkerFile)) {
    const swFile = path.join(clientDir, swName);
    if (!existsSync(swFile)) {
      problems.push(`No service worker (${swName}) in the build.`);
      continue;
    }
    const swSource = readFileSync(swFile, "utf8");
    if (ADMIN_REFERENCE.test(swSource)) {
      problems.push(
        `${swName} refers to /${ADMIN_DIR}/: the editor must never be precached or routed by a public worker.`,
      );
    }
    const needed = reachableAssets(
      clientDir,
      pages.flatMap((page) => [...page.scripts, ...page.styles]),
      ON_DEMAND_CHUNKS,
    );
    for (const url of precachedUrls(swSource)) {
      if (/^(?:\/[a-z]+)?\/assets\//.test(url) && !needed.has(url)) {
        problems.push(`${url} is precached, but it is loaded only on demand: it is cached on first use instead.`);
      }
    }
  }
  return { pages, problems };
}
