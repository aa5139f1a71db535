/*
 * The dates and sums written in content/ (a news item's date, a job listing's posted day and pay),
 * as a page in one language shows them. The content plugin formats them once, at build, in Node:
 * the pages get the words, never the Intl call. So no page starts the browser's ICU data while it
 * loads (a long task on a phone, see src/lib/numbers.ts), and a prerendered date can never differ
 * from what the visitor's browser would write (its own ICU version), so hydration always matches.
 */

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
