import type { Locale } from "@/i18n/locales";
import crs from "../messages/document/crs.json";
import en from "../messages/document/en.json";
import fr from "../messages/document/fr.json";
import type { CvWords } from "./cv-format";

/*
 * The CV's own words in its three languages: a CV made on the Kreol site may be in English. Each
 * language's build carries only its own messages (docs/languages.md), so these are read from the
 * document catalogue itself, all three (about 0.7 KiB gzip), and never in the page's first load:
 * the lazily loaded preview, PDF, Word and CV file code import it.
 */
export const cvWords: Record<Locale, CvWords> = { en, fr, crs };

/** The words of the language the CV is written in. */
export function wordsOf(cv: { cvLanguage?: Locale }): CvWords {
  return cvWords[cv.cvLanguage ?? "en"];
}
