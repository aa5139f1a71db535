import { dateRange, fillIn, type CvWords } from "./cv-format";
import type { CvData } from "./cv-schema";

/** One entry as a CV shows it: what (degree, position, name), where or who, when, and more. */
export type CvEntry = { title: string; place?: string; dates?: string; description?: string };

export type CvSectionId =
  "summary" | "experience" | "education" | "activities" | "achievements" | "skills" | "languages" | "references";

export type CvSection = { id: CvSectionId; title: string } & (
  | { kind: "text"; text: string }
  | { kind: "entries"; entries: CvEntry[] }
  | { kind: "tags"; tags: string[] }
  | { kind: "lines"; lines: string[] }
);

const given = (value: string | undefined): value is string => Boolean(value?.trim());
const only = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, part]) => given(part as string | undefined))) as T;

/** An optional section's dates: "2019 – 2022", "2019 – Present", the end alone, or none. */
function optionalDates(words: CvWords, startDate?: string, endDate?: string): string | undefined {
  if (given(startDate)) return dateRange(startDate, endDate, words);
  return given(endDate) ? endDate : undefined;
}

/**
 * The CV's sections in the order every output shows them (the on-screen preview, the PDF, the Word
 * file and the e-mail's text), with their headings, dates and levels in the CV's own language
 * (`words`). With work experience, it comes before education, as employers expect; without it
 * ('I have no work experience yet'), education leads. The optional sections appear only when they
 * hold something.
 */
export function cvSections(cv: CvData, words: CvWords): CvSection[] {
  const experience = cv.experience ?? [];
  const sections: (CvSection | false)[] = [
    { id: "summary", title: words.cvdoc_summary, kind: "text", text: cv.summary },
    experience.length > 0 && {
      id: "experience",
      title: words.cvdoc_experience,
      kind: "entries",
      entries: experience.map((entry) => ({
        title: entry.position,
        place: entry.employer,
        dates: dateRange(entry.startDate, entry.endDate, words),
        description: entry.description,
      })),
    },
    {
      id: "education",
      title: words.cvdoc_education,
      kind: "entries",
      entries: cv.education.map((entry) =>
        only({
          title: entry.degree,
          place: entry.institution,
          dates: dateRange(entry.startDate, entry.endDate, words),
          description: entry.description,
        }),
      ),
    },
    cv.activities.length > 0 && {
      id: "activities",
      title: words.cvdoc_activities,
      kind: "entries",
      entries: cv.activities.map((entry) =>
        only({
          title: entry.activity ?? "",
          place: entry.organisation,
          dates: optionalDates(words, entry.startDate, entry.endDate),
          description: entry.description,
        }),
      ),
    },
    cv.achievements.length > 0 && {
      id: "achievements",
      title: words.cvdoc_achievements,
      kind: "entries",
      entries: cv.achievements.map((entry) =>
        only({ title: entry.title ?? "", dates: entry.date, description: entry.description }),
      ),
    },
    { id: "skills", title: words.cvdoc_skills, kind: "tags", tags: cv.skills },
    cv.languages.length > 0 && {
      id: "languages",
      title: words.cvdoc_languages,
      kind: "lines",
      lines: cv.languages.map(({ name = "", level }) => (level ? `${name} – ${words[`cvdoc_level_${level}`]}` : name)),
    },
    cv.referencesOnRequest
      ? { id: "references", title: words.cvdoc_references, kind: "text", text: words.cvdoc_references_on_request }
      : cv.references.length > 0 && {
          id: "references",
          title: words.cvdoc_references,
          kind: "entries",
          entries: cv.references.map((entry) =>
            only({
              title: entry.name ?? "",
              place: entry.role,
              description: given(entry.phone) ? fillIn(words.cvdoc_phone, { phone: entry.phone }) : undefined,
            }),
          ),
        },
  ];
  return sections.filter((section) => section !== false);
}
