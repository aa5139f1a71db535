import { z } from "zod/mini";
import * as m from "@/i18n/messages";
import { LIST_MAX_ENTRIES, listFullMessage, tooLongMessage } from "./cv-limits";
import { cvLists, cvTabSpecs, type CvFieldSpec, type CvValueKey } from "./cv-fields";

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
const phone = (max: number) =>
  z.string().check(
    z.trim(),
    z.refine((value) => digitCount(value) >= PHONE_MIN_DIGITS, cvMessages.phone),
    z.refine((value) => digitCount(value) < PHONE_MIN_DIGITS || PHONE_ALLOWED.test(value), cvMessages.phoneCharacters),
    z.maxLength(max, tooLong(max)),
  );
const list = <T extends z.core.SomeType>(entry: T, name: "education" | "experience" | "skills") =>
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

export const experienceStepSchema = z.object({
  /** 'I have no work experience yet': the experience blocks are then neither checked nor in the CV. */
  noExperience: z.optional(z.boolean()),
  experience: z.optional(list(experienceEntrySchema, "experience")),
  skills: list(skillEntrySchema, "skills").check(z.minLength(SKILLS_MIN_ENTRIES, cvMessages.skills)),
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
    // Ticked 'I have no work experience yet': the kept blocks are set aside before the rules run.
    z.transform((values: z.input<typeof cvFormObject>) =>
      values.noExperience === true ? { ...values, experience: [] } : values,
    ),
    cvFormObject,
  ),
  z.transform(({ skills, ...rest }) => ({ ...rest, skills: skills.map((skill) => skill.name) })),
);

export type CvFormValues = z.input<typeof cvFormSchema>;
export type CvData = z.output<typeof cvFormSchema>;
export type EducationEntry = CvData["education"][number];
export type ExperienceEntry = NonNullable<CvData["experience"]>[number];

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
  }),
);
