/*
 * My jobs: the jobs a person saved or applied to, kept on their phone and in their CV file. Plain
 * functions over the list, shared by the Job Matcher's pages (which save, mark and show) and the CV
 * Builder (whose 'Save CV file' writes the list into the JSON Resume's `meta.myJobs`, and whose
 * 'Open CV file' merges it back). No React, no zod: a page that only shows a 'Save' button carries
 * this small file and nothing more. Named my-jobs*: vite.config.ts keeps it out of the shell chunk.
 */

/** The most jobs the list holds: enough for a long search, small enough to read at a glance. */
export const MY_JOBS_MAX = 100;

/** The longest text kept of a listing's field read from a file (a title, a how-to-apply note). */
const TEXT_MAX = 2000;

/**
 * What was known of a listing when it was saved (and each time since that My jobs saw it in the
 * site's listings): enough to show it, and to reach the employer, once the listing has left the site.
 * The jobs collection's own field names.
 */
export type ListingSnapshot = {
  title: string;
  company: string;
  location: string;
  /** The day the listing went up, YYYY-MM-DD. */
  posted: string;
  /** Its last day to apply, YYYY-MM-DD, when it has one. */
  closes?: string;
  /** The listing's own page on the employer's or the job board's site (https). */
  url?: string;
  /** What the employer asks of applicants: documents, a number to call, where to walk in. */
  how_to_apply?: string;
};

/** A listing as a page has it, from which a job is saved. */
export type SaveableListing = ListingSnapshot & { id: string; slug: string };

/** One job in the list. It is "applied" when it has `appliedOn`, else "saved". */
export type MyJob = {
  /** The listing's id in content/jobs, which never changes. */
  id: string;
  /** Its page's slug (/jobs/<slug>) when last seen. */
  slug: string;
  /** The day in Seychelles it was put in the list, YYYY-MM-DD. */
  savedOn: string;
  /** The day the person says they applied, YYYY-MM-DD; never after the day it was set. */
  appliedOn?: string;
  /** When the person last changed it (milliseconds since 1970): the newer wins when lists merge. */
  changedAt: number;
  listing: ListingSnapshot;
};

