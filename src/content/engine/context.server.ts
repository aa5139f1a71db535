// The content engine's files: what every collection shares while its files are read (a file's name
// as the messages write it, the folder listing, YAML put in words a member of the foundation's staff
// can act on). The problems themselves, and zod's issues in words, are ./issues.ts's, which the
// editor at /admin runs too. Problems are collected, never thrown one by one, so one build shows
// every mistake at once. Node only.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import type { LoadContext } from "./issues.ts";

export {
  checkSchema,
  isRecord,
  itemLabel,
  LANGUAGE_NAMES,
  plural,
  translationLocales,
  type ByLocale,
  type LoadContext,
  type TranslationLocale,
} from "./issues.ts";

/** A fresh context for `contentDir`: files are named from the folder that holds it. */
export function createContext(contentDir: string): LoadContext {
  const root = path.dirname(contentDir);
  return { rel: (file) => path.relative(root, file).split(path.sep).join("/"), problems: [] };
}

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
