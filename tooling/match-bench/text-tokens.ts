// The words of a text as a classic keyword matcher sees them: lower case, accents folded, split at
// anything that is not a letter or a digit (so "d'expérience" gives "experience" and "mon'n" gives
// "mon", as the common tokenisers do), without stop words (English, French and Kreol Seselwa,
// all three for every text: CVs and listings here mix languages) and without one-letter words.
// No stemming: the baseline is the plain bag of words. The stop words are the matcher's own
// (src/matching/stop-words.ts), so both leave out the same words.
import { STOP_WORDS } from "@/matching/stop-words";

/** A text folded as the site folds text for search: lower case, without accents. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The text's words, in order, without stop words and one-character words. */
export function tokens(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}
