// How an English file finds its translations ("x.md" → "x.fr.md", "x.crs.md"), and how every
// collection's items are read with them: front matter or YAML, the English file checked against the
// collection's schema, each language file against its translation schema. A collection may instead
// keep each item's three languages in one YAML file, each under its code (en:, fr:, crs:), as the
// editor writes them with Sveltia's `single_file` structure: the same checks, on each part. Written
// once for every collection (./collection.server.ts says what a collection tells it). Node only.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { baseLocale, locales, type Locale } from "../../i18n/locales.ts";
import {
  checkSchema,
  hasItemEnding,
  isRecord,
  itemLabel,
  LANGUAGE_NAMES,
  parseYaml,
  readYamlFile,
  translationLocales,
  type ByLocale,
  type LoadContext,
  type TranslationLocale,
} from "./context.server.ts";
import { formattingProblems, paragraphs, splitFrontMatter, type TextFormatting } from "./front-matter.ts";

/** A file's language from its name: "x.fr.md" is the French of "x.md"; an English file has none. */
const LANGUAGE_IN_NAME = /\.([a-z]{2,3})(\.[a-z]+)$/;

/** Where an English file's translation into `locale` is: "x.md" → "x.fr.md". */
export function translationFile(englishFile: string, locale: TranslationLocale): string {
  return englishFile.replace(/(\.[a-z]+)$/, `.${locale}$1`);
}

/**
 * The English files among `files`. The translations are read with their English file; one whose
 * language is not the site's, or with no English file beside it, is a problem.
 */
export function englishFiles(ctx: LoadContext, files: string[]): string[] {
  const english: string[] = [];
  for (const file of files) {
    const match = LANGUAGE_IN_NAME.exec(path.basename(file));
    if (!match) {
      english.push(file);
      continue;
    }
    const tag = match[1] ?? "";
    const original = file.slice(0, file.length - match[0].length) + (match[2] ?? "");
    if (!(translationLocales as readonly string[]).includes(tag)) {
      const known = translationLocales.map((locale) => `.${locale}${match[2]} for ${LANGUAGE_NAMES[locale]}`);
      ctx.problems.push(
        `${ctx.rel(file)}: "${tag}" is not a language the site is translated into: a translation's name ends in ${known.join(" or ")}, and an English file's name has no language`,
      );
    } else if (!files.includes(original)) {
      ctx.problems.push(
        `${ctx.rel(file)}: has no English file ${path.basename(original)} beside it: give it the English file's name with .${tag} before the ending, or remove it`,
      );
    }
  }
  return english;
}

/**
 * Reads the translation of `englishFile` into `locale` with `read`, or says it is missing.
 * `label` names the English item ('news item 3, "New Partnership with Local Businesses"'), and
 * `read` is given the translation's file and its name for messages.
 */
export function readTranslation<T>(
  ctx: LoadContext,
  englishFile: string,
  locale: TranslationLocale,
  label: string,
  read: (file: string, where: string) => T | undefined,
): T | undefined {
  const file = translationFile(englishFile, locale);
  if (!existsSync(file)) {
    ctx.problems.push(
      `${ctx.rel(file)}: is missing: the ${LANGUAGE_NAMES[locale]} text of ${label} (${ctx.rel(englishFile)}); see content/README.md`,
    );
    return undefined;
  }
  return read(file, `${ctx.rel(file)} (${LANGUAGE_NAMES[locale]} of ${label})`);
}

export type Translations<Tr> = Partial<Record<TranslationLocale, Tr>>;

/** Every language's translation of `englishFile` that could be read (see readTranslation). */
export function readTranslations<Tr>(
  ctx: LoadContext,
  englishFile: string,
  label: string,
  read: (file: string, where: string) => Tr | undefined,
): Translations<Tr> {
  const translations: Translations<Tr> = {};
  for (const locale of translationLocales) {
    const translation = readTranslation(ctx, englishFile, locale, label, read);
    if (translation) translations[locale] = translation;
  }
  return translations;
}

/** An English item, the file it came from, and its translations. */
export type Translated<T, Tr> = { item: T; file: string; translations: Translations<Tr> };

/**
 * A translation laid over its English item: each field the translation gives replaces the English
 * one, and a list of fields (a listing's requirements, an entry's openings) is laid over item by
 * item, in the English order. What the translation leaves out stays English.
 */
