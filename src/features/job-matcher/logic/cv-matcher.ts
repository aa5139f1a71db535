import { prepareIndex, type PreparedIndex } from "@/matching/cv-profile";
import { matchCv, type CvMatch, type CvSource } from "@/matching/match-cv";
import type { MatchIndex } from "@/matching/match-index";

/*
 * The matcher as the page loads it: the engine (src/matching), fetched with import() together with
 * the listings' match index when a CV is chosen (./load-matcher.ts), never in the page's first load.
 */

export type Matcher = {
  /** Every listing's figure for this CV, on `today` in Seychelles ("2026-05-30"). */
  matchListings: (source: CvSource, today: string) => CvMatch;
};

export function cvMatcher(index: MatchIndex): Matcher {
  let prepared: PreparedIndex | undefined;
  return {
    matchListings(source, today) {
      prepared ??= prepareIndex(index);
      return matchCv(prepared, source, today);
    },
  };
}
