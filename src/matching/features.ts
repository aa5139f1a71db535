import { SOUGHT, type CvProfile, type ProfileJob } from "./cv-profile.ts";
import { LEVEL_CERTIFICATE, STUDY_FOR_SKILL_LEVEL, skillLevelOf } from "./levels.ts";
import { ISCO_GROUP_DIGITS, type PreparedIndex, type PreparedListing } from "./prepare-index.ts";
import { checkRequirement, evidenceOf, jobCloseness, type RequirementResult } from "./requirements-met.ts";
import { words } from "./text.ts";
import {
  JOB_LENGTH_FLOOR,
  JOB_LENGTH_FULL_MONTHS,
  MIN_RELATED,
  PARTIAL_SHARE,
  PAST_JOB_FLOOR,
  PAST_JOB_FLOOR_MONTHS,
  RECENT_MONTHS,
  REQUIREMENT_WEIGHTS,
  SENIOR_SKILL_LEVEL,
  SKILLS_FOR_FULL_MARKS,
  UNDATED_JOB,
  WISH_SHORT,
  WORDS_FULL_AT,
  COSINE_FULL_AT,
  YEARS_NOT_REACHED_WITHOUT_WORK,
} from "./weights.ts";
import { tfidfCosine, wordsInCommon, wordsShare } from "./words-in-common.ts";

/*
 * The features stage: for one CV (its profile, ./cv-profile.ts) and one listing, each part the
 * figure is made of, as a number from 0 (nothing of it) to 1 (all of it), and the evidence the
 * card quotes. Every part only grows when the CV shows more of what the listing asks, except the
 * TF-IDF cosine, whose length is the CV's (./weights.ts says how little it may weigh for that).
 * The blend (./blend.ts) weighs the parts into one figure; the explanation (./explain.ts) words
 * the evidence.
 */

/** The parts of a listing's figure, in the order the weights file lists them. */
export const FEATURES = [
  "trade",
  "background",
  "requirements",
  "field",
  "skills",
  "words",
  "duties",
  "wish",
  "cosine",
  "level",
] as const;
export type FeatureName = (typeof FEATURES)[number];
export type FeatureValues = Record<FeatureName, number>;

export type Background = {
  /** The job's title as the CV writes it. */
  title: string;
  /** How long it lasted, from its dates; null when undated. */
  months: number | null;
  closeness: "same" | "related";
};

export type ListingFeatures = {
  id: string;
  /** Each part, 0 to 1. */
  values: FeatureValues;
  /**
   * The listing's requirements a CV can earn, by their weights (REQUIREMENT_WEIGHTS), optional ones and
   * documents asked when one is hired left out: 0 when it has none, and then the requirements part is
   * not counted at all.
   */
  requirementsWeight: number;
  /** In the listing's order. */
  requirements: RequirementResult[];
  /** The job held closest to this one. */
  background: Background | null;
  /** The words of a qualification in a field that fits the job. */
  fieldStudied: string | null;
  /** The listing's skills and fields the CV names, in the CV's words. */
  skills: string[];
  /** The words of the summary that ask for this kind of work. */
  wish: string | null;
  /** The CV's words for the work it asks for, when it is this job or one close to it. */
  askedFor: string | null;
  /** The listing's words the CV uses too, by vocabulary number, the rarest first. */
  sharedWords: number[];
  /**
   * A senior post (listing.seniorLevel) the CV has reached (the level part 1) and whose every requirement it
   * meets: the step up a recruiter offers first (./blend.ts shareFactor). Absent for any other listing.
   */
  stepUp?: true;
  /**
   * A qualification the listing asks as a must that the CV does not show, not even a level below the one asked
   * (./blend.ts shareFactor keeps QUALIFICATION_SHORT of the share; the card says why). Absent when the listing asks
   * none, asks one only as a plus, or the CV shows it or one a level below it.
   */
  qualificationShort?: true;
  /**
   * Hours the listing asks as a must that the CV rules out (./requirements-met.ts: not met, `ruledOut`); ./blend.ts
   * shareFactor keeps HOURS_RULED_OUT of the share, and the card says why. Absent otherwise.
   */
  hoursRuledOut?: true;
  /**
   * A licence the listing asks as a must (a driving licence, a skipper's) that the CV does not show, and does not say it
   * has not got (that is `licenceNotHeld`): ./blend.ts shareFactor keeps LICENCE_SHORT of the share, as for a
   * qualification short, and the card says why. Absent otherwise.
   */
  licenceShort?: true;
  /**
   * A licence the listing asks as a must that the CV says is not held (./requirements-met.ts: not met, `notHeld`);
   * ./blend.ts shareFactor keeps LICENCE_NOT_HELD of the share, and the card says why. Absent otherwise.
   */
  licenceNotHeld?: true;
  /**
   * The summary says this kind of work is looked for (not only named), and the CV can do it: the wish counts in full
   * here (every must met and the level reached, or, for a CV with no work, every barrier cleared). Its share grows by
   * WISH_SOUGHT (./blend.ts shareFactor): a recruiter offers the post asked for before the trade held. Absent otherwise.
   */
  wishSought?: true;
};

