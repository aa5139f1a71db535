import type { Locale } from "../../i18n/locales.ts";
import { cv as crsCv, language as crsLanguage } from "./crs.json";
import { cv as enCv, language as enLanguage } from "./en.json";
import { cv as frCv, language as frLanguage } from "./fr.json";
import type { CvWords } from "./schema.ts";

/*
 * The matcher's words a phone needs, one file per language of the site (./<locale>.json), typed by
 * the site's locales (src/i18n/locales.ts): a language added there and not here fails the
 * typecheck, so the matcher never silently ignores it. Only the `cv` and `language` parts of each
 * file reach the phone; what the build reads is in ./build-words.ts.
 *
 * Named imports on purpose: Vite then bundles only `cv` and `language` of each file; a default import
 * would put every file whole in the Job Matcher's code (about 11 KiB gzip more). Node cannot load
 * named JSON imports, so nothing Node runs directly (the browser tests' helpers, the Vite config) may
 * import this module; the build and the bench load it through Vite or tsx, which can.
 */

/** How a CV in each language is laid out and dated. */
export const CV_WORDS: Readonly<Record<Locale, CvWords>> = { en: enCv, fr: frCv, crs: crsCv };

/** The concept that is each language, as a CV names it (a CV written in a language shows it). */
export const LANGUAGE_CONCEPTS: Readonly<Record<Locale, string>> = {
  en: enLanguage.concept,
  fr: frLanguage.concept,
  crs: crsLanguage.concept,
};

/** One list of every language's words of a kind: CVs mix languages, so each is read with all of them. */
export const allLanguages = <T>(pick: (words: CvWords) => readonly T[]): T[] =>
  Object.values(CV_WORDS).flatMap((words) => pick(words));
