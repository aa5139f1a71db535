import { siteFormatLocale } from "@/i18n/site-locale";

const rules = new Intl.PluralRules(siteFormatLocale);
const number = new Intl.NumberFormat(siteFormatLocale);

/** Whether a count takes this language's singular: 1 in English; 0 and 1 in French. */
export function isOne(count: number): boolean {
  return rules.select(count) === "one";
}

/** A count as this language writes it: "1,950" in English, "1 950" in French. */
export function formatCount(count: number): string {
  return number.format(count);
}
