import { describe, expect, it } from "vitest";
import { firstVisit, visitOn } from "./new-since";

describe("which listings are new since the last visit", () => {
  const kept = firstVisit("2026-11-20", ["job1", "job2", "job3"]);

  it("finds nothing new when the list is what she checked her CV against", () => {
    expect(visitOn(kept, "2026-11-27", ["job1", "job2", "job3"])).toMatchObject({ newIds: [], since: "2026-11-20" });
  });

  it("names a listing added since, whatever day the employer posted it", () => {
    const { newIds, since } = visitOn(kept, "2026-11-27", ["job9", "job1", "job2", "job3"]);
    expect(newIds).toEqual(["job9"]);
    expect(since).toBe("2026-11-20");
  });

  it("keeps the note all day: a second visit the same day finds the same new listings", () => {
    const first = visitOn(kept, "2026-11-27", ["job9", "job1"]);
    const again = visitOn(first.visits, "2026-11-27", ["job9", "job1"]);
    expect(again.newIds).toEqual(["job9"]);
    expect(again.since).toBe("2026-11-20");
  });

  it("counts from the last visit before today: what she saw then is not new the next day", () => {
    const monday = visitOn(kept, "2026-11-23", ["job9", "job1"]).visits;
    const { newIds, since } = visitOn(monday, "2026-11-25", ["job10", "job9", "job1"]);
    expect(newIds).toEqual(["job10"]);
    expect(since).toBe("2026-11-23");
  });

  it("adds a listing that appears later the same day to that day's visit", () => {
    const morning = visitOn(kept, "2026-11-23", ["job1"]).visits;
    const evening = visitOn(morning, "2026-11-23", ["job7", "job1"]);
    expect(evening.newIds).toEqual(["job7"]);
    // The next day, both were seen.
    expect(visitOn(evening.visits, "2026-11-24", ["job7", "job1"]).newIds).toEqual([]);
  });

  it("never counts a listing that closed and is gone", () => {
    expect(visitOn(kept, "2026-11-27", ["job2"]).newIds).toEqual([]);
  });
});
