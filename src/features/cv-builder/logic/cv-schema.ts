import { z } from "zod/mini";
import * as m from "@/i18n/messages";
import { isLocale, type Locale } from "@/i18n/locales";
import { LIST_MAX_ENTRIES, listFullMessage, tooLongMessage, type ListName } from "./cv-limits";
import {
  cvLists,
  cvTabSpecs,
  languageLevels,
  type CvFieldSpec,
  type CvValueKey,
  type LanguageLevel,
} from "./cv-fields";

/*
 * The CV form's rules, from the specification's validation table. Values are trimmed before their
 * length is checked, so a field of spaces counts as empty: "  " is not a two-letter name.
 * zod/mini keeps to the checks used here: the classic API would add about 20 KiB gzip to the
 * page's first load. Which fields there are, and the longest text each takes, is cv-fields.ts's to
 * say (the form shows its counters from there before zod loads): each rule below is given its
 * field's limit from there, there must be one rule for every field it lists and none for another
 * (or this fails to compile), and the stored draft's shape is made from the same lists.
 */

/** A field's rule, once given the longest text cv-fields.ts lets that field take. */
type Rule = (max: number) => z.core.SomeType;

/** The rules of a tab's fields or of a list's entry, each given its field's limit: exactly one per field. */
function fieldRules<F extends readonly CvFieldSpec[], R extends Record<F[number]["key"], Rule>>(
  fields: F,
  rules: R & Record<Exclude<keyof R, F[number]["key"]>, never>,
): { [K in keyof R]: R[K] extends Rule ? ReturnType<R[K]> : never } {
  const byKey = rules as unknown as Record<string, Rule>;
  return Object.fromEntries(fields.map((field) => [field.key, byKey[field.key]?.(field.max)])) as {
    [K in keyof R]: R[K] extends Rule ? ReturnType<R[K]> : never;
  };
}

/** The whole form's keys, where the parts are spread in (a spread escapes `satisfies`'s check for extra keys). */
const everyFormKey = <S extends Record<CvValueKey, z.core.SomeType>>(
  shape: S & Record<Exclude<keyof S, CvValueKey>, never>,
): S => shape;

export const NAME_MIN_LENGTH = 2;
export const PHONE_MIN_LENGTH = 7;
export const ADDRESS_MIN_LENGTH = 5;
export const SUMMARY_MIN_LENGTH = 30;
export const INSTITUTION_MIN_LENGTH = 2;
export const DEGREE_MIN_LENGTH = 2;
export const START_DATE_MIN_LENGTH = 4;
export const EMPLOYER_MIN_LENGTH = 2;
export const POSITION_MIN_LENGTH = 2;
export const RESPONSIBILITIES_MIN_LENGTH = 10;
export const SKILL_MIN_LENGTH = 1;
export const EDUCATION_MIN_ENTRIES = 1;
export const SKILLS_MIN_ENTRIES = 1;
/** A phone number counts its digits: "abcdefg" is seven characters but no number. */
export const PHONE_MIN_DIGITS = PHONE_MIN_LENGTH;
export const PHONE_ALLOWED = /^[\d\s+\-().]*$/;

export function digitCount(value: string): number {
  return value.replace(/\D/g, "").length;
}

/** The messages of the specification's validation table (exact in English), in this build's language. */
export const cvMessages = {
  firstName: m.cvout_error_first_name(),
  lastName: m.cvout_error_last_name(),
  email: m.cvout_error_email(),
  phone: m.cvout_error_phone(),
  phoneCharacters: m.cvout_error_phone_characters(),
  address: m.cvout_error_address(),
  summary: m.cvout_error_summary(),
  education: m.cvout_error_education(),
  institution: m.cvout_error_institution(),
  degree: m.cvout_error_degree(),
  startDate: m.cvout_error_start_date(),
  employer: m.cvout_error_employer(),
  position: m.cvout_error_position(),
  responsibilities: m.cvout_error_responsibilities(),
  skills: m.cvout_error_skills(),
  skill: m.cvout_error_skill(),
  language: m.cvout_error_language(),
  activity: m.cvout_error_activity(),
  achievement: m.cvout_error_achievement(),
  referenceName: m.cvout_error_reference_name(),
};

/**
 * "Please keep this to 2,000 characters or fewer.", written when a text is too long, not when the
 * schema is built: writing 2,000 creates a number formatter, which starts the browser's number data
 * (src/lib/numbers.ts), and the CV Builder loads this schema as its form opens.
 */
const tooLong = (max: number) => ({ error: () => tooLongMessage(max) });
const text = (min: number, message: string) => (max: number) =>
  z.string().check(z.trim(), z.minLength(min, message), z.maxLength(max, tooLong(max)));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong(max))));
/** The same rule for an education entry's start and a job's: "Start date required." */
const startDate = text(START_DATE_MIN_LENGTH, cvMessages.startDate);
const email = (max: number) =>
  z.pipe(z.string().check(z.trim(), z.maxLength(max, tooLong(max))), z.email(cvMessages.email));
