import { foldForSearch } from "../lib/text-search.ts";
import { allLanguages, CV_WORDS } from "./words/index.ts";

/*
 * The dates of a CV's entries, in the three languages: "2019 – now", "March 2018 - Present",
 * "03/2016 – 08/2019", "depuis 2019", "Zanvye 2020 – ozordi". Months are counted from year 0
 * (2019 × 12 + month − 1), so a span is an end minus a start. Only years from 1950 to next year
 * count, so a phone number or a postcode is never a date.
 */

/** A month as a number: year × 12 + (month − 1). */
export type MonthNumber = number;
export type DateRange = { start: MonthNumber; end: MonthNumber; ongoing: boolean };

/** Month names and short forms in every language (./words/<locale>.json cv.months), folded: their month, 0 to 11. */
const MONTHS: Record<string, number> = {};
for (const words of Object.values(CV_WORDS))
  words.months.forEach((names, index) => names.forEach((name) => (MONTHS[foldForSearch(name)] = index)));

/** Words that say an entry goes on today, folded. */
const NOW = [...new Set(allLanguages((words) => words.now).map(foldForSearch))];
/** Words before a date that start an entry ("since 2019"). */
const SINCE = [...new Set(allLanguages((words) => words.since).map(foldForSearch))];
/** Words between two dates, beside the dashes. */
const UNTIL = [...new Set(allLanguages((words) => words.until).map(foldForSearch))].toSorted(
  (a, b) => b.length - a.length,
);
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const monthPattern = Object.keys(MONTHS)
  .toSorted((a, b) => b.length - a.length)
  .join("|");
const nowPattern = NOW.toSorted((a, b) => b.length - a.length)
  .map((w) => escape(w).replace(/ /g, "\\s+"))
  .join("|");

/** One point in time as a CV writes it: "2019", "March 2019", "03/2019", "2019-03". */
const POINT = `(?:((?:19|20)\\d\\d)\\s*[/-]\\s*(\\d{1,2})(?!\\d)|(\\d{1,2})\\s*[/.-]\\s*((?:19|20)\\d\\d)|(?:(${monthPattern})\\.?\\s+)?((?:19|20)\\d\\d))`;
const SEPARATOR = `\\s*(?:-|–|—|${UNTIL.map(escape).join("|")})\\s*`;
const RANGE = new RegExp(`(?<![\\p{L}\\d])${POINT}(?:${SEPARATOR}(?:${POINT}|(${nowPattern})))?(?![\\p{L}\\d])`, "gu");
/** "April – June 2023", "avril – juin 2023", "Avril – Zen 2023": two months of one year, the year written once. */
const MONTH_SPAN = new RegExp(
  `(?<![\\p{L}\\d])(${monthPattern})\\.?${SEPARATOR}(${monthPattern})\\.?\\s+((?:19|20)\\d\\d)(?![\\p{L}\\d])`,
  "u",
);
/** "since" just before a date, with what stands before it: the word starts after that. */
const sincePattern = SINCE.map(escape).join("|");
const SINCE_RE = new RegExp(`(^|[^\\p{L}])(?:${sincePattern})\\s*$`, "u");

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
  const span = monthSpan(folded, today);
  for (const match of folded.matchAll(RANGE)) {
    // The span's year is the range's end: the span, which starts before it, is the range.
    if (span && span.index <= match.index) return span;
    const start = point(match.slice(1, 7), today);
    if (!start) continue;
    const end = point(match.slice(7, 13), today);
    // "depi 2016", "From June 2010 to December 2016": the word that says "since" or "from" belongs to the dates,
    // not to a title beside them; with no end, it says the range goes on today.
    const lead = SINCE_RE.exec(folded.slice(0, match.index));
    const since = end === undefined && match[13] === undefined ? lead : null;
    const ongoing = match[13] !== undefined || since !== null;
    const from = lead ? lead.index + lead[1]!.length : match.index;
    const range = { index: from, length: match.index + match[0].length - from };
    if (ongoing) return { start: start.month, end: Math.max(today, start.month), ongoing: true, ...range };
    if (end) {
      // "2016 – 2019" with years alone: from the start of one year to the start of the other.
      if (end.month < start.month) continue;
      return { start: start.month, end: end.month, ongoing: false, ...range };
    }
    return { start: start.month, end: start.month + 6, ongoing: false, ...range };
  }
  return span;
}

