// The content engine's words for problems: what every collection shares while its files are read
// (the list of problems found so far, a file's name as the messages write it, the folder listing),
// and YAML and zod results put in words a member of the foundation's staff can act on. Problems are
// collected, never thrown one by one, so one build shows every mistake at once. Node only.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import type { z } from "zod";
import { baseLocale, localeEnglishNames, locales, type Locale } from "../../i18n/locales.ts";

/** One loading of content/: where each problem is kept, and how a file is named in it. */
export type LoadContext = {
  /** A file's path from the repository's root, with forward slashes ("content/news/x.md"). */
  rel: (file: string) => string;
  /** Every problem found so far, each naming the file, the item and the field. */
  problems: string[];
};

/** A fresh context for `contentDir`: files are named from the folder that holds it. */
export function createContext(contentDir: string): LoadContext {
  const root = path.dirname(contentDir);
  return { rel: (file) => path.relative(root, file).split(path.sep).join("/"), problems: [] };
}

/** The languages every item is translated into: all but English, which the items are written in. */
export type TranslationLocale = Exclude<Locale, "en">;
export const translationLocales = locales.filter((locale): locale is TranslationLocale => locale !== baseLocale);

/** Each translation's language, named for the editors who read the build's messages. */
export const LANGUAGE_NAMES: Record<TranslationLocale, string> = localeEnglishNames;

/** Each language's words for each item: `byLocale.en` is the English content itself. */
export type ByLocale<T> = Record<Locale, T>;

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The content has ${problems.length === 1 ? "a problem" : `${problems.length} problems`} to fix:\n${problems
        .map((problem) => `  - ${problem}`)
        .join("\n")}`,
    );
    this.name = "ContentError";
  }
}

const byName = new Intl.Collator("en", { numeric: true }).compare;

/** Visible files of a folder, sorted as a person would ("g2" before "g10"). */
export function filesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => !name.startsWith("."))
    .toSorted(byName)
    .map((name) => path.join(dir, name));
}

/**
 * Whether `file` has the ending its collection's items are written in; if not, says so
 * ("news items must be .md files"). `.yaml` also takes `.yml`.
 */
export function hasItemEnding(ctx: LoadContext, file: string, items: string, ending: ".md" | ".yaml"): boolean {
  const ok = ending === ".yaml" ? /\.ya?ml$/.test(file) : file.endsWith(ending);
  if (!ok) ctx.problems.push(`${ctx.rel(file)}: ${items} must be ${ending} files (copy an existing one)`);
  return ok;
}

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

/** Parses YAML, or says where it could not be read. `lineOffset` counts lines before it in the file. */
export function parseYaml(ctx: LoadContext, source: string, where: string, lineOffset = 0): unknown {
  const doc = parseDocument(source);
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      const line = error.linePos?.[0]?.line;
      const at = line === undefined ? "" : ` at line ${line + lineOffset}`;
      ctx.problems.push(
        `${where}: cannot be read${at}: ${error.message.split("\n")[0]?.replace(/ at line \d+, column \d+:?$/, "")}`,
      );
    }
    return undefined;
  }
  return doc.toJS();
}

/** A YAML file's data, or undefined with the problem said. */
export const readYamlFile = (ctx: LoadContext, file: string): unknown =>
  parseYaml(ctx, readFileSync(file, "utf8"), ctx.rel(file));

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

/**
 * Says which file first used an id (or another `field` that must be unique) that a later file
 * uses again. `describe` names the later item.
 */
export function reportDuplicates<T extends { id: string | number }>(
  ctx: LoadContext,
  items: readonly { item: T; file: string }[],
  describe: (item: T) => string,
  field: keyof T & string = "id",
) {
  const seen = new Map<unknown, string>();
  for (const { item, file } of items) {
    const value = item[field];
    const first = seen.get(value);
    if (first)
      ctx.problems.push(
        `${ctx.rel(file)} (${describe(item)}): ${field}: ${String(value)} is already used by ${ctx.rel(first)}`,
      );
    else seen.set(value, file);
  }
}
