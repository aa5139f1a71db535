// The job listings: one YAML file each in content/jobs/. The company, place, pay, dates and link
// stay as the English file has them; the title, source, description and each requirement's text are
// translated. A listing needs only its words: the Job Matcher understands its title and
// requirements at build time (./match-index.server.ts). Everything about the listings is here: the
// fields and their checks, what a translation holds, the job pages, the editor's collection and the
// files the build writes (the share pictures, the Job Matcher's index). Node only: pages import
// ./pages.ts.
import { NOT_FOUND_SLUG } from "../../config/paths.ts";
import { formatDay } from "../../i18n/dates.mjs";
import { localizePath, type Locale } from "../../i18n/locales.ts";
import { daysBetween, seychellesToday } from "../../lib/seychelles-date.ts";
import type { IndexWarning } from "../../matching/build-index.ts";
import type { MatchIndex } from "../../matching/match-index.ts";
import { defineCollection } from "../engine/collection.server.ts";
import {
  ContentError,
  createContext,
  filesIn,
  reportDuplicates,
  type ByLocale,
  type LoadContext,
} from "../engine/context.server.ts";
import { buildCheckField, dateField, fieldsOf, textArea, type Shape } from "../engine/editor-fields.server.ts";
import { catalogueMessage } from "../engine/messages.server.ts";
import { inEveryLocale, readItems } from "../engine/translations.server.ts";
import { describeIndexWarning } from "./index-warnings.server.ts";
import { matchIndexAddress, matchIndexFile, matchIndexFor } from "./match-index.server.ts";
import { openListingsFile } from "./open-listings.server.ts";
import { JOBS_SECTION, jobsFeedPath, jobShareImagePath, STALE_AFTER_DAYS, type JobPage } from "./pages.ts";
import {
  checkJobListing,
  checkJobTranslation,
  JOB_TYPES,
  jobListingSchema,
  jobTranslationSchema,
  type JobListing,
  type JobTranslation,
} from "./rules.ts";

export {
  JOB_SOURCES,
  JOB_TYPES,
  jobListingSchema,
  jobTranslationSchema,
  type JobListing,
  type JobTranslation,
  type JobType,
} from "./rules.ts";

const describeListing = (listing: JobListing) => `listing ${listing.id}, "${listing.title}"`;

function readJobs(ctx: LoadContext, dir: string): ByLocale<JobListing[]> {
  const listings = readItems<JobListing, JobTranslation>(ctx, filesIn(dir), {
    items: "job listings",
    label: { kind: "listing", nameKey: "title" },
    format: "yaml",
    check: (fields, where) => checkJobListing(ctx, fields, where),
    translation: jobTranslationSchema,
    englishOnly: jobs.englishOnly,
    checkTranslation: (translation, listing, where) => checkJobTranslation(ctx, translation, listing, where),
  });
  reportDuplicates(ctx, listings, describeListing);
  // The slug is the page's address (/jobs/<slug>): two listings cannot share one.
  reportDuplicates(ctx, listings, describeListing, "slug");
  for (const { item, file } of listings)
    if (item.slug === NOT_FOUND_SLUG)
      ctx.problems.push(
        `${ctx.rel(file)} (${describeListing(item)}): slug: /jobs/${NOT_FOUND_SLUG} is the address of the page for jobs that do not exist; choose another`,
      );
  return inEveryLocale(listings);
}

/** The day of the build in Seychelles, or BUILD_DAY (YYYY-MM-DD) when the build is told which day to assume. */
export function buildSeychellesDay(env: string | undefined = process.env.BUILD_DAY): string {
  if (env === undefined || env === "") return seychellesToday(Date.now());
  if (!/^\d{4}-\d{2}-\d{2}$/.test(env)) throw new Error(`BUILD_DAY must be a day such as 2026-05-20, not "${env}".`);
  return env;
}

