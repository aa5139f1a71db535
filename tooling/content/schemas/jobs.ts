// A job listing: one YAML file each in content/jobs/ (read by ../load/jobs.ts), and what a
// translation of it holds (see ./translations.ts). A listing needs only its words: the Job Matcher
// understands its title and requirements at build time (tooling/matching). The fields' hints: see
// ./fields.ts.
import { z } from "zod";
import { httpsUrl, isoDate, text } from "./fields.ts";

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
  description: text().meta({ description: "What the job is, in two or three sentences." }),
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

/** A job listing as checked. */
export type JobListingItem = z.infer<typeof jobListingSchema>;

/**
 * A job listing as the pages get it (virtual:content/jobs): the posted day and the pay come with their
 * words in the build's language (`postedText`, `salaryText`, see ../format-content.ts).
 */
export type ServedJobListing = JobListingItem & { postedText: string; salaryText: { min: string; max: string } };

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
