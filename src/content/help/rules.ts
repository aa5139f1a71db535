// What a help entry's files must hold, in plain zod and plain functions with no file reading: the
// English file's fields and its weekly opening hours, what a translation holds, and a translation
// held against its English entry (one service per service, one opening per opening). The build
// reads content/help/ with them (./collection.server.ts), and the editor at /admin runs the same
// before a save (../editor-check.ts).
import { z } from "zod";
import { email, httpsUrl, phone, text } from "../engine/fields.ts";
import { checkSchema, plural, type LoadContext } from "../engine/issues.ts";
import { englishOnlyFields } from "../engine/schema-shape.ts";

export const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const clockTime = z
  .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a time like 08:00") })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, "must be a time like 08:00 or 16:30 (24-hour clock)");

/** The editor's check for a list of days: two-letter days in capitals, separated by commas, none twice. */
export const DAY_LIST =
  /^(?!.*\b(MO|TU|WE|TH|FR|SA|SU)\b.*\b\1\b)(?:MO|TU|WE|TH|FR|SA|SU)(?:,(?:MO|TU|WE|TH|FR|SA|SU))*$/;

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
    .meta({
      description:
        "Filled in for a new entry with the next free ID: keep it. Short and used by no other entry: g or p, then a number (g4, p4).",
    }),
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
export type HelpEntry = z.infer<typeof helpEntrySchema> & {
  category: HelpCategory;
  /** How many of the courses (content/courses) the organisation runs, when any: counted at build (withCourseCounts). */
  courses?: number;
};
/** A help entry's fields as its file holds them (its tab is the folder's). */
export type HelpEntryFields = z.infer<typeof helpEntrySchema>;

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

/** The words of an opening that a translation gives; its days and times stay English. */
const TRANSLATED_SCHEDULE_FIELDS = ["description", "notes"] as const;

/** The translation's openings held against the English ones: one each, with the same fields. */
function checkSchedules(ctx: LoadContext, translation: HelpTranslation, entry: HelpEntryFields, where: string) {
  const schedules = translation.schedules;
  if (schedules === undefined) {
    if (entry.schedules.some((schedule) => TRANSLATED_SCHEDULE_FIELDS.some((field) => schedule[field]))) {
      ctx.problems.push(`${where}: schedules: is missing (the English file's opening hours have words to translate)`);
    }
  } else if (schedules.length !== entry.schedules.length) {
    ctx.problems.push(
      `${where}: schedules: has ${plural(schedules.length, "opening")}, the English file has ${entry.schedules.length}: write one for each, in the same order ({} for one with no description or notes)`,
    );
  } else {
    entry.schedules.forEach((schedule, index) => {
      for (const field of TRANSLATED_SCHEDULE_FIELDS) {
        const translated = schedules[index]?.[field];
        if (schedule[field] !== undefined && translated === undefined)
          ctx.problems.push(`${where}: schedules #${index + 1} → ${field}: is missing`);
        if (schedule[field] === undefined && translated !== undefined)
          ctx.problems.push(
            `${where}: schedules #${index + 1} → ${field}: the English file has none for this opening (add it there first, or remove it here)`,
          );
      }
    });
  }
}

/** A help translation held against its English entry: one service per service, one opening per opening. */
export function checkHelpTranslation(
  ctx: LoadContext,
  translation: HelpTranslation,
  entry: HelpEntryFields,
  where: string,
): boolean {
  const before = ctx.problems.length;
  if (translation.services.length !== entry.services.length) {
    ctx.problems.push(
      `${where}: services: has ${translation.services.length}, the English file has ${entry.services.length}: translate each one, in the same order`,
    );
  }
  checkSchedules(ctx, translation, entry, where);
  return ctx.problems.length === before;
}

/** The fields a help entry's translation must not repeat: they stay in its English file. */
export const HELP_ENGLISH_ONLY = englishOnlyFields(helpEntrySchema, helpTranslationSchema);

/** An English help entry's fields checked, in the build's words; undefined when one has a mistake. */
export const checkHelpFields = (ctx: LoadContext, fields: unknown, where: string) =>
  checkSchema(ctx, helpEntrySchema, fields, where);
