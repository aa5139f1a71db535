/*
 * The small list of open listings the new-jobs check reads on every visit and in the daily check:
 * each listing's id, its page's slug, its title in the page's language and its closing day, with the
 * address of the match index the listings are scored with. The build writes one per language
 * (/jobs/open.json, /fr/jobs/open.json, /crs/jobs/open.json; src/content/jobs/open-listings.server.ts).
 * Its address never changes, so a phone that has not yet taken the site's new version (the update
 * waits for the visitor's consent) still reads the new listings: the service worker fetches it
 * fresh when online and keeps the last copy for offline (src/sw/new-jobs.ts). No personal data:
 * the same file for everyone.
 */

/** One listing: [id, slug, title, closing day ("2026-05-30") when it has one]. Arrays, not objects: 50 listings in under 2 KiB gzip. */
export type OpenListing = [id: string, slug: string, title: string, closes?: string];

export type OpenListings = {
  /** The format's version: a phone on an older version of the site reads only the version it knows. */
  version: 1;
  /** The match index these listings are in: "/assets/match-index-<hash>.json", "/fr/assets/…". */
  index: string;
  /** The listings open on the day of the build, newest posted first. */
  listings: OpenListing[];
};

/** The list's address in a language: "/jobs/open.json", "/fr/jobs/open.json". */
export function openListingsPath(prefix: string): string {
  return `${prefix}/jobs/open.json`;
}

const isText = (value: unknown): value is string => typeof value === "string" && value !== "";
const isDay = (value: unknown): value is string => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

function isOpenListing(value: unknown): value is OpenListing {
  return (
    Array.isArray(value) &&
    (value.length === 3 || (value.length === 4 && isDay(value[3]))) &&
    isText(value[0]) &&
    isText(value[1]) &&
    isText(value[2])
  );
}

/** The list as read from its file, or undefined when it is not one this version reads (damaged, or a newer format). */
export function readOpenListings(data: unknown): OpenListings | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { version, index, listings } = data as Record<string, unknown>;
  if (version !== 1 || !isText(index) || !Array.isArray(listings) || !listings.every(isOpenListing)) return undefined;
  return { version, index, listings };
}

/** The listings still open on `today` (a listing is open through its closing day), as /jobs judges it on the device. */
export function stillOpen(listings: readonly OpenListing[], today: string): OpenListing[] {
  return listings.filter(([, , , closes]) => closes === undefined || closes >= today);
}
