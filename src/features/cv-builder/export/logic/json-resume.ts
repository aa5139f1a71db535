import { z } from "zod/mini";
import * as m from "@/i18n/messages";
import { siteFormatLocale } from "@/i18n/site-locale";
import { emptyEducationEntry, emptyExperienceEntry, emptySkillEntry } from "../../logic/cv-form-values";
import type { CvFormValues } from "../../logic/cv-schema";
import { LIST_MAX_ENTRIES } from "../../logic/cv-limits";

/*
 * The CV as a JSON Resume (https://jsonresume.org/schema, v1), to move it between devices and to
 * open files made by other JSON Resume tools. Loaded on demand only ('Save CV file', 'Open CV file').
 * Dates are kept as the text they are: "2015", "2015-09" and "Sept 2015" all stay as written.
 */

export const CV_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** A list in the form holds at most this many entries (the limit the form's lists share). */
export const CV_FILE_MAX_ENTRIES = LIST_MAX_ENTRIES;
/** How every refusal starts: "This file can't be opened as a CV." */
export const CV_FILE_ERROR_START = m.cvout_file_refused();

/** Writes the form's values (everything typed so far) as a JSON Resume. */
export function toJsonResume(values: CvFormValues): object {
  const name = [values.firstName.trim(), values.lastName.trim()].filter(Boolean).join(" ");
  const work = values.noExperience ? [] : (values.experience ?? []);
  return {
    $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
    basics: {
      name,
      email: values.email,
      phone: values.phone,
      summary: values.summary,
      location: { address: values.address },
    },
    education: values.education.map((entry) => ({
      institution: entry.institution,
      studyType: entry.degree,
      area: "",
      startDate: entry.startDate,
      endDate: entry.endDate ?? "",
      ...(entry.description?.trim() ? { courses: [entry.description] } : {}),
    })),
    work: work.map((entry) => ({
      name: entry.employer,
      position: entry.position,
      startDate: entry.startDate,
      endDate: entry.endDate ?? "",
      summary: entry.description,
    })),
    skills: values.skills.map((skill) => ({ name: skill.name })),
    meta: { version: "v1.0.0" },
  };
}

export function jsonResumeFileName(values: Pick<CvFormValues, "firstName" | "lastName">): string {
  const base = `${values.firstName} ${values.lastName}`
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}\-' ]+/gu, " ")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 80);
  return `${base || "My"}-CV.json`;
}

/* Reading: every part optional, unknown keys allowed (other tools add their own), text or numbers for text. */
const text = z.optional(
  z.pipe(
    z.union([z.string(), z.number(), z.null()]),
    z.transform((value) => (value === null ? "" : String(value))),
  ),
);
const list = <T extends z.ZodMiniType>(item: T) => z.optional(z.array(item));

const jsonResumeSchema = z.looseObject({
  basics: z.optional(
    z.looseObject({
      name: text,
      email: text,
      phone: text,
      summary: text,
      label: text,
      location: z.optional(
        z.looseObject({ address: text, city: text, region: text, postalCode: text, countryCode: text }),
      ),
    }),
  ),
  education: list(
    z.looseObject({
      institution: text,
      studyType: text,
      area: text,
      startDate: text,
      endDate: text,
      courses: list(z.string()),
    }),
  ),
  work: list(
    z.looseObject({
      name: text,
      company: text,
      position: text,
      startDate: text,
      endDate: text,
      summary: text,
      description: text,
      highlights: list(z.string()),
    }),
  ),
  skills: list(z.looseObject({ name: text, keywords: list(z.string()) })),
});

export type CvFileResult = { ok: true; values: CvFormValues; notes: string[] } | { ok: false; message: string };

const refuse = (why: string): CvFileResult => ({ ok: false, message: `${CV_FILE_ERROR_START} ${why}` });

/** "Marie-Claire Hoareau" → first "Marie-Claire", last "Hoareau"; "Jean de la Croix" → "Jean", "de la Croix". */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? "", lastName: parts.slice(1).join(" ") };
}

