import type { Blended } from "./blend.ts";
import type { CvProfile } from "./cv-profile.ts";
import type { Background, ListingFeatures } from "./features.ts";
import type { PreparedIndex } from "./prepare-index.ts";
import type { RequirementResult } from "./requirements-met.ts";
import { words } from "./text.ts";

/*
 * The explanation stage: what a card says made a listing's figure, as data (the page words it in
 * its language, src/features/job-matcher/logic/match-words.ts): each requirement found, found in
 * part or not, the job held closest to this one, the field studied, the skills and words in
 * common, the work asked for. The CV's own words are quoted as the CV wrote them.
 */

export type { Background, RequirementResult };

export type ListingMatch = {
  id: string;
  /** Whole percent, 0 to 100: the share of what counts for this job that the CV shows (./blend.ts). */
  figure: number;
  /**
   * The same share, unrounded (0 to 1): listings are ranked by it, so equal figures keep a meaningful
   * order. matchCv always sets it; a result made elsewhere without it ranks by its figure.
   */
  score?: number;
  /** In the listing's order. */
  requirements: RequirementResult[];
  background: Background | null;
  /** The words of a qualification in a field that fits the job. */
  fieldStudied: string | null;
  /** The listing's skills and fields the CV names, in the CV's words (at most SKILLS_SHOWN). */
  skills: string[];
  /** The words of the summary that ask for this kind of work. */
  wish: string | null;
  /**
   * The work the CV asks for (its headline, summary or the job it holds now) when it is this job or
   * one close to it: the CV's words for it.
   */
  askedFor: string | null;
  /** Words of this listing the CV uses too, the most telling first, as the CV writes them (at most WORDS_SHOWN). */
  sharedWords: string[];
  /**
   * A senior post the CV has not reached (./features.ts levelPart): its figure is scaled down (./blend.ts
   * levelFactor), and the card says why. Absent for any other listing.
   */
  levelNotReached?: true;
  /**
   * A qualification the listing asks as a must that the CV does not show (./features.ts `qualificationShort`): its
   * figure keeps QUALIFICATION_SHORT of its share (./blend.ts shareFactor), and the card says why. Absent otherwise.
   */
  qualificationShort?: true;
  /**
   * Hours the listing asks as a must that the CV rules out (./features.ts `hoursRuledOut`): its figure keeps
   * HOURS_RULED_OUT of its share (./blend.ts shareFactor), and the card says why. Absent otherwise.
   */
  hoursRuledOut?: true;
  /**
   * A licence the listing asks as a must that the CV does not show (./features.ts `licenceShort`): its figure keeps
   * LICENCE_SHORT of its share (./blend.ts shareFactor), and the card says why. Absent otherwise.
   */
  licenceShort?: true;
  /**
   * A licence the listing asks as a must that the CV says is not held (./features.ts `licenceNotHeld`): its figure
   * keeps LICENCE_NOT_HELD of its share (./blend.ts shareFactor), and the card says why. Absent otherwise.
   */
  licenceNotHeld?: true;
};

/** A card quotes at most this many skills in common, and this many words in common. */
const SKILLS_SHOWN = 4;
const WORDS_SHOWN = 5;

/** How many skills' words wordsOfSkill remembers: a CV's skills come back for every listing; a page sees few CVs. */
const SKILLS_REMEMBERED = 2_000;
const skillWords = new Map<string, readonly string[]>();
/** A skill's words as the matcher folds them (./text.ts words), each skill's made once. */
function wordsOfSkill(skill: string): readonly string[] {
  let found = skillWords.get(skill);
  if (found === undefined) {
    found = words(skill);
    if (skillWords.size < SKILLS_REMEMBERED) skillWords.set(skill, found);
  }
  return found;
}

/**
 * The shared words as the CV writes them, without those the skills already quote or the CV rules hours out with ("no
 * night shifts" shares no "night" with a listing that asks nights): the first WORDS_SHOWN, each once.
 */
function sharedWordsToShow(
  shared: readonly number[],
  profile: CvProfile,
  skills: readonly string[],
  vocabulary: readonly string[],
): string[] {
  const quoted = new Set(skills.flatMap(wordsOfSkill));
  const forms = new Set<string>();
  for (const n of shared) {
    if (forms.size === WORDS_SHOWN) break;
    const form = profile.wordForms.get(n);
    const word = vocabulary[n]!;
    if (form !== undefined && !quoted.has(word) && !profile.ruledOutWords.has(word)) forms.add(form);
  }
  return [...forms];
}

/** One listing's figure and what made it, for the card. */
export function explain(
  features: ListingFeatures,
  blended: Blended,
  profile: CvProfile,
  prepared: PreparedIndex,
): ListingMatch {
  const skills = features.skills.slice(0, SKILLS_SHOWN);
  return {
    id: features.id,
    figure: blended.figure,
    score: blended.score,
    requirements: features.requirements,
    background: features.background,
    fieldStudied: features.fieldStudied,
    skills,
    wish: features.wish,
    askedFor: features.askedFor,
    sharedWords: sharedWordsToShow(features.sharedWords, profile, skills, prepared.index.words.vocabulary),
    ...(features.values.level < 1 ? { levelNotReached: true as const } : {}),
    ...(features.qualificationShort ? { qualificationShort: true as const } : {}),
    ...(features.hoursRuledOut ? { hoursRuledOut: true as const } : {}),
    ...(features.licenceShort ? { licenceShort: true as const } : {}),
    ...(features.licenceNotHeld ? { licenceNotHeld: true as const } : {}),
  };
}
