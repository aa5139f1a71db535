import jobs, { type JobListingItem } from "virtual:content/jobs";
import { jobPagePath } from "../logic/job-paths";
import * as m from "@/i18n/messages";

/** One thing a listing asks for, as it is shown (in the page's language). */
export type JobRequirement = { text: string };

/** A listing as the page shows it, its words in the page's language. */
export type JobListing = {
  id: string;
  /** Its page's address, /jobs/<slug>: the same in every language. */
  slug: string;
  title: string;
  company: string;
  location: string;
  /** The kind of work, as it is shown ('Full-time' for the spec's listings, §3). */
  type: string;
  /** The kind of work as content/jobs names it, whatever the language (for the JobPosting's employmentType). */
  typeKey: JobListingItem["type"];
  /** A monthly range in Seychelles rupees, as it is shown. */
  salary: string;
  /** The same range in rupees a month, as numbers (for the JobPosting's baseSalary). */
  salaryRange: { min: number; max: number };
  /** The date the listing went up, as it is shown. */
  posted: string;
  /** The same date, machine-readable, for the <time> element. */
  postedIso: string;
  /** The last day to apply, as it is shown ("30 May 2026"), when the listing has one. */
  closesText?: string;
  /** The same day, machine-readable: the listing is left out from the next day on, in Seychelles. */
  closes?: string;
  /** What the listing asks, as it is shown; the Job Matcher checks each in the CV (src/matching). */
  requirements: readonly JobRequirement[];
  description: string;
  /** Where the listing was published: the government employment site or a job board. */
  source: string;
  /** The listing on its source site; "Apply Now" opens it in a new tab. */
  url: string;
  /** Set when the listing had closed on the day of the build (the page's HTML then has no JobPosting). */
  closedAtBuild?: true;
};

/** The words for each kind of work a listing can offer (tooling/content/schemas/jobs.ts's JOB_TYPES). */
const typeWords: Record<JobListingItem["type"], () => string> = {
  "Full-time": m.jobs_type_full_time,
  "Part-time": m.jobs_type_part_time,
  Contract: m.jobs_type_contract,
  Temporary: m.jobs_type_temporary,
  Internship: m.jobs_type_internship,
};

/**
 * The listings from content/jobs/, checked at build time, in this build's language. Their pay and
 * posted and closing days come written by the build (tooling/content/format-content.ts).
 */
export const jobListings: readonly JobListing[] = jobs.map(
  ({ salary, salaryText, posted, postedText, type, ...listing }) => ({
    ...listing,
    type: typeWords[type](),
    typeKey: type,
    salary: m.jobs_salary_per_month(salaryText),
    salaryRange: { min: salary.min, max: salary.max },
    posted: postedText,
    postedIso: posted,
  }),
);

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
