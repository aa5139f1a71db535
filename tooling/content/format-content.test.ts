import { describe, expect, it } from "vitest";
import { formatAmount, formatDate } from "./format-content.ts";

const nb = "\u00A0";

describe("formatDate (news, job listings: every day the content shows)", () => {
  it("writes English as 'Month day, year', the day without a leading zero", () => {
    expect(formatDate("2025-03-29", "en")).toBe("29 March 2025");
    expect(formatDate("2025-04-03", "en")).toBe("3 April 2025");
    expect(formatDate("2026-01-01", "en")).toBe("1 January 2026");
    expect(formatDate("2026-05-30", "en")).toBe("30 May 2026");
  });

  it("writes the day first in French (no-break spaces, '1er') and Kreol Seselwa (its own months)", () => {
    expect(formatDate("2025-04-09", "fr")).toBe(`9${nb}avril${nb}2025`);
    expect(formatDate("2026-01-01", "fr")).toBe(`1er${nb}janvier${nb}2026`);
    expect(formatDate("2026-06-30", "crs")).toBe("30 Zen 2026");
    expect(formatDate("2026-07-14", "crs")).toBe("14 Zilyet 2026");
  });

  it("refuses what is not an ISO date", () => {
    expect(() => formatDate("29/03/2025", "en")).toThrow("Not an ISO date");
    expect(() => formatDate("2025-13-01", "en")).toThrow("Not an ISO date");
    expect(() => formatDate("2025-02-30", "en")).toThrow("Not an ISO date");
  });
});

describe("formatAmount (a listing's pay)", () => {
  it("writes thousands with a comma in English and a narrow space in French and Kreol", () => {
    expect(formatAmount(12000, "en")).toBe("12,000");
    expect(formatAmount(8500, "fr")).toBe("8\u202f500");
    expect(formatAmount(15000, "crs")).toBe("15\u202f000");
    expect(formatAmount(900, "en")).toBe("900");
  });
});
