import { describe, expect, it } from "vitest";
import { formatDate, formatDayMonthYear } from "./content-dates";

/** Every day from 2020 to 2029, as YYYY-MM-DD. */
const days = Array.from({ length: 3653 }, (_, index) =>
  new Date(Date.UTC(2020, 0, 1 + index)).toISOString().slice(0, 10),
);

const intl = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

describe("the days of content/ in words", () => {
  it("writes a news item's date and a listing's posted day", () => {
    expect(formatDate("2025-03-29", "en")).toBe("March 29, 2025");
    expect(formatDate("2025-03-29", "fr")).toBe("29 mars 2025");
    expect(formatDate("2025-04-03", "crs")).toBe("3 avril 2025");
  });

  it("writes a closing day and an event's day day first", () => {
    expect(formatDayMonthYear("2026-05-30", "en")).toBe("30 May 2026");
    expect(formatDayMonthYear("2026-06-14", "fr")).toBe("14 juin 2026");
    expect(formatDayMonthYear("2026-08-01", "crs")).toBe("1 août 2026");
  });

  it("writes every day of ten years as Intl did at build, in each language", () => {
    const [en, enGb, frSc] = [intl("en"), intl("en-GB"), intl("fr-SC")];
    for (const day of days) {
      const date = new Date(`${day}T00:00:00Z`);
      expect(formatDate(day, "en")).toBe(en.format(date));
      expect(formatDate(day, "fr")).toBe(frSc.format(date));
      expect(formatDayMonthYear(day, "en")).toBe(enGb.format(date));
      expect(formatDayMonthYear(day, "crs")).toBe(frSc.format(date));
    }
  });

  it("refuses what is not a day written YYYY-MM-DD", () => {
    expect(() => formatDate("29/03/2025", "en")).toThrow("Not an ISO date: 29/03/2025");
  });
});
