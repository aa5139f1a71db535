#!/usr/bin/env node
// Sums the gzip size of the JavaScript a prerendered page loads before it is interactive: every
// module script and modulepreload its HTML names. Usage: node scripts/first-load-js.mjs [page.html]
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { firstLoadAssets } from "../tooling/first-load.mjs";

const clientDir = path.resolve("build/client");
const page = process.argv[2] ?? "index.html";
const html = readFileSync(path.join(clientDir, page), "utf8");
const urls = new Set(firstLoadAssets(html).scripts);
// Scripts are named by their hash alone (vite.config.ts): Vite's manifest says what each one holds.
const viteManifest = ["build/vite-manifests/en.json", "build/client/.vite/manifest.json"].find((file) =>
  existsSync(file),
);
const sources = new Map(
  Object.entries(viteManifest ? JSON.parse(readFileSync(viteManifest, "utf8")) : {}).map(([key, chunk]) => [
    `/${chunk.file}`,
    chunk.name ?? key,
  ]),
);
let total = 0;
for (const url of urls) {
  const bytes = gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length;
  total += bytes;
  const source = sources.get(url) ?? (url.includes("manifest-") ? "React Router's routes" : "");
  console.log(`${(bytes / 1024).toFixed(2).padStart(8)} KiB  ${url}${source ? `  (${source})` : ""}`);
}
console.log(`${(total / 1024).toFixed(2).padStart(8)} KiB  total for ${page} (${urls.size} files)`);
