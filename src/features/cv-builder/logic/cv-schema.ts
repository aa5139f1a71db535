import { z } from "zod/mini";
import * as m from "@/i18n/messages";
import {
  ADDRESS_MAX_LENGTH,
  DATE_MAX_LENGTH,
  DEGREE_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMPLOYER_MAX_LENGTH,
  INSTITUTION_MAX_LENGTH,
  LIST_MAX_ENTRIES,
  listFullMessage,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  POSITION_MAX_LENGTH,
  SKILL_MAX_LENGTH,
  SUMMARY_MAX_LENGTH,
  tooLongMessage,
} from "./cv-limits";

/*
 * The CV form's rules, from the specification's validation table. Values are trimmed before their
 * length is checked, so a field of spaces counts as empty: "  " is not a two-letter name.
 * zod/mini keeps to the checks used here: the classic API would add about 20 KiB gzip to the
 * page's first load. The maximum lengths and list sizes are in cv-limits.ts, which the form reads
 * before zod loads.
 */

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

const text = (min: number, message: string, max: number) =>
  z.string().check(z.trim(), z.minLength(min, message), z.maxLength(max, tooLongMessage(max)));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, tooLongMessage(max))));
const phone = z.string().check(
  z.trim(),
  z.refine((value) => digitCount(value) >= PHONE_MIN_DIGITS, cvMessages.phone),
  z.refine((value) => digitCount(value) < PHONE_MIN_DIGITS || PHONE_ALLOWED.test(value), cvMessages.phoneCharacters),
  z.maxLength(PHONE_MAX_LENGTH, tooLongMessage(PHONE_MAX_LENGTH)),
);
const list = <T extends z.core.SomeType>(entry: T, name: "education" | "experience" | "skills") =>
  z.array(entry).check(z.maxLength(LIST_MAX_ENTRIES, listFullMessage(name)));

export const personalSchema = z.object({
  firstName: text(NAME_MIN_LENGTH, cvMessages.firstName, NAME_MAX_LENGTH),
  lastName: text(NAME_MIN_LENGTH, cvMessages.lastName, NAME_MAX_LENGTH),
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, tooLongMessage(EMAIL_MAX_LENGTH))),
    z.email(cvMessages.email),
  ),
  phone,
  address: text(ADDRESS_MIN_LENGTH, cvMessages.address, ADDRESS_MAX_LENGTH),
  summary: text(SUMMARY_MIN_LENGTH, cvMessages.summary, SUMMARY_MAX_LENGTH),
});

export const educationEntrySchema = z.object({
  institution: text(INSTITUTION_MIN_LENGTH, cvMessages.institution, INSTITUTION_MAX_LENGTH),
  degree: text(DEGREE_MIN_LENGTH, cvMessages.degree, DEGREE_MAX_LENGTH),
  startDate: text(START_DATE_MIN_LENGTH, cvMessages.startDate, DATE_MAX_LENGTH),
  endDate: optionalText(DATE_MAX_LENGTH),
  description: optionalText(DESCRIPTION_MAX_LENGTH),
});

export const educationStepSchema = z.object({
  education: list(educationEntrySchema, "education").check(z.minLength(EDUCATION_MIN_ENTRIES, cvMessages.education)),
});

export const experienceEntrySchema = z.object({
  employer: text(EMPLOYER_MIN_LENGTH, cvMessages.employer, EMPLOYER_MAX_LENGTH),
  position: text(POSITION_MIN_LENGTH, cvMessages.position, POSITION_MAX_LENGTH),
  startDate: text(START_DATE_MIN_LENGTH, cvMessages.startDate, DATE_MAX_LENGTH),
  endDate: optionalText(DATE_MAX_LENGTH),
  description: text(RESPONSIBILITIES_MIN_LENGTH, cvMessages.responsibilities, DESCRIPTION_MAX_LENGTH),
});

/** A skill is an object in the form (react-hook-form's field arrays need objects) and a string in the CV. */
export const skillEntrySchema = z.object({ name: text(SKILL_MIN_LENGTH, cvMessages.skill, SKILL_MAX_LENGTH) });

export const experienceStepSchema = z.object({
  /** 'I have no work experience yet': the experience blocks are then neither checked nor in the CV. */
  noExperience: z.optional(z.boolean()),
  experience: z.optional(list(experienceEntrySchema, "experience")),
  skills: list(skillEntrySchema, "skills").check(z.minLength(SKILLS_MIN_ENTRIES, cvMessages.skills)),
});

const cvFormObject = z.object({
  ...personalSchema.shape,
  ...educationStepSchema.shape,
  ...experienceStepSchema.shape,
});

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

/**
 * A draft is whatever the person has typed so far, so it is checked only for its shape: the right
 * fields, all text. Anything else (an older version's layout, hand-edited storage) is not a draft.
 */
const draftText = z.string();
export const cvDraftSchema = z.object({
  firstName: draftText,
  lastName: draftText,
  email: draftText,
  phone: draftText,
  address: draftText,
  summary: draftText,
  education: z.array(
    z.object({
      institution: draftText,
      degree: draftText,
      startDate: draftText,
      endDate: z.optional(draftText),
      description: z.optional(draftText),
    }),
  ),
  experience: z.optional(
    z.array(
      z.object({
        employer: draftText,
        position: draftText,
        startDate: draftText,
        endDate: z.optional(draftText),
        description: draftText,
      }),
    ),
  ),
  noExperience: z.optional(z.boolean()),
  skills: z.array(z.object({ name: draftText })),
});
