import { describe, expect, it } from "vitest";
import { formatLocale } from "../../src/i18n/locales.ts";
import { formatAmount, formatDate, formatDayMonthYear } from "./format-content.ts";

describe("formatDate (news and job listings)", () => {
  it("writes the month in full, the day without a leading zero, then the year", () => {
    expect(formatDate("2025-03-29", formatLocale.en)).toBe("March 29, 2025");
    expect(formatDate("2025-04-03", formatLocale.en)).toBe("April 3, 2025");
    expect(formatDate("2026-01-01", formatLocale.en)).toBe("January 1, 2026");
    expect(formatDate("2024-12-31", formatLocale.en)).toBe("December 31, 2024");
  });

  it("writes the day first in French and Kreol Seselwa", () => {
    expect(formatDate("2025-04-09", formatLocale.fr)).toBe("9 avril 2025");
    expect(formatDate("2025-03-29", formatLocale.crs)).toBe("29 mars 2025");
    expect(formatDate("2026-01-01", formatLocale.fr)).toBe("1 janvier 2026");
  });

  it("refuses what is not an ISO date", () => {
    expect(() => formatDate("29/03/2025", formatLocale.en)).toThrow("Not an ISO date");
    expect(() => formatDate("2025-13-01", formatLocale.en)).toThrow("Not an ISO date");
    expect(() => formatDate("2025-02-30", formatLocale.en)).toThrow("Not an ISO date");
  });
});

describe("formatAmount (a listing's pay)", () => {
  it("writes thousands with a comma in English and a narrow space in French and Kreol", () => {
    expect(formatAmount(12000, formatLocale.en)).toBe("12,000");
    expect(formatAmount(8500, formatLocale.fr)).toBe("8\u202f500");
    expect(formatAmount(15000, formatLocale.crs)).toBe("15\u202f000");
    expect(formatAmount(900, formatLocale.en)).toBe("900");
  });
});

describe("formatDayMonthYear (a listing's closing day, a news item's event day)", () => {
  it("writes the day first in every language", () => {
    expect(formatDayMonthYear("2026-05-30", "en")).toBe("30 May 2026");
    expect(formatDayMonthYear("2026-06-14", "en")).toBe("14 June 2026");
    expect(formatDayMonthYear("2026-06-01", "fr")).toBe("1 juin 2026");
    expect(formatDayMonthYear("2026-05-30", "crs")).toBe("30 mai 2026");
  });
});
