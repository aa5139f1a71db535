// The news: one Markdown file per item in content/news/, its fields in the front matter and the
// article below it. The file's name is the item's page address (/news/<slug>); a photo lives in
// content/news/photos/. Everything about the news is here: the fields and their checks, what a
// translation holds, the item pages, the editor's collection, and the files the build writes (the
// photos' sizes, a share picture per item). Node only: pages import ./pages.ts.
import { statSync } from "node:fs";
import path from "node:path";
import type { Field } from "@sveltia/cms";
import { NOT_FOUND_SLUG, paths } from "../../config/paths.ts";
import { formatDay } from "../../i18n/dates.mjs";
import { localizePath, type Locale } from "../../i18n/locales.ts";
import { defineCollection, type BuildEnv, type Emitted } from "../engine/collection.server.ts";
import { ContentError, filesIn, reportDuplicates, type ByLocale, type LoadContext } from "../engine/context.server.ts";
import {
  buildCheckField,
  dateField,
  editorPattern,
  fieldsOf,
  textArea,
  type Shape,
} from "../engine/editor-fields.server.ts";
import { encodeResponsiveImage, type EncodedImage } from "../engine/responsive-image.server.ts";
import { catalogueMessage } from "../engine/messages.server.ts";
import { englishFiles, inEveryLocale, readItem, type Translated } from "../engine/translations.server.ts";
import { NEWS_PHOTOS_DIR, newsFeedPath, newsShareImagePath, type NewsPage } from "./pages.ts";
import { checkNewsPhoto, NEWS_PHOTOS_FOLDER, newsPhotoFile } from "./photos.server.ts";
import {
  checkNewsFields,
  checkPhotoWords,
  isFields,
  NEWS_SLUG,
  NEWS_TEXT_FORMATTING,
  NEWS_TEXT_MESSAGE,
  newsItemSchema,
  newsTranslationSchema,
  PHOTO_FILE,
  withoutFormatting,
  type NewsItem,
  type NewsTranslation,
} from "./rules.ts";

export {
  NEWS_SLUG,
  NEWS_TEXT_FORMATTING,
  NEWS_TEXT_MESSAGE,
  newsItemSchema,
  newsTranslationSchema,
  PHOTO_FILE,
  withoutFormatting,
  type NewsItem,
  type NewsTranslation,
} from "./rules.ts";

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
        const item = checkNewsFields(ctx, fields, where);
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
      // The build's checks on every tab before a save, in the build's words: a photo needs its
      // description in English, French and Kreol Seselwa, and a description needs its photo.
      buildCheckField("news"),
      ...fieldsOf(frontMatter, frontMatterTranslated, {
        date: dateField,
        event_date: dateField,
        description: textArea,
        photo: { widget: "image", choose_url: false },
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
