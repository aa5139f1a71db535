// @ts-check
// The site's languages for the build scripts, which run on plain Node (no TypeScript): read from
// the Paraglide project, the one list src/i18n/locales.ts is checked against.
import { readFileSync } from "node:fs";
import path from "node:path";

/** @type {string[]} */
export const locales = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "..", "project.inlang", "settings.json"), "utf8"),
).locales;
const baseLocale = /** @type {string} */ (locales[0]);

/** "" for English, "/fr" for French. @param {string} locale */
export const localePrefix = (locale) => (locale === baseLocale ? "" : `/${locale}`);

/** The language of a site URL: "/fr/news" → "fr", "/help" → "en". @param {string} url */
export function localeOfUrl(url) {
  const first = /^\/([^/?#]+)/.exec(url)?.[1];
  return first && first !== baseLocale && locales.includes(first) ? first : baseLocale;
}

/**
 * A language's service worker file, at the site root: sw.js for English, sw-fr.js for French.
 * (src/components/layout/update-prompt.tsx registers the same names.)
 * @param {string} locale
 */
export const serviceWorkerFile = (locale) => (locale === baseLocale ? "sw.js" : `sw-${locale}.js`);
