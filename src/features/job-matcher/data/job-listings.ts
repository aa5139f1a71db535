import jobs from "virtual:content/jobs";
import { jobPagePath, type JobPage } from "@/content/jobs/pages";

/**
 * One thing a listing asks for, and the words that show it in a CV (its `cv_words`): groups of words
 * or phrases: the requirement is found when the CV holds at least one entry of every group. Each
 * entry is matched as whole words, ignoring case and accents; the listing's file in content/jobs/
 * lists common synonyms with the French and Kreol forms where they differ, so a CV in any of the
 * three languages matches whatever the page's language. The content check refuses an entry every
 * CV has ('experience'). The CV words are only the Job Matcher's (./job-evidence.ts): a listing's
 * page shows its requirements' words alone.
 */
export type JobRequirement = {
  /** What the listing asks, as it is shown (in the page's language). */
  text: string;
  cv_words: readonly (readonly string[])[];
};

/** A listing as its page and its card show it: the fields of its file in content/jobs (src/content/jobs/pages.ts). */
export type JobListing = JobPage;

/** The listings from content/jobs/, checked at build time, in this build's language. */
export const jobListings: readonly JobListing[] = jobs;

/** The listing whose page is /jobs/<slug>, if there is one. */
export function findJobListing(slug: string | undefined): JobListing | undefined {
  return jobListings.find((listing) => listing.slug === slug);
}

/** The listing whose page the address is (/jobs/<slug>, with or without a trailing slash), if any. */
export function jobListingAt(pathname: string): JobListing | undefined {
  const prefix = jobPagePath("");
  if (!pathname.startsWith(prefix)) return undefined;
  const slug = pathname.slice(prefix.length).replace(/\/$/, "");
  return slug.includes("/") ? undefined : findJobListing(slug);
}
