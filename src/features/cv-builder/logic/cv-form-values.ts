import { emptyCvValues, emptyEntry } from "./cv-fields";
import type { CvData, CvFormValues } from "./cv-schema";

/*
 * Empty entries and conversions of the form's values, made from the field lists in cv-fields.ts.
 * Kept apart from the schema so the page can draw the form before zod has loaded (see cv-resolver.ts).
 */

export const emptyEducationEntry = () => emptyEntry("education");
export const emptyExperienceEntry = () => emptyEntry("experience");
export const emptySkillEntry = () => emptyEntry("skills");

/** A fresh form: the specification's lists start with one empty entry, the optional sections with none. */
export function emptyCvForm(): CvFormValues {
  return emptyCvValues();
}

/**
 * Values stored or read before a part of the form existed (a draft from before the CV's language
 * and the optional sections), with that part as a new form has it, so every list the page draws is
 * a list.
 */
export function withNewFormParts(values: CvFormValues): CvFormValues {
  const empty = emptyCvValues();
  return {
    ...values,
    cvLanguage: values.cvLanguage ?? empty.cvLanguage,
    languages: values.languages ?? empty.languages,
    activities: values.activities ?? empty.activities,
    achievements: values.achievements ?? empty.achievements,
    references: values.references ?? empty.references,
    referencesOnRequest: values.referencesOnRequest ?? false,
  };
}

/** Turns a generated CV back into form values, to edit it or to check a stored copy with the same rules. */
export function cvToFormValues(cv: CvData): CvFormValues {
  return {
    ...cv,
    education: cv.education.map((entry) => ({ ...emptyEducationEntry(), ...entry })),
    experience: (cv.experience ?? []).map((entry) => ({ ...emptyExperienceEntry(), ...entry })),
    skills: cv.skills.map((name) => ({ name })),
    languages: cv.languages.map((entry) => ({ ...emptyEntry("languages"), ...entry })),
    activities: cv.activities.map((entry) => ({ ...emptyEntry("activities"), ...entry })),
    achievements: cv.achievements.map((entry) => ({ ...emptyEntry("achievements"), ...entry })),
    references: cv.references.map((entry) => ({ ...emptyEntry("references"), ...entry })),
  };
}
