import index from "virtual:content/match-index";
import { prepareIndex, type PreparedIndex } from "@/matching/cv-profile";
import { matchCv, type CvMatch, type CvSource } from "@/matching/match-cv";

/*
 * The matcher as the page loads it: the engine (src/matching) and the listings' match index
 * (built at build time), fetched together with import() when a CV is chosen (./load-matcher.ts),
 * never in the page's first load.
 */

let prepared: PreparedIndex | undefined;

/** Every listing's figure for this CV, on `today` in Seychelles ("2026-05-30"). */
export function matchListings(source: CvSource, today: string): CvMatch {
  prepared ??= prepareIndex(index);
  return matchCv(prepared, source, today);
}
