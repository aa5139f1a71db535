// The news: one Markdown file per item in content/news/, its fields in the front matter and the
// article below it. The file's name is the item's page address (/news/<slug>); a photo lives in
// content/news/photos/. Everything about the news is here: the fields and their checks, what a
// translation holds, the item pages, the editor's collection, and the files the build writes (the
// photos' sizes, a share picture per item). Node only: pages import ./pages.ts.
import { statSync } from "node:fs";
import path from "node:path";
import type { Field } from "@sveltia/cms";
import { z } from "zod";
import { NOT_FOUND_SLUG, paths } from "../../config/paths.ts";
import { formatDay } from "../../i18n/dates.mjs";
import { localizePath, type Locale } from "../../i18n/locales.ts";
import { defineCollection, type BuildEnv, type Emitted } from "../engine/collection.server.ts";
import {
  checkSchema,
  ContentError,
  filesIn,
  reportDuplicates,
  type ByLocale,
  type LoadContext,
} from "../engine/context.server.ts";
import { dateField, editorPattern, fieldsOf, textArea, type Shape } from "../engine/editor-fields.server.ts";
import type { TextFormatting } from "../engine/front-matter.server.ts";
import { isoDate, text } from "../engine/fields.server.ts";
import { encodeResponsiveImage, type EncodedImage } from "../engine/responsive-image.server.ts";
import { catalogueMessage } from "../engine/messages.server.ts";
import { englishFiles, inEveryLocale, readItem, type Translated } from "../engine/translations.server.ts";
import { NEWS_PHOTOS_DIR, newsFeedPath, newsShareImagePath, type NewsPage } from "./pages.ts";
import { checkNewsPhoto, NEWS_PHOTOS_FOLDER, newsPhotoFile } from "./photos.server.ts";

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

/** The build's words for a photo without its description (the editor says them too). */
const PHOTO_ALT_MISSING =
  "is missing: a news item with a photo needs a sentence saying what the photo shows, for visitors who cannot see it";

const isFields = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

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

/** The slug's rules, said before the file is read: it is the address of the item's page. */
function checkSlug(ctx: LoadContext, file: string) {
  const slug = path.basename(file, ".md");
  if (!NEWS_SLUG.test(slug))
    ctx.problems.push(
      `${ctx.rel(file)}: the file's name is the address of the item's page (/news/${slug}), so it may hold only lowercase letters, digits and hyphens, like 2025-04-15-annual-fundraising-gala.md`,
    );
  if (slug === NOT_FOUND_SLUG)
    ctx.problems.push(
      `${ctx.rel(file)}: /news/${NOT_FOUND_SLUG} is the address of the page for news items that do not exist; rename the file, like 2025-04-15-annual-fundraising-gala.md`,
    );
}

