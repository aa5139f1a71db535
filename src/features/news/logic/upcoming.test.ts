import { describe, expect, it } from "vitest";
import { seychellesToday } from "@/lib/seychelles-date";
import { isUpcoming } from "./upcoming";

describe("isUpcoming", () => {
  it("is upcoming before the event and on its day, not the day after", () => {
    expect(isUpcoming("2026-06-14", "2026-05-30")).toBe(true);
    expect(isUpcoming("2026-06-14", "2026-06-13")).toBe(true);
    expect(isUpcoming("2026-06-14", "2026-06-14")).toBe(true);
    expect(isUpcoming("2026-06-14", "2026-06-15")).toBe(false);
    expect(isUpcoming("2026-06-14", "2027-01-01")).toBe(false);
  });

  it("is never upcoming for an item that announces no event", () => {
    expect(isUpcoming(undefined, "2026-05-30")).toBe(false);
  });

  it("passes at midnight in Seychelles: 19:59 UTC on the event's day is still upcoming, 20:00 UTC is not", () => {
    expect(isUpcoming("2026-06-14", seychellesToday(Date.parse("2026-06-14T19:59:00Z")))).toBe(true);
    expect(isUpcoming("2026-06-14", seychellesToday(Date.parse("2026-06-14T20:00:00Z")))).toBe(false);
  });
});