/** The phone rules, for the person's number and a reference's: "Phone number must be at least 7 digits." */
const phoneProblem = (value: string): string | undefined =>
  digitCount(value) < PHONE_MIN_DIGITS
    ? cvMessages.phone
    : PHONE_ALLOWED.test(value)
      ? undefined
      : cvMessages.phoneCharacters;
const phone = (max: number) =>
  z.string().check(
    z.trim(),
    z.refine((value) => digitCount(value) >= PHONE_MIN_DIGITS, cvMessages.phone),
    z.refine((value) => digitCount(value) < PHONE_MIN_DIGITS || PHONE_ALLOWED.test(value), cvMessages.phoneCharacters),
    z.maxLength(max, tooLong(max)),
  );
const list = <T extends z.core.SomeType>(entry: T, name: ListName) =>
  z.array(entry).check(z.maxLength(LIST_MAX_ENTRIES, { error: () => listFullMessage(name) }));

export const personalSchema = z.object(
  fieldRules(cvTabSpecs.personal.fields, {
    firstName: text(NAME_MIN_LENGTH, cvMessages.firstName),
    lastName: text(NAME_MIN_LENGTH, cvMessages.lastName),
    email,
    phone,
    address: text(ADDRESS_MIN_LENGTH, cvMessages.address),
    summary: text(SUMMARY_MIN_LENGTH, cvMessages.summary),
  }),
);

export const educationEntrySchema = z.object(
  fieldRules(cvLists.education.fields, {
    institution: text(INSTITUTION_MIN_LENGTH, cvMessages.institution),
    degree: text(DEGREE_MIN_LENGTH, cvMessages.degree),
    startDate,
    endDate: optionalText,
    description: optionalText,
  }),
);

export const educationStepSchema = z.object({
  education: list(educationEntrySchema, "education").check(z.minLength(EDUCATION_MIN_ENTRIES, cvMessages.education)),
});

export const experienceEntrySchema = z.object(
  fieldRules(cvLists.experience.fields, {
    employer: text(EMPLOYER_MIN_LENGTH, cvMessages.employer),
    position: text(POSITION_MIN_LENGTH, cvMessages.position),
    startDate,
    endDate: optionalText,
    description: text(RESPONSIBILITIES_MIN_LENGTH, cvMessages.responsibilities),
  }),
);

/** A skill is an object in the form (react-hook-form's field arrays need objects) and a string in the CV. */
export const skillEntrySchema = z.object(
  fieldRules(cvLists.skills.fields, { name: text(SKILL_MIN_LENGTH, cvMessages.skill) }),
);

/*
 * The optional sections: every field optional, an entry left blank is dropped from the CV, and an
 * entry with anything in it needs its first field (a reference's phone, when given, follows the
 * phone rules). Old drafts and CV files without these sections read as having none.
 */

/** Whether every text of an entry is empty (after trimming): an entry added and left as it was. */
export const isBlankEntry = (entry: Record<string, string | undefined>) =>
  Object.values(entry).every((value) => !value?.trim());

/** An entry of an optional section: blank, or with its first field (`main`) given. */
const optionalEntry = <S extends z.core.$ZodLooseShape>(shape: S, main: keyof S & string, message: string) =>
  z.object(shape).check(
    z.refine(
      (entry) =>
        isBlankEntry(entry as Record<string, string | undefined>) || Boolean((entry as Record<string, unknown>)[main]),
      {
        message,
        path: [main],
      },
    ),
  );
const optionalList = <T extends z.core.SomeType>(entry: T, name: ListName) => z._default(list(entry, name), []);
/** A language level outside the list (a hand-edited file) reads as not given. */
const level = () =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value): LanguageLevel | "" =>
      (languageLevels as readonly string[]).includes(value ?? "") ? (value as LanguageLevel) : "",
    ),
  );

export const languageEntrySchema = optionalEntry(
  fieldRules(cvLists.languages.fields, { name: optionalText, level }),
  "name",
  cvMessages.language,
);

export const activityEntrySchema = optionalEntry(
  fieldRules(cvLists.activities.fields, {
    activity: optionalText,
    organisation: optionalText,
    startDate: optionalText,
    endDate: optionalText,
    description: optionalText,
  }),
  "activity",
  cvMessages.activity,
);

export const achievementEntrySchema = optionalEntry(
  fieldRules(cvLists.achievements.fields, { title: optionalText, date: optionalText, description: optionalText }),
  "title",
  cvMessages.achievement,
);

/**
 * A reference names a person; who they are and a phone may go without. A phone given follows the
 * phone rules. Optional because a reference from another JSON Resume tool has none (the format has
 * no phone for a reference), and an employer who wants to call one asks the person whose CV it is.
 */
