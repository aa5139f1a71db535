import { formatDay, formatMonthYear, monthName, parseIsoDay } from "./dates.mjs";

const nb = "\u00A0";

/** The 15th of every month of 2026, as each language writes it: words written out, not read from the table. */
const fifteenths = [
  ["2026-01-15", "15 January 2026", "15 janvier 2026", "15 Zanvye 2026"],
  ["2026-02-15", "15 February 2026", "15 février 2026", "15 Fevriye 2026"],
  ["2026-03-15", "15 March 2026", "15 mars 2026", "15 Mars 2026"],
  ["2026-04-15", "15 April 2026", "15 avril 2026", "15 Avril 2026"],
  ["2026-05-15", "15 May 2026", "15 mai 2026", "15 Me 2026"],
  ["2026-06-15", "15 June 2026", "15 juin 2026", "15 Zen 2026"],
  ["2026-07-15", "15 July 2026", "15 juillet 2026", "15 Zilyet 2026"],
  ["2026-08-15", "15 August 2026", "15 août 2026", "15 Out 2026"],
  ["2026-09-15", "15 September 2026", "15 septembre 2026", "15 Septanm 2026"],
  ["2026-10-15", "15 October 2026", "15 octobre 2026", "15 Oktob 2026"],
  ["2026-11-15", "15 November 2026", "15 novembre 2026", "15 Novanm 2026"],
  ["2026-12-15", "15 December 2026", "15 décembre 2026", "15 Desanm 2026"],
] as const;

describe("formatDay", () => {
  it.each(fifteenths)("writes %s in English, French and Kreol Seselwa", (iso, en, fr, crs) => {
    expect(formatDay(iso, "en")).toBe(en);
    // French keeps the day, the month and the year together: no-break spaces.
    expect(formatDay(iso, "fr")).toBe(fr.replaceAll(" ", nb));
    expect(formatDay(iso, "crs")).toBe(crs);
  });

  it("writes the first of a month '1er' in French, and the day without a leading zero", () => {
    expect(formatDay("2026-05-01", "fr")).toBe(`1er${nb}mai${nb}2026`);
    expect(formatDay("2026-05-01", "en")).toBe("1 May 2026");
    expect(formatDay("2026-05-01", "crs")).toBe("1 Me 2026");
    expect(formatDay("2026-06-02", "fr")).toBe(`2${nb}juin${nb}2026`);
    expect(formatDay("2024-12-31", "crs")).toBe("31 Desanm 2024");
  });

  it("takes a 29 February only in a leap year, and refuses what is not a day", () => {
    expect(formatDay("2028-02-29", "crs")).toBe("29 Fevriye 2028");
    expect(formatDay("2000-02-29", "en")).toBe("29 February 2000");
    for (const bad of ["2026-02-29", "1900-02-29", "2025-13-01", "2025-04-31", "2025-00-10", "29/03/2025", "2025-3-9"])
      expect(() => formatDay(bad, "en")).toThrow(`Not an ISO date: ${bad}`);
  });

  it("needs no Intl: the same words with Intl gone", () => {
    const intl = globalThis.Intl;
    try {
      // @ts-expect-error -- a browser without ICU data, or a page that must not start it
      globalThis.Intl = undefined;
      expect(formatDay("2026-07-05", "crs")).toBe("5 Zilyet 2026");
      expect(formatDay("2026-07-05", "fr")).toBe(`5${nb}juillet${nb}2026`);
    } finally {
      globalThis.Intl = intl;
    }
  });
});

describe("formatMonthYear (a CV's dates)", () => {
  it("writes a month and its year in each language", () => {
    expect(formatMonthYear("2021-06", "crs")).toBe("Zen 2021");
    expect(formatMonthYear("2021-07-01", "crs")).toBe("Zilyet 2021");
    expect(formatMonthYear("2021-08", "fr")).toBe(`août${nb}2021`);
    expect(formatMonthYear("2021-08", "en")).toBe("August 2021");
    expect(() => formatMonthYear("2021-13", "en")).toThrow("Not an ISO month: 2021-13");
    expect(() => formatMonthYear("June 2021", "en")).toThrow("Not an ISO month");
  });
});

it("names each month from 1 to 12, and no other", () => {
  expect([1, 5, 6, 7, 12].map((month) => monthName(month, "crs"))).toEqual(["Zanvye", "Me", "Zen", "Zilyet", "Desanm"]);
  expect(() => monthName(13, "fr")).toThrow("No month 13");
  expect(parseIsoDay("2026-06-30")).toEqual({ year: 2026, month: 6, day: 30 });
});
