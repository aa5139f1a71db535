import { siteFormatLocale } from "@/i18n/site-locale";

/*
 * Counts and sizes in this build's language. The first Intl.NumberFormat a page creates starts
 * the browser's number data (ICU): about 15 ms on this project's 2-core machines and about 60 ms at
 * a phone's 4× slower CPU, one long task in the middle of the page's start. The numbers pages show
 * as they start are small counts ("Education #1", "3 resources in …", "up to 10 MB"), and a whole
 * number under 1,000 is its digits alone in every language the site is built in (numbers.test.ts
 * checks that against Intl for each formatting locale), so those never create one.
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

const formats = new Map<string, Intl.NumberFormat>();

/** A number as this build's language writes it: "1,950" and "1.5" in English, "1 950" and "1,5" in French. */
export function formatNumber(value: number, { grouping = true, maxFractionDigits }: NumberStyle = {}): string {
  if (isSmallCount(value)) return String(value);
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
