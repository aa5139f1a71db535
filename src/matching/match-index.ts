/*
 * The match index: everything the phone needs to match a CV against the listings, made at build
 * time by buildMatchIndex (./build-index.ts) from the listings in their three languages and the
 * taxonomy (ESCO's occupations and skills, our own concepts, the Kreol words). Plain JSON: the
 * phone downloads it with the matcher's code when a CV is chosen.
 */

export type ConceptKind =
  "occupation" | "skill" | "field" | "language" | "licence" | "availability" | "level" | "qualification";

export type IndexConcept = {
  /** "occ:82025c02" and "skill:ecc18804" (ESCO's), or "own:weekends" (ours). */
  id: string;
  kind: ConceptKind;
  /** Occupations: their ISCO unit group ("4224"). */
  isco?: string;
  /** Levels and named qualifications: how high (levels.ts LEVELS). */
  level?: number;
  /** Fields: the ISCO groups whose occupations work in the field (a job held in one shows it). */
  fieldIsco?: string[];
};

/** What a requirement asks, as the build understood it from its three languages. */
export type RequirementSpec =
  | {
      kind: "experience";
      /** Years asked for (0.5 for six months); null when it names none; 0 for "no experience needed", which every CV meets. */
      years: number | null;
      /** Fields of the work (any one will do); empty: work like this listing's own. */
      fields: number[];
    }
  | { kind: "qualification"; options: QualificationOption[] }
  /** Every group must be shown; any language of a group will do. */
  | { kind: "language"; groups: number[][] }
  /** Licences, availability and skills: at least `need` of the concepts must be shown. */
  | { kind: "licence" | "availability" | "skill"; concepts: number[]; need: number }
  /** Not understood: found when the CV holds most of its words in one of its languages. */
  | { kind: "words"; words: string[][] }
  /**
   * A document the employer asks for when it hires (a police clearance, a health card): no CV shows
   * one, so it is never counted for or against a CV, and the card says when it is asked.
   */
  | { kind: "document" };

/** One way to meet a qualification requirement: a level in a field, or a named qualification. */
export type QualificationOption = { level: number | null; fields: number[]; named: number[] };

export type IndexedRequirement = RequirementSpec & {
  /** "A plus": shown when the CV has it, never counted against it. */
  optional?: true;
};

export type IndexedListing = {
  /** The ESCO occupations its title names (none when the build could not tell). */
  occupations: number[];
  /** How close each occupation is to this listing's, 0 to 1 (its own at 1); others are unrelated. */
  related: Record<number, number>;
  /** Its title's words in each language (phrase keys), for a CV that holds the very same title. */
  titles: string[];
  requirements: IndexedRequirement[];
  /** The skills and fields its title, description and requirements name. */
  concepts: number[];
  /** Fields of study that fit this job. */
  fields: number[];
  /**
   * The words of its title, description and requirements, by vocabulary number, in each of its
   * languages, in ascending order and delta-encoded (each number is the gap from the one before, the
   * first from 0): small gaps are short in JSON and gzip well. prepareIndex decodes them.
   */
  words: number[][];
  /** The day it was posted (YYYY-MM-DD), for a stable order among equal figures. */
  posted: string;
};

export type MatchIndex = {
  /**
   * 2: the listings' words delta-encoded; 3: a requirement may be a document asked when one is hired
   * (kind "document"), which a phone on version 2 could not read (the new-jobs check leaves it alone).
   */
  version: 3;
  concepts: IndexConcept[];
  /** [phrase key, concept numbers] */
  phrases: [string, number[]][];
  /** Every word the listings use, folded, and its weight: the rarer, the heavier (./words-in-common.ts). */
  words: { vocabulary: string[]; idf: number[] };
  listings: Record<string, IndexedListing>;
};
