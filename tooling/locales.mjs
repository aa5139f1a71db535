// @ts-check
// The site's languages for the build: src/i18n/locales.ts is the one list (and the one place for
// prefixes and service worker file names); this module re-exports it for the build code, with the
// two things only the build needs. It imports TypeScript, so it runs under tsx, Vite or Vitest.
import { LOCALE_CHOICE_KEY } from "../src/i18n/locale-choice.ts";
import { baseLocale, localePrefix, locales, serviceWorkerFile, splitLocale } from "../src/i18n/locales.ts";

export { baseLocale, LOCALE_CHOICE_KEY, localePrefix, locales, serviceWorkerFile };

/** The language of a site URL: "/fr/news?q=1" → "fr", "/help" → "en". @param {string} url */
export const localeOfUrl = (url) => splitLocale(url.replace(/[?#].*$/, "")).locale;

/**
 * An inline script for the head of the English home page: a visit to the bare root "/" goes to
 * the home page of the language the visitor chose with the switcher (src/i18n/locale-choice.ts),
 * before anything paints. The postbuild step tooling/postbuild/steps/root-redirect.ts adds it (and the CSP hashes it like every inline
 * script), so no page carries its code in JavaScript.
 */
export function rootRedirectScript() {
  const homes = Object.fromEntries(
    locales.filter((locale) => locale !== baseLocale).map((locale) => [locale, localePrefix(locale)]),
  );
  return `try{var p=${JSON.stringify(homes)}[localStorage.getItem(${JSON.stringify(LOCALE_CHOICE_KEY)})];if(p&&location.pathname==="/")location.replace(p+location.search+location.hash)}catch(e){}`;
}
