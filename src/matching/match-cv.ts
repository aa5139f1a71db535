import type { StoredCv } from "../lib/stored-cv.ts";
import { blend, FITTED_WEIGHTS } from "./blend.ts";
import { profileCv, type CvProfile } from "./cv-profile.ts";
import { readCvSections, type CvSections } from "./cv-sections.ts";
import { monthOf } from "./dates.ts";
import { explain, type ListingMatch } from "./explain.ts";
import { listingFeatures, type ListingFeatures } from "./features.ts";
import type { PreparedIndex } from "./prepare-index.ts";
import { rankByScore, scoreOf, type Rankable } from "./rank.ts";
import { storedCvSections } from "./stored-cv-sections.ts";

/*
 * The matcher's front door: a CV (a file's text, or the CV Builder's CV) against every listing of
 * the index, on a given day. The phone, the tests and the bench all come in here. It runs the
 * pipeline's five stages, each a pure module with its tests beside it (docs/matching.md):
 *
 *   read sections (./cv-sections.ts, ./stored-cv-sections.ts)
 *   → profile (./cv-profile.ts): the jobs held, studies, skills, the work asked for, the words
 *   → features (./features.ts): each part of each listing's figure, 0 to 1, with its evidence
 *   → blend (./blend.ts): the parts weighed into one share, the figure
 *   → explain (./explain.ts): what the card says made the figure
 */

export type CvSource = { kind: "text"; text: string } | { kind: "stored"; cv: StoredCv };

export type CvMatch = {
  /** What the CV shows, shared by every listing's figure. */
  profile: CvProfile;
  /** Each listing's figure and reasons, by listing id. */
  matches: Map<string, ListingMatch>;
};

/** The CV's sections: the CV Builder's exactly, a file's from its headings. `today`: "2026-05-30". */
export function cvSections(source: CvSource, today: string): CvSections {
  return source.kind === "text"
    ? readCvSections(source.text, monthOf(today))
    : storedCvSections(source.cv, monthOf(today));
}

/** The first three stages: the CV's profile and every listing's parts, before they are weighed (the fit reads these). */
export function cvFeatures(
  prepared: PreparedIndex,
  source: CvSource,
  today: string,
): { profile: CvProfile; features: ListingFeatures[] } {
  const profile = profileCv(cvSections(source, today), prepared, monthOf(today));
  const features = [...prepared.listings.keys()].map((id) => listingFeatures(id, profile, prepared));
  return { profile, features };
}

/** Every listing's figure for this CV. `today` ("2026-05-30") counts the months of a job that goes on. */
export function matchCv(prepared: PreparedIndex, source: CvSource, today: string): CvMatch {
  const { profile, features } = cvFeatures(prepared, source, today);
  const matches = new Map<string, ListingMatch>();
  for (const parts of features) matches.set(parts.id, explain(parts, blend(parts, FITTED_WEIGHTS), profile, prepared));
  return { profile, matches };
}

/** The listings in the order the Job Matcher shows them for this CV (./rank.ts). */
export function rankByMatch<T extends Rankable>(
  listings: readonly T[],
  matches: ReadonlyMap<string, ListingMatch>,
): T[] {
  return rankByScore(listings, (id) => scoreOf(matches.get(id)));
}
