import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../load-content.server";
import { jobListPage, myJobsListings } from "./job-list.server";

/** The date tests' listings (e2e/fixtures/content/jobs): posted 18 May, 25 May and 20 April 2026; closing 30 May, 30 June, 27 May. */
const fixtures = loadContent(path.resolve(import.meta.dirname, "../../../e2e/fixtures/content")).content.jobs;

describe("jobListPage", () => {
  it("lists every open listing newest posted first, with only what a card shows", () => {
    const page = jobListPage(fixtures, "2026-05-01");
    expect(page.listings.map((listing) => listing.title)).toEqual([
      "Harbour Records Clerk",
      "Beach Café Assistant",
      "Festival Steward",
    ]);
    expect(page.closedCount).toBe(0);
    expect(Object.keys(page.listings[0]!).toSorted()).toEqual(
      ["closes", "company", "id", "location", "posted", "salary", "slug", "source", "title", "type", "url"].toSorted(),
    );
  });

  it("keeps a listing through its closing day, leaves it out the next day and counts it", () => {
    expect(jobListPage(fixtures, "2026-05-27").closedCount).toBe(0);
    const page = jobListPage(fixtures, "2026-05-28");
    expect(page.listings.map((listing) => listing.title)).toEqual(["Harbour Records Clerk", "Beach Café Assistant"]);
    expect(page.closedCount).toBe(1);
    expect(jobListPage(fixtures, "2026-07-01")).toEqual({ listings: [], closedCount: 3 });
  });

  it("keeps a listing with no closing day on any day", () => {
    const [cafe] = fixtures;
    const { closes: _closes, ...open } = cafe!;
    expect(jobListPage([open], "2099-01-01").listings).toHaveLength(1);
  });

  it("marks a listing with no closing day stale after 60 days, as its page does, and one with a closing day never", () => {
    const [cafe] = fixtures;
    const { closes: _closes, ...open } = cafe!;
    // Posted 18 May 2026: 60 days later is 17 July.
    expect(jobListPage([open], "2026-07-17").listings[0]!.staleAtBuild).toBeUndefined();
    expect(jobListPage([open], "2026-07-18").listings[0]!.staleAtBuild).toBe(true);
    expect(jobListPage([{ ...cafe!, closes: "2099-01-01" }], "2026-12-01").listings[0]!.staleAtBuild).toBeUndefined();
  });
});

describe("myJobsListings", () => {
  it("gives My jobs every listing, closed ones too, with what a saved job keeps of it", () => {
    const listings = myJobsListings(fixtures, "2026-05-28");
    expect(listings.map((listing) => [listing.title, listing.closedAtBuild])).toEqual([
      ["Beach Café Assistant", undefined],
      ["Harbour Records Clerk", undefined],
      ["Festival Steward", true],
    ]);
    expect(listings[0]).toEqual({
      id: "t1",
      slug: "beach-cafe-assistant",
      title: "Beach Café Assistant",
      company: "Anse Royale Café",
      location: "Anse Royale, Mahé",
      posted: "2026-05-18",
      closes: "2026-05-30",
      url: "https://www.employment.gov.sc/vacancies/beach-cafe-assistant",
    });
  });

  it("marks a listing with no closing day stale after 60 days, as its page does", () => {
    const [cafe] = fixtures;
    const { closes: _closes, ...open } = cafe!;
    expect(myJobsListings([open], "2026-07-17")[0]!.staleAtBuild).toBeUndefined();
    expect(myJobsListings([open], "2026-07-18")[0]!.staleAtBuild).toBe(true);
  });
});
