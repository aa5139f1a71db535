import { wordSpans, type WordCase } from "./text.ts";

/*
 * Finding concepts in text: every phrase the matcher knows (an occupation's title, a skill, a
 * word for weekends), in English, French and Kreol Seselwa, keyed by its folded words. A text is
 * read left to right, taking at each word the longest phrase that starts there, so "hotel
 * receptionist" is one concept and not "hotel" and "receptionist".
 */

/**
 * Concept numbers by phrase key ("hotel receptionist" → [12]); a phrase may name several concepts, or none: such a
 * phrase ("en sécurité", safely) covers its words so that no shorter phrase in it ("sécurité") is found.
 */
export type Lexicon = {
  phrases: ReadonlyMap<string, readonly number[]>;
  /** The most words any phrase has. */
  longest: number;
  /**
   * Every start of a phrase of several words, cut before one of its spaces ("front office" and
   * "front" for "front office manager"): findInWords reads on past a word only while its words so
   * far start some phrase, instead of trying every length up to `longest` at every word.
   */
  starts: ReadonlySet<string>;
};

export function makeLexicon(entries: Iterable<[string, readonly number[]]>): Lexicon {
  const phrases = new Map<string, readonly number[]>();
  const starts = new Set<string>();
  let longest = 1;
  for (const [key, concepts] of entries) {
    if (key === "") continue;
    const before = phrases.get(key);
    phrases.set(key, before ? [...new Set([...before, ...concepts])] : concepts);
    longest = Math.max(longest, key.split(" ").length);
    for (let space = key.indexOf(" "); space >= 0; space = key.indexOf(" ", space + 1)) starts.add(key.slice(0, space));
  }
  return { phrases, longest, starts };
}

/** One phrase found: its concepts, and the words it covered (as the text wrote them, folded). */
export type Found = { concepts: readonly number[]; start: number; end: number; phrase: string };

/**
 * Short labels a capital tells apart from a word of the three languages: ESCO's "PA" (a personal
 * assistant) is not the Kreol "pa" (not), nor "Ris" (Russian) the Kreol "ris" (haul). A label of one
 * word of at most SHORT_LABEL letters written in capitals is keyed "^^pa" and found only in a word
 * written in capitals; one written with a capital first is keyed "^ris" and found only in a word
 * with a capital first. Longer labels and phrases are found however they are written.
 */
export const SHORT_LABEL = 3;

/** The key of a label of one word as it is written ("PA" → "^^pa"), or its plain key. */
export function labelKey(label: string, key: string): string {
  const word = label.trim();
  if (key.includes(" ") || key.length > SHORT_LABEL || !/^\p{Lu}/u.test(word)) return key;
  return word === word.toLocaleUpperCase() && word.length > 1 ? `^^${key}` : `^${key}`;
}

/** The key a word alone is found by, as it is written: "^^pa" before "^pa" before "pa" (labelKey). */
function wordKey(word: string, writtenAs: WordCase | undefined, phrases: Lexicon["phrases"]): string | undefined {
  if (writtenAs === "upper" && phrases.has(`^^${word}`)) return `^^${word}`;
  if ((writtenAs === "upper" || writtenAs === "capital") && phrases.has(`^${word}`)) return `^${word}`;
  return phrases.has(word) ? word : undefined;
}

/**
 * The phrases found in a text's words, longest first at each word, none overlapping. `cases`, how
 * each word is written (./text.ts wordSpans), lets a short label written in capitals be found.
 */
export function findInWords(tokens: readonly string[], lexicon: Lexicon, cases?: readonly WordCase[]): Found[] {
  const { phrases, starts } = lexicon;
  const found: Found[] = [];
  let i = 0;
  while (i < tokens.length) {
    // The longest phrase of several words from here: read on while the words so far start one.
    let phrase: string | undefined;
    let n = 1;
    for (let key = tokens[i]!, next = i + 1; next < tokens.length && starts.has(key); next++) {
      key = `${key} ${tokens[next]!}`;
      if (phrases.has(key)) {
        phrase = key;
        n = next + 1 - i;
      }
    }
    phrase ??= wordKey(tokens[i]!, cases?.[i], phrases);
    if (phrase === undefined) {
      i++;
      continue;
    }
    // A phrase that names nothing ("en sécurité": safely) covers its words and is not found.
    const concepts = phrases.get(phrase)!;
    if (concepts.length > 0) found.push({ concepts, start: i, end: i + n, phrase });
    i += n;
  }
  return found;
}

export const findInText = (text: string, lexicon: Lexicon): Found[] => {
  const spans = wordSpans(text);
  return findInWords(spans.words, lexicon, spans.cases);
};