export function withTranslation<T>(item: T, translation: unknown): T {
  if (Array.isArray(item) && Array.isArray(translation))
    return item.map((element, index) => withTranslation(element, translation[index])) as T;
  if (!isRecord(item) || !isRecord(translation)) return translation === undefined ? item : (translation as T);
  const merged: Record<string, unknown> = { ...item };
  for (const [key, value] of Object.entries(translation)) {
    if (value === undefined) continue;
    const english = item[key];
    merged[key] =
      Array.isArray(english) && Array.isArray(value) && english.every(isRecord)
        ? withTranslation(english, value)
        : value;
  }
  return merged as T;
}

/** Each language's version of the English items, from their translations (all present once the checks pass). */
export function inEveryLocale<T, Tr>(items: readonly Translated<T, Tr>[]): ByLocale<T[]> {
  const byLocale = { en: items.map(({ item }) => item) } as ByLocale<T[]>;
  for (const locale of translationLocales) {
    byLocale[locale] = items.map(({ item, translations }) => withTranslation(item, translations[locale]));
  }
  return byLocale;
}

/** How a collection's items are written: YAML, or Markdown with the fields in its front matter. */
export type ItemFormat = "yaml" | "markdown";

/** A file's fields as written (front matter, or the YAML), and the text below a front matter. */
type ReadFile = { raw: unknown; body?: string };

