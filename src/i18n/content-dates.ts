/*
 * The days written in content/ (a news item's date and event day, a listing's posted and closing
 * day) as a page in one language shows them, from tables: no Intl, so no page starts the browser's
 * ICU data to show a date (see src/lib/numbers.ts), and the words written at prerender are the
 * ones every browser shows while it hydrates. The words are those Intl wrote with each language's
 * formatting locale (src/i18n/locales.ts's formatLocale: French as in Seychelles for French and
 * Kreol Seselwa); content-dates.test.ts holds the two to the same words for every day of ten years.
 */
import type { Locale } from "./locales.ts";

const MONTHS = {
  en: "January February March April May June July August September October November December".split(" "),
  fr: "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(" "),
};

/** Each language's month names: Kreol Seselwa's dates are written as French in Seychelles writes them. */
const monthsOf: Record<Locale, readonly string[]> = { en: MONTHS.en, fr: MONTHS.fr, crs: MONTHS.fr };

function parts(isoDate: string): { year: string; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Not an ISO date: ${isoDate}`);
  return { year: match[1] ?? "", month: Number(match[2]), day: Number(match[3]) };
}

/** "2025-03-29" → "March 29, 2025" in English, "29 mars 2025" in French and Kreol Seselwa: a news item's date, a listing's posted day. */
export function formatDate(isoDate: string, locale: Locale): string {
  const { year, month, day } = parts(isoDate);
  const name = monthsOf[locale][month - 1];
  return locale === "en" ? `${name} ${day}, ${year}` : `${day} ${name} ${year}`;
}

/** "2026-05-30" → "30 May 2026" in English, "30 mai 2026" in French and Kreol Seselwa: a closing day, an event's day. */
export function formatDayMonthYear(isoDate: string, locale: Locale): string {
  const { year, month, day } = parts(isoDate);
  return `${day} ${monthsOf[locale][month - 1]} ${year}`;
}
