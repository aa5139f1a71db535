import { words } from "./text.ts";

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

/** The phrases found in a text's words, longest first at each word, none overlapping. */
export function findInWords(tokens: readonly string[], lexicon: Lexicon): Found[] {
  const found: Found[] = [];
  let i = 0;
  while (i < tokens.length) {
    let matched = false;
    for (let n = Math.min(lexicon.longest, tokens.length - i); n >= 1; n--) {
      const phrase = n === 1 ? tokens[i]! : tokens.slice(i, i + n).join(" ");
      const concepts = lexicon.phrases.get(phrase);
      if (concepts) {
        found.push({ concepts, start: i, end: i + n, phrase });
        i += n;
        matched = true;
        break;
      }
    }
    if (!matched) i++;
  }
  return found;
}

export const findInText = (text: string, lexicon: Lexicon): Found[] => findInWords(words(text), lexicon);
