import { formatDay, monthName } from "@/i18n/dates.mjs";
import type { Locale } from "@/i18n/locales";

/**
 * A day as the note says it: "20 November" in the current year, "20 November 2025" in another (and
 * in French "20 novembre", "1er décembre"; in Kreol "20 Novanm"). From the site's own month tables:
 * browsers have no Kreol month names.
 */
export function dayWords(day: string, today: string, locale: Locale): string {
  if (day.slice(0, 4) !== today.slice(0, 4)) return formatDay(day, locale);
  const month = monthName(Number(day.slice(5, 7)), locale);
  const date = Number(day.slice(8, 10));
  if (locale === "fr") return `${date === 1 ? "1er" : date}\u00A0${month}`;
  return `${date} ${month}`;
}
