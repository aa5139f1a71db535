/*
 * Which of the new listings fit the kept CV, worked out on the phone with the Job Matcher's own
 * engine (matchCv, its front door) and rule (../matching/fits.ts). The pages load this with import()
 * only when the list has something new; the service worker has it in its bundle.
 */
import { prepareIndex } from "../matching/cv-profile.ts";
import { fits } from "../matching/fits.ts";
import { matchCv } from "../matching/match-cv.ts";
import type { MatchIndex } from "../matching/match-index.ts";
import type { Fit, KeptSource } from "./kept-cv.ts";
import type { OpenListing } from "./open-listings.ts";

/** The index format this version of the site reads: a newer one (a phone still on the old version) is left alone. */
const INDEX_VERSION: MatchIndex["version"] = 3;

/** The match index as fetched, or undefined when it is of a format this version cannot read. */
export function readMatchIndex(data: unknown): MatchIndex | undefined {
  return typeof data === "object" && data !== null && (data as { version?: unknown }).version === INDEX_VERSION
    ? (data as MatchIndex)
    : undefined;
}

/**
 * The listings of `listings` that fit the CV on `today` ("2026-11-27"), best figure first (equal
 * figures by title, compared as text: no collation data to start on a phone). Only these listings
 * are prepared and scored: a listing's figure depends on the CV, that listing and the index's word
 * weights, never on the other listings (score-new.test.ts).
 */
export function fitsAmong(
  index: MatchIndex,
  source: KeptSource,
  today: string,
  listings: readonly OpenListing[],
): Fit[] {
  const wanted = listings.filter(([id]) => Object.hasOwn(index.listings, id));
  if (wanted.length === 0) return [];
  const subset = Object.fromEntries(wanted.map(([id]) => [id, index.listings[id]!]));
  const { matches } = matchCv(prepareIndex({ ...index, listings: subset }), source, today);
  return wanted
    .flatMap(([id, slug, title]) => {
      const figure = matches.get(id)?.figure;
      return figure !== undefined && fits(figure) ? [{ id, slug, title, figure }] : [];
    })
    .toSorted((a, b) => b.figure - a.figure || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
}
