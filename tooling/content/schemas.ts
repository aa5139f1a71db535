// The shape of every file under content/, checked at build time (see ./load-content.ts). Only the
// types reach the browser: the pages import the checked data from the content plugin, never zod.
import { z } from "zod";

/*
 * Hints. A field's `.meta({ description })` is the help text the editor at /admin shows under it
 * (tooling/cms/cms-config.ts). Where a field's check is not a regular expression (a web address, a
 * list of days), `.meta({ pattern })` is the one the editor checks as it is typed; the build's check
 * stays the one below, and tooling/cms/cms-config.test.ts holds the two to the same answers.
 */
import { foldForSearch } from "../../src/lib/text-search.ts";
import type { ResponsiveImage } from "../images/responsive-image.ts";

/** A required line of text: missing, not text, or blank are each named plainly. */
const text = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be text") })
    .trim()
    .min(1, "is empty");

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2025-03-29": written once, as an ISO date, and a day that exists. */
export const isoDate = z
  .string({
    error: (issue) => (issue.input === undefined ? "is missing" : "must be a date written like 2025-03-29"),
  })
  .refine((value) => {
    const match = ISO_DATE.exec(value);
    if (!match) return false;
    const [, y, m, d] = match.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, "must be a real date written like 2025-03-29 (year-month-day)");

/** Seychelles numbers as they are shown: +248, then seven digits as "ddd dddd". */
export const SEYCHELLES_PHONE = /^\+248 \d{3} \d{4}$/;
const phone = text().regex(SEYCHELLES_PHONE, "is not a phone number: write +248 and seven digits, like +248 429 8600");

/** The editor's check for a web address: https://, a host name with a dot, no spaces. */
export const HTTPS_URL = /^https:\/\/[^\s/?#.]+(?:\.[^\s/?#.]+)+(?:[/?#]\S*)?$/;

const httpsUrl = text()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, "must be a web address starting with https://")
  .meta({ pattern: HTTPS_URL.source });

const email = text().pipe(z.email("is not an e-mail address"));

/** The picture files the build can make a news photo's sizes from (./load-content.ts checks the file itself). */
export const PHOTO_FILE = /\.(?:jpe?g|png|webp)$/i;

const newsFields = z.strictObject({
  id: z
    .number({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a number") })
    .int()
    .positive()
    .meta({ description: "A number no other news item has: one more than the highest so far." }),
  title: text().meta({ description: "The headline, as the card and the news page show it." }),
  date: isoDate.meta({ description: "The day the news is dated. The file is named from it and the title." }),
  description: text().meta({ description: "One or two sentences for the news card." }),
  /** What the picture will show, shown in words on the card while it has no photo. */
  image: text().meta({
    description: "What the picture shows, in a few words: the card shows them while the item has no photo.",
  }),
  /** A photograph in content/news/photos/, as written: "photos/beach-cleanup.jpg". English file only. */
  photo: text()
    .regex(
      PHOTO_FILE,
      "must be a .jpg, .png or .webp file, written like photos/beach-cleanup.jpg (an iPhone's .heic photo: save it as JPEG first)",
    )
    .optional()
    .meta({ description: "A photo, JPEG, PNG or WebP, at least 400 pixels wide (800 looks sharp). Optional." }),
  /** What the photo shows, for a visitor who cannot see it (its alt text). Needed with a photo; translated. */
  photo_alt: text()
    .optional()
    .meta({ description: "With a photo: a sentence saying what it shows, for visitors who cannot see it." }),
  /** The day of the event the item announces, when it announces one; "Upcoming" is shown until that day passes. */
  event_date: isoDate
    .optional()
    .meta({ description: "When the item announces an event: its day. The item is marked Upcoming until then." }),
  /** The article's paragraphs, from the Markdown body. */
  content: z
    .array(z.string())
    .min(1, "the text below the front matter is empty")
    .meta({ description: "The article: plain paragraphs with a blank line between them (no bold, lists or links)." }),
});

const isFields = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** A photo needs its words, and words need a photo; checked even when another field has a mistake. */
export const newsItemSchema = newsFields.check(
  z.refine((item) => item.photo === undefined || item.photo_alt !== undefined, {
    path: ["photo_alt"],
    message:
      "is missing: a news item with a photo needs photo_alt, a sentence saying what the photo shows, for visitors who cannot see it",
    when: ({ value }) => isFields(value) && value.photo !== undefined && value.photo_alt === undefined,
  }),
  z.refine((item) => item.photo_alt === undefined || item.photo !== undefined, {
    path: ["photo"],
    message: "is missing: photo_alt describes a photo, so name the photo's file in photo (or remove photo_alt)",
    when: ({ value }) => isFields(value) && value.photo === undefined && value.photo_alt !== undefined,
  }),
);

export type NewsItem = z.infer<typeof newsItemSchema>;

/** A news item's page address: its file's name without .md, "2025-04-15-annual-fundraising-gala". */
export const NEWS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A news item as read from its file: its fields, and `slug`, its file's name (its page's address, /news/<slug>). */
export type NewsItemWithSlug = NewsItem & { slug: string };

/** A news photo as the pages get it: the sizes the build made (tooling/images), and its words in the page's language. */
export type NewsPhoto = ResponsiveImage & { alt: string };

/**
 * A news item as the pages get it (virtual:content/news): the photo's file is replaced by its sizes,
 * and the date comes with its words in the build's language (`dateText`, see format-content.ts).
 */
export type ServedNewsItem = Omit<NewsItemWithSlug, "photo" | "photo_alt"> & { photo?: NewsPhoto; dateText: string };

export const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const clockTime = z
  .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a time like 08:00") })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, "must be a time like 08:00 or 16:30 (24-hour clock)");

/** The editor's check for a list of days: two-letter days in capitals, separated by commas. */
export const DAY_LIST = /^(?:MO|TU|WE|TH|FR|SA|SU)(?:,(?:MO|TU|WE|TH|FR|SA|SU))*$/;

/**
 * One weekly opening, shaped like an Open Referral HSDS 3 schedule: `byday` as in iCal
 * ("MO,TU,WE,TH,FR"), `opens_at` and `closes_at` in local Seychelles time. A closing time at or
 * before the opening time runs past midnight; 00:00 to 23:59 is HSDS's way of saying 24 hours.
 */
export const scheduleSchema = z.strictObject({
  freq: z.literal("WEEKLY", "only WEEKLY schedules are supported").default("WEEKLY"),
  byday: z
    .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be days like MO,TU,WE,TH,FR") })
    .transform((value) => value.split(",").map((day) => day.trim().toUpperCase()))
    .refine(
      (days) => days.length > 0 && days.every((day) => (WEEKDAYS as readonly string[]).includes(day)),
      "must be days like MO,TU,WE,TH,FR (MO TU WE TH FR SA SU, separated by commas)",
    )
    .refine((days) => new Set(days).size === days.length, "names a day twice")
    .transform((days) => WEEKDAYS.filter((day) => days.includes(day)))
    .meta({
      description: "The days, like MO,TU,WE,TH,FR (MO TU WE TH FR SA SU, separated by commas).",
      pattern: DAY_LIST.source,
    }),
  opens_at: clockTime.meta({ description: "24-hour clock, like 08:00." }),
  closes_at: clockTime.meta({
    description: "24-hour clock, like 16:30. From 00:00 to 23:59 means open day and night.",
  }),
  /** What these hours are for, when an entry has several ("24-hour emergency line"). */
  description: text()
    .optional()
    .meta({ description: 'What these hours are for, when there are several ("24-hour emergency line").' }),
  /** Exceptions in words ("Closed on public holidays"). */
  notes: text().optional().meta({ description: 'Exceptions, in words ("Closed on public holidays").' }),
});

export type Schedule = z.infer<typeof scheduleSchema>;

export const HELP_CATEGORIES = ["government", "private"] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export const helpEntrySchema = z.strictObject({
  id: text()
    .regex(/^[a-z0-9-]+$/, "may use only small letters, digits and dashes, like g4 or p4")
    .meta({ description: "Short and used by no other entry: g or p, then a number (g4, p4)." }),
  name: text().meta({ description: "The organisation's name, as it writes it itself (not translated)." }),
  description: text().meta({ description: "One or two sentences on what the organisation does." }),
  services: z
    .array(text(), { error: "must be a list, one service per line starting with '- '" })
    .min(1, "needs at least one service")
    .meta({ description: "What it offers: one service per item, in the same order in every language." }),
  contact: z.strictObject(
    {
      address: text().meta({ description: "Street or building, district, island." }),
      phone: phone.meta({ description: "+248, a space, then seven digits as ddd dddd: +248 429 8600." }),
      email: email.meta({ description: "An address people can write to." }),
      website: httpsUrl.meta({ description: "The organisation's site, starting with https://." }),
    },
    { error: (issue) => (issue.input === undefined ? "is missing" : "must list address, phone, email and website") },
  ),
  schedules: z
    .array(scheduleSchema, { error: "must be a list of opening hours" })
    .default([])
    .meta({ description: "Opening hours, one item per set of days. Leave empty when they are not known." }),
});

/** A help entry as the pages get it: its tab comes from the folder it is in. */
export type HelpEntry = z.infer<typeof helpEntrySchema> & { category: HelpCategory };

export const SERVICE_ICONS = ["newspaper", "lifebuoy", "document", "briefcase"] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

export function serviceSchema(pagePaths: readonly string[]) {
  return z.strictObject({
    title: text().meta({ description: "The card's heading." }),
    description: text().meta({ description: "One sentence under the heading." }),
    link: text()
      .refine((value) => pagePaths.includes(value), `must be one of the site's pages: ${pagePaths.join(", ")}`)
      .meta({ description: "The page the card's 'Learn More' button opens." }),
    icon: z
      .enum(SERVICE_ICONS, `must be one of: ${SERVICE_ICONS.join(", ")}`)
      .meta({ description: "The card's picture." }),
  });
}

export type HomeService = z.infer<ReturnType<typeof serviceSchema>>;

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

/** A job listing as the pages get it: each requirement's `cv_words` lines are its `evidence`, lists of phrases. */
export type JobListingItem = Omit<z.infer<typeof jobListingSchema>, "requirements"> & {
  requirements: { text: string; evidence: string[][] }[];
};

/**
 * A job listing as the pages get it (virtual:content/jobs): the posted day and the pay come with their
 * words in the build's language (`postedText`, `salaryText`, see format-content.ts).
 */
export type ServedJobListing = JobListingItem & { postedText: string; salaryText: { min: string; max: string } };

/*
 * Translations. Each item is written in English, and its French and Kreol Seselwa words sit beside
 * it in a file of the same name with the language before the ending (`….fr.md`, `….crs.yaml`).
 * A translation holds only the words a visitor reads; ids, dates, names, contacts, hours, links
 * and icons stay in the English file, so they can never disagree between languages.
 */

/** A news item's words: the title, card sentence, picture description, photo's words and the text below the front matter. */
export const newsTranslationSchema = newsFields.pick({
  title: true,
  description: true,
  image: true,
  photo_alt: true,
  content: true,
});
export type NewsTranslation = z.infer<typeof newsTranslationSchema>;

/** The words of one opening, in the English file's order; an opening with no words is written `- {}`. */
export const scheduleTranslationSchema = z
  .strictObject(scheduleSchema.pick({ description: true, notes: true }).shape, {
    error: "must be the opening's description and notes, or {} when it has none",
  })
  .nullable()
  .transform((value) => value ?? {});

/** A help entry's words: its description, its services and its openings' notes. The name stays in English. */
export const helpTranslationSchema = z.strictObject({
  description: helpEntrySchema.shape.description,
  services: z
    .array(text(), {
      error: (issue) =>
        issue.input === undefined ? "is missing" : "must be a list, one service per line starting with '- '",
    })
    .min(1, "needs at least one service"),
  schedules: z
    .array(scheduleTranslationSchema, { error: "must be a list of openings, as in the English file" })
    .optional(),
});
export type HelpTranslation = z.infer<typeof helpTranslationSchema>;

/** A home-page service card's words; its link and icon stay in the English file. */
export const serviceTranslationSchema = z.strictObject({ title: text(), description: text() });
export type ServiceTranslation = z.infer<typeof serviceTranslationSchema>;

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

/** Fields of the English files that a translation must not repeat (they stay in English only). */
export const ENGLISH_ONLY_FIELDS = {
  news: ["id", "date", "event_date", "photo"],
  help: ["id", "name", "contact", "address", "phone", "email", "website", "byday", "opens_at", "closes_at", "freq"],
  services: ["link", "icon"],
  jobs: ["id", "slug", "company", "location", "type", "salary", "posted", "closes", "url", "match", "cv_words"],
} as const;
