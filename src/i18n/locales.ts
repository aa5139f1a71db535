/*
 * The site's three languages and the pure helpers around them (no React). English is at the site
 * root (/help); French and Kreol Seselwa under their own prefix (/fr/help, /crs/help). Each
 * language is its own build (see scripts/build.ts), so a page only ever carries its own words.
 * The one list: the build (scripts/, tooling/locales.mjs) imports it from here, and
 * src/i18n/catalogue.test.ts checks that project.inlang/settings.json says the same.
 */

export const locales = ["en", "fr", "crs"] as const;
export type Locale = (typeof locales)[number];
export const baseLocale: Locale = "en";

/** Each language's name in that language: what the language switcher offers. */
export const localeNames: Record<Locale, string> = {
  en: "English",
  fr: "Français",
  crs: "Kreol Seselwa",
};

/** Each language's short code, beside the globe on a narrow screen (the switcher). */
export const localeShortNames: Record<Locale, string> = { en: "EN", fr: "FR", crs: "KR" };

/**
 * Each language named in English, for the staff who read the content checks' messages. Only the
 * build reads it, so no page's code carries it.
 */
export const localeEnglishNames: Record<Locale, string> = { en: "English", fr: "French", crs: "Kreol Seselwa" };

/**
 * The locale Intl formats numbers (and picks plural forms) with. Browsers and Node have no data for
 * `crs`, and Intl silently falls back to the runtime's own default for a tag it lacks, so a
 * prerendered number could differ from the hydrated one. Kreol Seselwa therefore uses a fixed
 * locale whose conventions it shares (a space between thousands, a decimal comma, 0 and 1
 * singular): French as written in Seychelles. Dates are not Intl's: their months differ
 * ('Zen', not 'juin'), so they come from the site's own table (./dates.mjs).
 */
export const formatLocale: Record<Locale, string> = {
  en: "en",
  fr: "fr-SC",
  crs: "fr-SC",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** "" for English, "/fr" for French: what goes in front of a page's path. */
export function localePrefix(locale: Locale): string {
  return locale === baseLocale ? "" : `/${locale}`;
}

/**
 * A language's service worker, at the site root: sw.js for English, sw-fr.js for French. The build
 * writes it (scripts/postbuild.mjs) and the page registers it (update-prompt.tsx), scoped to the
 * language's prefix: a worker's scope cannot reach above its own folder, hence the root.
 */
export function serviceWorkerFile(locale: Locale): string {
  return locale === baseLocale ? "sw.js" : `sw-${locale}.js`;
}

/**
 * A site path (as in src/config/paths.ts, e.g. "/help?q=health") in a language: "/fr/help?q=health".
 * The home page of a language is its bare prefix: "/fr".
 */
export function localizePath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  const [pathname = "/", rest = ""] = splitOnce(path, /[?#]/);
  return `${pathname === "/" ? prefix : `${prefix}${pathname}`}${rest}`;
}

/** The language of an address's path and the page's path without it: "/crs/news" → crs, "/news". */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && first !== baseLocale && isLocale(first)) return { locale: first, path: match?.[2] || "/" };
  return { locale: baseLocale, path: pathname || "/" };
}

function splitOnce(text: string, separator: RegExp): [string, string] {
  const index = text.search(separator);
  return index === -1 ? [text, ""] : [text.slice(0, index), text.slice(index)];
}
