import { z } from "zod/mini";
import * as m from "@/i18n/messages";
import { isLocale, locales } from "@/i18n/locales";
import { siteFormatLocale } from "@/i18n/site-locale";
import { myJobsFromFile, type MyJob } from "@/lib/my-jobs";
import { emptyEntry, languageLevels, type LanguageLevel } from "../../logic/cv-fields";
import {
  emptyEducationEntry,
  emptyExperienceEntry,
  emptySkillEntry,
  withNewFormParts,
} from "../../logic/cv-form-values";
import type { CvFormValues } from "../../logic/cv-schema";
import { LIST_MAX_ENTRIES } from "../../logic/cv-limits";
import { cvWords } from "../../logic/cv-words";

/*
 * Reading a CV file, a JSON Resume (https://jsonresume.org/schema, v1), made here ('Save CV file',
 * json-resume-write.ts) or by another JSON Resume tool: 'Open CV file'. Loaded on demand only.
 * Dates are kept as the text they are: "2015", "2015-09" and "Sept 2015" all stay as written. A
 * fluency or 'References available on request' is understood in any of the CV's three languages.
 */

export const CV_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** A list in the form holds at most this many entries (the limit the form's lists share). */
export const CV_FILE_MAX_ENTRIES = LIST_MAX_ENTRIES;
/** How every refusal starts: "This file can't be opened as a CV." */
export const CV_FILE_ERROR_START = m.cvout_file_refused();

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
  languages: list(z.looseObject({ language: text, fluency: text })),
  volunteer: list(
    z.looseObject({
      organization: text,
      position: text,
      startDate: text,
      endDate: text,
      summary: text,
      highlights: list(z.string()),
    }),
  ),
  awards: list(z.looseObject({ title: text, date: text, awarder: text, summary: text })),
  references: list(z.looseObject({ name: text, reference: text })),
  meta: z.optional(z.looseObject({ language: text })),
});

export type CvFileResult =
  | {
      ok: true;
      values: CvFormValues;
      notes: string[];
      /** The jobs of My jobs the file holds (`meta.myJobs`), checked; absent when it holds none. */
      myJobs?: { jobs: MyJob[]; unreadable: number };
    }
  | { ok: false; message: string };

const refuse = (why: string): CvFileResult => ({ ok: false, message: `${CV_FILE_ERROR_START} ${why}` });

/** "Marie-Claire Hoareau" → first "Marie-Claire", last "Hoareau"; "Jean de la Croix" → "Jean", "de la Croix". */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? "", lastName: parts.slice(1).join(" ") };
}

/** Which notes say a list was cut to the form's limit. */
const cutNotes: Record<string, (inputs: { count: string; max: string }) => string> = {
  education: m.cvout_file_cut_education,
  work: m.cvout_file_cut_work,
  skills: m.cvout_file_cut_skills,
};

/** "Native", "Langue maternelle", "Koz byen" or "fluent": the level, in any of the CV's languages. */
export function levelOf(fluency: string): LanguageLevel | undefined {
  const said = fluency.trim().toLowerCase();
  return languageLevels.find(
    (level) =>
      level === said || locales.some((locale) => cvWords[locale][`cvdoc_level_${level}`].toLowerCase() === said),
  );
}

/** Whether a reference's text is 'References available on request', in any of the CV's languages. */
const saysOnRequest = (said: string) =>
  locales.some(
    (locale) =>
      cvWords[locale].cvdoc_references_on_request.replace(/\.$/, "").toLowerCase() ===
      said.trim().replace(/\.$/, "").toLowerCase(),
  );

/** A word that says the number after it is a phone: "Tel 2512346", "Tél. 2512346", "Telefonn 2512346". */
const PHONE_WORD = /^(?:tel|tél|tele|phone|telephone|téléphone|telefonn|mobile|mob|cell|portable|contact)\.?$/i;

