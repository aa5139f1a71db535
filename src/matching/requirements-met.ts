import { WRITTEN_LANGUAGE_CONCEPTS } from "./concept-ids.ts";
import type { CvProfile, ProfileJob } from "./cv-profile.ts";
import { monthsCovered } from "./dates.ts";
import { LEVEL_CERTIFICATE, LEVELS } from "./levels.ts";
import type { IndexedRequirement, QualificationOption } from "./match-index.ts";
import type { PreparedIndex, PreparedListing } from "./prepare-index.ts";

/*
 * Part of the features stage (./features.ts): whether a CV shows each of a listing's requirements,
 * in full, in part or not, and with which of its words; and how close a job held is to the
 * listing. Pure look-ups in the profile (./cv-profile.ts) and the prepared index.
 */

export type RequirementResult = {
  found: boolean;
  /** Found in part: fewer years than asked, or one level of study below the one asked. */
  partial?: { kind: "years"; shownYears: number | null; askedYears: number } | { kind: "level" };
  /** Not met because the CV rules it out: hours the person says they cannot work ("mornings only"). Absent otherwise. */
  ruledOut?: true;
  /** Not met, and the CV says so: a licence the person says they have not got ("I do not drive"). Absent otherwise. */
  notHeld?: true;
  /** "A plus": shown when found, never counted against the CV. */
  optional: boolean;
  /** A document asked when one is hired (a police clearance): never found, never counted for or against the CV. */
  document?: true;
  /** The CV's words that showed it. */
  evidence: string[];
};

/** A job whose closeness to the listing is at least this is work of its kind, whatever field a requirement names. */
const CLOSE_ENOUGH_FOR_EXPERIENCE = 0.5;
/** A requirement checked by its words is met when the CV has this share of them, in one of its languages. */
const WORDS_MET_SHARE = 0.6;

/** A job shows a field: by its occupation's ISCO group, or (a title not recognised) by its own words. */
export function fieldShownByJob(job: ProfileJob, field: number, prepared: PreparedIndex): boolean {
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

/** How close a job is to the listing, 0 to 1: its occupation's closeness, or 1 for the very same title. */
export function jobCloseness(job: ProfileJob, listing: PreparedListing): number {
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
    (job) =>
      jobCloseness(job, listing) >= CLOSE_ENOUGH_FOR_EXPERIENCE ||
      fields.some((field) => fieldShownByJob(job, field, prepared)),
  );
}

/** The CV's words for each of these concepts it names. */
export function evidenceOf(profile: CvProfile, concepts: readonly number[]): string[] {
  const evidence: string[] = [];
  for (const c of concepts) {
    const shown = profile.concepts.get(c);
    if (shown !== undefined) evidence.push(shown);
  }
  return evidence;
}

function shownLanguage(profile: CvProfile, concept: number, prepared: PreparedIndex): boolean {
  if (profile.concepts.has(concept)) return true;
  return profile.language !== null && prepared.concepts[concept]?.id === WRITTEN_LANGUAGE_CONCEPTS[profile.language];
}

/** A field of no trade (ESCO's first aid: no ISCO group), learned in a short course rather than in a trade's training. */
function isCourseField(field: number, prepared: PreparedIndex): boolean {
  const concept = prepared.concepts[field];
  return concept?.kind === "field" && (concept.fieldIsco ?? []).length === 0;
}

