import { foldForSearch } from "../lib/text-search.ts";

/*
 * The dates of a CV's entries, in the three languages: "2019 – now", "March 2018 - Present",
 * "03/2016 – 08/2019", "depuis 2019", "Zanvye 2020 – ozordi". Months are counted from year 0
 * (2019 × 12 + month − 1), so a span is an end minus a start. Only years from 1950 to next year
 * count, so a phone number or a postcode is never a date.
 */

/** A month as a number: year × 12 + (month − 1). */
export type MonthNumber = number;
export type DateRange = { start: MonthNumber; end: MonthNumber; ongoing: boolean };

const MONTHS: Record<string, number> = {};
const monthNames = [
  // English, French and Kreol Seselwa, folded; short forms too.
  ["january", "jan", "janvier", "janv", "zanvye"],
  ["february", "feb", "fevrier", "fev", "fevr", "fevriye"],
  ["march", "mar", "mars"],
  ["april", "apr", "avril", "avr"],
  ["may", "mai", "me"],
  ["june", "jun", "juin", "zen"],
  ["july", "jul", "juillet", "juil", "zilyet"],
  ["august", "aug", "aout", "out"],
  ["september", "sep", "sept", "septembre", "septanm"],
  ["october", "oct", "octobre", "oktob"],
  ["november", "nov", "novembre", "novanm"],
  ["december", "dec", "decembre", "desanm"],
];
monthNames.forEach((names, index) => names.forEach((name) => (MONTHS[name] = index)));

/** Words that say an entry goes on today. */
const NOW = [
  "now",
  "present",
  "current",
  "currently",
  "today",
  "to date",
  "date",
  "ongoing",
  "aujourd'hui",
  "aujourd hui",
  "ce jour",
  "present",
  "actuel",
  "actuellement",
  "en cours",
  "ozordi",
  "zordi",
  "aprezan",
  "ziska aprezan",
  "ziska ozordi",
];
const SINCE = ["since", "depuis", "depi", "from", "starting"];

const monthPattern = Object.keys(MONTHS)
  .toSorted((a, b) => b.length - a.length)
  .join("|");
const nowPattern = NOW.toSorted((a, b) => b.length - a.length)
  .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+"))
  .join("|");

/** One point in time as a CV writes it: "2019", "March 2019", "03/2019", "2019-03". */
const POINT = `(?:((?:19|20)\\d\\d)\\s*[/-]\\s*(\\d{1,2})(?!\\d)|(\\d{1,2})\\s*[/.-]\\s*((?:19|20)\\d\\d)|(?:(${monthPattern})\\.?\\s+)?((?:19|20)\\d\\d))`;
const SEPARATOR = `\\s*(?:-|–|—|to|a|au|jusqu'a|jusqu'en|ziska|till|until)\\s*`;
const RANGE = new RegExp(`(?<![\\p{L}\\d])${POINT}(?:${SEPARATOR}(?:${POINT}|(${nowPattern})))?(?![\\p{L}\\d])`, "gu");
const SINCE_RE = new RegExp(`(?:${SINCE.join("|")})\\s*$`, "u");

type Point = { month: MonthNumber; hasMonth: boolean };

function point(groups: (string | undefined)[], today: MonthNumber): Point | undefined {
  const [yearFirst, monthAfterYear, monthNum, yearAfterMonth, monthName, year] = groups;
  let y: number;
  let m: number | undefined;
  if (year !== undefined) {
    y = Number(year);
    m = monthName !== undefined ? MONTHS[monthName] : undefined;
  } else if (yearAfterMonth !== undefined) {
    y = Number(yearAfterMonth);
    m = Number(monthNum) - 1;
  } else if (yearFirst !== undefined) {
    y = Number(yearFirst);
    m = Number(monthAfterYear) - 1;
  } else return undefined;
  if (m !== undefined && (m < 0 || m > 11)) return undefined;
  if (y < 1950 || y * 12 > today + 12) return undefined;
  return { month: y * 12 + (m ?? 0), hasMonth: m !== undefined };
}

/** Today as a month number, from a day such as "2026-05-30". */
export function monthOf(day: string): MonthNumber {
  const [year, month] = day.split("-").map(Number);
  return year! * 12 + (month! - 1);
}

/**
 * The first range of dates in a text, or undefined. A single year with nothing after it is six
 * months of that year, unless "since" comes before it (then it runs to today).
 */
export function findDateRange(
  text: string,
  today: MonthNumber,
): (DateRange & { index: number; length: number }) | undefined {
  const folded = foldForSearch(text);
  for (const match of folded.matchAll(RANGE)) {
    const start = point(match.slice(1, 7), today);
    if (!start) continue;
    const end = point(match.slice(7, 13), today);
    const ongoing = match[13] !== undefined || (end === undefined && SINCE_RE.test(folded.slice(0, match.index)));
    const range = { index: match.index, length: match[0].length };
    if (ongoing) return { start: start.month, end: Math.max(today, start.month), ongoing: true, ...range };
    if (end) {
      // "2016 – 2019" with years alone: from the start of one year to the start of the other.
      if (end.month < start.month) continue;
      return { start: start.month, end: end.month, ongoing: false, ...range };
    }
    return { start: start.month, end: start.month + 6, ongoing: false, ...range };
  }
  return undefined;
}

/** The months covered by a set of ranges, each month counted once when two jobs overlap. */
export function monthsCovered(ranges: readonly DateRange[]): number {
  const sorted = ranges.toSorted((a, b) => a.start - b.start);
  let total = 0;
  let until = -Infinity;
  for (const { start, end } of sorted) {
    const from = Math.max(start, until);
    if (end > from) total += end - from;
    until = Math.max(until, end);
  }
  return total;
}
