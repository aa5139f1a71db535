import { describe, expect, it } from "vitest";
import { seychellesToday } from "@/lib/seychelles-date";
import { daysLeftToApply, isOpen, isStale, listingState, openListings, postedAgo, staleNow } from "./listing-time";

describe("isOpen", () => {
  it("keeps a listing open through its closing day and closes it the day after", () => {
    expect(isOpen({ closes: "2026-05-30" }, "2026-05-29")).toBe(true);
    expect(isOpen({ closes: "2026-05-30" }, "2026-05-30")).toBe(true);
    expect(isOpen({ closes: "2026-05-30" }, "2026-05-31")).toBe(false);
  });

  it("keeps a listing without a closing date open on any day", () => {
    expect(isOpen({}, "2026-05-30")).toBe(true);
    expect(isOpen({}, "2036-11-25")).toBe(true);
  });

  it("closes at midnight in Seychelles: 19:59 UTC on the closing day is open, 20:00 UTC is not", () => {
    const listing = { closes: "2026-05-30" };
    expect(isOpen(listing, seychellesToday(Date.parse("2026-05-30T19:59:00Z")))).toBe(true);
    expect(isOpen(listing, seychellesToday(Date.parse("2026-05-30T20:00:00Z")))).toBe(false);
  });
});

describe("isStale", () => {
  it("marks a listing with no closing day stale from the 61st day after it went up, not on the 60th", () => {
    const listing = { posted: "2026-03-01" };
    expect(isStale(listing, "2026-03-01")).toBe(false);
    expect(isStale(listing, "2026-04-30")).toBe(false); // 60 days
    expect(isStale(listing, "2026-05-01")).toBe(true); // 61 days
    expect(isStale(listing, "2027-03-01")).toBe(true);
  });

  it("never marks a listing with a closing day stale, however old", () => {
    expect(isStale({ posted: "2025-01-01", closes: "2026-12-31" }, "2026-06-01")).toBe(false);
  });

  it("does not mark stale a listing dated ahead of the device's day", () => {
    expect(isStale({ posted: "2026-06-01" }, "2026-01-01")).toBe(false);
  });
});

describe("staleNow", () => {
  it("says what the build said while the device's day is unknown, then what that day says too", () => {
    expect(staleNow({ posted: "2026-01-01", staleAtBuild: true }, null)).toBe(true);
    expect(staleNow({ posted: "2026-01-01" }, null)).toBe(false);
    expect(staleNow({ posted: "2026-01-01" }, "2026-05-20")).toBe(true);
    expect(staleNow({ posted: "2026-05-01" }, "2026-05-20")).toBe(false);
  });

  it("keeps the build's note even on a device whose clock is behind the build's day", () => {
    expect(staleNow({ posted: "2026-01-01", staleAtBuild: true }, "2026-01-02")).toBe(true);
  });
});

describe("listingState", () => {
  it("says open, stale or closed", () => {
    expect(listingState({ posted: "2026-05-01" }, "2026-05-20")).toBe("open");
    expect(listingState({ posted: "2026-01-01" }, "2026-05-20")).toBe("stale");
    expect(listingState({ posted: "2026-01-01", closes: "2026-05-30" }, "2026-05-20")).toBe("open");
    expect(listingState({ posted: "2026-01-01", closes: "2026-05-19" }, "2026-05-20")).toBe("closed");
  });
});

describe("openListings", () => {
  const listings = [
    { id: "a", closes: "2026-05-30" },
    { id: "b" },
    { id: "c", closes: "2026-05-20" },
    { id: "d", closes: "2026-06-30" },
  ];

  it("leaves out the closed listings, keeps the order, and counts what it left out", () => {
    const { open, closedCount } = openListings(listings, "2026-05-25");
    expect(open.map((listing) => listing.id)).toEqual(["a", "b", "d"]);
    expect(closedCount).toBe(1);
  });

  it("counts several closed listings, and keeps those without a date however late", () => {
    expect(openListings(listings, "2026-06-01")).toEqual({ open: [{ id: "b" }, listings[3]], closedCount: 2 });
    expect(openListings(listings, "2030-01-01")).toEqual({ open: [{ id: "b" }], closedCount: 3 });
  });

  it("can leave none open", () => {
    expect(openListings([{ closes: "2026-01-01" }, { closes: "2026-02-01" }], "2026-02-02")).toEqual({
      open: [],
      closedCount: 2,
    });
  });
});

describe("daysLeftToApply", () => {
  it("counts 2, 1, 0 in the last three days, and nothing before or without a date", () => {
    expect(daysLeftToApply("2026-05-30", "2026-05-27")).toBeNull();
    expect(daysLeftToApply("2026-05-30", "2026-05-28")).toBe(2);
    expect(daysLeftToApply("2026-05-30", "2026-05-29")).toBe(1);
    expect(daysLeftToApply("2026-05-30", "2026-05-30")).toBe(0);
    expect(daysLeftToApply("2026-05-30", "2026-05-31")).toBeNull();
    expect(daysLeftToApply(undefined, "2026-05-30")).toBeNull();
  });
});

describe("postedAgo", () => {
  it("says today and yesterday, then days up to 13", () => {
    expect(postedAgo("2026-05-30", "2026-05-30")).toEqual({ unit: "today" });
    expect(postedAgo("2026-05-29", "2026-05-30")).toEqual({ unit: "yesterday" });
    expect(postedAgo("2026-05-27", "2026-05-30")).toEqual({ unit: "days", count: 3 });
    expect(postedAgo("2026-05-17", "2026-05-30")).toEqual({ unit: "days", count: 13 });
  });

  it("says weeks from 14 days until two calendar months have passed", () => {
    expect(postedAgo("2026-05-16", "2026-05-30")).toEqual({ unit: "weeks", count: 2 });
    expect(postedAgo("2026-04-01", "2026-05-30")).toEqual({ unit: "weeks", count: 8 });
  });

  it("says calendar months, then whole years", () => {
    expect(postedAgo("2026-03-30", "2026-05-30")).toEqual({ unit: "months", count: 2 });
    expect(postedAgo("2025-06-01", "2026-05-30")).toEqual({ unit: "months", count: 11 });
    expect(postedAgo("2025-05-30", "2026-05-30")).toEqual({ unit: "years", count: 1 });
    expect(postedAgo("2025-04-14", "2026-11-25")).toEqual({ unit: "years", count: 1 });
    expect(postedAgo("2025-04-14", "2035-11-25")).toEqual({ unit: "years", count: 10 });
  });

  it("says nothing for a date after today", () => {
    expect(postedAgo("2026-05-31", "2026-05-30")).toBeNull();
  });

  it("turns at midnight in Seychelles", () => {
    expect(postedAgo("2026-05-30", seychellesToday(Date.parse("2026-05-30T19:59:00Z")))).toEqual({ unit: "today" });
    expect(postedAgo("2026-05-30", seychellesToday(Date.parse("2026-05-30T20:00:00Z")))).toEqual({
      unit: "yesterday",
    });
  });
});
