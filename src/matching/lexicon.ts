import { wordSpans, type WordCase } from "./text.ts";

/*
 * Finding concepts in text: every phrase the matcher knows (an occupation's title, a skill, a
 * word for weekends), in English, French and Kreol Seselwa, keyed by its folded words. A text is
 * read left to right, taking at each word the longest phrase that starts there, so "hotel
 * receptionist" is one concept and not "hotel" and "receptionist".
 */

/** Concept numbers by phrase key ("hotel receptionist" → [12]); a phrase may name several concepts. */
export type Lexicon = {
  phrases: ReadonlyMap<string, readonly number[]>;
  /** The most words any phrase has. */
  longest: number;
};

export function makeLexicon(entries: Iterable<[string, readonly number[]]>): Lexicon {
  const phrases = new Map<string, readonly number[]>();
  let longest = 1;
  for (const [key, concepts] of entries) {
    if (key === "") continue;
    const before = phrases.get(key);
    phrases.set(key, before ? [...new Set([...before, ...concepts])] : concepts);
    longest = Math.max(longest, key.split(" ").length);
  }
  return { phrases, longest };
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

const keysFor = (word: string, writtenAs: WordCase | undefined): string[] =>
  writtenAs === "upper" ? [`^^${word}`, `^${word}`, word] : writtenAs === "capital" ? [`^${word}`, word] : [word];

/**
 * The phrases found in a text's words, longest first at each word, none overlapping. `cases`, how
 * each word is written (./text.ts wordSpans), lets a short label written in capitals be found.
 */
export function findInWords(tokens: readonly string[], lexicon: Lexicon, cases?: readonly WordCase[]): Found[] {
  const found: Found[] = [];
  let i = 0;
  while (i < tokens.length) {
    let matched = false;
    for (let n = Math.min(lexicon.longest, tokens.length - i); n >= 1; n--) {
      const keys = n === 1 ? keysFor(tokens[i]!, cases?.[i]) : [tokens.slice(i, i + n).join(" ")];
      const phrase = keys.find((key) => lexicon.phrases.has(key));
      if (phrase !== undefined) {
        found.push({ concepts: lexicon.phrases.get(phrase)!, start: i, end: i + n, phrase });
        i += n;
        matched = true;
        break;
      }
    }
    if (!matched) i++;
  }
  return found;
}

export const findInText = (text: string, lexicon: Lexicon): Found[] => {
  const spans = wordSpans(text);
  return findInWords(spans.words, lexicon, spans.cases);
};
