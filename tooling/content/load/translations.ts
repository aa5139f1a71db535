// How an English file finds its translations ("x.md" → "x.fr.md", "x.crs.md"), and how each
// collection's items are read with them: every collection pairs its files the same way.
import { existsSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import {
  checkSchema,
  hasItemEnding,
  itemLabel,
  LANGUAGE_NAMES,
  readYamlFile,
  translationLocales,
  type ByLocale,
  type LoadContext,
  type TranslationLocale,
} from "./context.ts";

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

/** Each language's version of the English items, from their translations (all present once the checks pass). */
export function inEveryLocale<T, Tr>(
  items: readonly Translated<T, Tr>[],
  translate: (item: T, translation: Tr) => T,
): ByLocale<T[]> {
  const byLocale = { en: items.map(({ item }) => item) } as ByLocale<T[]>;
  for (const locale of translationLocales) {
    byLocale[locale] = items.map(({ item, translations }) => {
      const translation = translations[locale];
      return translation === undefined ? item : translate(item, translation);
    });
  }
  return byLocale;
}

/**
 * One English YAML item and its translations. `label` names the item from its raw data ("entry",
 * "name" → 'entry g1, "Office g1"'); `check` turns the raw data into the item or says what is wrong;
 * `readTranslationFile` reads one language's file against the item (undefined when the English
 * has a mistake, so each translation is still checked on its own).
 */
export function readYamlItem<T, Tr>(
  ctx: LoadContext,
  file: string,
  label: { kind: string; nameKey: string },
  check: (raw: unknown, where: string) => T | undefined,
  readTranslationFile: (file: string, where: string, item: T | undefined) => Tr | undefined,
): Translated<T, Tr> | undefined {
  const raw = readYamlFile(ctx, file);
  const name = itemLabel(label.kind, raw, label.nameKey);
  const item = raw === undefined ? undefined : check(raw, `${ctx.rel(file)} (${name})`);
  const translations = readTranslations(ctx, file, name, (translated, where) =>
    readTranslationFile(translated, where, item),
  );
  return item === undefined ? undefined : { item, file, translations };
}

/**
 * The English YAML items among `files`, each with its translations (see readYamlItem); a file
 * that is not YAML is said with `items`, the collection's name ("job listings").
 */
export function readYamlItems<T, Tr>(
  ctx: LoadContext,
  files: string[],
  items: string,
  label: { kind: string; nameKey: string },
  check: (raw: unknown, where: string) => T | undefined,
  readTranslationFile: (file: string, where: string, item: T | undefined) => Tr | undefined,
): Translated<T, Tr>[] {
  return englishFiles(ctx, files).flatMap((file) => {
    if (!hasItemEnding(ctx, file, items, ".yaml")) return [];
    return readYamlItem(ctx, file, label, check, readTranslationFile) ?? [];
  });
}

/** A translation's YAML file, checked against `schema`; `englishOnly` names fields it must not repeat. */
export function readYamlTranslation<S extends z.ZodType>(
  ctx: LoadContext,
  file: string,
  where: string,
  schema: S,
  englishOnly: readonly string[],
): z.infer<S> | undefined {
  const raw = readYamlFile(ctx, file);
  return raw === undefined ? undefined : checkSchema(ctx, schema, raw, where, englishOnly);
}
