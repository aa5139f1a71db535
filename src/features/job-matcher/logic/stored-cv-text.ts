import * as m from "@/i18n/messages";
import type { StoredCv } from "@/lib/stored-cv";

/** The name the upload area shows for the CV made in the CV Builder: "CV Builder: Marie Laporte". */
export function storedCvName(cv: StoredCv): string {
  const name = `${cv.firstName.trim()} ${cv.lastName.trim()}`.trim();
  return m.jobs_stored_cv_name({ name: name || m.jobs_stored_cv_unnamed() });
}

/**
 * Every field of the CV as text, one per line, read the same way as a chosen file's text: its
 * languages, activities, achievements and references too (a language's level is left to the CV's
 * own words and not read here).
 */
export function storedCvText(cv: StoredCv): string {
  return [
    `${cv.firstName} ${cv.lastName}`,
    cv.email,
    cv.phone,
    cv.address,
    cv.summary,
    ...cv.education.flatMap((e) => [e.degree, e.institution, e.startDate, e.endDate ?? "", e.description ?? ""]),
    ...(cv.experience ?? []).flatMap((e) => [e.position, e.employer, e.startDate, e.endDate ?? "", e.description]),
    ...cv.skills.map((skill) => skill.name),
    ...(cv.languages ?? []).map((entry) => entry.name),
    ...(cv.activities ?? []).flatMap((e) => [e.activity, e.organisation ?? "", e.description ?? ""]),
    ...(cv.achievements ?? []).flatMap((e) => [e.title, e.description ?? ""]),
    ...(cv.referencesOnRequest ? [] : (cv.references ?? [])).flatMap((e) => [e.name, e.role ?? ""]),
  ]
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join("\n");
}
