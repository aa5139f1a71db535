import type { StoredCv } from "../lib/stored-cv.ts";

/**
 * The CV Builder's CV as text, every field one per line, read the same way as a chosen file's text:
 * what the Job Matcher (and its bench) have of a CV when they need its words. Its languages,
 * activities and achievements count; its references do not.
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
    // References are other people: a referee's "Form teacher" is not this person's work.
  ]
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join("\n");
}
