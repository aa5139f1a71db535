import { z } from "zod";

/*
 * The shape of a language's file of the matcher's words (./en.json, ./fr.json, ./crs.json) and of
 * the concepts they name (./concepts.json). ./words.test.ts checks every file against it; the
 * modules that read the words take their types from here.
 */

const words = z.array(z.string().trim().min(1));
const SECTION_KINDS = [
  "summary",
  "experience",
  "education",
  "skills",
  "languages",
  "activities",
  "achievements",
  "references",
  "certificates",
  "contact",
] as const;

/** What the phone reads: how a CV in this language is laid out and dated. */
export const cvWordsSchema = z.strictObject({
  /** Headings a CV gives its sections, by section. */
  headings: z.strictObject(
    Object.fromEntries(SECTION_KINDS.map((kind) => [kind, words])) as Record<
      (typeof SECTION_KINDS)[number],
      typeof words
    >,
  ),
  /** What a CV says when it has no work experience. */
  noExperience: words,
  /** The twelve months' names and short forms, January first. */
  months: z.array(words.min(1)).length(12),
  /** Words that say an entry goes on today ("present"). */
  now: words,
  /** Words before a date that start an entry ("since 2019"). */
  since: words,
  /** Words between two dates ("2019 to 2021"). */
  until: words,
  /** Small words that tell a CV is written in this language (compared in lower case, accents kept). */
  languageMarkers: words.min(3),
  /** Words that put a clause of a summary in the past or a far future ("after six years as a waiter"). */
  pastMarkers: words,
  /**
   * Subject words after which an occupation's word is a verb, not the work named: "I cook Creole food".
   * Only words that are never "my" (the Kreol "mon" is both, so Kreol has none).
   */
  verbSubjects: words,
  /**
   * Small words inside a job title after which its last word, written in the plural, is the title's field
   * and not other people: "Head of Sales", "Responsable des achats" (a plural occupation word is otherwise
   * other people: "young cooks"). Kreol writes no plural 's', so has none.
   */
  titleLinks: words,
  /**
   * Words in a job's title that put it a step above its trade's own work ("Senior Cook", "Cuisinier
   * principal", "Kwizinye an sarz"): such a job reaches a senior post of its trade (./features.ts levelPart).
   */
  seniorMarks: words.min(1),
  /** Words that make a clause of a summary the work the person looks for ("looking for", "mon rod"). */
  seekingMarkers: words.min(1),
  /** Words that say a licence or a qualification is still being studied for, or not held ("studying for", "pe prepar", "pa annan"). */
  notYetMarkers: words.min(1),
  /** Words that say a person does not drive ("I do not drive", "je ne conduis pas", "mon pa kondwir"): a driving licence not held. */
  notDriving: words.min(1),
  /**
   * How a person rules out hours a listing may ask (./cv-profile.ts hoursRuledOut). A clause with a `not` word rules
   * out the hours it names ("I can no longer work night shifts", "pas de travail le week-end"), unless a `notMeant`
   * phrase says the opposite ("no problem", "ne me dérange pas", "pa per"); a clause with an `only` word and words of
   * `onlyHours` rules out the hours those leave out ("mornings only": nights). A `but` word starts a new clause ("no
   * weekends, but nights are fine").
   */
  hoursLimits: z.strictObject({
    not: words.min(1),
    notMeant: words.min(1),
    but: words.min(1),
    only: words.min(1),
    onlyHours: z
      .array(
        z.strictObject({
          words: words.min(1),
          /** Availability concepts of ./concepts.json ("own:nights"). */
          rulesOut: z.array(z.string().regex(/^own:[a-z0-9-]+$/)).min(1),
        }),
      )
      .min(1),
  }),
  /** Words that show a line is about study, not a job. */
  studyWords: words,
  /** Words that start a line giving only how to reach the person ("Phone: …"). */
  contactWords: words,
  /** Words that join two headings in one line ("Education and certificates", "Formation et permis"). */
  headingLinks: words.min(1),
});

