// What a job listing's files must hold, in plain zod and plain functions with no file reading: the
// English file's fields and checks, what a translation holds, and a translation held against its
// English listing. The build reads content/jobs/ with them (./collection.server.ts), and the editor
// at /admin runs the same before a save (../editor-check.ts), so a listing the editor saves is one
// the build accepts.
import { z } from "zod";
import { checkSchema, type LoadContext } from "../engine/issues.ts";
import { englishOnlyFields } from "../engine/schema-shape.ts";
import { httpsUrl, isoDate, text } from "../engine/fields.ts";

export const JOB_SOURCES = ["government", "job-board"] as const;

/** The kinds of work a listing can offer; the words shown for each are messages of the Job Matcher. */
export const JOB_TYPES = ["Full-time", "Part-time", "Contract", "Temporary", "Internship"] as const;
export type JobType = (typeof JOB_TYPES)[number];

const whole = (what: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? "is missing" : `must be ${what}`) }).int(`must be ${what}`);

/**
 * The salary's check of min against max, in the build's words (after the field, "salary → max: …"; in
 * the editor "Max is less than …"): naming both fields and what to write, as a volunteer reads it.
 */
const MIN_ABOVE_MAX = "is less than the lowest pay (Min): the highest pay must be Min or more";

/** A job listing's fields, in English, with everything that stays the same in every language. */
const jobListingFields = z.strictObject({
  id: text()
    .regex(/^[a-z0-9-]+$/, "may use only small letters, digits and dashes, like job6")
    .meta({
      description:
        "Filled in for a new listing with the next free ID: keep it. Short and used by no other listing, like job6.",
    }),
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

/** The fields a listing's translation must not repeat: they stay in its English file. */
export const JOB_ENGLISH_ONLY = englishOnlyFields(jobListingSchema, jobTranslationSchema);

/** An English listing's fields checked, in the build's words; undefined when one has a mistake. */
export const checkJobListing = (ctx: LoadContext, fields: unknown, where: string) =>
  checkSchema(ctx, jobListingSchema, fields, where);

/** A translation held against its English listing: one text per requirement, in the English order. */
export function checkJobTranslation(
  ctx: LoadContext,
  translation: JobTranslation,
  listing: JobListing,
  where: string,
): boolean {
  if (translation.requirements.length === listing.requirements.length) return true;
  ctx.problems.push(
    `${where}: requirements: has ${translation.requirements.length}, the English file has ${listing.requirements.length}: translate each one, in the same order`,
  );
  return false;
}
