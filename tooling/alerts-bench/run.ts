// npm run bench:alerts (scripts/bench-alerts.ts): what the new-jobs check costs a phone. Issue 44's
// figures: the list of open listings the check reads on every visit and in the daily check, at most
// 2 KiB gzip for 50 open listings in every language; a day with nothing new downloads that list and
// nothing else; and the time to score the new listings for one kept CV. The 50 listings are the
// labelled set's, varied as the match bench varies them (../match-bench/speed-listings.ts), built
// into the list and the match index by the site's own code. Node only.
import { gzipSync } from "node:zlib";
import { performance } from "node:perf_hooks";
import { dailyNewIds, afterDailyCheck, type DailyState } from "@/alerts/daily-check";
import { fitsAmong } from "@/alerts/score-new";
import type { OpenListing } from "@/alerts/open-listings";
import { buildMatchIndex } from "@/matching/build-index";
import type { PdfLibrary } from "@/matching/read-cv/pdf-text";
import { openListings } from "../../src/content/jobs/open-listings.server";
import { readTaxonomy } from "../../src/content/jobs/taxonomy.server";
import { listCvFiles, loadListings } from "../match-bench/labelled-set";
import { readBenchCv } from "../match-bench/read-cvs";
import { LANGUAGES } from "../match-bench/scorer";
import { varyListings } from "../match-bench/speed-listings";

/** The limit for the list of 50 open listings, in gzip bytes (nginx's level, deploy/nginx.conf). */
export const LIST_LIMIT_BYTES = 2 * 1024;
const GZIP_LEVEL = 6;
const gzipBytes = (text: string) => gzipSync(text, { level: GZIP_LEVEL }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(2)} KiB`;
const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export type AlertsBenchOptions = { pdfjs: PdfLibrary; runs: number; log: (line?: string) => void };

/** Prints the figures; 1 when the list is over its limit (or a day with nothing new would download more), else 0. */
export async function runAlertsBench({ pdfjs, runs, log }: AlertsBenchOptions): Promise<number> {
  const listings = varyListings(loadListings(), 50);
  const today = "2026-11-28";
  const { index } = buildMatchIndex(
    listings.map((listing) => ({
      id: listing.id,
      posted: listing.posted,
      en: listing.text.en,
      fr: listing.text.fr,
      crs: listing.text.crs,
    })),
    readTaxonomy(),
  );
  const indexJson = JSON.stringify(index);
  let failed = 0;

  log(`The list of open listings (/jobs/open.json and its /fr and /crs copies), ${listings.length} open listings:`);
  const lists = new Map<string, OpenListing[]>();
  for (const language of LANGUAGES) {
    const list = openListings(
      listings.map((listing) => ({ ...listing, title: listing.text[language].title, closes: undefined })),
      today,
      "/assets/match-index-0123456789.json",
    );
    lists.set(language, list.listings);
    const bytes = gzipBytes(JSON.stringify(list));
    const over = bytes > LIST_LIMIT_BYTES;
    if (over) failed = 1;
    log(`  ${language}: ${kib(bytes)} gzip (limit ${kib(LIST_LIMIT_BYTES)})${over ? "  OVER" : ""}`);
  }
  log(`The match index for them (downloaded only on a day with something new): ${kib(gzipBytes(indexJson))} gzip`);

  // A day with nothing new: yesterday's check considered every listing on the list.
  const ids = listings.map(({ id }) => id);
  const yesterday: DailyState = afterDailyCheck("2026-11-27", ids);
  const nothingNew = dailyNewIds(yesterday, undefined, ids);
  if (nothingNew.length > 0) failed = 1;
  log(
    nothingNew.length === 0
      ? `A day with nothing new: the list only (${kib(gzipBytes(JSON.stringify({ listings: lists.get("en") })))}), no match index, no scoring`
      : `A day with nothing new would score ${nothingNew.length} listings: WRONG`,
  );

  // One kept CV, a new listing (and five): the time fitsAmong takes, as the note and the daily check run it.
  const cvs = await Promise.all(listCvFiles().map((file) => readBenchCv(file, pdfjs)));
  log();
  log(
    `Time to score the new listings for one kept CV (Node on this machine, ${cvs.length} CVs of the labelled set, median of ${runs} runs each):`,
  );
  for (const count of [1, 5, 50]) {
    const times: number[] = [];
    for (const cv of cvs) {
      const source = cv.stored
        ? ({ kind: "stored", cv: cv.stored } as const)
        : ({ kind: "text", text: cv.text } as const);
      const fresh = (lists.get(cv.language) ?? []).slice(0, count);
      fitsAmong(index, source, today, fresh);
      const runsOf: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const start = performance.now();
        fitsAmong(index, source, today, fresh);
        runsOf.push(performance.now() - start);
      }
      times.push(median(runsOf));
    }
    log(
      `  ${String(count).padStart(2)} new: median ${median(times).toFixed(1)} ms, slowest CV ${Math.max(...times).toFixed(1)} ms`,
    );
  }
  // A check reads a freshly fetched index: its first kept CV makes the lexicon (src/matching/prepare-index.ts),
  // every other CV of that check shares it. Timed on fresh copies of the index, the copying not counted.
  const firstTimes: number[] = [];
  for (const cv of cvs.slice(0, 20)) {
    const source = cv.stored
      ? ({ kind: "stored", cv: cv.stored } as const)
      : ({ kind: "text", text: cv.text } as const);
    const fresh = (lists.get(cv.language) ?? []).slice(0, 1);
    const copy = structuredClone(index);
    const start = performance.now();
    fitsAmong(copy, source, today, fresh);
    firstTimes.push(performance.now() - start);
  }
  log(
    `  the first kept CV of a check (the index just fetched, its lexicon made): median ${median(firstTimes).toFixed(1)} ms, slowest ${Math.max(...firstTimes).toFixed(1)} ms (${firstTimes.length} CVs, 1 new)`,
  );
  return failed;
}
