// A collection kept as one list in one file (the home page's service cards, content/home/services.yaml),
// translated item by item in the English order: "services.fr.yaml" holds one item per English one.
// The same words for problems as the folder collections (./translations.server.ts). Node only.
import type { z } from "zod";
import {
  checkSchema,
  itemLabel,
  LANGUAGE_NAMES,
  plural,
  readYamlFile,
  translationLocales,
  type ByLocale,
  type LoadContext,
  type TranslationLocale,
} from "./context.server.ts";
import { readTranslation, withTranslation } from "./translations.server.ts";

export type ListFile<T, Tr> = {
  /** One item in messages ("service"), and the field each item starts with ("title"). */
  item: string;
  nameKey: string;
  /** The whole list in messages: "the home page's services". */
  label: string;
  schema: z.ZodType<T>;
  translation: z.ZodType<Tr>;
  englishOnly: readonly string[];
};

/** The file's list, or undefined with the problem said. */
function readList(ctx: LoadContext, file: string, spec: ListFile<unknown, unknown>): unknown[] | undefined {
  const raw = readYamlFile(ctx, file);
  if (raw === undefined) return undefined;
  if (Array.isArray(raw)) return raw;
  ctx.problems.push(`${ctx.rel(file)}: must be a list of ${spec.item}s, each starting with "- ${spec.nameKey}:"`);
  return undefined;
}

/** One language's list, item by item in the English order; undefined when it has a problem. */
function readListTranslation<T, Tr>(
  ctx: LoadContext,
  file: string,
  locale: TranslationLocale,
  english: readonly T[] | undefined,
  spec: ListFile<T, Tr>,
): Tr[] | undefined {
  const raw = readList(ctx, file, spec);
  if (raw === undefined) return undefined;
  const before = ctx.problems.length;
  const translations = raw.flatMap((item, index) => {
    const name = english?.[index] as Record<string, unknown> | undefined;
    const label = name ? `${spec.item} #${index + 1}, "${String(name[spec.nameKey])}"` : `${spec.item} #${index + 1}`;
    const where = `${ctx.rel(file)} (${LANGUAGE_NAMES[locale]} of ${label})`;
    return checkSchema(ctx, spec.translation, item, where, spec.englishOnly) ?? [];
  });
  if (english && raw.length !== english.length) {
    ctx.problems.push(
      `${ctx.rel(file)}: has ${plural(raw.length, spec.item)}, the English file has ${english.length}: translate each one, in the same order`,
    );
  }
  return ctx.problems.length === before ? translations : undefined;
}

/** The list in `file` and its translations beside it, each item in every language. */
export function readListFile<T, Tr>(ctx: LoadContext, file: string, spec: ListFile<T, Tr>): ByLocale<T[]> {
  const raw = readList(ctx, file, spec);
  let english: T[] | undefined;
  if (raw !== undefined) {
    const before = ctx.problems.length;
    const checked = raw.flatMap((item, index) => {
      const where = `${ctx.rel(file)} (${itemLabel(`${spec.item} #${index + 1}`, item, spec.nameKey)})`;
      return checkSchema(ctx, spec.schema, item, where) ?? [];
    });
    if (ctx.problems.length === before) english = checked;
  }
  const byLocale = { en: english ?? [] } as ByLocale<T[]>;
  for (const locale of translationLocales) {
    const translated = readTranslation(ctx, file, locale, spec.label, (translation) =>
      readListTranslation(ctx, translation, locale, english, spec),
    );
    byLocale[locale] = (english ?? []).map((item, index) => withTranslation(item, translated?.[index]));
  }
  return byLocale;
}
