import { describe, expect, it, vi } from "vitest";
import { formatNumber, takesSingular } from "./numbers";

vi.mock("@/i18n/site-locale", () => ({ siteLocale: "fr", siteFormatLocale: "fr-SC" }));

describe("numbers in a French (or Kreol) build", () => {
  it("writes thousands with a narrow space and decimals with a comma", () => {
    expect(formatNumber(1950)).toBe("1\u202f950");
    expect(formatNumber(1.5, { maxFractionDigits: 1 })).toBe("1,5");
    expect(formatNumber(1023, { grouping: false })).toBe("1023");
    expect(formatNumber(12)).toBe("12");
  });

  it("writes a job's pay as Intl would, without Intl", () => {
    expect(formatNumber(12000)).toBe(new Intl.NumberFormat("fr-SC").format(12000));
    expect(formatNumber(1234567)).toBe("1\u202f234\u202f567");
  });

  it("takes the singular for 0 and 1", () => {
    expect(takesSingular(0)).toBe(true);
    expect(takesSingular(1)).toBe(true);
    expect(takesSingular(2)).toBe(false);
  });
});
