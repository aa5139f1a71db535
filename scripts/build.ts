// Builds the site once per language and gathers the three into one static site, then runs
// postbuild. English is built into BUILD_DIR (default build/) and served at the root; French and
// Kreol Seselwa are built with SITE_LOCALE set (basename /fr or /crs, assets under /fr/assets/)
// into build-locale-<locale>/ and moved into build/client/<locale>/. Each language's pages and
// scripts carry only that language's words (docs/languages.md). Then the editor (Sveltia CMS, with
// /admin/config.yml written from the content schemas) is built into build/client/admin/ by its own
// Vite config (admin/vite.config.ts): no public page, service worker or budget includes it.
// Run with tsx (npm run build), so the languages come from src/i18n/locales.ts, the app's own list.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { baseLocale, localePrefix, locales } from "../src/i18n/locales.ts";
import { MANIFESTS_DIR } from "../tooling/chunk-graph.mjs";
import { siteOrigin, siteOriginNote } from "../tooling/site-origin.ts";

const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const bin = (name: string) => path.resolve("node_modules", ".bin", name);

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Each language's `react-router build` prints "The `envFile` option is deprecated, please use
// `envDir: false` instead." nine times: @react-router/dev 7's own Vite servers pass `envFile: false`,
// which Vite 8 reads exactly as `envDir: false` (no .env file is loaded), so it is harmless. It goes
// with React Router 8 (remix-run/react-router#15230); we do not edit node_modules to hide it
// (docs/architecture.md, "Notes for contributors").
// Read before any language is built: a public build without an https address stops here.
console.log(siteOriginNote(siteOrigin));
/** Each part's seconds, printed at the end, so a slow build says where its time went. */
const timings: [string, number][] = [];
let lap = performance.now();
const timed = (part: string) => {
  const now = performance.now();
  timings.push([part, (now - lap) / 1000]);
  lap = now;
};
for (const locale of locales) {
  const dir = locale === baseLocale ? buildDir : `${buildDir}-locale-${locale}`;
  rmSync(dir, { recursive: true, force: true });
  console.log(`\nbuild: ${locale} → ${path.relative(process.cwd(), dir)}`);
  run(bin("react-router"), ["build"], { SITE_LOCALE: locale, BUILD_DIR: dir });
  // Vite's manifest (which chunk imports which) goes beside client/, never served nor precached.
  mkdirSync(path.join(buildDir, MANIFESTS_DIR), { recursive: true });
  renameSync(path.join(dir, "client", ".vite", "manifest.json"), path.join(buildDir, MANIFESTS_DIR, `${locale}.json`));
  rmSync(path.join(dir, "client", ".vite"), { recursive: true, force: true });
  if (locale === baseLocale) {
    timed(`the ${locale} site`);
    continue;
  }
  // The language's pages were prerendered under client/<locale>/ (its basename); its assets are
  // served from /<locale>/assets/. The public files (icons, images, contact cards) are English's.
  const folder = localePrefix(locale).slice(1);
  const target = path.join(buildDir, "client", folder);
  if (existsSync(target)) throw new Error(`${target} exists: the English build has a page at /${folder}?`);
  renameSync(path.join(dir, "client", folder), target);
  cpSync(path.join(dir, "client", "assets"), path.join(target, "assets"), { recursive: true });
  rmSync(dir, { recursive: true, force: true });
  timed(`the ${locale} site`);
}

console.log("\nbuild: the editor → build/client/admin");
run(bin("vite"), ["build", "--config", path.resolve("admin", "vite.config.ts")], { BUILD_DIR: buildDir });
timed("the editor");

// tsx runs postbuild so that it, and the steps it imports, can be TypeScript importing from src/.
run(bin("tsx"), [path.resolve("scripts", "postbuild.mjs")]);
timed("postbuild");
console.log(`\nbuild: ${timings.map(([part, seconds]) => `${part} ${Math.round(seconds)} s`).join(", ")}`);
