// The small list of open listings the new-jobs check reads (src/alerts/open-listings.ts): one file per
// language beside the job pages (/jobs/open.json, /fr/jobs/open.json, …), written by the jobs
// collection (./collection.server.ts's emits) with the address of the match index they are in.
// Node only.
import { localizePath, type Locale } from "../../i18n/locales.ts";
import { openListingsPath, type OpenListing, type OpenListings } from "../../alerts/open-listings.ts";
import type { JobListing } from "./collection.server.ts";

/** What the list is made of: a listing's id, page, title and days (`npm run bench:alerts` makes 50 of them). */
export type ListingForList = Pick<JobListing, "id" | "slug" | "title" | "posted" | "closes">;

/** The list: the listings open on `buildDay`, newest posted first, in the language of `listings`. */
export function openListings(
  listings: readonly ListingForList[],
  buildDay: string,
  indexAddress: string,
): OpenListings {
  return {
    version: 1,
    index: indexAddress,
    listings: listings
      .filter((listing) => listing.closes === undefined || listing.closes >= buildDay)
      .toSorted((a, b) => (a.posted < b.posted ? 1 : a.posted > b.posted ? -1 : a.id < b.id ? -1 : 1))
      .map(({ id, slug, title, closes }): OpenListing =>
        closes === undefined ? [id, slug, title] : [id, slug, title, closes],
      ),
  };
}

/** The list as the file the build writes in a language: "jobs/open.json", "fr/jobs/open.json". */
export function openListingsFile(
  listings: readonly JobListing[],
  locale: Locale,
  buildDay: string,
  indexAddress: string,
): { fileName: string; source: string } {
  return {
    fileName: localizePath(openListingsPath(""), locale).slice(1),
    source: JSON.stringify(openListings(listings, buildDay, indexAddress)),
  };
}