/** What the build reads: how a listing's text in this language is understood. */
export const listingWordsSchema = z.strictObject({
  /** Words of grammar that say nothing of a job (the, and, of…). */
  functionWords: words,
  /**
   * Words nearly every CV and listing has, that say nothing of the work itself (time, quantity,
   * "experience", the languages' names): never counted as words in common, never shown.
   */
  genericWords: words,
  /** Number words up to ten, for "three years". */
  numbers: z.record(z.string().min(1), z.number().int().min(1).max(10)),
  yearWords: words,
  monthWords: words,
  /** Words that make a requirement one of experience. */
  experienceWords: words,
  /** Words that say a job asks no experience ("no experience needed"): a requirement every CV meets. */
  noExperienceMarks: words.min(1),
  /** Marks of a nice-to-have ("a plus"): such a requirement never counts against a CV. */
  optionalMarks: words,
  /**
   * Names of a document an employer asks for when it hires ("police clearance", "health card"): no CV
   * shows one and no one is expected to have it before applying, so such a requirement never counts for
   * or against a CV, even with other words around it ("Patient, caring and reliable, with a police
   * clearance certificate"). Every language must name some.
   */
  documentMarks: words.min(1),
  /** "…, or willing to train": the word after "or" that makes a requirement a way in, never a must. */
  willingWords: words,
  /** The word "or", which splits a requirement into alternatives. */
  orWords: words.min(1),
  /** Small words left out when a requirement the build cannot read is checked by its words. */
  smallWords: words,
  /** Single words too common to name a skill on their own, whatever ESCO lists them under. */
  notSkillsAlone: words,
  /** Single words that name no job on their own ("agent", "assistant"). */
  notTitlesAlone: words,
  /**
   * Phrases that hold a concept's word but name nothing the matcher reads: French "en sécurité" is "safely", not the
   * field of security ("Utilise les outils électriques en sécurité"). Their words are covered, in a listing and in a CV,
   * and no concept is found in them.
   */
  namesNothing: words,
});

/** A concept's words in this language: ours, or ESCO's concept of the same id. */
export const conceptWordsSchema = z.strictObject({
  /** "own:weekends" (./concepts.json), or ESCO's "occ:82025c02" / "skill:ecc18804". */
  id: z.string().regex(/^(?:occ|skill):[0-9a-f]{8}$|^own:[a-z0-9-]+$/),
  /** The concept's English name, for a reader of a file in another language. */
  label: z.string().min(1).optional(),
  words: words.min(1),
  /** Other spellings people write, understood and never written by the site. */
  variants: words.optional(),
  /** A native speaker should confirm these words before we rely on them. */
  unsure: z.boolean().optional(),
});

export const languageWordsSchema = z.strictObject({
  about: z.string().min(1),
  /** The concept that is this language, as a CV names it (a CV written in it shows it). */
  language: z.strictObject({ concept: z.string().min(1) }),
  cv: cvWordsSchema,
  listings: listingWordsSchema,
  concepts: z.array(conceptWordsSchema),
});

export const CONCEPT_KINDS = [
  "availability",
  "licence",
  "language",
  "level",
  "qualification",
  "field",
  "skill",
  "occupation",
] as const;

export const conceptsFileSchema = z.strictObject({
  about: z.string().min(1),
  concepts: z.array(
    z.strictObject({
      id: z.string().regex(/^(?:occ|skill):[0-9a-f]{8}$|^own:[a-z0-9-]+$/),
      kind: z.enum(CONCEPT_KINDS),
      /** Levels and named qualifications: how high (../levels.ts). */
      level: z.number().int().min(1).max(7).optional(),
      /** Fields: the ISCO groups (any number of leading digits) whose occupations work in it. */
      isco: z.array(z.string().regex(/^\d{1,4}$/)).optional(),
      /** The id is ESCO's: these words are added to its labels. */
      esco: z.boolean().optional(),
    }),
  ),
  /** Places in Seychelles: where a job or a CV's last job is says nothing of whether the CV fits it. */
  places: words,
});

export type CvWords = z.infer<typeof cvWordsSchema>;
export type ListingWords = z.infer<typeof listingWordsSchema>;
export type ConceptWords = z.infer<typeof conceptWordsSchema>;
export type LanguageWords = z.infer<typeof languageWordsSchema>;
export type SectionKind = (typeof SECTION_KINDS)[number];
