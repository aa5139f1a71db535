// The job listings: one YAML file each in content/jobs/. The company, place, pay, dates and link
// stay as the English file has them; the title, source, description and each requirement's text are
// translated. A listing needs only its words: the Job Matcher understands its title and
// requirements at build time (./match-index.server.ts). Everything about the listings is here: the
// fields and their checks, what a translation holds, the job pages, the editor's collection and the
// files the build writes (the share pictures, the Job Matcher's index). Node only: pages import
// ./pages.ts.
import { z } from "zod";
import { NOT_FOUND_SLUG } from "../../config/paths.ts";
import { formatDay } from "../../i18n/dates.mjs";
import { localizePath, type Locale } from "../../i18n/locales.ts";
import { daysBetween, seychellesToday } from "../../lib/seychelles-date.ts";
import type { IndexWarning } from "../../matching/build-index.ts";
import type { MatchIndex } from "../../matching/match-index.ts";
import { defineCollection } from "../engine/collection.server.ts";
import {
  checkSchema,
  ContentError,
  createContext,
  filesIn,
  reportDuplicates,
  type ByLocale,
  type LoadContext,
} from "../engine/context.server.ts";
import { dateField, fieldsOf, textArea, type Editing, type Shape } from "../engine/editor-fields.server.ts";
import { httpsUrl, isoDate, text } from "../engine/fields.server.ts";
import { catalogueMessage } from "../engine/messages.server.ts";
import { inEveryLocale, readItems } from "../engine/translations.server.ts";
import { describeIndexWarning } from "./index-warnings.server.ts";
import { matchIndexFile, matchIndexFor } from "./match-index.server.ts";
import { JOBS_SECTION, jobsFeedPath, jobShareImagePath, STALE_AFTER_DAYS, type JobPage } from "./pages.ts";

export const JOB_SOURCES = ["government", "job-board"] as const;

/** The kinds of work a listing can offer; the words shown for each are messages of the Job Matcher. */
export const JOB_TYPES = ["Full-time", "Part-time", "Contract", "Temporary", "Internship"] as const;
export type JobType = (typeof JOB_TYPES)[number];

const whole = (what: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? "is missing" : `must be ${what}`) }).int(`must be ${what}`);

/** The salary's check of min against max, in the build's words. */
const MIN_ABOVE_MAX = "min is more than max";

/** A job listing's fields, in English, with everything that stays the same in every language. */
const jobListingFields = z.strictObject({
  id: text()
    .regex(/^[a-z0-9-]+$/, "may use only small letters, digits and dashes, like job6")
    .meta({ description: "Short and used by no other listing, like job6." }),
  /**
   * The last part of the listing's page address (/jobs/<slug>), the same in every language. It stays
   * as it is when the title changes, so a link someone shared keeps working.
   */
  slug: text()
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      "may use only small letters, digits and single dashes, like tour-guide-la-digue",
    )
    .meta({
      description:
        "The end of the job's page address, like tour-guide-la-digue: small letters, digits and dashes, used by no other listing. Keep it when the title changes, so shared links keep working.",
    }),
  title: text().meta({ description: "The job's title." }),
  company: text().meta({ description: "The employer, as it writes its name (not translated)." }),
  location: text().meta({ description: "Town and island, like Victoria, Mahé." }),
  type: z.enum(JOB_TYPES, `must be one of: ${JOB_TYPES.join(", ")}`).meta({ description: "The kind of work." }),
  /** The monthly pay range, in Seychelles rupees. */
  salary: z
    .strictObject(
      {
        min: whole("a whole number of rupees, like 9000").positive("must be more than 0"),
        max: whole("a whole number of rupees, like 12000").positive("must be more than 0"),
      },
      { error: (issue) => (issue.input === undefined ? "is missing" : "must be min: and max: in rupees a month") },
    )
    .refine((salary) => salary.min <= salary.max, { message: MIN_ABOVE_MAX, path: ["max"] })
    .meta({ description: "The monthly pay, lowest and highest, in Seychelles rupees." }),
  /** The day the listing went up. */
  posted: isoDate.meta({ description: "The day the listing went up." }),
  /**
   * The last day to apply, in Seychelles time; the listing is left out from the next day on. A listing
   * without one stays open until an editor removes it.
   */
  closes: isoDate.optional().meta({
    description:
      "The last day to apply; the listing is hidden from the next day on. A listing without one stays open until an editor removes it.",
  }),
  /** Where the listing was published, as a visitor reads it ("Employment Department (employment.gov.sc)"). */
  source: text().meta({
    description: "Where the listing was published, as a visitor reads it: Employment Department (employment.gov.sc).",
  }),
  url: httpsUrl.meta({ description: "The listing's own page, starting with https://." }),
  description: text().meta({ description: "What the job is, in two or three sentences." }),
  /** What the employer wants from an applicant beyond the link: documents, a number to call, where to walk in. */
  how_to_apply: text().optional().meta({
    description:
      "Optional: what the employer asks of applicants, in plain words: the documents to send, a number to call, or where to walk in with ID. Shown on the job's page above 'Apply Now'.",
  }),
  requirements: z
    .array(
      z.strictObject({
        text: text().meta({
          description:
            "The requirement, as a job seeker reads it, in plain words: 'Two years as a cook', 'Certificate in food hygiene', 'Driving licence', 'Willing to work weekends'.",
        }),
      }),
      {
        error: (issue) =>
          issue.input === undefined ? "is missing" : "must be a list of requirements, each starting with '- text:'",
      },
    )
    .min(1, "needs at least one requirement")
    .meta({ description: "What the job asks for, one item each, in the same order in every language." }),
});

