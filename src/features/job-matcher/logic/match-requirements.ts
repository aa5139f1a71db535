import * as m from "@/i18n/messages";
import { foldForSearch } from "@/lib/text-search";
import { formatNumber, takesSingular } from "@/lib/numbers";
import type { JobListing } from "@/content/jobs/pages";

/**
 * One thing a listing asks for, and the words that show it in a CV (its `cv_words`): groups of words
 * or phrases; the requirement is found when the CV holds at least one entry of every group. Each
 * entry is matched as whole words, ignoring case and accents; the listing's file in content/jobs/
 * lists common synonyms with the French and Kreol forms where they differ, so a CV in any of the
 * three languages matches whatever the page's language. The content check refuses an entry every
 * CV has ('experience'). Only the Job Matcher gets them: a listing's own page shows its
 * requirements' words alone.
 */
export type JobRequirement = JobListing["requirements"][number];

/*
 * Which of a listing's requirements a CV shows. Both the CV and the evidence are folded the same
 * way: lower case, no accents, anything but letters and digits made a space. A phrase then matches
 * on word boundaries only: 'tax' is in 'VAT and tax returns' but not in 'taxi'.
 */

/** A text reduced to its words, one space apart, with a space at each end. */
export function foldToWords(text: string): string {
  const words = foldForSearch(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return ` ${words} `;
}

/** A CV's text, ready to be matched against any number of requirements. */
export type CvWords = { readonly words: string };

export function cvWords(text: string): CvWords {
  return { words: foldToWords(text) };
}

/** Whether the CV holds this word or phrase as whole words. */
export function showsPhrase(cv: CvWords, phrase: string): boolean {
  const folded = foldToWords(phrase);
  return folded.trim() !== "" && cv.words.includes(folded);
}

/** Found when every group of the requirement's CV words has an entry in the CV. */
export function showsRequirement(cv: CvWords, requirement: JobRequirement): boolean {
  return requirement.cv_words.every((group) => group.some((phrase) => showsPhrase(cv, phrase)));
}

export type RequirementCheck = { requirement: JobRequirement; found: boolean };

/** Each requirement of a listing, found or not, in the listing's order, and how many were found. */
export function checkRequirements(cv: CvWords, requirements: readonly JobRequirement[]) {
  const checks: RequirementCheck[] = requirements.map((requirement) => ({
    requirement,
    found: showsRequirement(cv, requirement),
  }));
  return { checks, found: checks.filter((check) => check.found).length, total: checks.length };
}

/** The line each card shows: "3 of 4 requirements found in your CV". */
export function requirementsFoundMessage(found: number, total: number): string {
  const inputs = { found: formatNumber(found), total: formatNumber(total) };
  return takesSingular(total) ? m.jobs_findings_count_one(inputs) : m.jobs_findings_count_other(inputs);
}