/**
 * A reference's text back as who they are and their phone. JSON Resume has no phone for a
 * reference, so people write it at the end of the text: on a line of its own (as 'Save CV file'
 * writes it) or after a comma or a semicolon ("Head teacher, Anse Boileau Secondary School,
 * 2512346"), alone or after "Phone:", "Tel" and the like. That number of at least 7 digits is the
 * phone, and the rest, as written, who they are. Any other text is kept whole as who they are,
 * with no phone (a reference's phone is optional).
 */
export function splitReference(reference: string): { role: string; phone: string } {
  const written = reference.trim();
  const cut = Math.max(written.lastIndexOf("\n"), written.lastIndexOf(","), written.lastIndexOf(";"));
  const [, label = "", number = ""] = /^(.*?)([+(]?\d[\d\s+\-().]*)$/s.exec(written.slice(cut + 1).trim()) ?? [];
  const phone = number.replace(/[.\s]+$/, "");
  const saysPhone = label.trim() === "" || /:\s*$/.test(label) || PHONE_WORD.test(label.trim());
  if (phone.replace(/\D/g, "").length >= 7 && saysPhone) {
    return { role: cut < 0 ? "" : written.slice(0, cut).trim(), phone };
  }
  return { role: written, phone: "" };
}

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
  const known = ["basics", "education", "work", "skills", "languages", "volunteer", "awards", "references"];
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
  const cut = <T>(items: T[], what: string): T[] => {
    if (items.length <= CV_FILE_MAX_ENTRIES) return items;
    const counts = { count: String(items.length), max: String(CV_FILE_MAX_ENTRIES) };
    notes.push(cutNotes[what]?.(counts) ?? m.cvout_file_cut_other({ ...counts, part: what }));
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
  const languages = cut(resume.languages ?? [], "languages").map((entry) => {
    const fluency = entry.fluency?.trim() ?? "";
    const level = levelOf(fluency);
    // A fluency not among the levels ("Conversational") is kept beside the language's name.
    const name = level || !fluency ? (entry.language ?? "") : `${entry.language ?? ""} (${fluency})`;
    return { ...emptyEntry("languages"), name, level: level ?? "" };
  });
  const activities = cut(resume.volunteer ?? [], "volunteer").map((entry) => ({
    ...emptyEntry("activities"),
    activity: entry.position ?? "",
    organisation: entry.organization ?? "",
    startDate: entry.startDate ?? "",
    endDate: entry.endDate ?? "",
    description: [entry.summary ?? "", ...(entry.highlights ?? []).map((line) => `• ${line}`)]
      .filter((part) => part.trim())
      .join("\n"),
  }));
  const achievements = cut(resume.awards ?? [], "awards").map((entry) => ({
    ...emptyEntry("achievements"),
    title: entry.title ?? "",
    date: entry.date ?? "",
    description: [entry.awarder ?? "", entry.summary ?? ""].filter((part) => part.trim()).join("\n"),
  }));
  const givenReferences = resume.references ?? [];
  const onRequest =
    givenReferences.length === 1 &&
    !givenReferences[0]?.name?.trim() &&
    saysOnRequest(givenReferences[0]?.reference ?? "");
  const references = onRequest
    ? []
    : cut(givenReferences, "references").map((entry) => ({
        ...emptyEntry("references"),
        name: entry.name ?? "",
        ...splitReference(entry.reference ?? ""),
      }));
  const cvLanguage = resume.meta?.language;
  const myJobs = myJobsFromFile(resume.meta);

  return {
    ok: true,
    notes,
    ...(myJobs === undefined ? {} : { myJobs }),
    values: withNewFormParts({
      ...splitFullName(basics.name ?? ""),
      email: basics.email ?? "",
      phone: basics.phone ?? "",
      address,
      summary: basics.summary ?? "",
      education: education.length > 0 ? education : [emptyEducationEntry()],
      noExperience: work.length === 0,
      experience: work.length > 0 ? work : [emptyExperienceEntry()],
      skills: skills.length > 0 ? skills : [emptySkillEntry()],
      cvLanguage: isLocale(cvLanguage) ? cvLanguage : "en",
      languages,
      activities,
      achievements,
      referencesOnRequest: onRequest,
      references,
    }),
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