/** A translation's photo words, held against its English item: there exactly when the English has a photo. */
function checkPhotoWords(ctx: LoadContext, translation: NewsTranslation, item: NewsItem, where: string): boolean {
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

function readNews(ctx: LoadContext, dir: string): ByLocale<NewsItem[]> {
  const items: Translated<NewsItem, NewsTranslation>[] = [];
  const files = filesIn(dir).filter(
    (file) => path.basename(file) !== NEWS_PHOTOS_FOLDER || !statSync(file).isDirectory(),
  );
  for (const file of englishFiles(ctx, files)) {
    if (PHOTO_FILE.test(file)) {
      ctx.problems.push(
        `${ctx.rel(file)}: a photo goes in ${ctx.rel(path.join(dir, NEWS_PHOTOS_FOLDER))}/, and its item names it (photo: photos/…)`,
      );
      continue;
    }
    if (!file.endsWith(".md")) {
      ctx.problems.push(`${ctx.rel(file)}: news items must be .md files (copy an existing one)`);
      continue;
    }
    const read = readItem<NewsItem, NewsTranslation>(ctx, file, {
      items: "news items",
      label: { kind: "news item", nameKey: "title" },
      format: "markdown",
      formatting: NEWS_TEXT_FORMATTING,
      checkFileName: (named) => checkSlug(ctx, named),
      check: (fields, where) => {
        const item = checkSchema(ctx, newsItemSchema, fields, where);
        const photo = isFields(fields) ? fields.photo : undefined;
        // Checked whatever else is wrong with the item, so one build names every mistake.
        if (typeof photo === "string" && PHOTO_FILE.test(photo.trim())) checkNewsPhoto(ctx, photo.trim(), dir, where);
        return item && { ...item, slug: path.basename(file, ".md") };
      },
      translation: newsTranslationSchema,
      englishOnly: news.englishOnly,
      checkTranslation: (translation, item, where) => checkPhotoWords(ctx, translation, item, where),
    });
    if (read) items.push(read);
  }
  reportDuplicates(ctx, items, (item) => `news item ${item.id}, "${item.title}"`);
  // Oldest first, as the page has always listed them.
  return inEveryLocale(items.toSorted((a, b) => a.item.date.localeCompare(b.item.date) || a.item.id - b.item.id));
}

const DEFAULT_PHOTO_CACHE = "node_modules/.cache/koudmen-photos";

/**
 * Each photo the news items name (translations share it), encoded into its sizes (the encoder keeps
 * them in `photoCacheDir`, so the three languages' builds and the pages' loaders encode each photo
 * once). A photo the encoder cannot read (damaged, cut short) is a content problem, named like the others.
 */
export async function encodeNewsPhotos(
  items: readonly NewsItem[],
  { contentDir, photoCacheDir = DEFAULT_PHOTO_CACHE }: Pick<BuildEnv, "contentDir" | "photoCacheDir">,
): Promise<Map<string, EncodedImage>> {
  const newsDir = path.join(contentDir, "news");
  const rel = (file: string) => path.relative(path.dirname(contentDir), file).split(path.sep).join("/");
  const encoded = new Map<string, EncodedImage>();
  const problems: string[] = [];
  for (const item of items) {
    if (item.photo === undefined || encoded.has(item.photo)) continue;
    const file = newsPhotoFile(newsDir, item.photo);
    try {
      const cacheDir = photoCacheDir === false ? undefined : path.resolve(photoCacheDir);
      encoded.set(item.photo, await encodeResponsiveImage(file, { dir: NEWS_PHOTOS_DIR, cacheDir }));
    } catch (error) {
      const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
      problems.push(
        `${rel(file)} (the photo of news item ${item.id}, "${item.title}"): cannot be read as a picture (${reason}): open it and save it again as JPEG`,
      );
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return encoded;
}

export const news = defineCollection({
  name: "news",
  path: "news",
  schema: newsItemSchema,
  translation: newsTranslationSchema,
  read: readNews,
  pages: {
    section: paths.news.path,
    route: "routes/news-item.tsx",
    resources: [{ path: newsFeedPath, route: "routes/news-feed.ts" }],
    slug: (item) => item.slug,
    lastmod: (item) => item.date,
    async page({ photo, ...item }, env): Promise<NewsPage> {
      const image = photo === undefined ? undefined : (await encodeNewsPhotos([{ ...item, photo }], env)).get(photo);
      return image ? { ...item, photo: image.image } : item;
    },
  },
  editor() {
    // The article's paragraphs are the Markdown body of the file, below the front matter.
    const { content: body, ...frontMatter } = { ...newsItemSchema.shape } as Shape;
    const { content: bodyTranslated, ...frontMatterTranslated } = { ...newsTranslationSchema.shape } as Shape;
    const fields = [
      ...fieldsOf(frontMatter, frontMatterTranslated, {
        date: dateField,
        event_date: dateField,
        description: textArea,
        photo: { widget: "image", choose_url: false },
        // Refused at Save while there is a photo and no description (tooling/cms/editor-ui.ts). In
        // English only: a French or Kreol pane does not hold the photo, which stays in the English file.
        photo_alt: {
          widget: "string-required-with",
          compare_to: "photo",
          compare_message: `Photo description ${PHOTO_ALT_MISSING}`,
        },
      }),
      // Edited as plain text, written as the file's body: its hint and required flag are the schema's,
      // and it refuses the formatting the build refuses, with the build's words.
      ...fieldsOf({ body: body! }, { body: bodyTranslated! }, {}, { body: "Text" }).map(
        ({ name, label, i18n, hint, required }: Record<string, unknown>) =>
          ({
            name,
            label,
            // One text in each language (the schema's list of paragraphs is the text, not a list).
            ...(i18n ? { i18n: true } : {}),
            hint,
            ...(required === undefined ? {} : { required }),
            widget: "text",
            pattern: [editorPattern(withoutFormatting(NEWS_TEXT_FORMATTING)), NEWS_TEXT_MESSAGE],
          }) as Field,
      ),
    ];
    return [
      {
        name: "news",
        label: "News",
        label_singular: "News item",
        folder: "content/news",
        extension: "md",
        format: "yaml-frontmatter",
        create: true,
        i18n: true,
        identifier_field: "title",
        slug: "{{fields.date}}-{{slug}}",
        // Each item's id shown, and the list sortable by it, so a volunteer writing a new item sees
        // the highest id so far instead of guessing (the build still refuses an id used twice).
        summary: "{{fields.id}} · {{fields.date}} · {{fields.title}}",
        sortable_fields: ["id", "date", "title"],
        media_folder: NEWS_PHOTOS_FOLDER,
        public_folder: NEWS_PHOTOS_FOLDER,
        fields,
      },
    ];
  },
  async emits(items, env): Promise<Emitted[]> {
    const photos = await encodeNewsPhotos(items, env);
    const files: Emitted[] = [];
    const written = new Set<string>();
    // Two items may show the same photo: its files are written once.
    for (const { files: sizes } of photos.values())
      for (const { fileName, source } of sizes)
        if (!written.has(fileName)) {
          written.add(fileName);
          files.push({ fileName, source });
        }
    for (const item of items) {
      const fileName = localizePath(newsShareImagePath(item.slug, item.photo !== undefined), env.locale).slice(1);
      files.push(
        item.photo
          ? { fileName, sharePhoto: newsPhotoFile(path.join(env.contentDir, "news"), item.photo) }
          : { fileName, shareCard: { title: item.title, subtitle: newsShareCardLine(item, env.locale) } },
      );
    }
    return files;
  },
});

/**
 * The line under a news item's title on its share card: the day of the event it announces, as its
 * page says it ("Zour levennman: 5 Zilyet 2026"), else its date.
 */
export function newsShareCardLine(item: Pick<NewsItem, "date" | "event_date">, locale: Locale): string {
  return item.event_date === undefined
    ? formatDay(item.date, locale)
    : catalogueMessage("news", locale, "news_event_day", { date: formatDay(item.event_date, locale) });
}
