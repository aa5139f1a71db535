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

/** Where the language switcher keeps the visitor's choice (src/i18n/locale-choice.ts writes it). */
export const LOCALE_CHOICE_KEY = "koudmen.locale";

/**
 * An inline script for the head of the English home page: a visit to the bare root "/" goes to
 * the home page of the language the visitor chose with the switcher, before anything paints.
 * scripts/postbuild.mjs adds it (and the CSP hashes it like every inline script), so no page
 * carries its code in JavaScript.
 */
export function rootRedirectScript() {
  const homes = Object.fromEntries(locales.filter((locale) => locale !== baseLocale).map((l) => [l, localePrefix(l)]));
  return `try{var p=${JSON.stringify(homes)}[localStorage.getItem(${JSON.stringify(LOCALE_CHOICE_KEY)})];if(p&&location.pathname==="/")location.replace(p+location.search+location.hash)}catch(e){}`;
}
