import { siteFormatLocale } from "@/i18n/site-locale";

/*
 * Counts, sizes and sums in this build's language. The first Intl.NumberFormat a page creates starts
 * the browser's number data (ICU): about 15 ms on this project's 2-core machines and about 60 ms at
 * a phone's 4× slower CPU, one long task in the middle of the page's start. The numbers pages show
 * as they start are whole numbers: small counts ("Education #1", "3 resources in …", "up to 10 MB")
 * and a job's pay ("SCR 9,000 – 12,000"). A whole number under 1,000 is its digits alone in every
 * language the site is built in, and a larger one its digits in threes with the language's
 * separator (numbers.test.ts checks both against Intl for each formatting locale), so those never
 * create one.
 */

/** Whole numbers from 0 to 999: written the same, digits only, in English, French and Kreol Seselwa. */
function isSmallCount(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < 1000;
}

export type NumberStyle = {
  /** Thousands separators ("1,950"); false for sizes ("1023 bytes"). */
  grouping?: boolean;
  /** At most this many decimals ("1.5"); Intl's default (3) when left out. */
  maxFractionDigits?: number;
};

/** What separates each three digits of a whole number, by formatting locale (src/i18n/locales.ts). */
export const THOUSANDS_SEPARATOR: Record<string, string> = { en: ",", "fr-SC": "\u202f" };

/** A whole number from 0 up, its digits in threes with `separator`: 12000 → "12,000". */
function groupDigits(value: number, separator: string): string {
  return String(value).replace(/\B(?=(\d{3})+$)/g, separator);
}

const formats = new Map<string, Intl.NumberFormat>();

/** A number as this build's language writes it: "1,950" and "1.5" in English, "1 950" and "1,5" in French. */
export function formatNumber(value: number, { grouping = true, maxFractionDigits }: NumberStyle = {}): string {
  if (isSmallCount(value)) return String(value);
  const separator = THOUSANDS_SEPARATOR[siteFormatLocale];
  if (Number.isSafeInteger(value) && value > 0 && separator !== undefined)
    return grouping ? groupDigits(value, separator) : String(value);
  const key = `${grouping}/${maxFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(siteFormatLocale, {
      useGrouping: grouping,
      ...(maxFractionDigits === undefined ? {} : { maximumFractionDigits: maxFractionDigits }),
    });
    formats.set(key, format);
  }
  return format.format(value);
}

let pluralRules: Intl.PluralRules | undefined;

/**
 * Whether a count takes this language's singular: 1 in English; 0 and 1 in French and Kreol.
 * (Plural rules do not start the number data: creating them is cheap.)
 */
export function takesSingular(count: number): boolean {
  pluralRules ??= new Intl.PluralRules(siteFormatLocale);
  return pluralRules.select(count) === "one";
}
