import { describe, expect, it } from "vitest";
import { readOpenListings, stillOpen } from "./open-listings";

describe("the list of open listings", () => {
  const list = {
    version: 1,
    index: "/assets/match-index-abc.json",
    listings: [
      ["job2", "hotel-receptionist-praslin", "Hotel Receptionist"],
      ["job3", "accountant-providence", "Accountant", "2026-11-27"],
    ],
  };

  it("reads the file the build writes", () => {
    expect(readOpenListings(list)).toEqual(list);
  });

  it("refuses a damaged file or another version's, so an old phone never misreads a new format", () => {
    expect(readOpenListings({ ...list, version: 2 })).toBeUndefined();
    expect(readOpenListings({ ...list, listings: [["job2", "slug"]] })).toBeUndefined();
    expect(readOpenListings({ ...list, listings: [["job2", "slug", "Title", "soon"]] })).toBeUndefined();
    expect(readOpenListings("<!DOCTYPE html>")).toBeUndefined();
    expect(readOpenListings(null)).toBeUndefined();
  });

  it("leaves out a listing once its closing day has passed, as /jobs does on the device", () => {
    const listings = readOpenListings(list)!.listings;
    expect(stillOpen(listings, "2026-11-27").map(([id]) => id)).toEqual(["job2", "job3"]);
    expect(stillOpen(listings, "2026-11-28").map(([id]) => id)).toEqual(["job2"]);
  });
});
