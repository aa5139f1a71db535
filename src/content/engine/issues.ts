// The content's problems in words a member of the foundation's staff can act on: where each is kept
// while the files are read, and zod's issues put in those words. Plain functions over data, with no
// file reading, so the build's loader (./context.server.ts re-exports them) and the editor at /admin
// (src/content/editor-check.ts, before a save) say the same thing about the same mistake.
import type { z } from "zod";
import { baseLocale, localeEnglishNames, locales, type Locale } from "../../i18n/locales.ts";

/** One loading of content/ (or one entry in the editor): where each problem is kept, and how a file is named in it. */
export type LoadContext = {
  /** A file's path from the repository's root, with forward slashes ("content/news/x.md"). */
  rel: (file: string) => string;
  /** Every problem found so far, each naming the file, the item and the field. */
  problems: string[];
};

/** The languages every item is translated into: all but English, which the items are written in. */
export type TranslationLocale = Exclude<Locale, "en">;
export const translationLocales = locales.filter((locale): locale is TranslationLocale => locale !== baseLocale);

/** Each translation's language, named for the editors who read the build's messages. */
export const LANGUAGE_NAMES: Record<TranslationLocale, string> = localeEnglishNames;

/** Each language's words for each item: `byLocale.en` is the English content itself. */
export type ByLocale<T> = Record<Locale, T>;

/** "schedules #1 → opens_at": a zod path in words, counting list items from 1. */
function fieldName(issuePath: readonly PropertyKey[]): string {
  return issuePath
    .map((part, index) =>
      typeof part === "number" ? `${index > 0 ? " " : ""}#${part + 1}` : `${index > 0 ? " → " : ""}${String(part)}`,
    )
    .join("");
}

const quote = (keys: string[]) => keys.map((key) => `"${key}"`).join(", ");

/**
 * Zod's issues in words. `englishOnly` (for a translation) names the fields that stay in the
 * English file, so a copied `phone:` is not reported as a spelling mistake.
 */
function describeIssues(error: z.ZodError, where: string, englishOnly: readonly string[]): string[] {
  return error.issues.flatMap((issue) => {
    const field = fieldName(issue.path);
    if (issue.code === "unrecognized_keys") {
      const at = `${where}: ${field ? `${field}: ` : ""}`;
      const kept = issue.keys.filter((key) => englishOnly.includes(key));
      const unknown = issue.keys.filter((key) => !englishOnly.includes(key));
      return [
        ...(kept.length > 0
          ? [`${at}${quote(kept)} stay${kept.length === 1 ? "s" : ""} in the English file only: remove from here`]
          : []),
        ...(unknown.length > 0 ? [`${at}unknown field ${quote(unknown)} (check the spelling)`] : []),
      ];
    }
    return `${where}: ${field || "the file"}: ${issue.message}`;
  });
}

/**
 * `raw` checked against `schema`, or undefined with every issue said. `where` names the file and
 * the item; `englishOnly` (for a translation) names the fields that stay in the English file.
 */
export function checkSchema<S extends z.ZodType>(
  ctx: LoadContext,
  schema: S,
  raw: unknown,
  where: string,
  englishOnly: readonly string[] = [],
): z.infer<S> | undefined {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  ctx.problems.push(...describeIssues(result.error, where, englishOnly));
  return undefined;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `item 2, "Youth Employment Workshop Series Begins"`, from whatever the raw data has. */
export function itemLabel(kind: string, raw: unknown, nameKey: string): string {
  if (!isRecord(raw)) return kind;
  const id = raw.id;
  const name = raw[nameKey];
  return [
    `${kind}${typeof id === "string" || typeof id === "number" ? ` ${id}` : ""}`,
    typeof name === "string" && name.trim() ? `"${name.trim()}"` : "",
  ]
    .filter(Boolean)
    .join(", ");
}

export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
