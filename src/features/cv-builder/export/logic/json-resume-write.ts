import { isLocale } from "@/i18n/locales";
import { myJobsFilePart, type MyJob } from "@/lib/my-jobs";
import { languageLevels, type LanguageLevel } from "../../logic/cv-fields";
import { cvFileName, fillIn } from "../../logic/cv-format";
import type { CvFormValues } from "../../logic/cv-schema";
import { cvWords, wordsOf } from "../../logic/cv-words";

/*
 * Writing the CV as a JSON Resume (https://jsonresume.org/schema, v1): 'Save CV file'. Its own small
 * chunk, fetched as the form opens (useCvExports), so saving never needs the network; reading a
 * file (json-resume.ts, with zod) comes with the export code. The words the file writes itself (a
 * language's fluency, 'References available on request', the file name) are in the CV's language,
 * which `meta.language` keeps for the next 'Open CV file'.
 */

const filled = <T extends Record<string, string | undefined>>(entries: T[] | undefined): T[] =>
  (entries ?? []).filter((entry) => Object.values(entry).some((value) => value?.trim()));

/** A reference as JSON Resume holds it: who they are, then their phone, on a line of its own. */
export function referenceText(role: string, phone: string, phoneWord: string): string {
  return [role.trim(), phone.trim() ? fillIn(phoneWord, { phone: phone.trim() }) : ""].filter(Boolean).join("\n");
}

/**
 * Writes the form's values (everything typed so far) as a JSON Resume, with the jobs of My jobs on
 * this phone in `meta.myJobs` (README: "My jobs in the CV file"), so the list goes with the CV.
 */
export function toJsonResume(values: CvFormValues, myJobs: readonly MyJob[] = []): object {
  const name = [values.firstName.trim(), values.lastName.trim()].filter(Boolean).join(" ");
  const work = values.noExperience ? [] : (values.experience ?? []);
  const language = isLocale(values.cvLanguage) ? values.cvLanguage : "en";
  const words = cvWords[language];
  const references = values.referencesOnRequest
    ? [{ name: "", reference: words.cvdoc_references_on_request }]
    : filled(values.references).map((entry) => ({
        name: entry.name,
        reference: referenceText(entry.role ?? "", entry.phone ?? "", words.cvdoc_phone),
      }));
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
    languages: filled(values.languages).map((entry) => ({
      language: entry.name,
      fluency: isLevel(entry.level) ? words[`cvdoc_level_${entry.level}`] : "",
    })),
    volunteer: filled(values.activities).map((entry) => ({
      organization: entry.organisation,
      position: entry.activity,
      startDate: entry.startDate,
      endDate: entry.endDate,
      summary: entry.description,
    })),
    awards: filled(values.achievements).map((entry) => ({
      title: entry.title,
      date: entry.date,
      summary: entry.description,
    })),
    references,
    meta: { version: "v1.0.0", language, ...myJobsFilePart(myJobs) },
  };
}

const isLevel = (value: string | undefined): value is LanguageLevel =>
  (languageLevels as readonly string[]).includes(value ?? "");

export function jsonResumeFileName(values: Pick<CvFormValues, "firstName" | "lastName" | "cvLanguage">): string {
  return cvFileName(values, wordsOf({ cvLanguage: isLocale(values.cvLanguage) ? values.cvLanguage : "en" }), "json");
}
