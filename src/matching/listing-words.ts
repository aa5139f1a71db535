import { GENERIC_WORDS, STOP_WORDS } from "./stop-words.ts";
import { wordSpans } from "./text.ts";

/*
 * The listings' words as the build ships them for the words in common and the cosine
 * (./words-in-common.ts): each listing's content words in each of its languages, every word once,
 * and each word's weight. Build only: the phone gets the result in the match index.
 */

/** A word worth comparing: not a function or generic word (./stop-words.ts), not a bare number, two letters or more. */
export function isContentWord(word: string): boolean {
  return (
    word.length > 1 &&
    !/^\d+$/.test(word) &&
    !STOP_WORDS.has(word) &&
    !STOP_WORDS.has(`${word}s`) &&
    !GENERIC_WORDS.has(word)
  );
}

/** The content words of texts, each once, in the order first met. */
export function contentWords(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const text of texts) for (const word of wordSpans(text).words) if (isContentWord(word)) seen.add(word);
  return [...seen];
}

/** What the build ships: every listing word once, its weight, and each listing's words by number, per language. */
export type WordsIndex = { vocabulary: string[]; idf: number[]; listings: number[][][] };

/**
 * Weights as scikit-learn's TfidfVectorizer smooths them, ln((1 + n) / (1 + df)) + 1 to three
 * decimals, over the listings (a word in any of a listing's languages counts once for it).
 * `listings`: each listing's words in each of its languages.
 */
export function buildWordsIndex(listings: readonly (readonly (readonly string[])[])[]): WordsIndex {
  const df = new Map<string, number>();
  for (const listing of listings) for (const word of new Set(listing.flat())) df.set(word, (df.get(word) ?? 0) + 1);
  const vocabulary = [...df.keys()].toSorted();
  const number = new Map(vocabulary.map((word, n) => [word, n]));
  const n = listings.length;
  return {
    vocabulary,
    idf: vocabulary.map((word) => Math.round((Math.log((1 + n) / (1 + df.get(word)!)) + 1) * 1000) / 1000),
    listings: listings.map((languages) =>
      languages.map((words) => [...new Set(words)].map((word) => number.get(word)!).toSorted((a, b) => a - b)),
    ),
  };
}
