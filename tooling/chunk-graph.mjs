// @ts-check
// Which built chunks a visit can need, read from Vite's build manifest: each chunk's static imports,
// dynamic imports and stylesheets, as Vite recorded them when it wrote the chunks.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { localePrefix } from "./locales.mjs";

/**
 * Where scripts/build.ts keeps each language's Vite manifest (en.json, fr.json, crs.json): beside
 * client/, not in it, so it is never served nor precached.
 */
export const MANIFESTS_DIR = "vite-manifests";

/**
 * Chunks loaded only when a visitor asks for them, and never precached: the PDF library is several
 * hundred KiB that most visitors never use, so it is cached the first time it is downloaded; so
 * are the CV readers and the Job Matcher's engine with its match index (cv-matcher), fetched when
 * a CV is chosen.
 */
export const ON_DEMAND_CHUNKS = [
  /^(?:\/[a-z]+)?\/assets\/render-cv-pdf-[\w-]+\.js$/,
  /^(?:\/[a-z]+)?\/assets\/cv-reader-[\w-]+\.js$/,
  /^(?:\/[a-z]+)?\/assets\/cv-export-[\w-]+\.js$/,
  /^(?:\/[a-z]+)?\/assets\/cv-matcher-[\w-]+\.js$/,
];

/**
 * @typedef {{ file: string, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/**
 * Each built file's URL and the URLs it needs, from one language's manifest: "/fr/assets/home-A.js"
 * → ["/fr/assets/shell-B.js", "/fr/assets/root-C.css", …].
 * @param {Manifest} manifest
 * @param {string} prefix the language's prefix: "" for English, "/fr"
 * @returns {Map<string, string[]>}
 */
export function manifestEdges(manifest, prefix = "") {
  const url = (/** @type {string} */ file) => `${prefix}/${file}`;
  const edges = new Map();
  for (const chunk of Object.values(manifest)) {
    const imported = [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].flatMap((key) => {
      const target = manifest[key];
      return target ? [url(target.file)] : [];
    });
    edges.set(url(chunk.file), [...imported, ...(chunk.css ?? []).map(url)]);
  }
  return edges;
}

/** Every language's edges, from the manifests beside clientDir. @param {string} clientDir */
function buildEdges(clientDir) {
  const dir = path.join(clientDir, "..", MANIFESTS_DIR);
  const edges = new Map();
  if (!existsSync(dir)) return edges;
  for (const name of readdirSync(dir).filter((file) => file.endsWith(".json"))) {
    const locale = /** @type {import("../src/i18n/locales.ts").Locale} */ (name.slice(0, -".json".length));
    const manifest = JSON.parse(readFileSync(path.join(dir, name), "utf8"));
    for (const [url, needs] of manifestEdges(manifest, localePrefix(locale))) edges.set(url, needs);
  }
  return edges;
}

/**
 * Everything reachable from the pages' first-load files by following imports, without entering
 * an on-demand chunk: what the service worker precaches so the site works offline after one visit.
 * @param {string} clientDir build/client; the manifests are in build/vite-manifests/
 * @param {Iterable<string>} roots URLs such as /assets/home-abc.js
 * @param {RegExp[]} onDemand
 * @returns {Set<string>}
 */
export function reachableAssets(clientDir, roots, onDemand = ON_DEMAND_CHUNKS) {
  const edges = buildEdges(clientDir);
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = /** @type {string} */ (queue.pop());
    if (seen.has(url) || onDemand.some((pattern) => pattern.test(url))) continue;
    if (!existsSync(path.join(clientDir, url))) continue;
    seen.add(url);
    queue.push(...(edges.get(url) ?? []));
  }
  return seen;
}
