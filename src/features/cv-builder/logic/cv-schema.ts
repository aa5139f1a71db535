import { z } from "zod/mini";

/*
 * The CV form's rules, from the specification's validation table. Values are trimmed before their
 * length is checked, so a field of spaces counts as empty: "  " is not a two-letter name.
 * zod/mini keeps to the checks used here: the classic API would add about 20 KiB gzip to the
 * page's first load.
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

export const cvMessages = {
  firstName: "First name must be at least 2 characters.",
  lastName: "Last name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  phone: "Phone number must be at least 7 digits.",
  address: "Please enter your full address.",
  summary: "Please provide a professional summary (at least 30 characters).",
  education: "At least one education entry is required.",
  institution: "Institution name required.",
  degree: "Degree/qualification required.",
  startDate: "Start date required.",
  employer: "Employer name required.",
  position: "Position/title required.",
  responsibilities: "Please describe your responsibilities.",
  skills: "At least one skill is required.",
  skill: "Skill name required.",
} as const;

const text = (min: number, message: string) => z.string().check(z.trim(), z.minLength(min, message));
const optionalText = z.optional(z.string().check(z.trim()));

export const personalSchema = z.object({
  firstName: text(NAME_MIN_LENGTH, cvMessages.firstName),
  lastName: text(NAME_MIN_LENGTH, cvMessages.lastName),
  email: z.pipe(z.string().check(z.trim()), z.email(cvMessages.email)),
  phone: text(PHONE_MIN_LENGTH, cvMessages.phone),
  address: text(ADDRESS_MIN_LENGTH, cvMessages.address),
  summary: text(SUMMARY_MIN_LENGTH, cvMessages.summary),
});

export const educationEntrySchema = z.object({
  institution: text(INSTITUTION_MIN_LENGTH, cvMessages.institution),
  degree: text(DEGREE_MIN_LENGTH, cvMessages.degree),
  startDate: text(START_DATE_MIN_LENGTH, cvMessages.startDate),
  endDate: optionalText,
  description: optionalText,
});

export const educationStepSchema = z.object({
  education: z.array(educationEntrySchema).check(z.minLength(EDUCATION_MIN_ENTRIES, cvMessages.education)),
});

export const experienceEntrySchema = z.object({
  employer: text(EMPLOYER_MIN_LENGTH, cvMessages.employer),
  position: text(POSITION_MIN_LENGTH, cvMessages.position),
  startDate: text(START_DATE_MIN_LENGTH, cvMessages.startDate),
  endDate: optionalText,
  description: text(RESPONSIBILITIES_MIN_LENGTH, cvMessages.responsibilities),
});

/** A skill is an object in the form (react-hook-form's field arrays need objects) and a string in the CV. */
export const skillEntrySchema = z.object({ name: text(SKILL_MIN_LENGTH, cvMessages.skill) });

export const experienceStepSchema = z.object({
  /** 'I have no work experience yet': the experience blocks are then neither checked nor in the CV. */
  noExperience: z.optional(z.boolean()),
  experience: z.optional(z.array(experienceEntrySchema)),
  skills: z.array(skillEntrySchema).check(z.minLength(SKILLS_MIN_ENTRIES, cvMessages.skills)),
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
