import type { StoredCv } from "../lib/stored-cv.ts";
import type { CvSections } from "./cv-sections.ts";
import { findDateRange, type DateRange, type MonthNumber } from "./dates.ts";

/*
 * The CV Builder's CV in sections: it has them exactly, so nothing is guessed. This is the one
 * place that reads the stored CV's fields. Sections the CV Builder adds later (languages,
 * activities, achievements, references) are read from any extra list of entries, so they count
 * as soon as they are stored; give them their own section here when their shape is known.
 */

/** "2019", "Jan 2019", "2019-03" to "Present" or nothing: the entry's dates, when its start reads as one. */
function entryDates(start: string, end: string | undefined, today: MonthNumber): DateRange | undefined {
  const from = findDateRange(start, today);
  if (!from) return undefined;
  const to = end?.trim() ? findDateRange(end, today) : undefined;
  // No end date, or one that is no date ("Present", "ozordi"): the job goes on.
  if (!to) return { start: from.start, end: Math.max(from.start, today), ongoing: true };
  return { start: from.start, end: Math.max(from.start, to.ongoing ? to.end : to.start), ongoing: to.ongoing };
}

const KNOWN = new Set([
  "firstName",
  "lastName",
  "email",
  "phone",
  "address",
  "summary",
  "education",
  "experience",
  "skills",
]);

/** Every piece of text in a value the CV Builder may add: strings, lists, entries. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return value.trim() === "" ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

export function storedCvSections(cv: StoredCv, today: MonthNumber): CvSections {
  const experience = cv.experience ?? [];
  return {
    structured: true,
    summary: cv.summary,
    experience: experience.map((job) => {
      const dates = entryDates(job.startDate, job.endDate, today);
      return {
        title: job.position,
        text: [job.position, job.employer, job.description].join("\n"),
        ...(dates ? { dates } : {}),
      };
    }),
    education: cv.education.map((study) => {
      const dates = entryDates(study.startDate, study.endDate, today);
      return {
        text: [study.degree, study.institution, study.description ?? ""].join("\n").trim(),
        ...(dates ? { dates } : {}),
      };
    }),
    skills: cv.skills.map((skill) => skill.name),
    languages: [],
    other: Object.entries(cv)
      .filter(([key]) => !KNOWN.has(key))
      .flatMap(([, value]) => textsOf(value)),
    unsorted: [],
    // 'I have no work experience yet': the CV Builder stores no experience at all.
    noExperience: experience.length === 0,
  };
}
