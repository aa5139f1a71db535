import { makeLexicon, type Lexicon } from "./lexicon.ts";
import { skillLevelOf } from "./levels.ts";
import type { IndexConcept, IndexedListing, MatchIndex } from "./match-index.ts";
import { SENIOR_SKILL_LEVEL, SENIOR_YEARS } from "./weights.ts";
import { deltaDecode, wordsWeight } from "./words-in-common.ts";

/*
 * The match index (./match-index.ts) made ready to use on the phone, once per page: the phrase
 * lexicon, each listing's related occupations as a Map, and its words decoded with their weight.
 * Every stage after it (profile, features) only looks things up here.
 */

export type PreparedIndex = {
  index: MatchIndex;
  lexicon: Lexicon;
  concepts: readonly IndexConcept[];
  /** Each concept's number by its id ("own:nights"), for the words files' ids. */
  conceptNumbers: Map<string, number>;
  listings: Map<string, PreparedListing>;
  /** The listings' words by their folded form. */
  wordNumbers: Map<string, number>;
  /** The fields (concept numbers) and the ISCO groups whose occupations work in each. */
  fieldsByIsco: [number, readonly string[]][];
};

export type PreparedListing = IndexedListing & {
  relatedMap: Map<number, number>;
  /** Its words in each language with their weight: the sum of their weights squared (./words-in-common.ts). */
  wordsByLanguage: { words: number[]; weight: number }[];
  /** The named qualifications (CompTIA A+, STCW) its qualification requirements name, in their order. */
  namedAsked: number[];
  /** The ISCO sub-major groups (an occupation's first two digits: "83" drivers) of its occupations. */
  occupationGroups: Set<string>;
  /** The skill level a senior post asks (seniorLevelOf), 0 for any other listing. */
  seniorLevel: number;
  /** The most years of work a requirement asks as a must (not a plus, not "or willing to train"); 0 when none does. */
  yearsAsked: number;
};

/** An occupation's ISCO sub-major group is the first this many digits of its unit group. */
export const ISCO_GROUP_DIGITS = 2;

/** The named qualifications a listing's qualification requirements name (./features.ts fieldPart). */
const namedAskedBy = (listing: IndexedListing): number[] =>
  listing.requirements.flatMap((r) => (r.kind === "qualification" ? r.options.flatMap((o) => o.named) : []));

function occupationGroupsOf(listing: IndexedListing, concepts: readonly IndexConcept[]): Set<string> {
  const groups = new Set<string>();
  for (const o of listing.occupations) {
    const isco = concepts[o]?.isco;
    if (isco !== undefined) groups.add(isco.slice(0, ISCO_GROUP_DIGITS));
  }
  return groups;
}

/**
 * The skill level a senior post asks: its occupation's (./levels.ts), when that is SENIOR_SKILL_LEVEL or above
 * and the listing asks SENIOR_YEARS of experience or more (a chef de partie, a boat skipper, an accountant); 0
 * for any other listing. The level part (./features.ts levelPart) says whether a CV has reached it.
 */
function seniorLevelOf(listing: IndexedListing, concepts: readonly IndexConcept[]): number {
  let level = 0;
  for (const o of listing.occupations) level = Math.max(level, skillLevelOf(concepts[o]?.isco));
  if (level < SENIOR_SKILL_LEVEL) return 0;
  const years = listing.requirements.some(
    (requirement) => requirement.kind === "experience" && (requirement.years ?? 0) >= SENIOR_YEARS,
  );
  return years ? level : 0;
}

/** The most years of work one of a listing's requirements asks as a must; 0 when none does. */
const yearsAskedBy = (listing: IndexedListing): number =>
  Math.max(
    0,
    ...listing.requirements.map((r) => (r.kind === "experience" && r.optional !== true ? (r.years ?? 0) : 0)),
  );

/**
 * The lexicon and the words' numbers, made once per index and shared by every preparation of it: the
 * new-jobs check prepares the index's new listings again for each kept CV (src/alerts/score-new.ts), and
 * the lexicon's phrase starts are the costly part of preparing.
 */
const lexicons = new WeakMap<MatchIndex["phrases"], Lexicon>();
const numbers = new WeakMap<MatchIndex["words"]["vocabulary"], Map<string, number>>();

function sharedLexicon(phrases: MatchIndex["phrases"]): Lexicon {
  let lexicon = lexicons.get(phrases);
  if (!lexicon) lexicons.set(phrases, (lexicon = makeLexicon(phrases)));
  return lexicon;
}

function sharedNumbers(vocabulary: MatchIndex["words"]["vocabulary"]): Map<string, number> {
  let wordNumbers = numbers.get(vocabulary);
  if (!wordNumbers) numbers.set(vocabulary, (wordNumbers = new Map(vocabulary.map((word, n) => [word, n]))));
  return wordNumbers;
}

export function prepareIndex(index: MatchIndex): PreparedIndex {
  const listings = new Map<string, PreparedListing>();
  for (const [id, listing] of Object.entries(index.listings)) {
    const relatedMap = new Map(Object.entries(listing.related).map(([key, value]) => [Number(key), value]));
    const decoded = listing.words.map(deltaDecode);
    const wordsByLanguage = decoded.map((list) => ({ words: list, weight: wordsWeight(list, index.words.idf) }));
    listings.set(id, {
      ...listing,
      words: decoded,
      relatedMap,
      wordsByLanguage,
      namedAsked: namedAskedBy(listing),
      occupationGroups: occupationGroupsOf(listing, index.concepts),
      seniorLevel: seniorLevelOf(listing, index.concepts),
      yearsAsked: yearsAskedBy(listing),
    });
  }
  const wordNumbers = sharedNumbers(index.words.vocabulary);
  const fieldsByIsco = index.concepts.flatMap((c, n): [number, readonly string[]][] =>
    c.kind === "field" && c.fieldIsco ? [[n, c.fieldIsco]] : [],
  );
  return {
    index,
    lexicon: sharedLexicon(index.phrases),
    concepts: index.concepts,
    conceptNumbers: new Map(index.concepts.map((c, n) => [c.id, n])),
    listings,
    wordNumbers,
    fieldsByIsco,
  };
}
