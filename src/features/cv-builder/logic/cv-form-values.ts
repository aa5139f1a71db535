import { emptyCvValues, emptyEntry } from "./cv-fields";
import type { CvData, CvFormValues } from "./cv-schema";

/*
 * Empty entries and conversions of the form's values, made from the field lists in cv-fields.ts.
 * Kept apart from the schema so the page can draw the form before zod has loaded (see cv-resolver.ts).
 */

export const emptyEducationEntry = () => emptyEntry("education");
export const emptyExperienceEntry = () => emptyEntry("experience");
export const emptySkillEntry = () => emptyEntry("skills");

/** A fresh form: every list starts with one empty entry, as the specification says. */
export function emptyCvForm(): CvFormValues {
  return emptyCvValues();
}

/** Turns a generated CV back into form values, to edit it or to check a stored copy with the same rules. */
export function cvToFormValues(cv: CvData): CvFormValues {
  return {
    ...cv,
    education: cv.education.map((entry) => ({ ...emptyEducationEntry(), ...entry })),
    experience: (cv.experience ?? []).map((entry) => ({ ...emptyExperienceEntry(), ...entry })),
    skills: cv.skills.map((name) => ({ name })),
  };
}
