import { describe, expect, it } from "vitest";
import { formatLocale } from "@/i18n/locales";
import { formatNumber, takesSingular, THOUSANDS_SEPARATOR } from "./numbers";

describe("formatNumber (an English build)", () => {
  it("writes thousands with a comma and decimals with a point", () => {
    expect(formatNumber(1950)).toBe("1,950");
    expect(formatNumber(10000)).toBe("10,000");
    expect(formatNumber(1.5, { maxFractionDigits: 1 })).toBe("1.5");
    expect(formatNumber(2.25, { maxFractionDigits: 1 })).toBe("2.3");
  });

  it("leaves out the thousands separator when asked (file sizes)", () => {
    expect(formatNumber(1023, { grouping: false })).toBe("1023");
  });

  it("writes small whole numbers as their digits", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(7)).toBe("7");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(20, { grouping: false, maxFractionDigits: 1 })).toBe("20");
  });

  it("gives negative and fractional small numbers to Intl", () => {
    expect(formatNumber(-5)).toBe("-5");
    expect(formatNumber(0.5)).toBe("0.5");
  });
});

describe("small whole numbers need no Intl.NumberFormat", () => {
  // formatNumber skips Intl for 0–999 because every language the site is built in writes them as
  // their digits alone. A language added with other digits or separators fails here.
  const locales = [...new Set(Object.values(formatLocale))];

  it.each(locales)("%s writes 0 to 999 as their digits, with or without grouping", (locale) => {
    const grouped = new Intl.NumberFormat(locale);
    const sizes = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 1 });
    for (let value = 0; value < 1000; value++) {
      expect(grouped.format(value)).toBe(String(value));
      expect(sizes.format(value)).toBe(String(value));
    }
  });

  it("formats French thousands with a narrow space, through Intl", () => {
    expect(new Intl.NumberFormat(formatLocale.fr).format(1950)).toBe("1\u202f950");
  });
});

describe("takesSingular (an English build)", () => {
  it("takes the singular for exactly one", () => {
    expect(takesSingular(1)).toBe(true);
    expect(takesSingular(0)).toBe(false);
    expect(takesSingular(2)).toBe(false);
    expect(takesSingular(21)).toBe(false);
  });
});

describe("whole numbers need no Intl.NumberFormat either", () => {
  // formatNumber groups a whole number's digits by three with its language's separator, as Intl
  // does: the same words for a job's pay whichever browser reads them, and no number data started.
  const locales = [...new Set(Object.values(formatLocale))];

  it.each(locales)("%s has its thousands separator written down", (locale) => {
    expect(THOUSANDS_SEPARATOR[locale]).toBe(new Intl.NumberFormat(locale).format(1000).charAt(1));
  });

  it("writes the numbers Intl writes, grouped or not, without Intl", () => {
    const intl = globalThis.Intl;
    const expected = [1000, 9000, 12000, 123456, 1234567, 10000000].map((value) => [
      value,
      new Intl.NumberFormat("en").format(value),
      new Intl.NumberFormat("en", { useGrouping: false }).format(value),
    ]);
    try {
      // @ts-expect-error -- a page that must not start the number data
      globalThis.Intl = undefined;
      for (const [value, grouped, plain] of expected) {
        expect(formatNumber(value as number)).toBe(grouped);
        expect(formatNumber(value as number, { grouping: false })).toBe(plain);
      }
    } finally {
      globalThis.Intl = intl;
    }
  });
});
