import { baseLocale, isLocale, locales, type Locale } from "./locales.ts";

/**
 * The language a build is for, from SITE_LOCALE (English when unset): each language is its own
 * build (scripts/build.ts), so its pages carry only their own words.
 */
export const siteLocale: Locale = readSiteLocale(process.env.SITE_LOCALE);

function readSiteLocale(value: string | undefined): Locale {
  if (value === undefined || value === "") return baseLocale;
  if (isLocale(value)) return value;
  throw new Error(`SITE_LOCALE must be one of ${locales.join(", ")}, not "${value}".`);
}