export const jobs = defineCollection({
  name: "jobs",
  path: "jobs",
  schema: jobListingSchema,
  translation: jobTranslationSchema,
  read: readJobs,
  pages: {
    section: JOBS_SECTION,
    route: "routes/job.tsx",
    resources: [{ path: jobsFeedPath, route: "routes/jobs-feed.ts" }],
    slug: (listing) => listing.slug,
    /** The listing's latest day: its closing day when it has one (a page that changes then), else the day it went up. */
    lastmod: (listing) =>
      listing.closes !== undefined && listing.closes > listing.posted ? listing.closes : listing.posted,
    /**
     * A listing whose closing day has passed on the day of the build (in Seychelles; BUILD_DAY in
     * the dates tests) has `closedAtBuild`, and one with no closing day posted more than
     * STALE_AFTER_DAYS before it `staleAtBuild`, so its page's HTML carries no JobPosting and the
     * browser agrees while it hydrates; the daily rebuild (.github/workflows/deploy.yml) keeps that
     * current, and the device judges again by its own day once the page runs.
     */
    page: (listing): JobPage => {
      const day = buildSeychellesDay();
      if (listing.closes !== undefined && listing.closes < day) return { ...listing, closedAtBuild: true };
      if (listing.closes === undefined && daysBetween(listing.posted, day) > STALE_AFTER_DAYS)
        return { ...listing, staleAtBuild: true };
      return listing;
    },
  },
  editor: () => [
    {
      name: "jobs",
      label: "Job listings",
      label_singular: "Job listing",
      folder: "content/jobs",
      extension: "yaml",
      format: "yaml",
      create: true,
      i18n: true,
      identifier_field: "title",
      slug: "{{fields.id}}-{{slug}}",
      // Each listing's ID shown first, and the list sortable by it, so the next free one is plain to see
      // (a new listing's ID is filled in with it: tooling/cms/next-ids.ts).
      summary: "{{fields.id}} · {{fields.title}} · {{fields.company}}",
      sortable_fields: ["id", "title", "posted"],
      fields: [
        // The build's checks on every tab before a save, in the build's words: a closing day before
        // the posted day, a maximum below the minimum, a translation that does not follow the English.
        buildCheckField("jobs"),
        ...fieldsOf(jobListingSchema.shape as Shape, jobTranslationSchema.shape as Shape, {
          type: { options: JOB_TYPES.map((value) => ({ label: value, value })) },
          posted: dateField,
          closes: dateField,
          description: textArea,
          how_to_apply: textArea,
          requirements: { label_singular: "Requirement", summary: "{{fields.text}}" },
        }),
      ],
    },
  ],
  emits: (listings, { locale }, everyLanguage) => [
    // A card for link previews: the job's title, its employer and its closing day while it is open.
    ...listings.map((listing) => ({
      fileName: localizePath(jobShareImagePath(listing.slug), locale).slice(1),
      shareCard: { title: listing.title, subtitle: jobShareCardLine(listing, locale, buildSeychellesDay()) },
    })),
    // The Job Matcher's index of every listing in the three languages, in this language's assets.
    matchIndexFile(everyLanguage),
    // The small list of open listings the new-jobs check reads, at an address that never changes.
    openListingsFile(listings, locale, buildSeychellesDay(), matchIndexAddress(everyLanguage, locale)),
  ],
  // What the Job Matcher could not understand (a title, a requirement): the listing is still shown.
  warnings: (everyLanguage, contentDir) =>
    matchIndexFor(everyLanguage).warnings.map((warning) => describeIndexWarning(warning, contentDir)),
});

/**
 * The line under a listing's title on its share card: its employer and, while it is open on the day
 * of the build, its closing day, as its page says it ("Port Victoria Authority · I ferm le 30 Zen
 * 2026"); else its employer and place.
 */
export function jobShareCardLine(
  listing: Pick<JobListing, "company" | "location" | "closes">,
  locale: Locale,
  buildDay: string,
): string {
  if (listing.closes === undefined || listing.closes < buildDay) return `${listing.company} · ${listing.location}`;
  const closes = catalogueMessage("job-matcher", locale, "jobs_closes_on", { date: formatDay(listing.closes, locale) });
  return `${listing.company} · ${closes}`;
}

/**
 * The match index of a folder of listings alone, in the content format (`job.yaml` with
 * `job.fr.yaml` and `job.crs.yaml`, as content/jobs/ holds them), checked as the build checks
 * them: for the Job Matcher's bench and any folder that is not a whole content/ tree. Throws a
 * ContentError naming every problem.
 */
export function matchIndexForJobsFolder(jobsDir: string): { index: MatchIndex; warnings: IndexWarning[] } {
  const ctx = createContext(jobsDir);
  const listings = readJobs(ctx, jobsDir);
  if (ctx.problems.length > 0) throw new ContentError(ctx.problems);
  return matchIndexFor(listings);
}
