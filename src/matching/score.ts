import { WRITTEN_LANGUAGE_CONCEPTS } from "./concept-ids.ts";
import type { CvProfile, PreparedIndex, PreparedListing, ProfileJob } from "./cv-profile.ts";
import { monthsCovered } from "./dates.ts";
import { LEVEL_CERTIFICATE } from "./levels.ts";
import { words } from "./text.ts";
import { wordsInCommon } from "./words-in-common.ts";
import type { IndexedRequirement, QualificationOption } from "./match-index.ts";
import {
  BACKGROUND,
  FIELD_STUDIED,
  JOB_LENGTH_FLOOR,
  JOB_LENGTH_FULL_MONTHS,
  MIN_RELATED,
  PARTIAL_SHARE,
  PAST_JOB_FLOOR,
  PAST_JOB_FLOOR_MONTHS,
  RECENT_MONTHS,
  REQUIREMENT_WEIGHTS,
  SKILLS_FOR_FULL_MARKS,
  SKILLS_IN_COMMON,
  TRADE,
  UNDATED_JOB,
  WISH,
  WORDS_FULL_AT,
  WORDS_IN_COMMON,
} from "./weights.ts";

/*
 * One listing's figure for one CV, and why: each requirement found, found in part or not, the job
 * held closest to this one, the field studied, the skills in common, the work the summary asks
 * for. The reasons are data; the page puts them into words in its language (the CV's own words
 * are quoted as the CV wrote them).
 */

export type RequirementResult = {
  found: boolean;
  /** Found in part: fewer years than asked, or one level of study below the one asked. */
  partial?: { kind: "years"; shownYears: number | null; askedYears: number } | { kind: "level" };
  /** "A plus": shown when found, never counted against the CV. */
  optional: boolean;
  /** The CV's words that showed it. */
  evidence: string[];
};

export type Background = {
  /** The job's title as the CV writes it. */
  title: string;
  /** How long it lasted, from its dates; null when undated. */
  months: number | null;
  closeness: "same" | "related";
};

export type ListingMatch = {
  id: string;
  /** Whole percent, 0 to 100. */
  figure: number;
  /** In the listing's order. */
  requirements: RequirementResult[];
  background: Background | null;
  /** The words of a qualification in a field that fits the job. */
  fieldStudied: string | null;
  /** The listing's skills and fields the CV names, in the CV's words (at most four). */
  skills: string[];
  /** The words of the summary that ask for this kind of work. */
  wish: string | null;
  /**
   * The work the CV asks for (its headline, summary or the job it holds now) when it is this job or
   * one close to it: the CV's words for it.
   */
  askedFor: string | null;
  /** Words of this listing the CV uses too, the most telling first, as the CV writes them (at most five). */
  sharedWords: string[];
};

const SAME = 0.95;
/** How close the work asked for counts when only its ISCO sub-major group is the listing's (sameGroup). */
const SAME_GROUP = 0.4;

function fieldShownByJob(job: ProfileJob, field: number, prepared: PreparedIndex): boolean {
  // A job whose title was recognised shows a field by its occupation: a delivery driver who names the
  // restaurants he delivered to has not worked in restaurants. An unrecognised title: by its words.
  if (job.occupations.length === 0 && job.concepts.has(field)) return true;
  const isco = prepared.concepts[field]?.fieldIsco;
  if (!isco) return false;
  return job.occupations.some((o) => {
    const code = prepared.concepts[o]?.isco;
    return code !== undefined && isco.some((prefix) => code.startsWith(prefix));
  });
}

/**
 * The work asked for in the listing's ISCO sub-major group (its first two digits: drivers, sales
 * workers) is of the same family, though ESCO relates them too loosely for the index to list them.
 */
function sameGroup(occupation: number, listing: PreparedListing, prepared: PreparedIndex): number {
  const isco = prepared.concepts[occupation]?.isco;
  if (isco === undefined) return 0;
  const group = isco.slice(0, 2);
  return listing.occupations.some((o) => prepared.concepts[o]?.isco?.slice(0, 2) === group) ? SAME_GROUP : 0;
}

/** How close a job is to the listing, 0 to 1: its occupation's closeness, or 1 for the very same title. */
function closeness(job: ProfileJob, listing: PreparedListing): number {
  let best = 0;
  for (const o of job.occupations) best = Math.max(best, listing.relatedMap.get(o) ?? 0);
  if (job.titleKey !== "" && listing.titles.some((title) => title === job.titleKey)) best = 1;
  return best;
}

