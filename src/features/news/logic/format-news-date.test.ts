import { describe, expect, it } from "vitest";
import { formatNewsDate } from "./format-news-date";

describe("formatNewsDate", () => {
  it("writes the month in full, the day without a leading zero, then the year", () => {
    expect(formatNewsDate("2025-03-29")).toBe("March 29, 2025");
    expect(formatNewsDate("2025-04-03")).toBe("April 3, 2025");
    expect(formatNewsDate("2026-01-01")).toBe("January 1, 2026");
    expect(formatNewsDate("2024-12-31")).toBe("December 31, 2024");
  });

  it("refuses what is not an ISO date", () => {
    expect(() => formatNewsDate("29/03/2025")).toThrow("Not an ISO date");
    expect(() => formatNewsDate("2025-13-01")).toThrow("Not an ISO date");
  });
});
