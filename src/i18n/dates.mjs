/*
 * Days and months in words, in English, French and Kreol Seselwa, from tables: no Intl, so no page
 * starts the browser's ICU data for a date (see src/lib/numbers.ts), and the words written at
 * prerender are the ones every browser shows. Browsers and Node have no `crs` date data at all:
 * Intl would have written Kreol dates in French ('30 juin'). Plain JavaScript, so the content
 * plugin (at build), the pages, the CV Builder and the French typography check (in Node, without a
 * bundler: scripts/terms.mjs) share one table.
 *
 * One style per language, for every date the site shows (a news item's day, a listing's posted and
 * closing day, an event's day): English "30 June 2026", French "30 juin 2026" (no-break spaces, and
 * "1er juin" for the first of a month), Kreol Seselwa "30 Zen 2026". The sentence around a date
 * says "le" where its language needs it ("Clôture le {date}", "I ferm le {date}"): that is in the
 * messages, not here.
 */

/** @typedef {import("./locales.ts").Locale} Locale */

/**
 * The months in each language, January first. Kreol Seselwa as official texts write them where we
 * found them ('Zen', 'Me', 'Oktob', 'fevriye', 'Avril'); the others are marked for a native
 * speaker in docs/languages.md ("Dates").
 * @type {Record<Locale, readonly string[]>}
 */
export const MONTHS = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
  crs: ["Zanvye", "Fevriye", "Mars", "Avril", "Me", "Zen", "Zilyet", "Out", "Septanm", "Oktob", "Novanm", "Desanm"],
};

/** The no-break space French keeps between a day, its month and its year. */
const NBSP = "\u00A0";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})(?:-\d{2})?$/;

/**
 * A day written YYYY-MM-DD as its numbers, checked: throws "Not an ISO date: …" for anything else,
 * a 13th month or a 30 February.
 * @param {string} isoDate
 * @returns {{ year: number, month: number, day: number }} month and day from 1
 */
export function parseIsoDay(isoDate) {
  const match = ISO_DAY.exec(isoDate);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)) return { year, month, day };
  }
  throw new Error(`Not an ISO date: ${isoDate}`);
}

/** @param {number} year @param {number} month from 1 */
function daysInMonth(year, month) {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * A month's name in a language: monthName(6, "crs") is "Zen".
 * @param {number} month from 1 (January) to 12
 * @param {Locale} locale
 */
export function monthName(month, locale) {
  const name = MONTHS[locale][month - 1];
  if (name === undefined) throw new Error(`No month ${month}`);
  return name;
}

/**
 * A day in words: "2026-06-30" is "30 June 2026" in English, "30 juin 2026" in French (with
 * no-break spaces; "1er juin 2026" for the first) and "30 Zen 2026" in Kreol Seselwa.
 * @param {string} isoDate YYYY-MM-DD
 * @param {Locale} locale
 */
export function formatDay(isoDate, locale) {
  const { year, month, day } = parseIsoDay(isoDate);
  const name = monthName(month, locale);
  if (locale === "en") return `${day} ${name} ${year}`;
  if (locale === "fr") return `${day === 1 ? "1er" : day}${NBSP}${name}${NBSP}${year}`;
  return `${day} ${name} ${year}`;
}

/**
 * A month and its year in words (a CV's start and end dates): "2026-06" (or a whole day) is "June
 * 2026", "juin 2026" (no-break space) and "Zen 2026".
 * @param {string} isoMonth YYYY-MM or YYYY-MM-DD
 * @param {Locale} locale
 */
export function formatMonthYear(isoMonth, locale) {
  const match = ISO_MONTH.exec(isoMonth);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new Error(`Not an ISO month: ${isoMonth}`);
  return `${monthName(month, locale)}${locale === "fr" ? NBSP : " "}${match[1]}`;
}
