import * as m from "@/i18n/messages";
import type { StoredCv } from "@/lib/stored-cv";

/** The name the upload area shows for the CV made in the CV Builder: "CV Builder: Marie Laporte". */
export function storedCvName(cv: StoredCv): string {
  const name = `${cv.firstName.trim()} ${cv.lastName.trim()}`.trim();
  return m.jobs_stored_cv_name({ name: name || m.jobs_stored_cv_unnamed() });
}

/** Every field of the CV as text, one per line, read the same way as a chosen file's text. */
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
  ]
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join("\n");
}
