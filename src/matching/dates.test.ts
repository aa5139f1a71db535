import { findDateRange, joinBrokenRanges, monthOf, monthsCovered } from "./dates.ts";

const today = monthOf("2025-04-20");
const years = (text: string) => {
  const range = findDateRange(text, today);
  return range ? (range.end - range.start) / 12 : undefined;
};

it("reads the ranges CVs write, in English, French and Kreol Seselwa", () => {
  expect(years("Receptionist, 2016 – 2019")).toBe(3);
  expect(years("March 2021 – now")).toBe(4 + 1 / 12);
  expect(years("mars 2021 – aujourd'hui")).toBe(4 + 1 / 12);
  expect(years("Mars 2021 – ozordi")).toBe(4 + 1 / 12);
  expect(years("03/2018 - 09/2020")).toBe(2.5);
  expect(years("2019-01 to 2020-01")).toBe(1);
  expect(years("Jan 2020 - Present")).toBeCloseTo(5.25, 2);
  expect(years("depuis 2023")).toBeCloseTo(2.25, 2);
  expect(years("depi 2023")).toBeCloseTo(2.25, 2);
});

it("reads two months with the year written once after the second, never the first month as a title", () => {
  expect(years("Avril – Zen 2023 (staz)")).toBe(2 / 12);
  expect(years("avril - juin 2023")).toBe(2 / 12);
  expect(years("Kitchen trainee, March – June 2023")).toBe(3 / 12);
  expect(years("Nov – Feb 2024")).toBe(3 / 12);
  expect(findDateRange("Stazyer lakwizin, Avril – Zen 2023", today)).toMatchObject({ index: 18, length: 16 });
  expect(years("Avril – Zen 2031")).toBeUndefined();
  // A whole range keeps its own reading.
  expect(years("April 2021 – June 2023")).toBe(2 + 2 / 12);
});

it("takes a single year as six months of it, and never a phone number or a year to come", () => {
  expect(years("Waiter, Ocean Café, 2019")).toBe(0.5);
  expect(years("Tel +248 2 512 345")).toBeUndefined();
  expect(years("2030 – 2032")).toBeUndefined();
  expect(years("Room 1203, 20 guests")).toBeUndefined();
});

it("counts each month once when jobs overlap", () => {
  const a = { start: monthOf("2019-01-01"), end: monthOf("2021-01-01"), ongoing: false };
  const b = { start: monthOf("2020-01-01"), end: monthOf("2022-01-01"), ongoing: false };
  expect(monthsCovered([a, b])).toBe(36);
  expect(monthsCovered([])).toBe(0);
});

it("takes the word for 'since' as part of the dates, and joins a range broken after its dash", () => {
  expect(findDateRange("Storekeeper, depi 2016", today)).toMatchObject({ index: 13, length: 9, ongoing: true });
  expect(findDateRange("since 2020", today)).toMatchObject({ index: 0, length: 10 });
  expect(joinBrokenRanges(["2018 –", "present", "Bookkeeper", "2015 -", "Accounts clerk"])).toEqual([
    "2018 – present",
    "Bookkeeper",
    "2015 -",
    "Accounts clerk",
  ]);
  expect(joinBrokenRanges(["Zanvye 2021 –", "ozordi"])).toEqual(["Zanvye 2021 – ozordi"]);
});

it("joins back a range a narrow column cut before its dash, or word by word, and nothing else", () => {
  // en-157: "Apr 2023" then "– now"; en-21: "since", "March", "2025", each on its own line.
  expect(joinBrokenRanges(["Apr 2023", "– now", "Minibar Attendant, Housekeeping"])).toEqual([
    "Apr 2023 – now",
    "Minibar Attendant, Housekeeping",
  ]);
  expect(joinBrokenRanges(["since", "March", "2025", "Receptionist , Villa Lagon Bleu"])).toEqual([
    "since March 2025",
    "Receptionist , Villa Lagon Bleu",
  ]);
  expect(joinBrokenRanges(["depuis", "mars 2019", "Plombier"])).toEqual(["depuis mars 2019", "Plombier"]);
  // fr-166: "février –" then "juillet 2026", two months of one year.
  expect(joinBrokenRanges(["février –", "juillet 2026", "Stagiaire"])).toEqual(["février – juillet 2026", "Stagiaire"]);
  expect(years(joinBrokenRanges(["février –", "juillet 2026"])[0]!)).toBe(5 / 12);
  // en-03: "Sep 2023 – Feb" then "2024".
  expect(joinBrokenRanges(["Sep 2023 – Feb", "2024", "IT support intern"])).toEqual([
    "Sep 2023 – Feb 2024",
    "IT support intern",
  ]);
  expect(years(joinBrokenRanges(["Apr 2023", "– now"])[0]!)).toBe(2);
  // A title, a bullet or a description after a date stays a line of its own.
  expect(joinBrokenRanges(["2019", "Cashier, Beau Vallon Mini Market", "– cash and card payments"])).toEqual([
    "2019",
    "Cashier, Beau Vallon Mini Market",
    "– cash and card payments",
  ]);
  expect(joinBrokenRanges(["Since", "I was a child I loved the sea"])).toEqual([
    "Since",
    "I was a child I loved the sea",
  ]);
});

it("takes 'From' before a range with an end as part of its dates, and reads 'till date' as today", () => {
  // en-175: "From June 2010 to December 2016", "From March 2017 to till date", each on the line below its title.
  expect(findDateRange("From June 2010 to December 2016", today)).toMatchObject({
    ongoing: false,
    index: 0,
    length: 31,
  });
  expect(findDateRange("From March 2017 to till date", today)).toMatchObject({ ongoing: true, index: 0, length: 28 });
  expect(years("From 2005 to 2009")).toBe(4);
});

it("reads 'à ce jour' and 'à présent' as today, as 'aujourd'hui' is", () => {
  // fr-121, fr-138: "janv. 2023 – à ce jour", "2008 – à ce jour".
  expect(findDateRange("janv. 2023 – à ce jour", today)).toMatchObject({ ongoing: true, index: 0, length: 22 });
  expect(years("2008 – à ce jour")).toBe(17 + 3 / 12);
  expect(years("mars 2021 – à présent")).toBe(4 + 1 / 12);
});