function relevantJobs(
  fields: readonly number[],
  profile: CvProfile,
  listing: PreparedListing,
  prepared: PreparedIndex,
) {
  // Work as this very job, or a close one, is always work of its kind; a field named widens it.
  return profile.jobs.filter(
    (job) => closeness(job, listing) >= 0.5 || fields.some((field) => fieldShownByJob(job, field, prepared)),
  );
}

const evidenceOf = (profile: CvProfile, concepts: readonly number[]) =>
  concepts.flatMap((c) => {
    const shown = profile.concepts.get(c);
    return shown === undefined ? [] : [shown];
  });

function shownLanguage(profile: CvProfile, concept: number, prepared: PreparedIndex): boolean {
  if (profile.concepts.has(concept)) return true;
  return profile.language !== null && prepared.concepts[concept]?.id === WRITTEN_LANGUAGE_CONCEPTS[profile.language];
}

function meetsOption(option: QualificationOption, profile: CvProfile): "full" | "partial" | null {
  if (option.named.some((c) => profile.concepts.has(c))) return "full";
  // "ACCA part-qualified": only the named qualification will do.
  if (option.level === null && option.named.length > 0) return null;
  let result: "full" | "partial" | null = null;
  for (const study of profile.studies) {
    if (study.named.size > 0 && option.named.some((c) => study.named.has(c))) return "full";
    const inField = option.fields.length === 0 || option.fields.some((f) => study.fields.has(f));
    if (!inField) continue;
    const asked = option.level ?? LEVEL_CERTIFICATE;
    // School subjects ('ICT' in an IGCSE line) never meet a qualification above school.
    const level = study.level ?? (study.fields.size > 0 ? LEVEL_CERTIFICATE - 0.5 : null);
    if (level === null) continue;
    if (level >= asked) return "full";
    if (level >= LEVEL_CERTIFICATE && level >= asked - 1 && option.fields.length > 0) result = "partial";
  }
  return result;
}

function checkRequirement(
  requirement: IndexedRequirement,
  profile: CvProfile,
  listing: PreparedListing,
  prepared: PreparedIndex,
): Omit<RequirementResult, "optional"> {
  switch (requirement.kind) {
    case "experience": {
      const jobs = relevantJobs(requirement.fields, profile, listing, prepared);
      if (jobs.length === 0) return { found: false, evidence: [] };
      const evidence = jobs.slice(0, 2).map((job) => job.title);
      if (requirement.years === null) return { found: true, evidence };
      const dated = jobs.flatMap((job) => (job.dates ? [job.dates] : []));
      const years = monthsCovered(dated) / 12;
      // A month short of the years asked still counts: CVs round their dates.
      if (years >= requirement.years - 1 / 12) return { found: true, evidence };
      return {
        found: false,
        partial: { kind: "years", shownYears: dated.length > 0 ? years : null, askedYears: requirement.years },
        evidence,
      };
    }
    case "qualification": {
      let partial = false;
      for (const option of requirement.options) {
        const met = meetsOption(option, profile);
        if (met === "full") return { found: true, evidence: [] };
        if (met === "partial") partial = true;
      }
      return partial ? { found: false, partial: { kind: "level" }, evidence: [] } : { found: false, evidence: [] };
    }
    case "language": {
      const found = requirement.groups.every((group) => group.some((c) => shownLanguage(profile, c, prepared)));
      return { found, evidence: evidenceOf(profile, requirement.groups.flat()) };
    }
    case "licence":
    case "availability":
    case "skill": {
      const shown = requirement.concepts.filter(
        (c) => profile.concepts.has(c) || profile.jobs.some((job) => fieldShownByJob(job, c, prepared)),
      );
      return { found: shown.length >= requirement.need, evidence: evidenceOf(profile, shown) };
    }
    case "words": {
      const cvWords = profile.words;
      const found = requirement.words.some(
        (list) => list.length > 0 && list.filter((w) => cvWords.has(w)).length >= Math.ceil(list.length * 0.6),
      );
      return { found, evidence: [] };
    }
  }
}

const jobLength = (job: ProfileJob) =>
  job.months === null
    ? UNDATED_JOB
    : JOB_LENGTH_FLOOR + (1 - JOB_LENGTH_FLOOR) * Math.min(1, job.months / JOB_LENGTH_FULL_MONTHS);

/** How much a job still counts for how long ago it ended (1 for one that goes on). */
function recency(job: ProfileJob): number {
  if (job.endedAgo === null || job.endedAgo <= RECENT_MONTHS) return 1;
  const past = Math.min(1, (job.endedAgo - RECENT_MONTHS) / (PAST_JOB_FLOOR_MONTHS - RECENT_MONTHS));
  return 1 - (1 - PAST_JOB_FLOOR) * past;
}

