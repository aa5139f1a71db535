// Builds the site once per language and gathers the three into one static site, then runs
// postbuild. English is built into BUILD_DIR (default build/) and served at the root; French and
// Kreol Seselwa are built with SITE_LOCALE set (basename /fr or /crs, assets under /fr/assets/)
// into build-locale-<locale>/ and moved into build/client/<locale>/. Each language's pages and
// scripts carry only that language's words (docs/languages.md). Then the editor (Sveltia CMS, with
// /admin/config.yml written from the content schemas) is built into build/client/admin/ by its own
// Vite config (admin/vite.config.ts): no public page, service worker or budget includes it.
// Run with tsx (npm run build), so the languages come from src/i18n/locales.ts, the app's own list.
//
// The languages and the editor are built side by side, as many at once as the machine has cores
// (BUILD_JOBS sets another number; 1 builds them one after the other): each build spends much of its
// time in one JavaScript thread (React Router's route discovery and prerender, the content checks,
// Tailwind), so one build leaves a core idle. Each writes only its own folder; their output is
// printed whole as each ends, and the folders are gathered once all have.
// BUILD_EDITOR=0 leaves the editor out, for a build no test of the editor reads (the date tests').
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { baseLocale, localePrefix, locales } from "../src/i18n/locales.ts";
import { MANIFESTS_DIR } from "../tooling/chunk-graph.mjs";
import { siteOrigin, siteOriginNote } from "../tooling/site-origin.ts";

const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const jobs = Math.max(1, Number(process.env.BUILD_JOBS) || availableParallelism());
const withEditor = process.env.BUILD_EDITOR !== "0";
const bin = (name: string) => path.resolve("node_modules", ".bin", name);

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

type Part = { name: string; command: string; args: string[]; env: Record<string, string> };

/** Runs a part with its output kept, printed whole at its end; stops the build if it failed. */
function runPart(part: Part): Promise<number> {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(part.command, part.args, {
      env: { ...process.env, ...part.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      process.stdout.write(`\nbuild: ${part.name}\n`);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) {
        console.error(`\nbuild: ${part.name} failed (exit ${code}).`);
        process.exit(code ?? 1);
      }
      resolve((performance.now() - start) / 1000);
    });
  });
}

/** Runs the parts, at most `jobs` at a time, in the order given; resolves with each one's seconds. */
async function runParts(parts: Part[]): Promise<number[]> {
  const seconds = Array.from({ length: parts.length }, () => 0);
  // One queue the runners share: each takes the next part when its last one ends.
  const queue = parts.entries();
  const worker = async () => {
    for (const [index, part] of queue) seconds[index] = await runPart(part);
  };
  await Promise.all(Array.from({ length: Math.min(jobs, parts.length) }, worker));
  return seconds;
}

// Each language's `react-router build` prints "The `envFile` option is deprecated, please use
// `envDir: false` instead." nine times: @react-router/dev 7's own Vite servers pass `envFile: false`,
// which Vite 8 reads exactly as `envDir: false` (no .env file is loaded), so it is harmless. It goes
// with React Router 8 (remix-run/react-router#15230); we do not edit node_modules to hide it
// (docs/architecture.md, "Notes for contributors").
// Read before any language is built: a public build without an https address stops here.
console.log(siteOriginNote(siteOrigin));
const started = performance.now();

// Paraglide's messages, compiled once before the builds start: each build's Paraglide plugin then
// finds them up to date and writes nothing, so no build reads a message file another is writing.
// BUILD_I18N=0 leaves them as they are, for two builds run side by side (`npm test` runs the date
// tests' build beside this one, after its type check has compiled the messages): the compile empties
// src/paraglide before writing it again, which the other build's languages may be reading.
if (process.env.BUILD_I18N !== "0")
  run(bin("paraglide-js"), [
    "compile",
    "--project",
    "./project.inlang",
    "--outdir",
    "./src/paraglide",
    "--output-structure",
    "message-modules",
    "--strategy",
    "baseLocale",
    "--silent",
  ]);

const localeDir = (locale: string) => (locale === baseLocale ? buildDir : `${buildDir}-locale-${locale}`);
/** The editor is built apart and moved in: the English build empties build/client as it starts. */
const editorDir = `${buildDir}-editor`;
const parts: Part[] = locales.map((locale) => ({
  name: `${locale} → ${path.relative(process.cwd(), localeDir(locale))}`,
  command: bin("react-router"),
  args: ["build"],
  env: { SITE_LOCALE: locale, BUILD_DIR: localeDir(locale) },
}));
if (withEditor)
  parts.push({
    name: `the editor → ${path.relative(process.cwd(), path.join(buildDir, "client", "admin"))}`,
    command: bin("vite"),
    args: ["build", "--config", path.resolve("admin", "vite.config.ts")],
    env: { BUILD_DIR: editorDir },
  });
for (const dir of [...locales.map(localeDir), editorDir]) rmSync(dir, { recursive: true, force: true });
console.log(`\nbuild: ${parts.length} parts, ${Math.min(jobs, parts.length)} at a time`);
const seconds = await runParts(parts);

// Vite's manifests (which chunk imports which) go beside client/, never served nor precached.
mkdirSync(path.join(buildDir, MANIFESTS_DIR), { recursive: true });
for (const locale of locales) {
  const dir = localeDir(locale);
  renameSync(path.join(dir, "client", ".vite", "manifest.json"), path.join(buildDir, MANIFESTS_DIR, `${locale}.json`));
  rmSync(path.join(dir, "client", ".vite"), { recursive: true, force: true });
  if (locale === baseLocale) continue;
  // The language's pages were prerendered under client/<locale>/ (its basename); its assets are
  // served from /<locale>/assets/. The public files (icons, images, contact cards) are English's.
  const folder = localePrefix(locale).slice(1);
  const target = path.join(buildDir, "client", folder);
  if (existsSync(target)) throw new Error(`${target} exists: the English build has a page at /${folder}?`);
  renameSync(path.join(dir, "client", folder), target);
  cpSync(path.join(dir, "client", "assets"), path.join(target, "assets"), { recursive: true });
  rmSync(dir, { recursive: true, force: true });
}
if (withEditor) {
  renameSync(path.join(editorDir, "client", "admin"), path.join(buildDir, "client", "admin"));
  rmSync(editorDir, { recursive: true, force: true });
}
const built = performance.now();

// tsx runs postbuild so that it, and the steps it imports, can be TypeScript importing from src/.
run(bin("tsx"), [path.resolve("scripts", "postbuild.mjs")]);
const timings = parts.map((part, index) => `${part.name.split(" → ")[0]} ${Math.round(seconds[index] ?? 0)} s`);
console.log(
  `\nbuild: ${timings.join(", ")} (${jobs} at a time: ${Math.round((built - started) / 1000)} s in all), ` +
    `postbuild ${Math.round((performance.now() - built) / 1000)} s`,
);
