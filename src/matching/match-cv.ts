import type { StoredCv } from "../lib/stored-cv.ts";
import { profileCv, type CvProfile, type PreparedIndex } from "./cv-profile.ts";
import { readCvSections, type CvSections } from "./cv-sections.ts";
import { monthOf } from "./dates.ts";
import { scoreListing, type ListingMatch } from "./score.ts";
import { storedCvSections } from "./stored-cv-sections.ts";

/*
 * The matcher's front door: a CV (a file's text, or the CV Builder's CV) against every listing of
 * the index, on a given day. The phone, the tests and the bench all come in here.
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

/** Every listing's figure for this CV. `today` ("2026-05-30") counts the months of a job that goes on. */
export function matchCv(prepared: PreparedIndex, source: CvSource, today: string): CvMatch {
  const profile = profileCv(cvSections(source, today), prepared, monthOf(today));
  const matches = new Map<string, ListingMatch>();
  for (const id of prepared.listings.keys()) matches.set(id, scoreListing(id, profile, prepared));
  return { profile, matches };
}

type Rankable = { id: string; title: string; postedIso: string };

/**
 * Highest figure first; equal figures newest posted first, then by title, so the order never
 * depends on the files' order. Listings the index does not know (none, unless the build missed one)
 * come last.
 */
export function rankByMatch<T extends Rankable>(
  listings: readonly T[],
  matches: ReadonlyMap<string, ListingMatch>,
): T[] {
  const figure = (listing: T) => matches.get(listing.id)?.figure ?? -1;
  return listings.toSorted(
    (a, b) =>
      figure(b) - figure(a) ||
      (a.postedIso < b.postedIso ? 1 : a.postedIso > b.postedIso ? -1 : 0) ||
      a.title.localeCompare(b.title) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