/** A file's fields as written; undefined, with the problem said, when it cannot be read. */
function readItemFile(ctx: LoadContext, file: string, format: ItemFormat): ReadFile | undefined {
  if (format === "yaml") {
    const raw = readYamlFile(ctx, file);
    return raw === undefined ? undefined : { raw };
  }
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
 * The fields to check: a YAML file's as they are; a Markdown file's front matter with its text as
 * `content` (paragraphs), once the front matter is fields and the text has no formatting (said, but
 * the fields are still checked). Undefined when there is nothing to check.
 */
function itemFields(
  ctx: LoadContext,
  { raw, body }: ReadFile,
  where: string,
  formatting: readonly TextFormatting[] = [],
): unknown {
  if (body === undefined) return raw;
  if (!isRecord(raw)) {
    ctx.problems.push(`${where}: the front matter must be fields written as "name: value"`);
    return undefined;
  }
  ctx.problems.push(...formattingProblems(body, formatting, where));
  return { ...raw, content: paragraphs(body) };
}

/**
 * How an item's languages are kept, as Sveltia CMS names it (the editor writes them so:
 * tooling/cms/cms-config.ts): "multiple_files", the English file and each translation beside it
 * ("x.yaml", "x.fr.yaml", "x.crs.yaml"); "single_file", one YAML file with each language's fields
 * under its code (en:, fr:, crs:).
 */
export type I18nStructure = "multiple_files" | "single_file";

/** What the engine needs to read one collection's item files. */
export type ItemFiles<T, Tr> = {
  /** How each item's languages are kept (its collection's `structure`); "multiple_files" unless said. */
  structure?: I18nStructure;
  /** The items' name in messages: "job listings" (…must be .yaml files). */
  items: string;
  /** An item in messages, and the field that names it: 'listing job1, "Accountant"'. */
  label: { kind: string; nameKey: string };
  format: ItemFormat;
  /** Markdown's formatting the text below a front matter may not hold, each said when found. */
  formatting?: readonly TextFormatting[];
  /** The English file's fields, checked, as the item; undefined with the problems said. */
  check: (fields: unknown, where: string, file: string) => T | undefined;
  /** What a language file holds, and the fields that stay in the English file (named when copied). */
  translation: z.ZodType<Tr>;
  englishOnly: readonly string[];
  /** Checks of a translation against its English item (when that one is valid); false when it has problems. */
  checkTranslation?: (translation: Tr, item: T, where: string) => boolean;
  /** Said before the file is read: a name the collection refuses ("/news/404 is the address of…"). */
  checkFileName?: (file: string) => void;
};

/** A translation's fields, checked on their own, then against the English item when that one is valid. */
function checkTranslationFields<T, Tr>(
  spec: ItemFiles<T, Tr>,
  ctx: LoadContext,
  fields: unknown,
  where: string,
  item: T | undefined,
): Tr | undefined {
  const translation =
    fields === undefined ? undefined : checkSchema(ctx, spec.translation, fields, where, spec.englishOnly);
  if (translation === undefined || item === undefined || !spec.checkTranslation) return translation;
  return spec.checkTranslation(translation, item, where) ? translation : undefined;
}

/** One language file, checked on its own, then against its English item when that one is valid. */
function readTranslationFile<T, Tr>(
  ctx: LoadContext,
  spec: ItemFiles<T, Tr>,
  file: string,
  where: string,
  item: T | undefined,
): Tr | undefined {
  const read = readItemFile(ctx, file, spec.format);
  const fields = read && itemFields(ctx, read, where, spec.formatting);
  return checkTranslationFields(spec, ctx, fields, where, item);
}

/** The name of a language in a single file's messages: "English", "French", "Kreol Seselwa". */
const languageName = (locale: Locale) =>
  locale === baseLocale ? "English" : LANGUAGE_NAMES[locale as TranslationLocale];

/**
 * What a single file holds: each language's fields under its code, every language there (the
 * editor writes the three together). A field written outside them, or a language the site does not
 * have, is an unknown field.
 */
const SINGLE_FILE = z.strictObject(
  Object.fromEntries(
    locales.map((locale) => [
      locale,
      z.record(z.string(), z.unknown(), {
        error: (issue) =>
          issue.input === undefined
            ? `is missing: the ${languageName(locale)} text, each field indented under ${locale}:`
            : `must be the ${languageName(locale)} fields, each on its own line indented under ${locale}:`,
      }),
    ]),
  ),
  { error: `must hold each language's fields, under ${locales.map((locale) => `${locale}:`).join(", ")}` },
);

/**
 * One item whose languages are in one YAML file (en:, fr:, crs:), checked as the files of
 * readItem are: the English part against the schema, each language's against the translation's
 * schema and then against the English. Undefined (with the problems said) when the English has a
 * mistake.
 */
function readSingleFileItem<T, Tr>(
  ctx: LoadContext,
  file: string,
  spec: ItemFiles<T, Tr>,
): Translated<T, Tr> | undefined {
  spec.checkFileName?.(file);
  const raw = readYamlFile(ctx, file);
  const parts: Record<string, unknown> = isRecord(raw) ? raw : {};
  const name = itemLabel(spec.label.kind, parts[baseLocale], spec.label.nameKey);
  const where = `${ctx.rel(file)} (${name})`;
  if (raw !== undefined) checkSchema(ctx, SINGLE_FILE, raw, where);
  const english = parts[baseLocale];
  const item = isRecord(english) ? spec.check(english, where, file) : undefined;
  const translations: Translations<Tr> = {};
  for (const locale of translationLocales) {
    const fields = parts[locale];
    if (!isRecord(fields)) continue;
    const translation = checkTranslationFields(
      spec,
      ctx,
      fields,
      `${ctx.rel(file)} (${LANGUAGE_NAMES[locale]} of ${name}, under ${locale}:)`,
      item,
    );
    if (translation) translations[locale] = translation;
  }
  return item === undefined ? undefined : { item, file, translations };
}

/**
 * One English item and its translations; undefined (with the problems said) when the English has a
 * mistake. Each translation is still checked on its own then, so one build names every mistake.
 */
export function readItem<T, Tr>(ctx: LoadContext, file: string, spec: ItemFiles<T, Tr>): Translated<T, Tr> | undefined {
  spec.checkFileName?.(file);
  const read = readItemFile(ctx, file, spec.format);
  const name = itemLabel(spec.label.kind, read?.raw, spec.label.nameKey);
  let item: T | undefined;
  if (read) {
    const where = `${ctx.rel(file)} (${name})`;
    const fields = itemFields(ctx, read, where, spec.formatting);
    if (fields !== undefined) item = spec.check(fields, where, file);
  }
  const translations = readTranslations(ctx, file, name, (translated, where) =>
    readTranslationFile(ctx, spec, translated, where, item),
  );
  return item === undefined ? undefined : { item, file, translations };
}

/**
 * The English items among `files`, each with its translations (see readItem); a file that is not
 * written in the collection's format is said with its items' name ("job listings must be .yaml files").
 */
export function readItems<T, Tr>(ctx: LoadContext, files: string[], spec: ItemFiles<T, Tr>): Translated<T, Tr>[] {
  const ending = spec.format === "yaml" ? ".yaml" : ".md";
  if (spec.structure === "single_file") {
    // A mistake in the code, not in content/: a Markdown file's text below its front matter is in one language.
    if (spec.format !== "yaml") throw new Error(`${spec.items}: one file for every language is for YAML items only`);
    return files.flatMap((file) => {
      if (!hasItemEnding(ctx, file, spec.items, ending)) return [];
      return readSingleFileItem(ctx, file, spec) ?? [];
    });
  }
  return englishFiles(ctx, files).flatMap((file) => {
    if (!hasItemEnding(ctx, file, spec.items, ending)) return [];
    return readItem(ctx, file, spec) ?? [];
  });
}
