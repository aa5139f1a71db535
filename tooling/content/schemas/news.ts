// A news item: one Markdown file each in content/news/ (read by ../load/news.ts), its fields in the
// front matter, and what a translation of it holds (see ./translations.ts). The fields' hints: see
// ./fields.ts.
import { z } from "zod";
import type { ResponsiveImage } from "../../images/responsive-image.ts";
import { isoDate, text } from "./fields.ts";

/** The picture files the build can make a news photo's sizes from (../load/news-photos.ts checks the file itself). */
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
 * and the date comes with its words in the build's language (`dateText`, see ../format-content.ts).
 */
export type ServedNewsItem = Omit<NewsItemWithSlug, "photo" | "photo_alt"> & { photo?: NewsPhoto; dateText: string };

/** A news item's words: the title, card sentence, picture description, photo's words and the text below the front matter. */
export const newsTranslationSchema = newsFields.pick({
  title: true,
  description: true,
  image: true,
  photo_alt: true,
  content: true,
});
export type NewsTranslation = z.infer<typeof newsTranslationSchema>;
