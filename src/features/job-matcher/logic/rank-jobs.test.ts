import { describe, expect, it } from "vitest";
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
