import { describe, expect, it } from "vitest";
import { daysBetween, msUntilNextSeychellesDay, seychellesToday } from "./seychelles-date";

describe("seychellesToday", () => {
  it("turns to the next day at 20:00 UTC, midnight in Mahé (UTC+4)", () => {
    expect(seychellesToday(Date.parse("2026-05-29T19:59:59.999Z"))).toBe("2026-05-29");
    expect(seychellesToday(Date.parse("2026-05-29T20:00:00Z"))).toBe("2026-05-30");
  });

  it("is the same day from midnight to 19:59 UTC", () => {
    expect(seychellesToday(Date.parse("2026-05-30T00:00:00Z"))).toBe("2026-05-30");
    expect(seychellesToday(Date.parse("2026-05-30T12:00:00Z"))).toBe("2026-05-30");
  });

  it("turns the year and leap days too, and has no daylight saving (the same offset in June and December)", () => {
    expect(seychellesToday(Date.parse("2026-12-31T20:00:00Z"))).toBe("2027-01-01");
    expect(seychellesToday(Date.parse("2028-02-28T20:30:00Z"))).toBe("2028-02-29");
    expect(seychellesToday(Date.parse("2026-06-14T19:59:00Z"))).toBe("2026-06-14");
    expect(seychellesToday(Date.parse("2026-12-14T19:59:00Z"))).toBe("2026-12-14");
  });
});

describe("daysBetween", () => {
  it("counts whole days, negative when the second date is earlier", () => {
    expect(daysBetween("2026-05-30", "2026-05-30")).toBe(0);
    expect(daysBetween("2026-05-28", "2026-05-30")).toBe(2);
    expect(daysBetween("2026-05-31", "2026-05-30")).toBe(-1);
    expect(daysBetween("2025-12-31", "2026-03-01")).toBe(60);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
  });
});

describe("msUntilNextSeychellesDay", () => {
  it("counts to 20:00 UTC, midnight in Mahé", () => {
    expect(msUntilNextSeychellesDay(Date.parse("2026-06-14T19:59:00Z"))).toBe(60_000);
    expect(msUntilNextSeychellesDay(Date.parse("2026-06-14T20:00:00Z"))).toBe(24 * 60 * 60 * 1000);
    expect(msUntilNextSeychellesDay(Date.parse("2026-06-14T08:00:00Z"))).toBe(12 * 60 * 60 * 1000);
  });
});
