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

/** What the site says about one language, wherever it names it. */
export interface Language {
  /** Its name in itself: what the language switcher offers ("Français"). */
  name: string;
  /** The short code beside the switcher's globe on a narrow screen ("FR"). */
  shortName: string;
  /** Its name in English, for the staff who read the content checks' messages ("French"). */
  englishName: string;
  /**
   * The locale Intl formats numbers (and picks plural forms) with. Browsers and Node have no data for
   * `crs`, and Intl silently falls back to the runtime's own default for a tag it lacks, so a
   * prerendered number could differ from the hydrated one. Kreol Seselwa therefore uses a fixed
   * locale whose conventions it shares (a space between thousands, a decimal comma, 0 and 1
   * singular): French as written in Seychelles. Dates are not Intl's: their months differ
   * ('Zen', not 'juin'), so they come from the site's own table (./dates.mjs).
   */
  formatLocale: string;
  /** Open Graph's language_TERRITORY for a page's preview: the site speaks to Seychelles ("fr_SC"). */
  ogLocale: string;
}

/** Each language, in one record: a new language starts here (docs/architecture.md, "Adding a language"). */
export const languages: Record<Locale, Language> = {
  en: { name: "English", shortName: "EN", englishName: "English", formatLocale: "en", ogLocale: "en_SC" },
  fr: { name: "Français", shortName: "FR", englishName: "French", formatLocale: "fr-SC", ogLocale: "fr_SC" },
  crs: {
    name: "Kreol Seselwa",
    shortName: "KR",
    englishName: "Kreol Seselwa",
    formatLocale: "fr-SC",
    ogLocale: "crs_SC",
  },
};

/** Each language's name in that language: what the language switcher offers. */
export const localeNames = /* @__PURE__ */ Object.fromEntries(
  locales.map((locale) => [locale, languages[locale].name]),
) as Record<Locale, string>;

/** The locale Intl formats each language's numbers with (Language.formatLocale). */
export const formatLocale = /* @__PURE__ */ Object.fromEntries(
  locales.map((locale) => [locale, languages[locale].formatLocale]),
) as Record<Locale, string>;

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
