import { siteFormatLocale } from "@/i18n/site-locale";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The site's dates (news items, job listings), written once in content/ as ISO dates.
 * "2025-03-29" → "March 29, 2025" in English, "29 mars 2025" in French and Kreol Seselwa (see
 * formatLocale): the month in full, the day without a leading zero. Read and written in UTC, so the
 * prerendered page and every visitor's browser show the same day whatever their time zone.
 */
export function formatDate(isoDate: string, locale: string = siteFormatLocale): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    parseIsoDate(isoDate),
  );
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
