/*
 * The dates and sums written in content/ (a news item's date and event day, a job listing's posted
 * and closing day and pay), as a page in one language shows them. The content plugin formats them
 * once, at build, in Node: the pages get the words, never the formatting code. Days come from the
 * site's own table of months (src/i18n/dates.mjs: Kreol Seselwa has no Intl data, and no page
 * needs Intl for a date); sums from Intl, whose numbers Node and every browser write alike.
 */

import { formatDay } from "../../src/i18n/dates.mjs";
import { formatLocale, type Locale } from "../../src/i18n/locales.ts";

/**
 * "2025-03-29" in a language: "29 March 2025", "29 mars 2025", "29 Mars 2025". Every date of the
 * site in one style per language (src/i18n/dates.mjs).
 */
export function formatDate(isoDate: string, locale: Locale): string {
  return formatDay(isoDate, locale);
}

/** A sum of rupees as the language writes it: "12,000" in English, "12 000" in French and Kreol. */
export function formatAmount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(formatLocale[locale]).format(value);
}
