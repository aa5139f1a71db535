import { siteFormatLocale } from "@/i18n/site-locale";

const numbers = new Intl.NumberFormat(siteFormatLocale);

/** A count or an entry's number as this build's language writes it: "1,950" in English, "1 950" in French. */
export function formatNumber(value: number): string {
  return numbers.format(value);
}