/** The shared words as the CV writes them, without those the skills already quote, at most five. */
function sharedWordsToShow(
  shared: readonly number[],
  profile: CvProfile,
  skills: readonly string[],
  vocabulary: readonly string[],
): string[] {
  const quoted = new Set(skills.flatMap((skill) => words(skill)));
  const forms = shared.flatMap((n) => {
    const form = profile.wordForms.get(n);
    return form === undefined || quoted.has(vocabulary[n]!) ? [] : [form];
  });
  return [...new Set(forms)].slice(0, 5);
}

/** One listing's figure and its reasons for this CV. */
export function scoreListing(id: string, profile: CvProfile, prepared: PreparedIndex): ListingMatch {
  const listing = prepared.listings.get(id);
  if (!listing) throw new Error(`The match index has no listing ${id}.`);
  let earned = 0;
  let possible = 0;

  const requirements = listing.requirements.map((requirement) => {
    const result = checkRequirement(requirement, profile, listing, prepared);
    const optional = requirement.optional === true;
    if (!optional) {
      const weight = REQUIREMENT_WEIGHTS[requirement.kind];
      possible += weight;
      earned += result.found ? weight : result.partial ? weight * PARTIAL_SHARE : 0;
    }
    return { ...result, optional };
  });

  let background: Background | null = null;
  let backgroundEarned = 0;
  for (const job of profile.jobs) {
    const close = closeness(job, listing);
    if (close < MIN_RELATED) continue;
    const value = close * jobLength(job) * recency(job);
    if (value > backgroundEarned) {
      backgroundEarned = value;
      background = { title: job.title, months: job.months, closeness: close >= SAME ? "same" : "related" };
    }
  }
  possible += BACKGROUND;
  earned += BACKGROUND * backgroundEarned;

  let fieldStudied: string | null = null;
  for (const study of profile.studies) {
    if ((study.level ?? 0) < LEVEL_CERTIFICATE && study.named.size === 0) continue;
    const field = listing.fields.find((f) => study.fields.has(f));
    if (field !== undefined) {
      fieldStudied = study.fields.get(field) ?? study.text;
      break;
    }
  }
  possible += FIELD_STUDIED;
  if (fieldStudied !== null) earned += FIELD_STUDIED;

  const inCommon = listing.concepts.filter((c) => profile.concepts.has(c));
  const forFull = Math.max(1, Math.min(SKILLS_FOR_FULL_MARKS, listing.concepts.length));
  possible += SKILLS_IN_COMMON;
  earned += SKILLS_IN_COMMON * Math.min(1, inCommon.length / forFull);

  let wish: string | null = null;
  for (const c of profile.wishes) {
    const kind = prepared.concepts[c]?.kind;
    const fits =
      kind === "occupation" ? (listing.relatedMap.get(c) ?? 0) >= 0.5 : kind === "field" && listing.fields.includes(c);
    if (fits) {
      wish = profile.concepts.get(c) ?? null;
      break;
    }
  }
  possible += WISH;
  if (wish !== null) earned += WISH;

  // The work the CV asks for: the same occupation as the listing's, or a close one, by ESCO.
  let askedFor: string | null = null;
  let askedEarned = 0;
  for (const [c, said] of profile.askedFor) {
    const close = listing.relatedMap.get(c) ?? sameGroup(c, listing, prepared);
    if (close >= MIN_RELATED && close > askedEarned) {
      askedEarned = close;
      askedFor = said;
    }
  }
  // The job held now, under this listing's very title, is work asked for even where ESCO has no label for it.
  for (const job of profile.jobs)
    if (job.dates?.ongoing && job.titleKey !== "" && listing.titles.includes(job.titleKey) && askedEarned < 1) {
      askedEarned = 1;
      askedFor = job.title;
    }
  possible += TRADE;
  earned += TRADE * askedEarned;
  // The summary's words already quoted as the work asked for are not said twice.
  if (askedFor !== null && wish !== null && words(wish).join(" ") === words(askedFor).join(" ")) wish = null;

  const common = wordsInCommon(profile.listingWords, listing.wordsByLanguage, prepared.index.words.idf);
  possible += WORDS_IN_COMMON;
  earned += WORDS_IN_COMMON * Math.min(1, common.share / WORDS_FULL_AT);

  const skills = [...new Set(evidenceOf(profile, inCommon))].slice(0, 4);
  return {
    id,
    figure: Math.max(0, Math.min(100, Math.round((100 * earned) / possible))),
    requirements,
    background,
    fieldStudied,
    skills,
    wish,
    askedFor,
    sharedWords: sharedWordsToShow(common.shared, profile, skills, prepared.index.words.vocabulary),
  };
}
