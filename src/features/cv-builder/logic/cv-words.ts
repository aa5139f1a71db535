import { locales, type Locale } from "@/i18n/locales";
import type { CvWords } from "./cv-format";

// One catalogue per language, found by its file name: a new language adds its file, no code here
// (cv-words.test.ts checks that every language has one, with every word English has).
const catalogues = import.meta.glob<CvWords>("../messages/document/*.json", { eager: true, import: "default" });

/*
 * The CV's own words in its three languages: a CV made on the Kreol site may be in English. Each
 * language's build carries only its own messages (docs/languages.md), so these are read from the
 * document catalogue itself, all three (about 0.7 KiB gzip), and never in the page's first load:
 * the lazily loaded preview, PDF, Word and CV file code import it.
 */
export const cvWords = Object.fromEntries(
  locales.map((locale) => [locale, catalogues[`../messages/document/${locale}.json`]]),
) as Record<Locale, CvWords>;

/** The words of the language the CV is written in. */
export function wordsOf(cv: { cvLanguage?: Locale }): CvWords {
  return cvWords[cv.cvLanguage ?? "en"];
}
