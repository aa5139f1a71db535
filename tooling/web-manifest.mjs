// @ts-check
// The web app manifest of each language's site. Installed from /crs, the app opens the Kreol home
// page and the install dialog describes it in Kreol; installed from /fr, in French. The scope stays
// the whole site, so the language switcher does not take an installed app out of its window.
import { readFileSync } from "node:fs";
import path from "node:path";
import { localePrefix } from "./locales.mjs";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Where a language's manifest is served: /manifest.webmanifest, /fr/manifest.webmanifest.
 * @param {import("../src/i18n/locales.ts").Locale} locale
 */
export const manifestPath = (locale) => `${localePrefix(locale)}/manifest.webmanifest`;

/**
 * The English manifest (public/manifest.webmanifest) made into a language's: its home page as
 * start_url and id (one installed app per language), its lang, and its description.
 * @param {Record<string, unknown>} base
 * @param {import("../src/i18n/locales.ts").Locale} locale
 * @param {string} description
 * @returns {Record<string, unknown>}
 */
export function localizedManifest(base, locale, description) {
  const home = localePrefix(locale) || "/";
  return { ...base, id: home, lang: locale, description, start_url: home };
}

/**
 * The app's description in a language: the home page's own description (home_description in the
 * home feature's catalogue), so there is one translation to keep up.
 * @param {string} locale
 * @returns {string}
 */
export function appDescription(locale) {
  const file = path.join(root, "src", "features", "home", "messages", `${locale}.json`);
  const description = JSON.parse(readFileSync(file, "utf8")).home_description;
  if (typeof description !== "string" || !description) throw new Error(`${file} has no home_description`);
  return description;
}

/** The English manifest the others are made from. @returns {Record<string, unknown>} */
export const baseManifest = () => JSON.parse(readFileSync(path.join(root, "public", "manifest.webmanifest"), "utf8"));
