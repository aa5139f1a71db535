import { foldForSearch } from "../lib/text-search.ts";
import { words } from "./text.ts";
import { allListingWords, PLACES } from "./words/build-words.ts";

/*
 * Words that say nothing of a job, from every language's file (./words/<locale>.json): left out
 * when a listing's words are chosen for the words in common (./listing-words.ts), and by the
 * bench's TF-IDF baseline. All languages for every text: CVs and listings mix them.
 */

/** Function words (the, and, of…), folded (lower case, no accents). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  allListingWords((w) => w.functionWords).map((word) => foldForSearch(word)),
);

/**
 * Words nearly every CV and listing has, that say nothing of the work itself (each language's
 * genericWords: time, quantity, "experience", the languages' names), and places in Seychelles:
 * never a word in common, so "years" or "pendant" never bring two texts closer, nor show on a card.
 * In the matcher's words (folded, plural dropped: ./text.ts).
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set(
  [...allListingWords((w) => w.genericWords), ...PLACES].flatMap((word) => words(word)),
);
