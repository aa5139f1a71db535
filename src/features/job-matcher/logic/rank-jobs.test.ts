import { describe, expect, it } from "vitest";
import { jobListings } from "../data/job-listings";
import { putFirst, sortByMatch } from "./rank-jobs";

describe("sortByMatch", () => {
  it("puts the highest match first and keeps ties in order, without changing the input", () => {
    const input = [
      { id: "a", match: 60 },
      { id: "b", match: 95 },
      { id: "c", match: 70 },
      { id: "d", match: 95 },
    ];
    expect(sortByMatch(input).map((j) => j.id)).toEqual(["b", "d", "c", "a"]);
    expect(input.map((j) => j.id)).toEqual(["a", "b", "c", "d"]);
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
