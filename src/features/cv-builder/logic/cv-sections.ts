import * as m from "@/i18n/messages";
import { dateRange } from "./cv-format";
import type { CvData } from "./cv-schema";

/** The CV's section headings, the same on screen, in the PDF, the Word file and the e-mail, in the build's language. */
export const cvSectionTitles = {
  summary: m.cvout_section_summary(),
  education: m.cvout_section_education(),
  experience: m.cvout_section_experience(),
  skills: m.cvout_section_skills(),
};

/** One education or work entry as a CV shows it: what (degree, position), where, when, and more. */
export type CvEntry = { title: string; place: string; dates: string; description?: string };

export type CvSection =
  | { id: "summary"; title: string; kind: "text"; text: string }
  | { id: "education" | "experience"; title: string; kind: "entries"; entries: CvEntry[] }
  | { id: "skills"; title: string; kind: "tags"; tags: string[] };

/**
 * The CV's sections in the order every output shows them (the on-screen preview, the PDF and the
 * e-mail's text), with their headings and dates already in words. Experience is left out when
 * there is none ('I have no work experience yet').
 */
export function cvSections(cv: CvData): CvSection[] {
  const experience = cv.experience ?? [];
  return [
    { id: "summary", title: cvSectionTitles.summary, kind: "text", text: cv.summary },
    {
      id: "education",
      title: cvSectionTitles.education,
      kind: "entries",
      entries: cv.education.map((entry) => ({
        title: entry.degree,
        place: entry.institution,
        dates: dateRange(entry.startDate, entry.endDate),
        ...(entry.description ? { description: entry.description } : {}),
      })),
    },
    ...(experience.length > 0
      ? [
          {
            id: "experience",
            title: cvSectionTitles.experience,
            kind: "entries",
            entries: experience.map((entry) => ({
              title: entry.position,
              place: entry.employer,
              dates: dateRange(entry.startDate, entry.endDate),
              description: entry.description,
            })),
          } satisfies CvSection,
        ]
      : []),
    { id: "skills", title: cvSectionTitles.skills, kind: "tags", tags: cv.skills },
  ];
}
