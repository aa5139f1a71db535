// News items: one Markdown file each in content/news/, fields in the front matter and the text
// below it; the file's name is the item's page address, and its photo lives in photos/.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { NOT_FOUND_SLUG } from "../../../src/config/paths.ts";
import {
  NEWS_SLUG,
  newsItemSchema,
  newsTranslationSchema,
  PHOTO_FILE,
  type NewsItem,
  type NewsItemWithSlug,
  type NewsTranslation,
} from "../schemas/news.ts";
import { ENGLISH_ONLY_FIELDS } from "../schemas/translations.ts";
import {
  checkSchema,
  filesIn,
  hasItemEnding,
  isRecord,
  itemLabel,
  parseYaml,
  reportDuplicates,
  type ByLocale,
  type LoadContext,
} from "./context.ts";
import { checkNewsPhoto, NEWS_PHOTOS_FOLDER } from "./news-photos.ts";
import { englishFiles, inEveryLocale, readTranslations, type Translated } from "./translations.ts";

export function splitFrontMatter(source: string): { frontMatter: string; body: string } | null {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(text);
  if (!match) return null;
  return { frontMatter: match[1] ?? "", body: text.slice(match[0].length) };
}

/** Blank lines separate paragraphs; the line breaks inside a paragraph are only wrapping. */
export function paragraphs(body: string): string[] {
  return body
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .join(" "),
    )
    .filter(Boolean);
}

/** Markdown syntax that would show as stray characters, since the body is read as plain paragraphs. */
const MARKDOWN = [
  { pattern: /^#{1,6}\s/m, what: "a heading (#)" },
  { pattern: /^\s*[-*+]\s/m, what: "a bulleted list" },
  { pattern: /\*\*|__/, what: "bold text (** or __)" },
  { pattern: /\]\(/, what: "a link ([text](address))" },
  { pattern: /`/, what: "a backtick (`)" },
];

/** A news file's front matter, as data, and its text; or undefined, with the problem said. */
function readNewsFile(ctx: LoadContext, file: string): { raw: unknown; body: string } | undefined {
  const split = splitFrontMatter(readFileSync(file, "utf8"));
  if (!split) {
    ctx.problems.push(
      `${ctx.rel(file)}: cannot be read: the file must start with a line of three dashes (---), then the fields, then another --- line, then the text`,
    );
    return undefined;
  }
  const raw = parseYaml(ctx, split.frontMatter, ctx.rel(file), 1);
  return raw === undefined ? undefined : { raw, body: split.body };
}

/**
 * A news file's fields with its text as `content`, once the front matter is fields and the text
 * has no Markdown formatting (said, but the fields are still checked); or undefined.
 */
function newsFields(
  ctx: LoadContext,
  { raw, body }: { raw: unknown; body: string },
  where: string,
): Record<string, unknown> | undefined {
  if (!isRecord(raw)) {
    ctx.problems.push(`${where}: the front matter must be fields written as "name: value"`);
    return undefined;
  }
  for (const { pattern, what } of MARKDOWN) {
    if (pattern.test(body)) {
      ctx.problems.push(`${where}: text: formatting is not supported yet, write plain paragraphs (found ${what})`);
    }
  }
  return { ...raw, content: paragraphs(body) };
}

/** A news translation, held against its English item (when that one is valid) for the photo's words. */
function readNewsTranslation(
  ctx: LoadContext,
  file: string,
  where: string,
  item: NewsItem | undefined,
): NewsTranslation | undefined {
  const read = readNewsFile(ctx, file);
  const fields = read && newsFields(ctx, read, where);
  const translation = fields && checkSchema(ctx, newsTranslationSchema, fields, where, ENGLISH_ONLY_FIELDS.news);
  if (!translation) return undefined;
  if (item?.photo !== undefined && translation.photo_alt === undefined) {
    ctx.problems.push(`${where}: photo_alt: is missing: the English file has a photo, say here what it shows`);
    return undefined;
  }
  if (item && item.photo === undefined && translation.photo_alt !== undefined) {
    ctx.problems.push(`${where}: photo_alt: the English file has no photo (add it there first, or remove it here)`);
    return undefined;
  }
  return translation;
}

/** One English news file and its translations; undefined (with the problems said) when the English has a mistake. */
function readNewsItem(
  ctx: LoadContext,
  dir: string,
  file: string,
): Translated<NewsItemWithSlug, NewsTranslation> | undefined {
  const slug = path.basename(file, ".md");
  if (!NEWS_SLUG.test(slug))
    ctx.problems.push(
      `${ctx.rel(file)}: the file's name is the address of the item's page (/news/${slug}), so it may hold only lowercase letters, digits and hyphens, like 2025-04-15-annual-fundraising-gala.md`,
    );
  if (slug === NOT_FOUND_SLUG)
    ctx.problems.push(
      `${ctx.rel(file)}: /news/${NOT_FOUND_SLUG} is the address of the page for news items that do not exist; rename the file, like 2025-04-15-annual-fundraising-gala.md`,
    );
  const read = readNewsFile(ctx, file);
  const label = itemLabel("news item", read?.raw, "title");
  let item: NewsItem | undefined;
  if (read) {
    const where = `${ctx.rel(file)} (${label})`;
    const fields = newsFields(ctx, read, where);
    if (fields) {
      item = checkSchema(ctx, newsItemSchema, fields, where);
      const photo = fields.photo;
      // Checked whatever else is wrong with the item, so one build names every mistake.
      if (typeof photo === "string" && PHOTO_FILE.test(photo.trim())) checkNewsPhoto(ctx, photo.trim(), dir, where);
    }
  }
  const translations = readTranslations(ctx, file, label, (translated, where) =>
    readNewsTranslation(ctx, translated, where, item),
  );
  return item && { item: { ...item, slug }, file, translations };
}

export function loadNews(ctx: LoadContext, dir: string): ByLocale<NewsItemWithSlug[]> {
  const items: Translated<NewsItemWithSlug, NewsTranslation>[] = [];
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
    if (!hasItemEnding(ctx, file, "news items", ".md")) continue;
    const read = readNewsItem(ctx, dir, file);
    if (read) items.push(read);
  }
  reportDuplicates(ctx, items, (item) => `news item ${item.id}, "${item.title}"`);
  // Oldest first, as the page has always listed them.
  const sorted = items.toSorted((a, b) => a.item.date.localeCompare(b.item.date) || a.item.id - b.item.id);
  return inEveryLocale(sorted, (item, { title, description, image, photo_alt, content }) => ({
    ...item,
    title,
    description,
    image,
    ...(photo_alt === undefined ? {} : { photo_alt }),
    content,
  }));
}
