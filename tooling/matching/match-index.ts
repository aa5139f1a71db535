// The match index for a folder of listings in the content format (content/jobs/: the English
// .yaml with its .fr.yaml and .crs.yaml), read with the build's own loader: what the build serves
// the phone, what the content check warns about, and what the bench calls.
import { buildMatchIndex, type IndexWarning, type ListingForIndex } from "../../src/matching/build-index.ts";
import type { MatchIndex } from "../../src/matching/match-index.ts";
import type { Locale } from "../../src/i18n/locales.ts";
import type { JobListingItem } from "../content/schemas/jobs.ts";
import { ContentError, createContext } from "../content/load/context.ts";
import { loadJobs } from "../content/load/jobs.ts";
import { readTaxonomy } from "./taxonomy.ts";

const texts = (job: JobListingItem | undefined) =>
  job && { title: job.title, description: job.description, requirements: job.requirements.map((r) => r.text) };

/** Each listing with its words in the three languages, as buildMatchIndex takes them. */
export function listingsForIndex(jobs: Record<Locale, readonly JobListingItem[]>): ListingForIndex[] {
  return jobs.en.map((job) => ({
    id: job.id,
    posted: job.posted,
    en: texts(job)!,
    fr: texts(jobs.fr.find((j) => j.id === job.id)),
    crs: texts(jobs.crs.find((j) => j.id === job.id)),
  }));
}

const built = new Map<string, { index: MatchIndex; warnings: IndexWarning[] }>();

/** The index of these listings (made once per process for the same listings). */
export function matchIndexFor(jobs: Record<Locale, readonly JobListingItem[]>): {
  index: MatchIndex;
  warnings: IndexWarning[];
} {
  const listings = listingsForIndex(jobs);
  const key = JSON.stringify(listings);
  let result = built.get(key);
  if (!result) {
    result = buildMatchIndex(listings, readTaxonomy());
    built.set(key, result);
  }
  return result;
}

/**
 * The index of a folder of listings alone, in the content format (`job.yaml` with `job.fr.yaml` and
 * `job.crs.yaml`, as content/jobs/ holds them), checked by the build's own loader: for the bench
 * and any folder that is not a whole content/ tree. Throws a ContentError naming every problem.
 */
export function matchIndexForJobsFolder(jobsDir: string): { index: MatchIndex; warnings: IndexWarning[] } {
  const ctx = createContext(jobsDir);
  const jobs = loadJobs(ctx, jobsDir);
  if (ctx.problems.length > 0) throw new ContentError(ctx.problems);
  return matchIndexFor(jobs);
}
