/*
 * The dates and sums written in content/ (a news item's date, a job listing's posted day and pay),
 * as a page in one language shows them. The content plugin formats them once, at build, in Node:
 * the pages get the words, never the Intl call. So no page starts the browser's ICU data while it
 * loads (a long task on a phone, see src/lib/numbers.ts), and a prerendered date can never differ
 * from what the visitor's browser would write (its own ICU version), so hydration always matches.
 */

import { formatLocale, type Locale } from "../../src/i18n/locales.ts";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "2025-03-29" → "March 29, 2025" in English (locale "en"), "29 mars 2025" in French and Kreol
 * Seselwa (formatLocale's "fr-SC"): the month in full, the day without a leading zero. Read and
 * written in UTC, so the day is the one written whatever the build machine's time zone.
 */
export function formatDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    parseIsoDate(isoDate),
  );
}

/**
 * The Intl locale for a day written day first, then the month and the year ("30 May 2026"): the
 * shape of a listing's closing day and a news item's event day in every language (English as in
 * Britain and Seychelles; French and Kreol Seselwa as French in Seychelles, see formatLocale).
 */
const DAY_MONTH_YEAR: Record<Locale, string> = { en: "en-GB", fr: formatLocale.fr, crs: formatLocale.crs };

/** "2026-05-30" → "30 May 2026" in English, "30 mai 2026" in French and Kreol Seselwa. */
export function formatDayMonthYear(isoDate: string, locale: Locale): string {
  return formatDate(isoDate, DAY_MONTH_YEAR[locale]);
}

/** A sum of rupees as the language writes it: "12,000" in English, "12 000" in French and Kreol. */
export function formatAmount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

function parseIsoDate(isoDate: string): Date {
  const match = ISO_DATE.exec(isoDate);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() === month - 1 && date.getUTCDate() === day) return date;
  }
  throw new Error(`Not an ISO date: ${isoDate}`);
}
