// The job listings: one YAML file each in content/jobs/. The company, place, pay, dates, link and
// the words a CV shows each requirement with (cv_words) stay as the English file has them; the
// title, source, description and each requirement's text are translated. Everything about the
// listings is here: the fields and their checks, what a translation holds, the job pages, the
// editor's collection and the share pictures the build draws. Node only: pages import ./pages.ts.
import { z } from "zod";
import { NOT_FOUND_SLUG } from "../../config/paths.ts";
import { localizePath } from "../../i18n/locales.ts";
import { seychellesToday } from "../../lib/seychelles-date.ts";
import { foldForSearch } from "../../lib/text-search.ts";
import { defineCollection } from "../engine/collection.server.ts";
import { checkSchema, filesIn, reportDuplicates, type ByLocale, type LoadContext } from "../engine/context.server.ts";
import { dateField, fieldsOf, textArea, type Shape } from "../engine/editor-fields.server.ts";
import { httpsUrl, isoDate, text } from "../engine/fields.server.ts";
import { inEveryLocale, readItems } from "../engine/translations.server.ts";
import { JOBS_SECTION, jobShareImagePath, type JobPage } from "./pages.ts";

/** A CV's words, folded as the Job Matcher folds them: lower case, no accents, words one space apart. */
const cvFold = (words: string) =>
  ` ${foldForSearch(words)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

/**
 * What every CV says, whatever the job: a word of a requirement's list that is in here would mark
 * the requirement found in every CV (a CV has an 'employment history', so 'history' alone is out).
 */
const EVERY_CV = cvFold(`Curriculum Vitae. CV. Résumé. Resume. Name. Email. E-mail. Phone, telephone, mobile. Address.
  Seychelles. Date of birth. Profile. Summary. Objective. Experience. Work experience. Employment history. Job. Work.
  Education. Qualifications. Skills. Languages. References available on request. Years. Year. Month. From. To.
  Present. Now. Responsibilities. Duties. Achievements. Interests. Hobbies. Expérience professionnelle. Formation.
  Compétences. Langues. Leksperyans. Ledikasyon. Konpetans. Lalang. Travay.`);

/**
 * One line of a requirement's `cv_words`: words or phrases separated by commas, any one of which
 * shows the requirement in a CV ("bookkeeping, book keeping, ledger").
 */
const cvWordsLine = text()
  .transform((line) => line.split(",").map((phrase) => phrase.trim()))
  .superRefine((phrases, context) => {
    for (const phrase of phrases) {
      const folded = cvFold(phrase);
      if (folded.trim() === "")
        context.addIssue({ code: "custom", message: "has an empty entry: write words between the commas" });
      else if (EVERY_CV.includes(folded))
        context.addIssue({
          code: "custom",
          message: `"${phrase}" is in every CV, so every CV would show this requirement: use words only a fitting CV has`,
        });
    }
  });

export const JOB_SOURCES = ["government", "job-board"] as const;

/** The kinds of work a listing can offer; the words shown for each are messages of the Job Matcher. */
export const JOB_TYPES = ["Full-time", "Part-time", "Contract", "Temporary", "Internship"] as const;
export type JobType = (typeof JOB_TYPES)[number];

const whole = (what: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? "is missing" : `must be ${what}`) }).int(`must be ${what}`);

/** A job listing, in English, with everything that stays the same in every language. */
export const jobListingSchema = z.strictObject({
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
    .refine((salary) => salary.min <= salary.max, { message: "min is more than max", path: ["max"] })
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
  /** How well the sample CV fits the job, in whole percent (the spec's sample figures). */
  match: whole("a whole percent, like 85")
    .min(0, "must be 0 to 100")
    .max(100, "must be 0 to 100")
    .meta({ description: "How well the sample CV fits the job, 0 to 100." }),
  description: text().meta({ description: "What the job is, in two or three sentences." }),
  requirements: z
    .array(
      z.strictObject({
        text: text().meta({ description: "The requirement, as a job seeker reads it." }),
        cv_words: z
          .array(cvWordsLine, {
            error: (issue) =>
              issue.input === undefined ? "is missing" : "must be a list, one line of words per thing the CV must show",
          })
          .min(1, "needs at least one line of words")
          .meta({
            description:
              "The words a CV shows it with, in any language: one line per thing the CV must show, words separated by commas.",
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

/** A job listing as read: each requirement's `cv_words` lines are lists of phrases. */
export type JobListing = z.infer<typeof jobListingSchema>;

/**
 * A listing's words: its title, description, one text per requirement in the English order, and
 * its source when the source's name is translated (a job board's name is the same in every language).
 */
export const jobTranslationSchema = z.strictObject({
  title: text(),
  source: text().optional(),
  description: text(),
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
    slug: (listing) => listing.slug,
    lastmod: (listing) => listing.posted,
    /**
     * A job's page shows its requirements' words, never the words the Job Matcher looks for in a CV.
     * A listing whose closing day has passed on the day of the build (in Seychelles; BUILD_DAY in
     * the dates tests) has `closedAtBuild`, so its page's HTML carries no JobPosting and the browser
     * agrees while it hydrates; the daily rebuild (.github/workflows/deploy.yml) keeps that current.
     */
    page: (listing): JobPage => ({
      ...listing,
      requirements: listing.requirements.map((requirement) => ({ text: requirement.text })),
      ...(listing.closes !== undefined && listing.closes < buildSeychellesDay()
        ? { closedAtBuild: true as const }
        : {}),
    }),
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
        closes: dateField,
        description: textArea,
        requirements: { label_singular: "Requirement", summary: "{{fields.text}}" },
        cv_words: { label: "Words in a CV", label_singular: "Line of words" },
      }),
    },
  ],
  // A card with the job's title, its employer and place, for link previews.
  emits: (listings, { locale }) =>
    listings.map((listing) => ({
      fileName: localizePath(jobShareImagePath(listing.slug), locale).slice(1),
      shareCard: { title: listing.title, subtitle: `${listing.company} · ${listing.location}` },
    })),
});