export const referenceEntrySchema = optionalEntry(
  fieldRules(cvLists.references.fields, { name: optionalText, role: optionalText, phone: optionalText }),
  "name",
  cvMessages.referenceName,
).check(
  z.superRefine((entry, context) => {
    if (!entry.phone?.trim()) return;
    const problem = phoneProblem(entry.phone);
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["phone"], input: entry.phone });
  }),
);

/** The CV's language: English, French or Kreol Seselwa; anything else (an old draft has none) is English. */
const cvLanguage = () =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value): Locale => (isLocale(value) ? value : "en")),
  );

export const experienceStepSchema = z.object({
  /** 'I have no work experience yet': the experience blocks are then neither checked nor in the CV. */
  noExperience: z.optional(z.boolean()),
  experience: z.optional(list(experienceEntrySchema, "experience")),
  skills: list(skillEntrySchema, "skills").check(z.minLength(SKILLS_MIN_ENTRIES, cvMessages.skills)),
  ...fieldRules(cvTabSpecs.experience.fields, { cvLanguage }),
  languages: optionalList(languageEntrySchema, "languages"),
  activities: optionalList(activityEntrySchema, "activities"),
  achievements: optionalList(achievementEntrySchema, "achievements"),
  /** 'References available on request': the named references are then neither checked nor in the CV. */
  referencesOnRequest: z.optional(z.boolean()),
  references: optionalList(referenceEntrySchema, "references"),
});

const cvFormObject = z.object(
  everyFormKey({
    ...personalSchema.shape,
    ...educationStepSchema.shape,
    ...experienceStepSchema.shape,
  }),
);

/** The whole form: the three steps' parts, giving the CV data of the specification (skills as strings). */
export const cvFormSchema = z.pipe(
  z.pipe(
    // A ticked box ('I have no work experience yet', 'References available on request') sets its
    // kept blocks aside before the rules run.
    z.transform((values: z.input<typeof cvFormObject>) => ({
      ...values,
      ...(values.noExperience === true ? { experience: [] } : {}),
      ...(values.referencesOnRequest === true ? { references: [] } : {}),
    })),
    cvFormObject,
  ),
  z.transform(({ skills, languages, activities, achievements, references, ...rest }) => ({
    ...rest,
    skills: skills.map((skill) => skill.name),
    // Entries added and left blank are not part of the CV.
    languages: languages.filter((entry) => !isBlankEntry(entry)),
    activities: activities.filter((entry) => !isBlankEntry(entry)),
    achievements: achievements.filter((entry) => !isBlankEntry(entry)),
    references: references.filter((entry) => !isBlankEntry(entry)),
  })),
);

export type CvFormValues = z.input<typeof cvFormSchema>;
export type CvData = z.output<typeof cvFormSchema>;
export type EducationEntry = CvData["education"][number];
export type ExperienceEntry = NonNullable<CvData["experience"]>[number];
export type LanguageEntry = CvData["languages"][number];
export type ActivityEntry = CvData["activities"][number];
export type AchievementEntry = CvData["achievements"][number];
export type ReferenceEntry = CvData["references"][number];

/** A draft's rule for each of these fields: text, which an optional field may leave out. */
type DraftShape<F extends readonly CvFieldSpec[]> = {
  [S in F[number] as S["key"]]: S extends { optional: true }
    ? z.ZodMiniOptional<z.ZodMiniString<string>>
    : z.ZodMiniString<string>;
};
const draftText = z.string();
function draftShape<const F extends readonly CvFieldSpec[]>(fields: F): DraftShape<F> {
  return Object.fromEntries(
    fields.map((field) => [field.key, field.optional ? z.optional(draftText) : draftText]),
  ) as DraftShape<F>;
}

/**
 * A draft is whatever the person has typed so far, so it is checked only for its shape: the right
 * fields, all text. Anything else (an older version's layout, hand-edited storage) is not a draft.
 * Its fields are cv-fields.ts's; the experience list and the box may be absent, as in the form's values.
 */
export const cvDraftSchema = z.object(
  everyFormKey({
    ...draftShape(cvTabSpecs.personal.fields),
    education: z.array(z.object(draftShape(cvLists.education.fields))),
    experience: z.optional(z.array(z.object(draftShape(cvLists.experience.fields)))),
    noExperience: z.optional(z.boolean()),
    skills: z.array(z.object(draftShape(cvLists.skills.fields))),
    // Added after the first drafts were stored: a draft without them is still a draft.
    ...draftShape(cvTabSpecs.experience.fields),
    languages: z.optional(z.array(z.object(draftShape(cvLists.languages.fields)))),
    activities: z.optional(z.array(z.object(draftShape(cvLists.activities.fields)))),
    achievements: z.optional(z.array(z.object(draftShape(cvLists.achievements.fields)))),
    referencesOnRequest: z.optional(z.boolean()),
    references: z.optional(z.array(z.object(draftShape(cvLists.references.fields)))),
  }),
);
