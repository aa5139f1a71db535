import { describe, expect, it } from "vitest";
import { formatLocale } from "@/i18n/locales";
import { formatDate } from "./format-date";

describe("formatDate (news and job listings)", () => {
  it("writes the month in full, the day without a leading zero, then the year", () => {
    expect(formatDate("2025-03-29")).toBe("March 29, 2025");
    expect(formatDate("2025-04-03")).toBe("April 3, 2025");
    expect(formatDate("2026-01-01")).toBe("January 1, 2026");
    expect(formatDate("2024-12-31")).toBe("December 31, 2024");
  });

  it("writes the day first in French and Kreol Seselwa", () => {
    expect(formatDate("2025-04-09", formatLocale.fr)).toBe("9 avril 2025");
    expect(formatDate("2025-03-29", formatLocale.crs)).toBe("29 mars 2025");
    expect(formatDate("2026-01-01", formatLocale.fr)).toBe("1 janvier 2026");
  });

  it("refuses what is not an ISO date", () => {
    expect(() => formatDate("29/03/2025")).toThrow("Not an ISO date");
    expect(() => formatDate("2025-13-01")).toThrow("Not an ISO date");
    expect(() => formatDate("2025-02-30")).toThrow("Not an ISO date");
  });
});
