// @ts-check
/*
 * The site's languages for the plain-JavaScript Node tools (the term check, the staff's issue when
 * a save cannot go live), which cannot import src/i18n/locales.ts: read from
 * project.inlang/settings.json, which src/i18n/catalogue.test.ts holds to locales.ts. Node only
 * (it reads a file); TypeScript code imports locales.ts instead.
 */
import { readFileSync } from "node:fs";

const settings = JSON.parse(readFileSync(new URL("../../project.inlang/settings.json", import.meta.url), "utf8"));

/** Every language, in the order of locales.ts: ["en", "fr", "crs"]. @type {readonly string[]} */
export const projectLocales = Object.freeze([...settings.locales]);
/** The language the others are translated from: "en". @type {string} */
export const projectBaseLocale = settings.baseLocale;
/** The translations' languages, in order: ["fr", "crs"]. @type {readonly string[]} */
export const translatedLocales = Object.freeze(projectLocales.filter((locale) => locale !== projectBaseLocale));

/**
 * The languages' names in English where Intl's differ from the site's: Intl calls crs "Seselwa
 * Creole French". A name, not code: a language Intl names as the site does needs no line here.
 * src/i18n/locales.test.ts holds englishName to locales.ts's localeEnglishNames.
 */
const ENGLISH_NAMES = /** @type {Readonly<Record<string, string>>} */ ({ crs: "Kreol Seselwa" });
const intlNames = new Intl.DisplayNames(["en"], { type: "language" });

/** A language's name in English, for the staff: "fr" → "French", "crs" → "Kreol Seselwa". @param {string} locale */
export const englishName = (locale) => ENGLISH_NAMES[locale] ?? intlNames.of(locale) ?? locale;

/**
 * Names in a list as English writes one: "French", "French and Kreol Seselwa", "a, b and c".
 * @param {readonly string[]} names
 * @param {string} [last] the word before the last name: "and", "or"
 */
export const inEnglishList = (names, last = "and") =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} ${last} ${names.at(-1)}` : (names[0] ?? "");
