// @ts-check
// Which built chunks a visit can need, found by following the imports between chunk files.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Chunks loaded only when a visitor asks for them, and never precached: the PDF library is several
 * hundred KiB that most visitors never use, so it is cached the first time it is downloaded.
 */
export const ON_DEMAND_CHUNKS = [
  /^(?:\/[a-z]+)?\/assets\/render-cv-pdf-[\w-]+\.js$/,
  /^(?:\/[a-z]+)?\/assets\/cv-reader-[\w-]+\.js$/,
  /^(?:\/[a-z]+)?\/assets\/cv-export-[\w-]+\.js$/,
];

/**
 * The sibling chunks a built chunk imports, statically or with import(), as URLs in its own folder
 * (/assets/ for English, /fr/assets/ for French), and the stylesheets Vite preloads for it.
 * @param {string} source
 * @param {string} folder the chunk's own folder URL, ending in "/"
 * @returns {string[]}
 */
export function chunkReferences(source, folder = "/assets/") {
  const found = new Set();
  for (const match of source.matchAll(/\b(?:from|import)\s*\(?\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) {
    found.add(`${folder}${match[1]}`);
  }
  for (const match of source.matchAll(/["'`]\/?((?:[a-z]+\/)?assets\/[\w.-]+\.css)["'`]/g)) found.add(`/${match[1]}`);
  return [...found];
}

/**
 * Everything reachable from the pages' first-load files by following imports, without entering
 * an on-demand chunk: what the service worker precaches so the site works offline after one visit.
 * @param {string} clientDir
 * @param {Iterable<string>} roots URLs such as /assets/home-abc.js
 * @param {RegExp[]} onDemand
 * @returns {Set<string>}
 */
export function reachableAssets(clientDir, roots, onDemand = ON_DEMAND_CHUNKS) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = /** @type {string} */ (queue.pop());
    if (seen.has(url) || onDemand.some((pattern) => pattern.test(url))) continue;
    const file = path.join(clientDir, url);
    if (!existsSync(file)) continue;
    seen.add(url);
    if (url.endsWith(".js")) {
      queue.push(...chunkReferences(readFileSync(file, "utf8"), url.slice(0, url.lastIndexOf("/") + 1)));
    }
  }
  return seen;
}
