/*
 * Which courses teach what a listing's requirement asks for: the build's answer to 'Where to learn
 * this', from what the Job Matcher's engine understood of the requirement and of each line a course
 * teaches (Readings, made by ./matcher-adapter.server.ts, the one module that calls the engine). Pure:
 * the build, the bench (npm run bench:courses) and the tests call it.
 *
 * The rule is the engine's own: a course answers a requirement when, were what it teaches written in
 * a CV, the engine would find the requirement there. On top of it, what a course cannot give is never
 * suggested, however the words match:
 *
 * - years of work (a course is not experience), except a work-experience scheme's placement for a
 *   year or less of work in the kinds of place it places people;
 * - a licence held for a number of years;
 * - a level of study above the course's (a certificate does not answer 'a degree in accounting');
 * - languages, hours and days, and personal qualities the engine does not understand;
 * - a document asked when one is hired (a police clearance, a health card): it is no one's to learn;
 * - a qualification's field that is not the qualification's own subject: in 'Patient and caring,
 *   with a police clearance certificate', caring is not what the certificate is in.
 */

/** What the engine understood of one line (./matcher-adapter.server.ts makes it). */
export type Reading = {
  /** False when the engine found nothing it knows in the line: it is then only its words. */
  understood: boolean;
  /** "A plus": a nice-to-have in a listing. */
  optional?: true;
  /** The years the line names ("two years", "held for at least two years", "up to a year"), or null. */
  years: number | null;
  /** The line's content words, in every language it was read in, folded as the engine folds them. */
  words: string[];
  /** The same, in each language it was read in. */
  wordsByLanguage: string[][];
  /** Every concept the line names, of any kind (fields, skills, qualifications, licences). */
  all: string[];
  /** Of those, the skills: what a person can do (Excel, first response), not an area of work (hotels, the sea). */
  skills: string[];
  /** The share of the line's words the engine understood (in its best-read language), 0 to 1. */
  covered: number;
} & (
  | { kind: "experience"; fields: string[] }
  | { kind: "qualification"; options: QualificationOption[] }
  | { kind: "language"; concepts: string[] }
  | { kind: "licence" | "availability" | "skill"; concepts: string[]; need: number }
  | { kind: "words" }
  /** A document asked when one is hired (a police clearance, a health card): no course gives one. */
  | { kind: "document" }
);

export type QualificationOption = {
  /** The level of study named (certificate 3, diploma 4, degree 5…), or null. */
  level: number | null;
  /**
   * The fields and skills the qualification is in: those named in the same part of the sentence as
   * its level or its name ("Certificate in IT", "sea safety certificate"), not elsewhere in the line.
   */
  fields: string[];
  /** Qualifications named by their own name (ACCA, STCW, a food hygiene certificate). */
  named: string[];
  /** The highest level of the named qualifications, or null. */
  namedLevel: number | null;
};

/** A course as the matcher compares it: its title's reading and each line it teaches. */
export type CourseReadings = { id: string; title: Reading; teaches: readonly Reading[] };

/** One course suggested for a requirement, with how well it fits (for the order, and the tests). */
export type Suggestion = { course: string; score: number };

/** At most this many courses under a requirement: 'the one or two courses that teach it'. */
export const MAX_SUGGESTIONS = 2;
/** A second course is shown only when it fits exactly as well as the first: the same course in two places. */
export const SECOND_WITHIN = 1;
/** A work-experience scheme answers a requirement of at most this many years' work. */
export const ENTRY_LEVEL_YEARS = 1;
/**
 * A course answers a requirement of skills only when it also teaches at least this share of the
 * requirement's own words: 'Fit enough for walks and cycling in the heat' asks for fitness, which
 * leading walks does not teach, though both name walks.
 */
export const SKILL_WORDS_SHARE = 0;
/**
 * A requirement of skills the engine understood less than half of is about something else (a
 * quality: 'Honest, polite and quick with customers'), whatever concept it names in passing.
 */
export const SKILL_COVERED = 2 / 5;
/** What no course teaches, whatever else a requirement names with it: being physically fit, a clean driving or police record. */
export const NOT_TAUGHT = ["own:fitness", "own:clean-record"];
/** A line the engine could not read is matched by its words, as the engine matches such a requirement in a CV. */
export const WORDS_SHARE = 0.6;

const overlap = (a: readonly string[], b: ReadonlySet<string>) => a.filter((x) => b.has(x)).length;

/** What a course gives, gathered from its lines. */
type Profile = {
  /** What it is about: the concepts of its title and of the qualifications and licences it gives. */
  subject: Set<string>;
  /** The highest level of study it gives (0: none). */
  level: number;
  /** The licences it prepares for. */
  licences: Set<string>;
  /** Everything its lines name. */
  taught: Set<string>;
  /** The most years of work it gives (null: none), and where. */
  experience: { years: number; fields: Set<string> } | null;
  /** Its words, and the words of each line the engine could not read. */
  words: Set<string>;
  unread: Set<string>[];
};

/** The concepts a line names, whatever its kind. */
export function conceptsOf(line: Reading): string[] {
  switch (line.kind) {
    case "qualification":
      return line.options.flatMap((option) => [...option.fields, ...option.named]);
    case "experience":
      return line.fields;
    case "words":
    case "document":
      return [];
    default:
      return line.concepts;
  }
}

