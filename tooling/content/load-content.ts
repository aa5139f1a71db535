// Reads and checks everything under content/ at build time. Every problem names the file, the
// item and the field, in words a member of the foundation's staff can act on; all problems are
// collected, so one build shows every mistake at once.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import type { z } from "zod";
import { navLinks } from "../../src/config/paths.ts";
import {
  HELP_CATEGORIES,
  helpEntrySchema,
  newsItemSchema,
  serviceSchema,
  type HelpEntry,
  type HomeService,
  type NewsItem,
} from "./schemas.ts";

export type Content = { news: NewsItem[]; help: HelpEntry[]; services: HomeService[] };

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
function filesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => !name.startsWith("."))
    .toSorted(byName)
    .map((name) => path.join(dir, name));
}

/** "schedules #1 → opens_at": a zod path in words, counting list items from 1. */
function fieldName(issuePath: readonly PropertyKey[]): string {
  return issuePath
    .map((part, index) =>
      typeof part === "number" ? `${index > 0 ? " " : ""}#${part + 1}` : `${index > 0 ? " → " : ""}${String(part)}`,
    )
    .join("");
}

function describeIssues(error: z.ZodError, where: string): string[] {
  return error.issues.map((issue) => {
    const field = fieldName(issue.path);
    if (issue.code === "unrecognized_keys") {
      const keys = issue.keys.map((key) => `"${key}"`).join(", ");
      return `${where}: ${field ? `${field}: ` : ""}unknown field ${keys} (check the spelling)`;
    }
    return `${where}: ${field || "the file"}: ${issue.message}`;
  });
}

/** Parses YAML, or says where it could not be read. `lineOffset` counts lines before it in the file. */
function parseYaml(source: string, where: string, problems: string[], lineOffset = 0): unknown {
  const doc = parseDocument(source);
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      const line = error.linePos?.[0]?.line;
      const at = line === undefined ? "" : ` at line ${line + lineOffset}`;
      problems.push(
        `${where}: cannot be read${at}: ${error.message.split("\n")[0]?.replace(/ at line \d+, column \d+:?$/, "")}`,
      );
    }
    return undefined;
  }
  return doc.toJS();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `item 2, "Youth Employment Workshop Series Begins"`, from whatever the raw data has. */