function meetsOption(
  option: QualificationOption,
  profile: CvProfile,
  prepared: PreparedIndex,
): "full" | "partial" | null {
  if (option.named.some((c) => profile.concepts.has(c))) return "full";
  // "ACCA part-qualified": only the named qualification will do.
  if (option.level === null && option.named.length > 0) return null;
  let result: "full" | "partial" | null = null;
  for (const study of profile.studies) {
    if (study.named.size > 0 && option.named.some((c) => study.named.has(c))) return "full";
    // "IGCSE in English and Mathematics, or equivalent": A-levels or a baccalauréat, or a diploma or more, were reached
    // through school's subjects, whichever the CV names (a trade's certificate was not).
    if (
      option.level === LEVELS.school &&
      study.level !== null &&
      (study.level === LEVELS.aLevel || study.level >= LEVELS.diploma)
    )
      return "full";
    const inField = option.fields.length === 0 || option.fields.some((f) => study.fields.has(f));
    if (!inField) continue;
    const asked = option.level ?? LEVEL_CERTIFICATE;
    // School subjects ('ICT' in an IGCSE line) never meet a qualification above school. A field of no trade (first
    // aid) is learned in a short course whose paper is its certificate: "First aid (2024)" shows a first aid
    // certificate, where "Home care course" shows no certificate in health care.
    const level =
      study.level ??
      (option.fields.some((f) => study.fields.has(f) && isCourseField(f, prepared))
        ? LEVEL_CERTIFICATE
        : study.fields.size > 0
          ? LEVEL_CERTIFICATE - 0.5
          : null);
    if (level === null) continue;
    // A trade's certificate (sea safety, first aid) says nothing of the schooling a school level
    // asks for ('A-level or …'): only that level, or a diploma or more, shows it.
    if (option.fields.length === 0 && asked < LEVEL_CERTIFICATE && level === LEVEL_CERTIFICATE) continue;
    if (level >= asked) return "full";
    if (level >= LEVEL_CERTIFICATE && level >= asked - 1 && option.fields.length > 0) result = "partial";
  }
  return result;
}

/** Whether the CV shows one requirement of the listing, and with which of its words. */
export function checkRequirement(
  requirement: IndexedRequirement,
  profile: CvProfile,
  listing: PreparedListing,
  prepared: PreparedIndex,
): RequirementResult {
  const optional = requirement.optional === true;
  switch (requirement.kind) {
    case "experience": {
      // "No experience needed": no years asked, nothing to show.
      if (requirement.years === 0) return { found: true, optional, evidence: [] };
      const jobs = relevantJobs(requirement.fields, profile, listing, prepared);
      if (jobs.length === 0) return { found: false, optional, evidence: [] };
      const evidence = jobs.slice(0, 2).map((job) => job.title);
      if (requirement.years === null) return { found: true, optional, evidence };
      const dated = jobs.flatMap((job) => (job.dates ? [job.dates] : []));
      const years = monthsCovered(dated) / 12;
      // A month short of the years asked still counts: CVs round their dates.
      if (years >= requirement.years - 1 / 12) return { found: true, optional, evidence };
      return {
        found: false,
        partial: { kind: "years", shownYears: dated.length > 0 ? years : null, askedYears: requirement.years },
        optional,
        evidence,
      };
    }
    case "qualification": {
      let partial = false;
      for (const option of requirement.options) {
        const met = meetsOption(option, profile, prepared);
        if (met === "full") return { found: true, optional, evidence: [] };
        if (met === "partial") partial = true;
      }
      return partial
        ? { found: false, partial: { kind: "level" }, optional, evidence: [] }
        : { found: false, optional, evidence: [] };
    }
    case "language": {
      const found = requirement.groups.every((group) => group.some((c) => shownLanguage(profile, c, prepared)));
      return { found, optional, evidence: evidenceOf(profile, requirement.groups.flat()) };
    }
    case "licence":
    case "availability":
    case "skill": {
      // Hours the person rules out ("mornings only") are not met, however many others the CV shows.
      if (requirement.kind === "availability" && requirement.concepts.some((c) => profile.ruledOut.has(c)))
        return { found: false, ruledOut: true, optional, evidence: [] };
      const shown = requirement.concepts.filter(
        (c) => profile.concepts.has(c) || profile.jobs.some((job) => fieldShownByJob(job, c, prepared)),
      );
      const found = shown.length >= requirement.need;
      // "I do not drive" beside a listing that asks a driving licence: not met, and not for want of writing it down.
      if (!found && requirement.kind === "licence" && requirement.concepts.some((c) => profile.licencesNotHeld.has(c)))
        return { found, notHeld: true, optional, evidence: evidenceOf(profile, shown) };
      return { found, optional, evidence: evidenceOf(profile, shown) };
    }
    case "document":
      // Nobody has it before applying, and a CV that names one is not a better fit for it.
      return { found: false, optional, document: true, evidence: [] };
    case "words": {
      const cvWords = profile.words;
      const found = requirement.words.some(
        (list) =>
          list.length > 0 && list.filter((w) => cvWords.has(w)).length >= Math.ceil(list.length * WORDS_MET_SHARE),
      );
      return { found, optional, evidence: [] };
    }
  }
}