/**
 * What a line of a course says the course gives: a licence, or a qualification with what it is in.
 * A line naming a qualification without a level ('HACCP and keeping a kitchen clean') gives that
 * qualification, not its other words: a food hygiene course is not a certificate in kitchen work.
 */
function givenBy(line: Reading): string[] {
  if (line.kind === "licence") return line.all;
  if (line.kind !== "qualification") return [];
  return line.options.flatMap((option) => (option.level === null ? option.named : [...option.named, ...option.fields]));
}

/** The level a qualification line gives: its level of study, or its named qualification's. */
const levelOf = (option: QualificationOption) => Math.max(option.level ?? 0, option.namedLevel ?? 0);

function profileOf(course: CourseReadings): Profile {
  const lines = [course.title, ...course.teaches];
  const work = lines.filter((line) => line.kind === "experience" && line.years !== null);
  return {
    subject: new Set(lines.flatMap((line, n) => (n === 0 ? line.all : givenBy(line)))),
    level: Math.max(0, ...lines.flatMap((line) => (line.kind === "qualification" ? line.options.map(levelOf) : []))),
    licences: new Set(lines.flatMap((line) => (line.kind === "licence" ? line.concepts : []))),
    taught: new Set(lines.flatMap((line) => line.all)),
    experience:
      work.length === 0
        ? null
        : { years: Math.max(...work.map((line) => line.years!)), fields: new Set(lines.flatMap((line) => line.all)) },
    words: new Set(lines.flatMap((line) => line.words)),
    unread: course.teaches.filter((line) => line.kind === "words").map((line) => new Set(line.words)),
  };
}

const share = (words: readonly string[], of: ReadonlySet<string>) =>
  words.length === 0 ? 0 : overlap(words, of) / words.length;
/** The most of the requirement's words a set holds, in any one of the requirement's languages. */
const wordShare = (requirement: Reading, of: ReadonlySet<string>) =>
  Math.max(0, ...requirement.wordsByLanguage.map((words) => share(words, of)));

/**
 * How well a course answers the requirement, 0 (not at all) to 1 (all of it): the engine's own test
 * of a CV against the requirement, as if the course were in the CV, within what a course can give.
 */
export function courseAnswers(requirement: Reading, course: Profile): number {
  // A line of the course the engine could not read: by its words, as a CV's words meet such a requirement.
  const byWords = course.unread.some((words) => wordShare(requirement, words) >= WORDS_SHARE) ? 1 : 0;
  switch (requirement.kind) {
    case "availability":
    case "language":
    case "document":
      return 0;
    case "words":
      return byWords;
    case "experience": {
      const years = requirement.years ?? 0;
      if (!course.experience || years > ENTRY_LEVEL_YEARS || years > course.experience.years) return 0;
      return overlap(requirement.fields, course.experience.fields) > 0 ? 1 : 0;
    }
    case "licence":
      // A licence held for two years is not something a course gives.
      if (requirement.years !== null) return 0;
      return overlap(requirement.concepts, course.licences) > 0 ? 1 : 0;
    case "qualification": {
      let best = 0;
      for (const asked of requirement.options) {
        if (overlap(asked.named, course.subject) > 0) return 1;
        // Most of the subjects it asks (more than half): 'Emergency First Response and oxygen provider
        // certificates' is not answered by a first aid course alone. The course's certificate must be
        // in one of them; the others may be taught on the way ('First aid and sea safety
        // certificates': the sea safety course teaches first aid at sea).
        const inSubject = overlap(asked.fields, course.subject) > 0;
        const covered =
          asked.fields.length === 0 || !inSubject ? 0 : overlap(asked.fields, course.taught) / asked.fields.length;
        if (covered > 0.5 && course.level >= (asked.level ?? 0)) best = Math.max(best, covered);
      }
      return best;
    }
    case "skill": {
      if (requirement.covered < SKILL_COVERED || requirement.all.some((c) => NOT_TAUGHT.includes(c))) return byWords;
      const shown = overlap(requirement.concepts, course.taught);
      // A requirement that names skills is answered by teaching one of them, not by the area it is
      // done in: 'Fit and able to spend two weeks at sea' asks for fitness, not the sea.
      const skillTaught = requirement.skills.length === 0 || overlap(requirement.skills, course.taught) > 0;
      if (
        shown > 0 &&
        shown >= requirement.need &&
        skillTaught &&
        wordShare(requirement, course.words) >= SKILL_WORDS_SHARE
      )
        return shown / requirement.concepts.length;
      return byWords;
    }
  }
}

/**
 * The courses that teach what `requirement` asks, best first: at most MAX_SUGGESTIONS, the second
 * only when it fits within SECOND_WITHIN of the first; none when no course answers it. Ties go to the
 * course that uses more of the requirement's own words.
 */
export function suggestCourses(requirement: Reading, courses: readonly CourseReadings[]): Suggestion[] {
  const scored = courses
    .map((course) => {
      const profile = profileOf(course);
      const fit = courseAnswers(requirement, profile);
      return { course: course.id, score: fit > 0 ? fit + 0.5 * wordShare(requirement, profile.words) : 0 };
    })
    .filter((s) => s.score > 0)
    .toSorted((a, b) => b.score - a.score || a.course.localeCompare(b.course, "en", { numeric: true }));
  const first = scored[0];
  if (!first) return [];
  return scored.slice(0, MAX_SUGGESTIONS).filter((s, n) => n === 0 || s.score >= SECOND_WITHIN * first.score);
}
