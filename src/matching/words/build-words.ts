import type { Locale } from "../../i18n/locales.ts";
import own from "./concepts.json" with { type: "json" };
import crs from "./crs.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import fr from "./fr.json" with { type: "json" };
import type { ConceptWords, ListingWords } from "./schema.ts";

/*
 * The matcher's words the build reads (never the phone): how a listing's text is understood in each
 * language, and each concept's words, one file per language of the site (./<locale>.json), typed by
 * the site's locales so a language added there and not here fails the typecheck.
 *
 * Whole files, imported with `with { type: "json" }`: the browser tests load this module straight in
 * Node (e2e/content.ts → loadContent → the jobs' taxonomy and match index), and Node's loader takes a
 * JSON module only with that attribute and only as a default import. It never reaches the phone.
 */

export const LISTING_WORDS: Readonly<Record<Locale, ListingWords>> = {
  en: en.listings,
  fr: fr.listings,
  crs: crs.listings,
};

export const CONCEPT_WORDS: Readonly<Record<Locale, readonly ConceptWords[]>> = {
  en: en.concepts,
  fr: fr.concepts,
  crs: crs.concepts,
};

/** Our own concepts, the same in every language (./concepts.json). */
export const OWN_CONCEPTS = own.concepts as readonly {
  id: string;
  kind: "availability" | "licence" | "language" | "level" | "qualification" | "field" | "skill" | "occupation";
  level?: number;
  isco?: string[];
  esco?: boolean;
}[];

/** Places in Seychelles (./concepts.json): never a word in common. */
export const PLACES: readonly string[] = own.places;

/** Every language's words of a kind in one list: listings and CVs mix languages. */
export const allListingWords = <T>(pick: (words: ListingWords) => readonly T[]): T[] =>
  Object.values(LISTING_WORDS).flatMap((words) => pick(words));
