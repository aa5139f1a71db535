// What the list of open jobs (/jobs) gets from its loader at prerender: each listing still open on the
// day of the build, newest posted first, with only what its card shows (its page has the rest), and
// how many had closed. The device then leaves out what has closed since the build (the daily rebuild,
// .github/workflows/deploy.yml, keeps the build's own count current). Node only.
import { daysBetween } from "../../lib/seychelles-date.ts";
import type { JobListing } from "./collection.server.ts";
import { STALE_AFTER_DAYS } from "./pages.ts";

/**
 * A listing as the list's card shows it: no description or requirements; its employer's link only
 * for what its 'Save' keeps (src/lib/my-jobs.ts), so My jobs can reach the employer if it goes.
 * `staleAtBuild`: with no closing day, it was posted more than STALE_AFTER_DAYS before the build, as
 * its own page judges it (collection.server.ts), so the card says so in the prerendered HTML too.
 */
export type JobListItem = Pick<
  JobListing,
  "id" | "slug" | "title" | "company" | "location" | "type" | "salary" | "posted" | "source" | "closes" | "url"
> & { staleAtBuild?: true };

export type JobListPage = { listings: JobListItem[]; closedCount: number };

/** The listings open on `buildDay` (a listing is open through its closing day), newest posted first. */
export function jobListPage(listings: readonly JobListing[], buildDay: string): JobListPage {
  const open = listings.filter((listing) => listing.closes === undefined || listing.closes >= buildDay);
  return {
    listings: open
      .toSorted((a, b) => b.posted.localeCompare(a.posted) || a.title.localeCompare(b.title, "fr"))
      .map(({ id, slug, title, company, location, type, salary, posted, source, closes, url }) => ({
        id,
        slug,
        title,
        company,
        location,
        type,
        salary,
        posted,
        source,
        url,
        ...(closes === undefined ? {} : { closes }),
        ...(closes === undefined && daysBetween(posted, buildDay) > STALE_AFTER_DAYS ? { staleAtBuild: true } : {}),
      })),
    closedCount: listings.length - open.length,
  };
}

/**
 * A listing as My jobs gets it: what a saved job's snapshot keeps (src/lib/my-jobs.ts), and whether
 * it had closed, or gone stale, by the build, as its own page says. Every listing the site has,
 * closed ones too: a saved job whose listing is not here has been removed.
 */
export type MyJobsListing = Pick<
  JobListing,
  "id" | "slug" | "title" | "company" | "location" | "posted" | "closes" | "url" | "how_to_apply"
> & { closedAtBuild?: true; staleAtBuild?: true };

export function myJobsListings(listings: readonly JobListing[], buildDay: string): MyJobsListing[] {
  return listings.map(({ id, slug, title, company, location, posted, closes, url, how_to_apply }) => ({
    id,
    slug,
    title,
    company,
    location,
    posted,
    url,
    ...(closes === undefined ? {} : { closes }),
    ...(how_to_apply === undefined ? {} : { how_to_apply }),
    ...(closes !== undefined && closes < buildDay ? { closedAtBuild: true } : {}),
    ...(closes === undefined && daysBetween(posted, buildDay) > STALE_AFTER_DAYS ? { staleAtBuild: true } : {}),
  }));
}
