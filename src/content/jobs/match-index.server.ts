// The Job Matcher's match index: every listing understood, in its three languages, with the part of
// ESCO the phone needs (src/matching/build-index.ts). The jobs collection writes it as a JSON file
// named by a hash of its bytes (./collection.server.ts's emits); the Job Matcher's route gives its
// page the file's address, and the page fetches it with the engine when a CV is chosen, so no
// page's HTML, data or first-load JavaScript carries it. The content check and the build warn
// about what it could not understand (./index-warnings.server.ts). Node only.
import { createHash } from "node:crypto";
import { localizePath, type Locale } from "../../i18n/locales.ts";
import { buildMatchIndex, type IndexWarning, type ListingForIndex } from "../../matching/build-index.ts";
import type { MatchIndex } from "../../matching/match-index.ts";
import type { ByLocale } from "../engine/context.server.ts";
import type { JobListing } from "./collection.server.ts";
import { readTaxonomy } from "./taxonomy.server.ts";

const texts = (job: JobListing | undefined) =>
  job && { title: job.title, description: job.description, requirements: job.requirements.map((r) => r.text) };

/** Each listing with its words in the three languages, as buildMatchIndex takes them. */
export function listingsForIndex(jobs: ByLocale<readonly JobListing[]>): ListingForIndex[] {
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
export function matchIndexFor(jobs: ByLocale<readonly JobListing[]>): { index: MatchIndex; warnings: IndexWarning[] } {
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
 * The index as the file the build writes in each language's assets (the same bytes in the three:
 * a CV in any language is matched against every listing in all three), named by a hash of its
 * bytes, so a phone may keep it for good (the service worker keeps it after first use, as it keeps
 * the engine's code). `fileName` is from the language's root: "assets/match-index-<hash>.json".
 */
export function matchIndexFile(jobs: ByLocale<readonly JobListing[]>): { fileName: string; source: string } {
  const source = JSON.stringify(matchIndexFor(jobs).index);
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
  return { fileName: `assets/match-index-${hash}.json`, source };
}

/** The index's address in a language's pages: "/assets/match-index-<hash>.json", "/fr/assets/…". */
export function matchIndexAddress(jobs: ByLocale<readonly JobListing[]>, locale: Locale): string {
  return localizePath(`/${matchIndexFile(jobs).fileName}`, locale);
}
