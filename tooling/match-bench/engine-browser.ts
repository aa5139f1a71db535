// The Job Matcher's engine (src/matching) behind the bench's browser interface: the part that runs in
// Chromium for the speed figure, and in Node for accuracy (./scorers/engine.ts). What it does per CV is what
// the phone does (src/features/job-matcher/logic/cv-matcher.ts): matchCv on the prepared index, then
// the page's order (rankByMatch). No Node APIs here: this module is bundled for the browser.
import { prepareIndex, type PreparedIndex } from "@/matching/cv-profile";
import type { MatchIndex } from "@/matching/match-index";
import { matchCv, rankByMatch } from "@/matching/match-cv";
import type { BenchCv, BrowserScorer, Listing } from "./scorer";

/** The day the bench matches on, fixed so a job that goes on "to present" counts the same months every run. */
export const BENCH_DAY = "2026-11-25";

/** The file the build would serve the phone: the match index of the bench's listings. */
export const INDEX_FILE = "match-index.json";

type Rankable = { id: string; title: string; postedIso: string };
export type EnginePrepared = { index: PreparedIndex; listings: Rankable[] };

export function prepareEngine(index: MatchIndex, listings: readonly Listing[]): EnginePrepared {
  return {
    index: prepareIndex(index),
    listings: listings.map((listing) => ({ id: listing.id, title: listing.text.en.title, postedIso: listing.posted })),
  };
}

export function rankWithEngine(prepared: EnginePrepared, cv: BenchCv): string[] {
  const source = cv.stored ? { kind: "stored" as const, cv: cv.stored } : { kind: "text" as const, text: cv.text };
  const { matches } = matchCv(prepared.index, source, BENCH_DAY);
  return rankByMatch(prepared.listings, matches).map((listing) => listing.id);
}

export const engineBrowser: BrowserScorer<EnginePrepared> = {
  prepare: (listings, files) => {
    const bytes = files[INDEX_FILE];
    if (!bytes) throw new Error(`The page was not given ${INDEX_FILE}`);
    return prepareEngine(JSON.parse(new TextDecoder().decode(bytes)) as MatchIndex, listings);
  },
  rank: rankWithEngine,
};