/** Two months and one year ("Avril – Zen 2023"); a start after the end is the year before ("Nov – Feb 2024"). */
function monthSpan(folded: string, today: MonthNumber): (DateRange & { index: number; length: number }) | undefined {
  const match = MONTH_SPAN.exec(folded);
  if (!match) return undefined;
  const year = Number(match[3]);
  if (year < 1950 || year * 12 > today + 12) return undefined;
  const end = year * 12 + MONTHS[match[2]!]!;
  const startMonth = MONTHS[match[1]!]!;
  const start = (startMonth <= MONTHS[match[2]!]! ? year : year - 1) * 12 + startMonth;
  return { start, end, ongoing: false, index: match.index, length: match[0].length };
}

const OPEN_RANGE = new RegExp(`(?<![\\p{L}\\d])${POINT}${SEPARATOR}$`, "u");
const RANGE_END = new RegExp(`^(?:${POINT}|(?:${nowPattern}))(?![\\p{L}\\d])`, "u");
/** A line that is one point in time and nothing else ("Apr 2023", "2019"). */
const POINT_ALONE = new RegExp(`^${POINT}$`, "u");
/** A line that starts with the rest of a range: a dash or "to", then a point or "now" ("– now", "– 2023"). */
const REST_OF_RANGE = new RegExp(`^${SEPARATOR}(?:${POINT}|(?:${nowPattern}))(?![\\p{L}\\d])`, "u");
/** The start of a date cut before its year: "since", a month, or both ("since", "March", "depuis mars"). */
const DATE_START = new RegExp(`^(?:(?:${sincePattern})(?:\\s+(?:${monthPattern})\\.?)?|(?:${monthPattern})\\.?)$`, "u");
/** A range cut after the month of its end ("Sep 2023 – Feb", then "2024"). */
const OPEN_END = new RegExp(`(?<![\\p{L}\\d])${POINT}${SEPARATOR}(?:${monthPattern})\\.?$`, "u");
/** Two months of one year cut after the first ("février –", then "juillet 2026"). */
const OPEN_MONTH = new RegExp(`^(?:${monthPattern})\\.?${SEPARATOR}$`, "u");
/** A line that starts with a year. */
const YEAR_FIRST = /^(?:19|20)\d\d(?![\p{L}\d])/u;
/** A line that starts with a month or a year (what follows DATE_START). */
const MONTH_OR_YEAR = new RegExp(`^(?:(?:${monthPattern})\\.?|(?:19|20)\\d\\d)(?![\\p{L}\\d])`, "u");

/** Whether a line and the next are one range of dates that a narrow column cut in two. */
function cutRange(line: string, next: string): boolean {
  const [a, b] = [foldForSearch(line).trim(), foldForSearch(next).trim()];
  return (
    (OPEN_RANGE.test(a) && RANGE_END.test(b)) ||
    (POINT_ALONE.test(a) && REST_OF_RANGE.test(b)) ||
    (OPEN_END.test(a) && YEAR_FIRST.test(b)) ||
    (OPEN_MONTH.test(a) && MONTH_OR_YEAR.test(b)) ||
    (DATE_START.test(a) && MONTH_OR_YEAR.test(b))
  );
}

/**
 * Lines with a range of dates broken by a narrow column of dates in a PDF joined back, so the range
 * is read whole: after its dash ("2018 –" then "present"), before it ("Apr 2023" then "– now"), before
 * its last year ("Sep 2023 – Feb" then "2024", "février –" then "juillet 2026"), or word by word ("since",
 * "March", "2025").
 */
export function joinBrokenRanges(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    while (lines[i + 1] !== undefined && cutRange(line, lines[i + 1]!)) line = `${line} ${lines[++i]!}`;
    out.push(line);
  }
  return out;
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
