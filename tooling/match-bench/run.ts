// `npm run bench:match` (scripts/bench-match.ts loads this through Vite, so the site's own modules and
// aliases resolve): every scorer of ./scorers/ ranks the 35 listings for each of the 36 CVs of the
// labelled set; then top-1 and top-3 accuracy per language, the misses, the speed in Chromium and the
// download size; then issue 32's targets for the scorer marked as the target. README.md explains.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { PdfLibrary } from "@/matching/read-cv/pdf-text";
import { bundleFiles, measureInBrowser } from "./browser-speed";
import { listCvFiles, loadLabels, loadListings } from "./labelled-set";
import { accuracy, median, misses, TARGETS, targetFailures, type AccuracyTable, type CvResult } from "./metrics";
import { readBenchCv } from "./read-cvs";
import { accuracyTable, missLines } from "./report";
import type { BenchCv, BenchFile, Listing, Scorer } from "./scorer";
import { varyListings } from "./speed-listings";
import fittedWeightsFile from "@/matching/fitted-weights.json";
import { leaveOneOut, type CvParts } from "./fit/fit-blend";
import { prepareIndex, setFeatures, setIndex } from "./fit/set-features";

/** Every CV's parts for every listing, and the listings as the ranking reads them. */
function partsOf(listings: Listing[], cvs: BenchCv[], labels: ReturnType<typeof loadLabels>) {
  const parts: CvParts[] = setFeatures(prepareIndex(setIndex(listings)), listings, cvs, labels);
  const rankable = listings.map((l) => ({ id: l.id, title: l.text.en.title, posted: l.posted }));
  return { parts, rankable };
}

export type RunOptions = {
  /** pdf.js's legacy build, for Node. */
  pdfjs: PdfLibrary;
  /** Bundles `entry` for the browser into `outDir` as scorer.js (and its chunks), with the site's Vite setup. */
  bundle(entry: string, outDir: string): Promise<void>;
  /** Where the speed page is served on 127.0.0.1. */
  port: number;
  /** Timed passes over the CVs in the browser. */
  runs: number;
  chromiumPath: string;
  /** False to skip the browser and the download sizes (accuracy only). */
  speed: boolean;
  /**
   * Which CVs: all of them, only the held-out ones (written after the engine's first run, never tuned on),
   * or only those the engine may be tuned on. With all, the held-out CVs' accuracy is also shown alone.
   */
  cvs: "all" | "held-out" | "tuning";
  log(line?: string): void;
};

/** Listings the speed figure is measured on (issue 32: "scoring 200 listings"). */
export const SPEED_LISTINGS = 200;
export const CPU_SLOWDOWN = 4;

/** CVs that are one CV in other languages: each should get the same first listing. */
const TRANSLATIONS = [
  ["crs-01-hotel-receptionist", "fr-01-hotel-receptionist", "en-01-hotel-receptionist"],
  ["crs-03-fisherman", "en-12-fisherman"],
];

/** Every scorer of ./scorers/: each file there exports its list as `scorers` (the engine's adapter too). */
function discoverScorers(): Scorer[] {
  const modules = import.meta.glob<Scorer[]>(["./scorers/*.ts", "!./scorers/*.test.ts"], {
    eager: true,
    import: "scorers",
  });
  return Object.entries(modules)
    .toSorted(([a], [b]) => a.localeCompare(b))
    .flatMap(([file, list]) => {
      if (!Array.isArray(list)) throw new Error(`${file} must export its scorers as \`scorers\``);
      return list;
    });
}

async function rankAll(scorer: Scorer, listings: Listing[], cvs: BenchCv[], labels: ReturnType<typeof loadLabels>) {
  const prepared = await scorer.prepare(listings);
  const ids = listings.map((l) => l.id).toSorted();
  return cvs.map((cv): CvResult => {
    const ranking = scorer.rank(prepared, cv);
    if (ranking.toSorted().join() !== ids.join())
      throw new Error(`${scorer.name} ranked ${ranking.length} ids for ${cv.id}: it must rank every listing once`);
    const label = labels.get(cv.id);
    if (!label) throw new Error(`No label for ${cv.id}`);
    return { cv: cv.id, language: cv.language, ranking, label };
  });
}