/** A job held at least this close to the listing counts as the same job on the card (./explain.ts). */
const SAME = 0.95;
/** How close the work asked for counts when only its ISCO sub-major group is the listing's (sameGroup). */
const SAME_GROUP = 0.4;
/** A wish in the summary fits a listing whose occupation is at least this close. */
const WISH_CLOSE = 0.5;

/**
 * The work asked for in the listing's ISCO sub-major group (its first two digits: drivers, sales
 * workers) is of the same family, though ESCO relates them too loosely for the index to list them.
 */
function sameGroup(occupation: number, listing: PreparedListing, prepared: PreparedIndex): number {
  const isco = prepared.concepts[occupation]?.isco;
  if (isco === undefined) return 0;
  return listing.occupationGroups.has(isco.slice(0, ISCO_GROUP_DIGITS)) ? SAME_GROUP : 0;
}

/** How much a job's length counts, JOB_LENGTH_FLOOR to 1 (full at JOB_LENGTH_FULL_MONTHS). */
export const jobLength = (job: ProfileJob): number =>
  job.months === null
    ? UNDATED_JOB
    : JOB_LENGTH_FLOOR + (1 - JOB_LENGTH_FLOOR) * Math.min(1, job.months / JOB_LENGTH_FULL_MONTHS);

/** How much a job still counts for how long ago it ended (1 for one that goes on). */
export function recency(job: ProfileJob): number {
  if (job.endedAgo === null || job.endedAgo <= RECENT_MONTHS) return 1;
  const past = Math.min(1, (job.endedAgo - RECENT_MONTHS) / (PAST_JOB_FLOOR_MONTHS - RECENT_MONTHS));
  return 1 - (1 - PAST_JOB_FLOOR) * past;
}

/**
 * The requirements: each checked, and the share of their weight the CV earns (a part shown earns PARTIAL_SHARE; hours
 * the CV rules out earn nothing, as a requirement not shown).
 */
function requirementsPart(profile: CvProfile, listing: PreparedListing, prepared: PreparedIndex) {
  let earned = 0;
  let possible = 0;
  const results = listing.requirements.map((requirement) => {
    const result = checkRequirement(requirement, profile, listing, prepared);
    // A document asked when one is hired counts neither way: the share is as if it were not there.
    if (requirement.kind !== "document" && !result.optional) {
      const weight = REQUIREMENT_WEIGHTS[requirement.kind];
      possible += weight;
      earned += result.found ? weight : result.partial ? weight * PARTIAL_SHARE : 0;
    }
    return result;
  });
  // A level below the one asked (a diploma for a degree) is found in part, and counted so above: not short.
  const qualificationShort = listing.requirements.some(
    (requirement, i) =>
      requirement.kind === "qualification" && !results[i]!.optional && !results[i]!.found && !results[i]!.partial,
  );
  const hoursRuledOut = results.some((result) => !result.optional && result.ruledOut === true);
  const licenceNotHeld = results.some((result) => !result.optional && result.notHeld === true);
  // A licence is as much a barrier as a qualification: the law asks it of whoever drives or skippers.
  const licenceShort =
    !licenceNotHeld &&
    listing.requirements.some(
      (requirement, i) => requirement.kind === "licence" && !results[i]!.optional && !results[i]!.found,
    );
  return {
    results,
    share: possible > 0 ? earned / possible : 0,
    possible,
    qualificationShort,
    hoursRuledOut,
    licenceShort,
    licenceNotHeld,
  };
}

/** The job held closest to this one, weighed by how close, how long and how recent. */
function backgroundPart(profile: CvProfile, listing: PreparedListing) {
  let background: Background | null = null;
  let value = 0;
  for (const job of profile.jobs) {
    const close = jobCloseness(job, listing);
    if (close < MIN_RELATED) continue;
    const worth = close * jobLength(job) * recency(job);
    if (worth > value) {
      value = worth;
      background = { title: job.title, months: job.months, closeness: close >= SAME ? "same" : "related" };
    }
  }
  return { background, value };
}

/**
 * The job whose own lines (its title and what it says was done) use the most of the listing's
 * wording, as words in common measure it over the whole CV, weighed by how long and how recent as
 * the background is: a job held under a title the matcher does not know (a ward clerk, a cabin
 * steward) still counts by its duties, and a job held now more than one left years ago.
 */
