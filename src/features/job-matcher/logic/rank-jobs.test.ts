import { describe, expect, it } from "vitest";
import { jobListings } from "../data/job-listings";
import { sortByMatch } from "./rank-jobs";

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
  it("has the spec's five listings, ranked by match", () => {
    expect(sortByMatch(jobListings).map((j) => [j.id, j.title, j.match])).toEqual([
      ["job1", "Administrative Assistant", 95],
      ["job2", "Hotel Receptionist", 85],
      ["job3", "Accountant", 70],
      ["job4", "Tour Guide", 65],
      ["job5", "IT Support Technician", 60],
    ]);
  });

  it("lists full-time jobs in Seychelles with monthly SCR pay and an external https link", () => {
    for (const job of jobListings) {
      expect(job.type).toBe("Full-time");
      expect(job.salary).toMatch(/^SCR [\d,]+ – [\d,]+ per month$/);
      expect(job.location).toMatch(/(Mahé|Praslin|La Digue)$/);
      expect(job.url).toMatch(/^https:\/\//);
      expect(job.requirements.length).toBeGreaterThan(0);
      expect(job.source).toMatch(/employment\.gov\.sc|Jobs Board/);
    }
  });
});
