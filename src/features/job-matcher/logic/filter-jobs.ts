import { matchesSearch } from "@/lib/text-search";

type Searchable = { title: string; company: string; location: string };

/**
 * The jobs whose title, company and location hold every word of the query, ignoring case, accents
 * and word order (the site's shared search rule). The query is plain text (no pattern characters).
 */
export function filterJobs<T extends Searchable>(jobs: readonly T[], query: string): T[] {
  return jobs.filter((job) => matchesSearch([job.title, job.company, job.location], query));
}