function itemLabel(kind: string, raw: unknown, nameKey: string): string {
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

/** Markdown syntax that would show as stray characters, since the body is read as plain paragraphs. */
const MARKDOWN = [
  { pattern: /^#{1,6}\s/m, what: "a heading (#)" },
  { pattern: /^\s*[-*+]\s/m, what: "a bulleted list" },
  { pattern: /\*\*|__/, what: "bold text (** or __)" },
  { pattern: /\]\(/, what: "a link ([text](address))" },
  { pattern: /`/, what: "a backtick (`)" },
];

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

function loadNews(dir: string, rel: (file: string) => string, problems: string[]): NewsItem[] {
  const items: { item: NewsItem; file: string }[] = [];
  for (const file of filesIn(dir)) {
    if (!file.endsWith(".md")) {
      problems.push(`${rel(file)}: news items must be .md files (copy an existing one)`);
      continue;
    }
    const split = splitFrontMatter(readFileSync(file, "utf8"));
    if (!split) {
      problems.push(
        `${rel(file)}: cannot be read: the file must start with a line of three dashes (---), then the fields, then another --- line, then the text`,
      );
      continue;
    }
    const raw = parseYaml(split.frontMatter, rel(file), problems, 1);
    if (raw === undefined) continue;
    const where = `${rel(file)} (${itemLabel("news item", raw, "title")})`;
    if (!isRecord(raw)) {
      problems.push(`${where}: the front matter must be fields written as "name: value"`);
      continue;
    }
    for (const { pattern, what } of MARKDOWN) {
      if (pattern.test(split.body)) {
        problems.push(`${where}: text: formatting is not supported yet, write plain paragraphs (found ${what})`);
      }
    }
    const result = newsItemSchema.safeParse({ ...raw, content: paragraphs(split.body) });
    if (result.success) items.push({ item: result.data, file });
    else problems.push(...describeIssues(result.error, where));
  }
  const seen = new Map<number, string>();
  for (const { item, file } of items) {
    const first = seen.get(item.id);
    if (first)
      problems.push(
        `${rel(file)} (news item ${item.id}, "${item.title}"): id: ${item.id} is already used by ${rel(first)}`,
      );
    else seen.set(item.id, file);
  }
  // Oldest first, as the page has always listed them.
  return items.map(({ item }) => item).toSorted((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
}

function loadHelp(dir: string, rel: (file: string) => string, problems: string[]): HelpEntry[] {
  const entries: { entry: HelpEntry; file: string }[] = [];
  for (const child of filesIn(dir)) {
    const category = HELP_CATEGORIES.find((name) => name === path.basename(child));
    if (!category || !statSync(child).isDirectory()) {
      problems.push(`${rel(child)}: help entries go in ${HELP_CATEGORIES.map((c) => `help/${c}/`).join(" or ")}`);
      continue;
    }
    for (const file of filesIn(child)) {
      if (!/\.ya?ml$/.test(file)) {
        problems.push(`${rel(file)}: help entries must be .yaml files (copy an existing one)`);
        continue;
      }
      const raw = parseYaml(readFileSync(file, "utf8"), rel(file), problems);
      if (raw === undefined) continue;
      const where = `${rel(file)} (${itemLabel("entry", raw, "name")})`;
      const result = helpEntrySchema.safeParse(raw);
      if (result.success) entries.push({ entry: { ...result.data, category }, file });
      else problems.push(...describeIssues(result.error, where));
    }
  }
  const seen = new Map<string, string>();
  for (const { entry, file } of entries) {
    const first = seen.get(entry.id);
    if (first)
      problems.push(
        `${rel(file)} (entry ${entry.id}, "${entry.name}"): id: ${entry.id} is already used by ${rel(first)}`,
      );
    else seen.set(entry.id, file);
  }
  return entries.map(({ entry }) => entry);
}

function loadServices(file: string, rel: (file: string) => string, problems: string[]): HomeService[] {
  const raw = parseYaml(readFileSync(file, "utf8"), rel(file), problems);
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    problems.push(`${rel(file)}: must be a list of services, each starting with "- title:"`);
    return [];
  }
  const schema = serviceSchema(navLinks.map((link) => link.path));
  return raw.flatMap((item: unknown, index) => {
    const where = `${rel(file)} (${itemLabel(`service #${index + 1}`, item, "title")})`;
    const result = schema.safeParse(item);
    if (result.success) return [result.data];
    problems.push(...describeIssues(result.error, where));
    return [];
  });
}

/**
 * Every collection under `contentDir`, checked. Throws a ContentError listing every problem.
 * Also returns the files read, so a dev server can watch them.
 */
export function loadContent(contentDir: string): { content: Content; files: string[] } {
  const root = path.dirname(contentDir);
  const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");
  const problems: string[] = [];
  const need = (relative: string, kind: "dir" | "file") => {
    const full = path.join(contentDir, relative);
    const ok = existsSync(full) && (kind === "dir" ? statSync(full).isDirectory() : statSync(full).isFile());
    if (!ok) problems.push(`${rel(full)}: is missing`);
    return ok ? full : null;
  };
  const newsDir = need("news", "dir");
  const helpDir = need("help", "dir");
  const servicesFile = need("home/services.yaml", "file");
  const content: Content = {
    news: newsDir ? loadNews(newsDir, rel, problems) : [],
    help: helpDir ? loadHelp(helpDir, rel, problems) : [],
    services: servicesFile ? loadServices(servicesFile, rel, problems) : [],
  };
  if (problems.length > 0) throw new ContentError(problems);
  const files = [newsDir, helpDir, servicesFile].filter((f): f is string => f !== null);
  return { content, files };
}