function dutiesPart(profile: CvProfile, listing: PreparedListing, idf: readonly number[]): number {
  let value = 0;
  for (const job of profile.jobs) {
    const share = Math.min(1, wordsShare(job.words, listing.wordsByLanguage, idf) / WORDS_FULL_AT);
    value = Math.max(value, share * jobLength(job) * recency(job));
  }
  return value;
}

/**
 * A qualification (certificate or above, or a named one) in a field that fits the job, or a named
 * qualification the listing itself asks for: it is the job's own certificate, whatever field it is filed under.
 */
function fieldPart(profile: CvProfile, listing: PreparedListing): string | null {
  const asked = listing.namedAsked;
  for (const study of profile.studies) {
    const named = asked.find((c) => study.named.has(c));
    if (named !== undefined) return profile.concepts.get(named) ?? study.text;
    if ((study.level ?? 0) < LEVEL_CERTIFICATE && study.named.size === 0) continue;
    const field = listing.fields.find((f) => study.fields.has(f));
    if (field !== undefined) return study.fields.get(field) ?? study.text;
  }
  return null;
}

/** The summary names this kind of work as what the person wants: 1 when it says it is looked for, less when only named. */
function wishPart(profile: CvProfile, listing: PreparedListing, prepared: PreparedIndex) {
  let wish: string | null = null;
  let value = 0;
  for (const [c, strength] of profile.wishes) {
    const kind = prepared.concepts[c]?.kind;
    const fits =
      kind === "occupation"
        ? (listing.relatedMap.get(c) ?? 0) >= WISH_CLOSE
        : kind === "field" && listing.fields.includes(c);
    if (fits && strength > value) {
      value = strength;
      wish = profile.concepts.get(c) ?? null;
    }
  }
  return { wish, value };
}

/** The work the CV asks for: the same occupation as the listing's, or a close one, by ESCO. */
function tradePart(profile: CvProfile, listing: PreparedListing, prepared: PreparedIndex) {
  let askedFor: string | null = null;
  let value = 0;
  for (const [c, said] of profile.askedFor) {
    const close = listing.relatedMap.get(c) ?? sameGroup(c, listing, prepared);
    if (close >= MIN_RELATED && close > value) {
      value = close;
      askedFor = said;
    }
  }
  // The job held now, under this listing's very title, is work asked for even where ESCO has no label for it.
  for (const job of profile.jobs)
    if (job.dates?.ongoing && job.titleKey !== "" && listing.titles.includes(job.titleKey) && value < 1) {
      value = 1;
      askedFor = job.title;
    }
  return { askedFor, value };
}

/** A must the CV meets, or one it need not: a plus, or a document asked when one is hired (counted neither way). */
function mustMet(result: RequirementResult): boolean {
  return result.optional || result.found || result.document === true;
}

/**
 * A senior post (a chef de partie, a boat skipper, an accountant) is one the CV has reached: 1 when it
 * shows a job in a related trade (by ESCO, as the trade part reads it) at the post's skill level, or, for
 * a professional's post (level 4), skilled work (level 3) with the qualification the post asks as a must shown in
 * full, as an assistant accountant's years with ACCA papers lead to an accountant's post (a bookkeeper's years with a
 * bookkeeping certificate do not: the labels put the accountant's post out of such a CV's first three); a job of a
 * related trade one level below whose title puts it a step above its trade's own work (a
 * senior cook for a chef de partie: ./cv-profile.ts `senior`); a diploma (a degree, for a professional's
 * post) in a field of the job; or, for a post that asks a licence, every must the post asks met, the licence
 * among them (a fly-fishing guide who drives the skiffs, with the skipper's licence and the years at the helm).
 * 0 when it shows none: a sports instructor's skill level is not a skipper's.
 * Any other listing: 1, but for a CV that says it has no work experience (a school leaver's), a post asking
 * YEARS_NOT_REACHED_WITHOUT_WORK years of work or more is not reached either: the mason's post asking three
 * years, for a school leaver who did masonry at school.
 * It only grows as a CV shows more: a cook who becomes a sous chef reaches the chef de partie, a deckhand
 * does not reach the skipper.
 */
