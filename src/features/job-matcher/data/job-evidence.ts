import evidence from "virtual:content/job-evidence";
import type { JobListing, JobRequirement } from "./job-listings";

/**
 * A listing's requirements with the words that show each one in a CV, for the Job Matcher's check.
 * The words come in a module of their own (the content plugin's `virtual:content/job-evidence`), so
 * a job's own page, which reads no CV, does not load them.
 */
export function requirementsWithEvidence(listing: Pick<JobListing, "id" | "requirements">): JobRequirement[] {
  const groups = evidence[listing.id] ?? [];
  return listing.requirements.map(({ text }, index) => ({ text, cv_words: groups[index] ?? NO_WORDS }));
}

/**
 * For a requirement the build served no words for (the content check requires them, so only a
 * build fault could): one group with no phrase, which no CV shows. No group at all would mean
 * "nothing to find", and every CV would be told it shows the requirement.
 */
const NO_WORDS: JobRequirement["cv_words"] = [[]];
