// What a news item's files must hold, in plain zod and plain functions with no file reading: the
// English file's fields and checks, what a translation holds, the formatting its text may not use,
// and a translation's photo words held against its English item. The build reads content/news/
// with them (./collection.server.ts, which also looks at the photo's file), and the editor at /admin
// runs the same before a save (../editor-check.ts).
import { z } from "zod";
import type { TextFormatting } from "../engine/front-matter.ts";
import { isoDate, text } from "../engine/fields.ts";
import { checkSchema, type LoadContext } from "../engine/issues.ts";
import { englishOnlyFields } from "../engine/schema-shape.ts";

/** The picture files the build can make a news photo's sizes from (./photos.server.ts checks the file itself). */
export const PHOTO_FILE = /\.(?:jpe?g|png|webp)$/i;

/**
 * Markdown that would show as stray characters in an article, since its text is read as plain
 * paragraphs: the build names what it finds, and the editor's Text field refuses the same
 * (NEWS_TEXT_PATTERN), so a save never holds what the build then rejects.
 */
export const NEWS_TEXT_FORMATTING: readonly TextFormatting[] = [
  { pattern: /^#{1,6}\s/m, what: "a heading (#)" },
  { pattern: /^\s*[-*+]\s/m, what: "a bulleted list" },
  { pattern: /\*\*|__/, what: "bold text (** or __)" },
  { pattern: /\]\(/, what: "a link ([text](address))" },
  { pattern: /`/, what: "a backtick (`)" },
];

/**
 * One regular expression a text matches when it holds none of `formatting`: from the start of the
 * text (the lookbehind: not each line's start), nothing ahead is any of them. Their ^ and $ keep
 * their meaning (each line's), so the list may use no flag but m.
 */
export function withoutFormatting(formatting: readonly TextFormatting[]): RegExp {
  for (const { pattern } of formatting)
    if (pattern.flags.replace("m", "") !== "") throw new Error(`${pattern}: only the m flag can be combined`);
  return new RegExp(`^(?<![\\s\\S])(?![\\s\\S]*(?:${formatting.map(({ pattern }) => pattern.source).join("|")}))`, "m");
}

/** What the editor's Text field says when it refuses formatting: the build's words, with everything it looks for. */
const found = NEWS_TEXT_FORMATTING.map(({ what }) => what);
export const NEWS_TEXT_MESSAGE = `Text: formatting is not supported yet, write plain paragraphs without ${found.slice(0, -1).join(", ")} or ${found.at(-1)}`;

/*
 * Hints. A field's `.meta({ description })` is the help text the editor at /admin shows under it
 * (../engine/editor-fields.server.ts).
 */
const newsFields = z.strictObject({
  id: z
    .number({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a number") })
    .int()
    .positive()
    .meta({
      description: "Filled in for a new item with the next free number: keep it. A number no other news item has.",
    }),
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
    .meta({
      description:
        "A photo, JPEG, PNG or WebP, at least 400 pixels wide. A big one is made smaller before it is saved (1600 pixels at most, as WebP), so it uploads quickly. Optional.",
    }),
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

/** The build's words for a photo without its description (the editor says them too). */
export const PHOTO_ALT_MISSING =
  "is missing: a news item with a photo needs a sentence saying what the photo shows, for visitors who cannot see it";

export const isFields = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** A photo needs its words, and words need a photo; checked even when another field has a mistake. */
export const newsItemSchema = newsFields.check(
  z.refine((item) => item.photo === undefined || item.photo_alt !== undefined, {
    path: ["photo_alt"],
    message: PHOTO_ALT_MISSING.replace("a sentence", "photo_alt, a sentence"),
    when: ({ value }) => isFields(value) && value.photo !== undefined && value.photo_alt === undefined,
  }),
  z.refine((item) => item.photo_alt === undefined || item.photo !== undefined, {
    path: ["photo"],
    message: "is missing: photo_alt describes a photo, so name the photo's file in photo (or remove photo_alt)",
    when: ({ value }) => isFields(value) && value.photo === undefined && value.photo_alt !== undefined,
  }),
);

/** A news item's page address: its file's name without .md, "2025-04-15-annual-fundraising-gala". */
export const NEWS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A news item as read from its file: its fields, and `slug`, its file's name (its page's address, /news/<slug>). */
export type NewsItem = z.infer<typeof newsItemSchema> & { slug: string };

/** A news item's words: the title, card sentence, picture description, photo's words and the text below the front matter. */
export const newsTranslationSchema = newsFields.pick({
  title: true,
  description: true,
  image: true,
  photo_alt: true,
  content: true,
});
export type NewsTranslation = z.infer<typeof newsTranslationSchema>;

/** A translation's photo words, held against its English item: there exactly when the English has a photo. */
export function checkPhotoWords(
  ctx: LoadContext,
  translation: NewsTranslation,
  item: Pick<NewsItem, "photo">,
  where: string,
): boolean {
  if (item.photo !== undefined && translation.photo_alt === undefined) {
    ctx.problems.push(`${where}: photo_alt: is missing: the English file has a photo, say here what it shows`);
    return false;
  }
  if (item.photo === undefined && translation.photo_alt !== undefined) {
    ctx.problems.push(`${where}: photo_alt: the English file has no photo (add it there first, or remove it here)`);
    return false;
  }
  return true;
}

/** The fields a news item's translation must not repeat: they stay in its English file. */
export const NEWS_ENGLISH_ONLY = englishOnlyFields(newsItemSchema, newsTranslationSchema);

/** An English news item's fields (its text as `content`) checked, in the build's words; undefined when one has a mistake. */
export const checkNewsFields = (ctx: LoadContext, fields: unknown, where: string) =>
  checkSchema(ctx, newsItemSchema, fields, where);
