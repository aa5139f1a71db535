import { foldForSearch } from "../lib/text-search.ts";

/*
 * Text as the matcher compares it, in any of the three languages: folded (lower case, no accents,
 * plain apostrophes), cut into words of letters and digits, each word with its plural ending
 * dropped. The same steps run on the listings at build and on the CV on the phone, so "Guests",
 * "guest" and "GUESTS" are one word, and "réceptionniste d'hôtel" is [receptionniste, d, hotel].
 */

/** A word's plural ending dropped ("shifts" → "shift", "hôtels" → "hotel"), not a word's own ("business", "bus", "campus"). */
export function stemWord(word: string): string {
  if (word.length <= 3 || !word.endsWith("s") || /(?:ss|us|is)$/.test(word)) return word;
  return word.slice(0, -1);
}

/**
 * The words of a text, folded and stemmed, in order. "IT" in capitals is the field of computing;
 * the pronoun "it" becomes a word no label has.
 */
export function words(text: string): string[] {
  return wordSpans(text).words;
}

const PRONOUN_IT = "it'";

/** Plain ASCII, which folding only lowers and whose case caseOf reads by its character codes. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

const folds = new Map<string, string>();
/** foldForSearch for one word: plain ASCII needs only lower case; others are remembered. */
function fold(word: string): string {
  if (PRINTABLE_ASCII.test(word)) return word.toLowerCase();
  let folded = folds.get(word);
  if (folded === undefined) {
    folded = foldForSearch(word);
    if (folds.size < 20_000) folds.set(word, folded);
  }
  return folded;
}

/** A phrase's words joined by single spaces: the key a phrase is looked up by. */
export const phraseKey = (text: string): string => words(text).join(" ");

/**
 * How a word is written: "upper" in capitals throughout ("PA"), "capital" with a capital first ("Ris"),
 * else "lower". Only the short labels a capital tells apart need it (./lexicon.ts).
 */
export type WordCase = "lower" | "capital" | "upper";

const isAsciiCapital = (code: number) => code >= 65 && code <= 90;
const isAsciiDigit = (code: number) => code >= 48 && code <= 57;

/** caseOf for a word of plain ASCII, by its character codes: its capitals are A to Z, its digits 0 to 9. */
function asciiCaseOf(raw: string): WordCase {
  if (!isAsciiCapital(raw.charCodeAt(0))) return "lower";
  if (raw.length < 2) return "capital";
  for (let i = 1; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (!isAsciiCapital(code) && !isAsciiDigit(code)) return "capital";
  }
  return "upper";
}

export function caseOf(raw: string): WordCase {
  if (PRINTABLE_ASCII.test(raw)) return asciiCaseOf(raw);
  if (!/^\p{Lu}/u.test(raw)) return "lower";
  return /^\p{Lu}[\p{Lu}\p{N}]+$/u.test(raw) ? "upper" : "capital";
}

/** A text's words (as `words` makes them) with where each stands in the text, to quote the CV's own words, and how each is written. */
export function wordSpans(text: string): { words: string[]; starts: number[]; ends: number[]; cases: WordCase[] } {
  const out = { words: [] as string[], starts: [] as number[], ends: [] as number[], cases: [] as WordCase[] };
  for (const match of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const raw = match[0];
    const folded = fold(raw);
    out.words.push(folded === "it" && raw !== "IT" ? PRONOUN_IT : stemWord(folded));
    out.starts.push(match.index);
    out.ends.push(match.index + raw.length);
    out.cases.push(caseOf(raw));
  }
  return out;
}

/** Markers (phrases that give a clause its sense: "used to", "looking for", "a plus") in the matcher's words, each once. */
export const markerKeys = (markers: readonly string[]): string[] => [
  ...new Set(markers.map((marker) => phraseKey(marker)).filter((key) => key !== "")),
];

/** Whether a text holds one of these markers (made by `markerKeys`) as whole words: "ex" is not in "next". */
export function hasMarker(text: string, markers: readonly string[]): boolean {
  const key = ` ${phraseKey(text)} `;
  return markers.some((marker) => key.includes(` ${marker} `));
}