/** A job listing as read and checked. */
export type JobListing = z.infer<typeof jobListingSchema>;

const isDay = (value: unknown): value is string => isoDate.safeParse(value).success;

/** The build's words for a closing day before the posted day; the editor shows them too, with the days it sees. */
const closesBeforePosted = (closes: string, posted: string) =>
  `is ${closes}, before the day the listing went up (posted: ${posted}): the last day to apply must be on or after it`;

/**
 * A job listing, in English: its fields, and a closing day that is not before the day it went up
 * (checked once both are real days, even when another field has a mistake).
 */
export const jobListingSchema = jobListingFields.check(
  z.refine((listing) => listing.closes === undefined || listing.closes >= listing.posted, {
    path: ["closes"],
    error: (issue) => {
      const { posted, closes } = issue.input as { posted: string; closes: string };
      return closesBeforePosted(closes, posted);
    },
    when: ({ value }) =>
      typeof value === "object" &&
      value !== null &&
      isDay((value as Record<string, unknown>).posted) &&
      isDay((value as Record<string, unknown>).closes),
  }),
);

/**
 * A listing's words: its title, description, how to apply when the English file says, one text per
 * requirement in the English order, and its source when the source's name is translated (a job board's name is the same in every language).
 */
export const jobTranslationSchema = z.strictObject({
  title: text(),
  source: text().optional(),
  description: text(),
  how_to_apply: text().optional(),
  requirements: z
    .array(z.strictObject({ text: text() }), {
      error: (issue) =>
        issue.input === undefined ? "is missing" : "must be a list of requirements, each starting with '- text:'",
    })
    .min(1, "needs at least one requirement"),
});
export type JobTranslation = z.infer<typeof jobTranslationSchema>;

const describeListing = (listing: JobListing) => `listing ${listing.id}, "${listing.title}"`;

function readJobs(ctx: LoadContext, dir: string): ByLocale<JobListing[]> {
  const listings = readItems<JobListing, JobTranslation>(ctx, filesIn(dir), {
    items: "job listings",
    label: { kind: "listing", nameKey: "title" },
    format: "yaml",
    check: (fields, where) => checkSchema(ctx, jobListingSchema, fields, where),
    translation: jobTranslationSchema,
    englishOnly: jobs.englishOnly,
    checkTranslation(translation, listing, where) {
      if (translation.requirements.length === listing.requirements.length) return true;
      ctx.problems.push(
        `${where}: requirements: has ${translation.requirements.length}, the English file has ${listing.requirements.length}: translate each one, in the same order`,
      );
      return false;
    },
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
      summary: "{{fields.title}} · {{fields.company}}",
      fields: fieldsOf(jobListingSchema.shape as Shape, jobTranslationSchema.shape as Shape, {
        posted: dateField,
        // Refused in the editor as staff type, in the build's words (tooling/cms/editor-ui.ts): a
        // closing day before the posted day, a maximum below the minimum.
        closes: {
          ...dateField,
          widget: "date-not-before",
          compare_to: "posted",
          compare_message: `Closes ${closesBeforePosted("{value}", "{other}")}`,
        } as Editing,
        max: {
          widget: "number-not-below",
          compare_to: "salary.min",
          compare_message: `Max is {value}, below Min ({other}): ${MIN_ABOVE_MAX}`,
        },
        description: textArea,
        how_to_apply: textArea,
        requirements: { label_singular: "Requirement", summary: "{{fields.text}}" },
      }),
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
