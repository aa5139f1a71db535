import type { Locale } from "../../i18n/locales.ts";
import { concepts as conceptsOf, places } from "./concepts.json";
import { concepts as crsConcepts, listings as crsListings } from "./crs.json";
import { concepts as enConcepts, listings as enListings } from "./en.json";
import { concepts as frConcepts, listings as frListings } from "./fr.json";
import type { ConceptWords, ListingWords } from "./schema.ts";

/*
 * The matcher's words the build reads (never the phone): how a listing's text is understood in each
 * language, and each concept's words, one file per language of the site (./<locale>.json), typed by
 * the site's locales so a language added there and not here fails the typecheck.
 */

export const LISTING_WORDS: Readonly<Record<Locale, ListingWords>> = {
  en: enListings,
  fr: frListings,
  crs: crsListings,
};

export const CONCEPT_WORDS: Readonly<Record<Locale, readonly ConceptWords[]>> = {
  en: enConcepts,
  fr: frConcepts,
  crs: crsConcepts,
};

/** Our own concepts, the same in every language (./concepts.json). */
export const OWN_CONCEPTS = conceptsOf as readonly {
  id: string;
  kind: "availability" | "licence" | "language" | "level" | "qualification" | "field" | "skill" | "occupation";
  level?: number;
  isco?: string[];
  esco?: boolean;
}[];

/** Places in Seychelles (./concepts.json): never a word in common. */
export const PLACES: readonly string[] = places;

/** Every language's words of a kind in one list: listings and CVs mix languages. */
export const allListingWords = <T>(pick: (words: ListingWords) => readonly T[]): T[] =>
  Object.values(LISTING_WORDS).flatMap((words) => pick(words));
