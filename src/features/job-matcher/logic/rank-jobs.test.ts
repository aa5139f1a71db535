import { describe, expect, it } from "vitest";
import { jobListings } from "../data/job-listings";
import type { ListingMatch } from "@/matching/score";
import { listingFigure, putFirst, rankListings } from "./rank-jobs";

const listing = (id: string, postedIso: string, title = id) => ({ id, postedIso, title });
const figures = (pairs: [string, number][]) =>
  new Map(pairs.map(([id, figure]) => [id, { id, figure } as ListingMatch]));

describe("rankListings", () => {
  it("ranks by this CV's figures, highest first; equal figures newest first, then by title", () => {
    const input = [
      listing("a", "2025-01-01"),
      listing("b", "2025-03-01"),
      listing("c", "2025-02-01", "Zebra"),
      listing("d", "2025-02-01", "Apple"),
    ];
    const ranked = rankListings(
      input,
      figures([
        ["a", 90],
        ["b", 40],
        ["c", 40],
        ["d", 40],
      ]),
    );
    expect(ranked.map((j) => j.id)).toEqual(["a", "b", "d", "c"]);
    expect(input.map((j) => j.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("without a CV read, keeps the spec's sample order (95, 85, 70, 65, 60), the others after", () => {
    const input = ["new", "job5", "job3", "job1", "job4", "job2"].map((id) => listing(id, "2025-04-01"));
    expect(rankListings(input, null).map((j) => j.id)).toEqual(["job1", "job2", "job3", "job4", "job5", "new"]);
    expect(listingFigure("job1", null, true)).toBe(95);
    expect(listingFigure("new", null, true)).toBeNull();
    expect(listingFigure("job1", null, false)).toBeNull();
    expect(listingFigure("job1", figures([["job1", 12]]), true)).toBe(12);
  });
});

describe("job listings data", () => {
  // The spec's five sample listings are pinned in tooling/content/spec-sample-content.test.ts.
  it("lists full-time jobs with monthly SCR pay, a posted date and an external https link", () => {
    expect(jobListings.length).toBeGreaterThan(0);
    for (const job of jobListings) {
      expect(job.type).toBe("Full-time");
      expect(job.salary).toMatch(/^SCR [\d,]+ – [\d,]+ per month$/);
      expect(job.posted).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      expect(job.postedIso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(job.url).toMatch(/^https:\/\//);
      expect(job.requirements.length).toBeGreaterThan(0);
    }
  });
});

describe("putFirst", () => {
  const jobs = [{ slug: "a" }, { slug: "b" }, { slug: "c" }];

  it("moves the named listing to the front and keeps the others in order", () => {
    expect(putFirst(jobs, "c").map((j) => j.slug)).toEqual(["c", "a", "b"]);
    expect(jobs.map((j) => j.slug)).toEqual(["a", "b", "c"]);
  });

  it("leaves the list as it is when no listing has that slug, or none is named", () => {
    expect(putFirst(jobs, "zzz")).toBe(jobs);
    expect(putFirst(jobs, null)).toBe(jobs);
  });
});