function levelPart(
  profile: CvProfile,
  listing: PreparedListing,
  prepared: PreparedIndex,
  results: readonly RequirementResult[],
): number {
  if (profile.noExperience && listing.yearsAsked >= YEARS_NOT_REACHED_WITHOUT_WORK) return 0;
  const need = listing.seniorLevel;
  if (need === 0) return 1;
  if (results.every(mustMet) && listing.requirements.some((r, i) => r.kind === "licence" && !results[i]!.optional))
    return 1;
  // The qualification asked as a must, shown in full (a degree in accounting or ACCA papers), with skilled work.
  const qualified = listing.requirements.some(
    (r, i) => r.kind === "qualification" && !results[i]!.optional && results[i]!.found,
  );
  for (const job of profile.jobs) {
    const level = Math.max(0, ...job.occupations.map((o) => skillLevelOf(prepared.concepts[o]?.isco)));
    if (level === 0 || jobCloseness(job, listing) < MIN_RELATED) continue;
    if (level >= need || (job.senior && level + 1 >= need) || (level >= SENIOR_SKILL_LEVEL && qualified)) return 1;
  }
  const study = STUDY_FOR_SKILL_LEVEL[need] ?? Infinity;
  for (const s of profile.studies) if ((s.level ?? 0) >= study && listing.fields.some((f) => s.fields.has(f))) return 1;
  return 0;
}

/** The musts that keep a person from a post until they have them: years of work, a licence, a qualification. */
const BARRIER_KINDS: ReadonlySet<string> = new Set(["experience", "licence", "qualification"]);

/**
 * Every barrier must (BARRIER_KINDS) the listing asks is met. What else a must asks (fitness, hours, a language's
 * polish, a manner) no school leaver's CV shows, so for a CV that says it has no work experience a wish counts in full
 * on a listing whose barriers it clears: the kitchen hand's post (no experience asked, training given) for a school
 * leaver who wants to learn in a kitchen, though her CV says nothing of long hours on her feet.
 */
function barriersMet(listing: PreparedListing, results: readonly RequirementResult[]): boolean {
  return listing.requirements.every((r, i) => !BARRIER_KINDS.has(r.kind) || mustMet(results[i]!));
}

/** Every part of one listing's figure for this CV, and what showed each. */
export function listingFeatures(id: string, profile: CvProfile, prepared: PreparedIndex): ListingFeatures {
  const listing = prepared.listings.get(id);
  if (!listing) throw new Error(`The match index has no listing ${id}.`);
  const requirements = requirementsPart(profile, listing, prepared);
  const background = backgroundPart(profile, listing);
  const fieldStudied = fieldPart(profile, listing);
  const inCommon = listing.concepts.filter((c) => profile.concepts.has(c));
  const forFull = Math.max(1, Math.min(SKILLS_FOR_FULL_MARKS, listing.concepts.length));
  const { wish, value: wishValue } = wishPart(profile, listing, prepared);
  const trade = tradePart(profile, listing, prepared);
  // The summary's words already quoted as the work asked for are not said twice (they still count).
  const sameWords =
    trade.askedFor !== null && wish !== null && words(wish).join(" ") === words(trade.askedFor).join(" ");
  const idf = prepared.index.words.idf;
  const common = wordsInCommon(profile.listingWords, listing.wordsByLanguage, idf);
  const cosine = tfidfCosine(profile.wordCounts, profile.wordsNorm, listing.wordsByLanguage, idf);
  const level = levelPart(profile, listing, prepared, requirements.results);
  // Every must met (a share of 1 needs one to be asked) and the level reached.
  const inFull = requirements.share === 1 && level === 1;
  const stepUp = listing.seniorLevel > 0 && inFull;
  const wishInFull = inFull || (profile.noExperience && level === 1 && barriersMet(listing, requirements.results));
  return {
    id,
    values: {
      trade: trade.value,
      background: background.value,
      requirements: requirements.share,
      field: fieldStudied === null ? 0 : 1,
      skills: Math.min(1, inCommon.length / forFull),
      words: Math.min(1, common.share / WORDS_FULL_AT),
      duties: dutiesPart(profile, listing, idf),
      wish: wishInFull ? wishValue : wishValue * WISH_SHORT,
      cosine: Math.min(1, cosine / COSINE_FULL_AT),
      level,
    },
    requirementsWeight: requirements.possible,
    requirements: requirements.results,
    background: background.background,
    fieldStudied,
    skills: [...new Set(evidenceOf(profile, inCommon))],
    wish: sameWords ? null : wish,
    askedFor: trade.askedFor,
    sharedWords: common.shared,
    ...(stepUp ? { stepUp: true as const } : {}),
    ...(requirements.qualificationShort ? { qualificationShort: true as const } : {}),
    ...(requirements.hoursRuledOut ? { hoursRuledOut: true as const } : {}),
    ...(requirements.licenceShort ? { licenceShort: true as const } : {}),
    ...(requirements.licenceNotHeld ? { licenceNotHeld: true as const } : {}),
    ...(wishInFull && wishValue === SOUGHT ? { wishSought: true as const } : {}),
  };
}
