// The Job Matcher's engine as a scorer of the bench (the target: its accuracy, speed and weight are
// held to issue 32's figures). In Node the index is built from the set's listings exactly as the build
// builds it from content/jobs (buildMatchIndex with the ESCO extract and our Kreol words); the page
// of the speed figure gets that index as a file, as the phone gets it in its lazy chunk.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { buildMatchIndex, type ListingForIndex } from "@/matching/build-index";
import type { MatchIndex } from "@/matching/match-index";
import { readTaxonomy } from "../../matching/taxonomy";
import type { BenchFile, Listing, Scorer } from "../scorer";
import { INDEX_FILE, prepareEngine, rankWithEngine, type EnginePrepared } from "../engine-browser";

const BROWSER_MODULE = new URL("../engine-browser.ts", import.meta.url);

function indexOf(listings: readonly Listing[]): MatchIndex {
  const forIndex: ListingForIndex[] = listings.map((listing) => ({
    id: listing.id,
    posted: listing.posted,
    en: listing.text.en,
    fr: listing.text.fr,
    crs: listing.text.crs,
  }));
  return buildMatchIndex(forIndex, readTaxonomy()).index;
}

const indexFile = (listings: readonly Listing[]): BenchFile => ({
  name: INDEX_FILE,
  bytes: new TextEncoder().encode(JSON.stringify(indexOf(listings))),
});

/** The engine's code as the site ships it: minified, for the browser (the phone downloads it with the index). */
async function engineCode(): Promise<BenchFile> {
  const { sharedDefine, sharedPlugins, sharedResolve } = await import("../../../vite.config.ts");
  const outDir = await mkdtemp(path.join(tmpdir(), "match-engine-code-"));
  try {
    await build({
      configFile: false,
      logLevel: "error",
      plugins: sharedPlugins,
      resolve: sharedResolve,
      define: sharedDefine,
      mode: "production",
      publicDir: false,
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        lib: { entry: fileURLToPath(BROWSER_MODULE), formats: ["es"], fileName: () => "engine.js" },
      },
    });
    const names = (await readdir(outDir)).filter((name) => name.endsWith(".js"));
    const parts = await Promise.all(names.map((name) => readFile(path.join(outDir, name))));
    return { name: "engine code (minified)", bytes: new Uint8Array(Buffer.concat(parts)) };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

export const engine: Scorer<EnginePrepared> = {
  name: "Job Matcher engine",
  target: true,
  prepare: (listings) => prepareEngine(indexOf(listings), listings),
  rank: rankWithEngine,
  browser: {
    moduleUrl: BROWSER_MODULE.href,
    exportName: "engineBrowser",
    files: (listings) => Promise.resolve([indexFile(listings)]),
  },
  download: async (listings) => [indexFile(listings), await engineCode()],
};

export const scorers: Scorer[] = [engine as Scorer];