/** Why a change was not made. */
export type ListProblem = "limit";
/** Why a day someone typed is not taken as the day they applied. */
export type AppliedDayProblem = "empty" | "future";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD ("2026-02-30" is not). */
export function isDay(value: unknown): value is string {
  if (typeof value !== "string" || !DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** What is kept of a listing: its fields that say what it is and how to reach the employer. */
export function snapshotOf(listing: ListingSnapshot): ListingSnapshot {
  const { title, company, location, posted, closes, url, how_to_apply } = listing;
  return {
    title,
    company,
    location,
    posted,
    ...(closes === undefined ? {} : { closes }),
    ...(url === undefined ? {} : { url }),
    ...(how_to_apply === undefined ? {} : { how_to_apply }),
  };
}

export const findJob = (jobs: readonly MyJob[], id: string) => jobs.find((job) => job.id === id);

const replace = (jobs: readonly MyJob[], changed: MyJob) => jobs.map((job) => (job.id === changed.id ? changed : job));

/** The list with `listing` in it, saved `today`; unchanged if it is there already. */
export function saveJob(
  jobs: readonly MyJob[],
  listing: SaveableListing,
  today: string,
  now: number,
): MyJob[] | ListProblem {
  if (findJob(jobs, listing.id)) return [...jobs];
  if (jobs.length >= MY_JOBS_MAX) return "limit";
  return [
    ...jobs,
    { id: listing.id, slug: listing.slug, savedOn: today, changedAt: now, listing: snapshotOf(listing) },
  ];
}

/** The list without the job `id`. */
export const removeJob = (jobs: readonly MyJob[], id: string): MyJob[] => jobs.filter((job) => job.id !== id);

/** The list with a removed job back in its place (`index`), as 'Put it back' restores it. */
export function restoreJob(jobs: readonly MyJob[], job: MyJob, index: number): MyJob[] {
  if (findJob(jobs, job.id)) return [...jobs];
  return [...jobs.slice(0, index), job, ...jobs.slice(index)];
}

/** The list with `listing` marked as applied on `day` (saved too, if it was not). */
export function markApplied(
  jobs: readonly MyJob[],
  listing: SaveableListing,
  day: string,
  now: number,
): MyJob[] | ListProblem {
  const saved = saveJob(jobs, listing, day, now);
  if (saved === "limit") return saved;
  const job = findJob(saved, listing.id)!;
  return replace(saved, { ...job, appliedOn: day, changedAt: now });
}

/** The list with the job `id` back to saved, its applied day forgotten. */
export function unmarkApplied(jobs: readonly MyJob[], id: string, now: number): MyJob[] {
  const job = findJob(jobs, id);
  if (!job || job.appliedOn === undefined) return [...jobs];
  const { appliedOn: _forgotten, ...saved } = job;
  return replace(jobs, { ...saved, changedAt: now });
}

/** Why `day` cannot be the day a job was applied to `today`: none given, or after today; null when it can. */
export function appliedDayProblem(day: string, today: string): AppliedDayProblem | null {
  if (!isDay(day)) return "empty";
  return day > today ? "future" : null;
}

/** The list with another day for when the job `id` was applied to (checked first with appliedDayProblem). */
export function setAppliedDay(jobs: readonly MyJob[], id: string, day: string, now: number): MyJob[] {
  const job = findJob(jobs, id);
  if (!job) return [...jobs];
  return replace(jobs, { ...job, appliedOn: day, changedAt: now });
}

const sameSnapshot = (a: ListingSnapshot, b: ListingSnapshot) =>
  JSON.stringify(snapshotOf(a)) === JSON.stringify(snapshotOf(b));

/**
 * The list with each job's snapshot as the site's listings have it now (the title in the page's
 * language, a closing day moved), so a listing removed later is remembered as it last was. The
 * same array when nothing changed, so nothing is written. Not a change of the person's: `changedAt` stays.
 */
export function refreshSnapshots(jobs: MyJob[], listings: readonly SaveableListing[]): MyJob[] {
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  let changed = false;
  const refreshed = jobs.map((job) => {
    const listing = byId.get(job.id);
    if (!listing || (listing.slug === job.slug && sameSnapshot(listing, job.listing))) return job;
    changed = true;
    return { ...job, slug: listing.slug, listing: snapshotOf(listing) };
  });
  return changed ? refreshed : jobs;
}

/* ---- Reading the list back (from storage or a file): checked field by field, never trusted ---- */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
const text = (value: unknown) => (value as string).trim().slice(0, TEXT_MAX);
const ID = /^[a-z0-9-]{1,80}$/;

/** A link that may be shown: https (or http) only, never javascript: or data:. */
function webAddress(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function readSnapshot(value: unknown): ListingSnapshot | undefined {
  if (!isObject(value)) return undefined;
  const { title, company, location, posted, closes, url, how_to_apply } = value;
  if (!isText(title) || !isText(company) || !isText(location) || !isDay(posted)) return undefined;
  const link = webAddress(url);
  return {
    title: text(title),
    company: text(company),
    location: text(location),
    posted,
    ...(isDay(closes) ? { closes } : {}),
    ...(link === undefined ? {} : { url: link }),
    ...(isText(how_to_apply) ? { how_to_apply: text(how_to_apply) } : {}),
  };
}

function readJob(value: unknown): MyJob | undefined {
  if (!isObject(value)) return undefined;
  const { id, slug, savedOn, appliedOn, changedAt } = value;
  const listing = readSnapshot(value.listing);
  if (typeof id !== "string" || !ID.test(id) || typeof slug !== "string" || !ID.test(slug)) return undefined;
  if (!isDay(savedOn) || !listing) return undefined;
  if (appliedOn !== undefined && !isDay(appliedOn)) return undefined;
  return {
    id,
    slug,
    savedOn,
    ...(appliedOn === undefined ? {} : { appliedOn }),
    changedAt: typeof changedAt === "number" && Number.isFinite(changedAt) ? changedAt : 0,
    listing,
  };
}

/** The list's version, in storage and in the CV file. */
export const MY_JOBS_VERSION = 1;

/** The list as it is stored and written into the CV file. */
export type MyJobsData = { version: typeof MY_JOBS_VERSION; jobs: MyJob[] };

export const myJobsData = (jobs: readonly MyJob[]): MyJobsData => ({ version: MY_JOBS_VERSION, jobs: [...jobs] });

/**
 * The jobs in stored or filed data, each checked: `unreadable` counts what could not be read (an
 * entry of the wrong shape, the same job twice, more than MY_JOBS_MAX, or the whole of it when it is
 * not this list's data at all), so the page can say that something was left out, never silently.
 */
export function readMyJobsData(data: unknown): { jobs: MyJob[]; unreadable: number } {
  if (!isObject(data) || data.version !== MY_JOBS_VERSION || !Array.isArray(data.jobs)) {
    return { jobs: [], unreadable: 1 };
  }
  const jobs: MyJob[] = [];
  let unreadable = 0;
  for (const entry of data.jobs) {
    const job = readJob(entry);
    if (!job || findJob(jobs, job.id) || jobs.length >= MY_JOBS_MAX) unreadable++;
    else jobs.push(job);
  }
  return { jobs, unreadable };
}

/* ---- The CV file ---- */

/** The key in the JSON Resume's `meta` that holds the list (README: "My jobs in the CV file"). */
export const MY_JOBS_FILE_KEY = "myJobs";

/** What 'Save CV file' adds to the file's `meta`: the list, or nothing when it is empty. */
export function myJobsFilePart(jobs: readonly MyJob[]): Record<string, MyJobsData> {
  return jobs.length === 0 ? {} : { [MY_JOBS_FILE_KEY]: myJobsData(jobs) };
}

/** The list in a CV file's `meta`, checked; undefined when the file has none. */
export function myJobsFromFile(meta: unknown): { jobs: MyJob[]; unreadable: number } | undefined {
  if (!isObject(meta) || !(MY_JOBS_FILE_KEY in meta)) return undefined;
  return readMyJobsData(meta[MY_JOBS_FILE_KEY]);
}

/**
 * The phone's list with a file's merged in. A job only in one is kept; a job in both keeps the
 * version changed last (a day applied set on the other phone after saving there wins), the
 * phone's on a tie. Nothing on the phone is removed. Past MY_JOBS_MAX, the jobs changed longest
 * ago are left out and counted.
 */
export function mergeMyJobs(
  phone: readonly MyJob[],
  file: readonly MyJob[],
): { jobs: MyJob[]; added: number; updated: number; leftOut: number } {
  const merged = [...phone];
  let added = 0;
  let updated = 0;
  for (const job of file) {
    const mine = findJob(merged, job.id);
    if (!mine) {
      merged.push(job);
      added++;
    } else if (job.changedAt > mine.changedAt) {
      merged[merged.indexOf(mine)] = job;
      updated++;
    }
  }
  if (merged.length <= MY_JOBS_MAX) return { jobs: merged, added, updated, leftOut: 0 };
  const kept = new Set(
    merged
      .toSorted((a, b) => b.changedAt - a.changedAt)
      .slice(0, MY_JOBS_MAX)
      .map((job) => job.id),
  );
  const jobs = merged.filter((job) => kept.has(job.id));
  return { jobs, added, updated, leftOut: merged.length - jobs.length };
}
