// What the list of open jobs (/jobs) gets from its loader at prerender: each listing still open on the
// day of the build, newest posted first, with only what its card shows (its page has the rest), and
// how many had closed. The device then leaves out what has closed since the build (the daily rebuild,
// .github/workflows/deploy.yml, keeps the build's own count current). Node only.
import type { JobListing } from "./collection.server.ts";

/** A listing as the list's card shows it: no description, requirements or employer's link. */
export type JobListItem = Pick<
  JobListing,
  "id" | "slug" | "title" | "company" | "location" | "type" | "salary" | "posted" | "source" | "closes"
>;

export type JobListPage = { listings: JobListItem[]; closedCount: number };

/** The listings open on `buildDay` (a listing is open through its closing day), newest posted first. */
export function jobListPage(listings: readonly JobListing[], buildDay: string): JobListPage {
  const open = listings.filter((listing) => listing.closes === undefined || listing.closes >= buildDay);
  return {
    listings: open
      .toSorted((a, b) => b.posted.localeCompare(a.posted) || a.title.localeCompare(b.title, "fr"))
      .map(({ id, slug, title, company, location, type, salary, posted, source, closes }) => ({
        id,
        slug,
        title,
        company,
        location,
        type,
        salary,
        posted,
        source,
        ...(closes === undefined ? {} : { closes }),
      })),
    closedCount: listings.length - open.length,
  };
}