const gzipKiB = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length / 1024;
const sumKiB = (files: readonly BenchFile[]) => files.reduce((total, file) => total + gzipKiB(file.bytes), 0);

type SpeedFigures = { medianMs: number; unthrottledMs: number; passes: number; prepareMs: number; codeKiB: number };

async function speedOf(scorer: Scorer, listings: Listing[], cvs: BenchCv[], options: RunOptions) {
  const browser = scorer.browser;
  if (!browser) return undefined;
  const work = await mkdtemp(path.join(tmpdir(), "match-bench-"));
  try {
    const entry = path.join(work, "entry.ts");
    const module = fileURLToPath(browser.moduleUrl);
    await writeFile(entry, `export { ${browser.exportName} as scorer } from ${JSON.stringify(module)};\n`);
    const outDir = path.join(work, "bundle");
    await options.bundle(entry, outDir);
    const code = await Promise.all(
      (await bundleFiles(outDir))
        .filter((name) => name.endsWith(".js"))
        .map(async (name) => ({ name, bytes: new Uint8Array(await readFile(path.join(outDir, name))) })),
    );
    const result = await measureInBrowser({
      bundleDir: outDir,
      files: (await browser.files?.(listings)) ?? [],
      listings,
      cvs,
      port: options.port,
      runs: options.runs,
      cpuSlowdown: CPU_SLOWDOWN,
      chromiumPath: options.chromiumPath,
    });
    return {
      medianMs: median(result.passes),
      unthrottledMs: median(result.unthrottled),
      passes: result.passes.length,
      prepareMs: result.prepareMs,
      codeKiB: sumKiB(code),
    } satisfies SpeedFigures;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Runs the bench and returns the exit code: 1 when a target scorer misses a target, else 0. */
export async function runBench(options: RunOptions): Promise<number> {
  const { log } = options;
  const listings = loadListings();
  const labels = loadLabels();
  const isHeldOut = (cv: BenchCv) => labels.get(cv.id)?.heldOut === true;
  // A CV's file is opened only when the run asks for it: --tuning never reads a held-out CV.
  const files = listCvFiles().filter(
    (file) => options.cvs === "all" || (labels.get(file.id)?.heldOut === true) === (options.cvs === "held-out"),
  );
  const cvs = await Promise.all(files.map((file) => readBenchCv(file, options.pdfjs)));
  const scorers = discoverScorers();
  const which = { all: "", "held-out": " (held out only)", tuning: " (the tuning CVs only, none held out)" }[
    options.cvs
  ];

  log(
    `Job Matcher bench, ${new Date().toISOString().slice(0, 10)}: ${cvs.length} CVs${which}, ${listings.length} listings`,
  );
  log("(top-1: the first listing is one the labels put first; top-3: one of the first three is)");
  log();
  const rows: { scorer: Scorer; table: AccuracyTable; results: CvResult[] }[] = [];
  for (const scorer of scorers) {
    const results = await rankAll(scorer, listings, cvs, labels);
    rows.push({ scorer, table: accuracy(results), results });
  }
  log(accuracyTable(rows.map(({ scorer, table }) => ({ name: scorer.name, table }))));
  const heldOut = new Set(cvs.filter(isHeldOut).map((cv) => cv.id));
  if (options.cvs === "all" && heldOut.size > 0) {
    log();
    log(`The ${heldOut.size} held-out CVs alone (never used to tune a scorer):`);
    log(
      accuracyTable(
        rows.map(({ scorer, results }) => ({
          name: scorer.name,
          table: accuracy(results.filter((result) => heldOut.has(result.cv))),
        })),
      ),
    );
  }

  // Leave one CV out (issue 45): the fitted blend scores each tuning CV with weights fitted without it.
  const tuning = cvs.filter((cv) => !isHeldOut(cv));
  const looRows: { scorer: { name: string }; results: CvResult[] }[] = [];
  if (tuning.length > 1) {
    const { parts, rankable } = partsOf(listings, tuning, labels);
    const fitted = fittedWeightsFile.fittedOn.lambda;
    const loo = leaveOneOut(rankable, parts, fitted);
    log();
    log(
      `Leave one CV out over the ${tuning.length} tuning CVs: the fitted blend (λ ${fitted}) scores each CV with weights fitted without it; the others as above on the same CVs:`,
    );
    log(
      accuracyTable([
        { name: "Fitted blend, leave one CV out", table: loo.table },
        ...rows.map(({ scorer, results }) => ({
          name: scorer.name + (scorer.target ? " (in-sample)" : ""),
          table: accuracy(results.filter((result) => !heldOut.has(result.cv))),
        })),
      ]),
    );
    looRows.push({ scorer: { name: "Fitted blend, leave one CV out" }, results: loo.results });
  }

  for (const { scorer, results } of [...rows, ...looRows]) {
    log();
    log(`${scorer.name}: first listing not labelled first, or a trap in the top 3`);
    for (const line of missLines(misses(results))) log(line);
  }

  log();
  log("The same CV in other languages (first listing):");
  for (const { scorer, results } of rows) {
    const first = (cv: string) => results.find((r) => r.cv === cv)?.ranking[0] ?? "?";
    const groups = TRANSLATIONS.map((group) => group.map((cv) => `${cv.split("-")[0]} ${first(cv)}`).join(", "));
    log(`  ${scorer.name}: ${groups.join(" | ")}`);
  }

  const figures = new Map<Scorer, { speed?: SpeedFigures; downloadKiB?: number }>();
  if (options.speed) {
    const many = varyListings(listings, SPEED_LISTINGS);
    log();
    log(
      `Speed: rank() for one CV over ${SPEED_LISTINGS} listings in Chromium at ${CPU_SLOWDOWN}× CPU slowdown: the median`,
    );
    log(
      `of ${options.runs} timed passes over the ${cvs.length} CVs (each pass's time / ${cvs.length}), after one untimed pass;`,
    );
    log("weight: what the phone downloads to match the set's listings, gzip level 9.");
    for (const { scorer } of rows) {
      const speed = await speedOf(scorer, many, cvs, options);
      const download = await scorer.download?.(listings);
      const downloadKiB = download ? sumKiB(download) : undefined;
      figures.set(scorer, { speed, downloadKiB });
      const parts = [
        speed
          ? `${speed.medianMs.toFixed(2)} ms per CV (${speed.unthrottledMs.toFixed(2)} ms unthrottled), prepare ${speed.prepareMs.toFixed(0)} ms, code ${speed.codeKiB.toFixed(1)} KiB gzip`
          : "no browser module",
        downloadKiB === undefined
          ? "no download named"
          : `download ${downloadKiB.toFixed(1)} KiB gzip (${download?.map((file) => file.name).join(", ")})`,
      ];
      log(`  ${scorer.name}: ${parts.join("; ")}`);
    }
  }

  // Ahead of TF-IDF, the plain keyword matcher: the hand-set engine is shown beside it, not a baseline.
  const baselines = rows.filter(({ scorer }) => scorer.baseline === true).map(({ table }) => table);
  const targets = rows.filter(({ scorer }) => scorer.target);
  log();
  if (targets.length === 0) {
    log("No scorer is marked as the target (the Job Matcher's engine), so nothing is enforced.");
    return 0;
  }
  let failed = false;
  for (const { scorer, table } of targets) {
    const own = figures.get(scorer);
    const failures = targetFailures(
      { name: scorer.name, accuracy: table, medianMs: own?.speed?.medianMs, downloadKiB: own?.downloadKiB },
      baselines,
    );
    const goal = options.speed
      ? `top-1 ≥ ${TARGETS.top1 * 100}%, top-3 ≥ ${TARGETS.top3 * 100}% in every language, ahead of TF-IDF, ≤ ${TARGETS.medianMs} ms, ≤ ${TARGETS.downloadKiB} KiB`
      : `top-1 ≥ ${TARGETS.top1 * 100}%, top-3 ≥ ${TARGETS.top3 * 100}% in every language, ahead of TF-IDF; speed and weight not measured`;
    // --accuracy-only measures neither speed nor weight: only the accuracy targets can be judged.
    const judged = options.speed ? failures : failures.filter((failure) => !failure.startsWith("no "));
    if (judged.length === 0) log(`${scorer.name} meets the targets (${goal}).`);
    else {
      failed = true;
      log(`${scorer.name} misses the targets (${goal}):`);
      for (const failure of judged) log(`  - ${failure}`);
    }
  }
  return failed ? 1 : 0;
}