/** Which notes say a list was cut to the form's limit. */
const cutNotes = {
  education: m.cvout_file_cut_education,
  work: m.cvout_file_cut_work,
  skills: m.cvout_file_cut_skills,
};

/** "10.5" in English, "10,5" in French: one decimal, no thousands separator (as toFixed(1) wrote it). */
const megabytes = new Intl.NumberFormat(siteFormatLocale, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: false,
});

const describePath = (path: readonly PropertyKey[]) =>
  path
    .map((part) => (typeof part === "number" ? `[${part + 1}]` : `.${String(part)}`))
    .join("")
    .replace(/^\./, "");

/** Reads a CV file's text. Never throws; a refusal says why in words a person can act on. */
export function readJsonResume(source: string): CvFileResult {
  let json: unknown;
  try {
    json = JSON.parse(source.replace(/^\uFEFF/, ""));
  } catch {
    return refuse(m.cvout_file_not_json());
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return refuse(m.cvout_file_not_object());
  }
  const known = ["basics", "education", "work", "skills"];
  if (!known.some((key) => key in json)) {
    return refuse(m.cvout_file_no_parts());
  }
  const parsed = jsonResumeSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? describePath(issue.path) : "";
    return refuse(where ? m.cvout_file_wrong_part({ where }) : m.cvout_file_wrong_shape());
  }
  const resume = parsed.data;
  const basics = resume.basics ?? {};
  const notes: string[] = [];
  const cut = <T>(items: T[], what: keyof typeof cutNotes): T[] => {
    if (items.length <= CV_FILE_MAX_ENTRIES) return items;
    notes.push(cutNotes[what]({ count: String(items.length), max: String(CV_FILE_MAX_ENTRIES) }));
    return items.slice(0, CV_FILE_MAX_ENTRIES);
  };
  const location = basics.location ?? {};
  const address =
    location.address?.trim() ||
    [location.city, location.region, location.postalCode, location.countryCode]
      .filter((part) => part?.trim())
      .join(", ");

  const education = cut(resume.education ?? [], "education").map((entry) => ({
    ...emptyEducationEntry(),
    institution: entry.institution ?? "",
    degree: [entry.studyType, entry.area].filter((part) => part?.trim()).join(", "),
    startDate: entry.startDate ?? "",
    endDate: entry.endDate ?? "",
    description: (entry.courses ?? []).join("\n"),
  }));
  const work = cut(resume.work ?? [], "work").map((entry) => ({
    ...emptyExperienceEntry(),
    employer: entry.name ?? entry.company ?? "",
    position: entry.position ?? "",
    startDate: entry.startDate ?? "",
    endDate: entry.endDate ?? "",
    description: [entry.summary ?? entry.description ?? "", ...(entry.highlights ?? []).map((line) => `• ${line}`)]
      .filter((part) => part.trim())
      .join("\n"),
  }));
  const skills = cut(resume.skills ?? [], "skills")
    .map((skill) => ({ name: skill.name ?? "" }))
    .filter((skill) => skill.name.trim());

  return {
    ok: true,
    notes,
    values: {
      ...splitFullName(basics.name ?? ""),
      email: basics.email ?? "",
      phone: basics.phone ?? "",
      address,
      summary: basics.summary ?? "",
      education: education.length > 0 ? education : [emptyEducationEntry()],
      noExperience: work.length === 0,
      experience: work.length > 0 ? work : [emptyExperienceEntry()],
      skills: skills.length > 0 ? skills : [emptySkillEntry()],
    },
  };
}

/** Reads a chosen file: size first, then its text. */
export async function readCvFile(file: Blob): Promise<CvFileResult> {
  if (file.size === 0) return refuse(m.cvout_file_empty());
  if (file.size > CV_FILE_MAX_BYTES) {
    return refuse(m.cvout_file_too_big({ size: megabytes.format(file.size / 1024 / 1024) }));
  }
  let source: string;
  try {
    source = await file.text();
  } catch {
    return refuse(m.cvout_file_unreadable());
  }
  return readJsonResume(source);
}
