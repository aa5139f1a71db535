import type { MyJob } from "@/lib/my-jobs";
import { FOLLOW_UP_AFTER_DAYS, followUpDays, listingStanding, myJobsInOrder, type MyJobsListing } from "./my-job-state";

const clerk: MyJobsListing = {
  id: "t2",
  slug: "harbour-clerk",
  title: "Harbour Records Clerk",
  company: "Port Victoria Authority",
  location: "Victoria, Mahé",
  posted: "2026-05-25",
  closes: "2026-06-30",
  url: "https://seyjobs.sc/listings/harbour-records-clerk",
};
const guide: MyJobsListing = {
  id: "job4",
  slug: "tour-guide-la-digue",
  title: "Tour Guide",
  company: "La Digue Island Tours",
  location: "La Passe, La Digue",
  posted: "2026-04-01",
};

describe("the follow-up nudge", () => {
  it("comes two weeks after 'I applied'", () => {
    expect(FOLLOW_UP_AFTER_DAYS).toBe(14);
  });

  it("shows from the 14th day after the day applied, with how many days it has been", () => {
    expect(followUpDays({ appliedOn: "2026-06-01" }, "2026-06-14")).toBeNull();
    expect(followUpDays({ appliedOn: "2026-06-01" }, "2026-06-15")).toBe(14);
    expect(followUpDays({ appliedOn: "2026-06-01" }, "2026-07-01")).toBe(30);
    // Across a month's end and a leap day.
    expect(followUpDays({ appliedOn: "2028-02-20" }, "2028-03-05")).toBe(14);
  });

  it("never shows for a job only saved", () => {
    expect(followUpDays({}, "2027-01-01")).toBeNull();
  });
});

describe("where a saved job's listing stands", () => {
  it("open until its closing day, counting down in its last three days", () => {
    expect(listingStanding(clerk, "2026-06-10")).toEqual({ kind: "open", closes: "2026-06-30" });
    expect(listingStanding(clerk, "2026-06-28")).toEqual({ kind: "closing", closes: "2026-06-30", daysLeft: 2 });
    expect(listingStanding(clerk, "2026-06-30")).toEqual({ kind: "closing", closes: "2026-06-30", daysLeft: 0 });
  });

  it("closed from the day after its closing day, or when the build found it closed", () => {
    expect(listingStanding(clerk, "2026-07-01")).toEqual({ kind: "closed", closes: "2026-06-30" });
    expect(listingStanding({ ...clerk, closedAtBuild: true }, "2026-06-10")).toEqual({
      kind: "closed",
      closes: "2026-06-30",
    });
  });

  it("posted long ago: no closing day and over 60 days old, as its page says", () => {
    expect(listingStanding(guide, "2026-05-31")).toEqual({ kind: "open" });
    expect(listingStanding(guide, "2026-06-01")).toEqual({ kind: "stale" });
    expect(listingStanding({ ...guide, staleAtBuild: true }, "2026-04-02")).toEqual({ kind: "stale" });
  });

  it("removed when the site no longer has it", () => {
    expect(listingStanding(undefined, "2026-06-10")).toEqual({ kind: "removed" });
  });
});

const job = (id: string, changes: Partial<MyJob>): MyJob => ({
  id,
  slug: id,
  savedOn: "2026-06-01",
  changedAt: 0,
  listing: { title: id, company: "C", location: "L", posted: "2026-05-01" },
  ...changes,
});

describe("the order of the list", () => {
  it("applied, oldest application first; saved, soonest closing first, then newest saved", () => {
    const { applied, saved } = myJobsInOrder([
      job("a", { appliedOn: "2026-06-05" }),
      job("b", { savedOn: "2026-06-02" }),
      job("c", { appliedOn: "2026-06-01" }),
      job("d", { savedOn: "2026-06-03" }),
      job("e", { listing: { title: "e", company: "C", location: "L", posted: "2026-05-01", closes: "2026-06-20" } }),
    ]);
    expect(applied.map((entry) => entry.id)).toEqual(["c", "a"]);
    expect(saved.map((entry) => entry.id)).toEqual(["e", "d", "b"]);
  });
});
