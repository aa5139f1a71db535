// Reads and checks everything under content/ at build time. Every problem names the file, the
// item and the field, in words a member of the foundation's staff can act on; all problems are
// collected, so one build shows every mistake at once.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import type { z } from "zod";
import { navLinks } from "../../src/config/paths.ts";
import { typesetFrenchDeep } from "../../src/i18n/french-typography.mjs";
import { baseLocale, locales, type Locale } from "../../src/i18n/locales.ts";
import { readImageHeader } from "../images/image-header.ts";
import {
  ENGLISH_ONLY_FIELDS,
  HELP_CATEGORIES,
  helpEntrySchema,
  helpTranslationSchema,
  jobListingSchema,
  jobTranslationSchema,
  NEWS_SLUG,
  newsItemSchema,
  newsTranslationSchema,
  PHOTO_FILE,
  serviceSchema,
  serviceTranslationSchema,
  type HelpEntry,
  type HelpTranslation,
  type HomeService,
  type JobListingItem,
  type JobTranslation,
  type NewsItem,
  type NewsItemWithSlug,
  type NewsTranslation,
  type ServiceTranslation,
} from "./schemas.ts";

export type Content = { news: NewsItemWithSlug[]; help: HelpEntry[]; services: HomeService[]; jobs: JobListingItem[] };

/** The languages every item is translated into: all but English, which the items are written in. */
export type TranslationLocale = Exclude<Locale, "en">;
export const translationLocales = locales.filter((locale): locale is TranslationLocale => locale !== baseLocale);

/** Each translation's language, named for the editors who read the build's messages. */
const LANGUAGE_NAMES: Record<TranslationLocale, string> = { fr: "French", crs: "Kreol Seselwa" };

/** Each language's words for each item: `byLocale.en` is the English content itself. */
type ByLocale<T> = Record<Locale, T>;

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

const quote = (keys: string[]) => keys.map((key) => `"${key}"`).join(", ");

/**
 * Zod's issues in words. `englishOnly` (for a translation) names the fields that stay in the
 * English file, so a copied `phone:` is not reported as a spelling mistake.
 */
function describeIssues(error: z.ZodError, where: string, englishOnly: readonly string[] = []): string[] {
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

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

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
function englishFiles(files: string[], rel: (file: string) => string, problems: string[]): string[] {
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
      problems.push(
        `${rel(file)}: "${tag}" is not a language the site is translated into: a translation's name ends in ${known.join(" or ")}, and an English file's name has no language`,
      );
    } else if (!files.includes(original)) {
      problems.push(
        `${rel(file)}: has no English file ${path.basename(original)} beside it: give it the English file's name with .${tag} before the ending, or remove it`,
      );
    }
  }
  return english;
}

/**
 * Reads the translation of `englishFile` into `locale` with `read`, or says it is missing.
 * `label` names the English item ('news item 3, "New Partnership with Local Businesses"').
 */
function readTranslation<T>(
  englishFile: string,
  locale: TranslationLocale,
  label: string,
  rel: (file: string) => string,
  problems: string[],
  read: (file: string, where: string) => T | undefined,
): T | undefined {
  const file = translationFile(englishFile, locale);
  if (!existsSync(file)) {
    problems.push(
      `${rel(file)}: is missing: the ${LANGUAGE_NAMES[locale]} text of ${label} (${rel(englishFile)}); see content/README.md`,
    );
    return undefined;
  }
  return read(file, `${rel(file)} (${LANGUAGE_NAMES[locale]} of ${label})`);
}

/** Each language's version of the English items, from their translations (all present once the checks pass). */
function inEveryLocale<T, Tr>(
  items: readonly { item: T; translations: Partial<Record<TranslationLocale, Tr>> }[],
  translate: (item: T, translation: Tr) => T,
): ByLocale<T[]> {
  const english = items.map(({ item }) => item);
  const byLocale = { en: english } as ByLocale<T[]>;
  for (const locale of translationLocales) {
    byLocale[locale] = items.map(({ item, translations }) => {
      const translation = translations[locale];
      return translation === undefined ? item : translate(item, translation);
    });
  }
  return byLocale;
}

/** A news file's front matter, as data, and its text; or undefined, with the problem said. */
function readNewsFile(
  file: string,
  rel: (file: string) => string,
  problems: string[],
): { raw: unknown; body: string } | undefined {
  const split = splitFrontMatter(readFileSync(file, "utf8"));
  if (!split) {
    problems.push(
      `${rel(file)}: cannot be read: the file must start with a line of three dashes (---), then the fields, then another --- line, then the text`,
    );
    return undefined;
  }
  const raw = parseYaml(split.frontMatter, rel(file), problems, 1);
  if (raw === undefined) return undefined;
  return { raw, body: split.body };
}

function checkFormatting(body: string, where: string, problems: string[]) {
  for (const { pattern, what } of MARKDOWN) {
    if (pattern.test(body)) {
      problems.push(`${where}: text: formatting is not supported yet, write plain paragraphs (found ${what})`);
    }
  }
}

/** A news translation, held against its English item (when that one is valid) for the photo's words. */
function readNewsTranslation(
  file: string,
  where: string,
  item: NewsItem | undefined,
  rel: (file: string) => string,
  problems: string[],
): NewsTranslation | undefined {
  const read = readNewsFile(file, rel, problems);
  if (!read) return undefined;
  if (!isRecord(read.raw)) {
    problems.push(`${where}: the front matter must be fields written as "name: value"`);
    return undefined;
  }
  checkFormatting(read.body, where, problems);
  const result = newsTranslationSchema.safeParse({ ...read.raw, content: paragraphs(read.body) });
  if (!result.success) {
    problems.push(...describeIssues(result.error, where, ENGLISH_ONLY_FIELDS.news));
    return undefined;
  }
  if (item?.photo !== undefined && result.data.photo_alt === undefined) {
    problems.push(`${where}: photo_alt: is missing: the English file has a photo, say here what it shows`);
    return undefined;
  }
  if (item && item.photo === undefined && result.data.photo_alt !== undefined) {
    problems.push(`${where}: photo_alt: the English file has no photo (add it there first, or remove it here)`);
    return undefined;
  }
  return result.data;
}

/** News photos are kept in this folder of content/news/. */
export const NEWS_PHOTOS_FOLDER = "photos";

/** The smallest photo worth showing: the build makes 400 and 800 pixel wide sizes. */
const PHOTO_MIN = { width: 400, height: 200 };

/**
 * The file a news item's `photo` names: written from the item's folder ("photos/beach.jpg"), or
 * from the photos folder itself ("beach.jpg").
 */
export function newsPhotoFile(newsDir: string, photo: string): string {
  const besideItem = path.resolve(newsDir, photo);
  const inPhotos = path.resolve(newsDir, NEWS_PHOTOS_FOLDER, photo);
  return existsExactly(besideItem) || !existsExactly(inPhotos) ? besideItem : inPhotos;
}

/** Like existsSync, but "Beach.JPG" is not "beach.jpg", as on the Linux machine that builds the site. */
function existsExactly(file: string): boolean {
  const dir = path.dirname(file);
  return existsSync(dir) && statSync(dir).isDirectory() && readdirSync(dir).includes(path.basename(file));
}

/** The photo a news item names: in the photos folder, there, a JPEG, PNG or WebP picture, and big enough. */
function checkNewsPhoto(
  photo: string,
  newsDir: string,
  where: string,
  rel: (file: string) => string,
  problems: string[],
) {
  const photosDir = path.join(newsDir, NEWS_PHOTOS_FOLDER);
  const file = newsPhotoFile(newsDir, photo);
  const at = `${where}: photo: ${photo}`;
  if (!file.startsWith(photosDir + path.sep)) {
    problems.push(`${at}: must be a file in ${rel(photosDir)}/, written like photos/beach-cleanup.jpg`);
    return;
  }
  if (!existsExactly(file)) {
    const dir = path.dirname(file);
    const other = existsSync(dir)
      ? readdirSync(dir).find((name) => name.toLowerCase() === path.basename(file).toLowerCase())
      : undefined;
    problems.push(
      other
        ? `${at}: is not there, but ${other} is: write the name exactly as the file's, small and capital letters alike`
        : `${at}: is not there: put the photo in ${rel(photosDir)}/, or correct the name`,
    );
    return;
  }
  const header = readImageHeader(readFileSync(file));
  if (!header) {
    problems.push(`${at}: is not a JPEG, PNG or WebP picture the site can read: open it and save it again as JPEG`);
    return;
  }
  if (header.width < PHOTO_MIN.width || header.height < PHOTO_MIN.height) {
    problems.push(
      `${at}: is ${header.width} × ${header.height} pixels, too small: use a photo at least ${PHOTO_MIN.width} pixels wide and ${PHOTO_MIN.height} high (800 wide or more looks sharp on phones)`,
    );
  }
}

function loadNews(dir: string, rel: (file: string) => string, problems: string[]): ByLocale<NewsItemWithSlug[]> {
  const items: {
    item: NewsItemWithSlug;
    file: string;
    translations: Partial<Record<TranslationLocale, NewsTranslation>>;
  }[] = [];
  const files = filesIn(dir).filter(
    (file) => path.basename(file) !== NEWS_PHOTOS_FOLDER || !statSync(file).isDirectory(),
  );
  for (const file of englishFiles(files, rel, problems)) {
    if (PHOTO_FILE.test(file)) {
      problems.push(
        `${rel(file)}: a photo goes in ${rel(path.join(dir, NEWS_PHOTOS_FOLDER))}/, and its item names it (photo: photos/…)`,
      );
      continue;
    }
    if (!file.endsWith(".md")) {
      problems.push(`${rel(file)}: news items must be .md files (copy an existing one)`);
      continue;
    }
    const slug = path.basename(file, ".md");
    if (!NEWS_SLUG.test(slug))
      problems.push(
        `${rel(file)}: the file's name is the address of the item's page (/news/${slug}), so it may hold only lowercase letters, digits and hyphens, like 2025-04-15-annual-fundraising-gala.md`,
      );
    const read = readNewsFile(file, rel, problems);
    const label = itemLabel("news item", read?.raw, "title");
    let item: NewsItem | undefined;
    if (read) {
      const where = `${rel(file)} (${label})`;
      if (!isRecord(read.raw)) {
        problems.push(`${where}: the front matter must be fields written as "name: value"`);
      } else {
        checkFormatting(read.body, where, problems);
        const result = newsItemSchema.safeParse({ ...read.raw, content: paragraphs(read.body) });
        if (result.success) item = result.data;
        else problems.push(...describeIssues(result.error, where));
        const photo = read.raw.photo;
        // Checked whatever else is wrong with the item, so one build names every mistake.
        if (typeof photo === "string" && PHOTO_FILE.test(photo.trim()))
          checkNewsPhoto(photo.trim(), dir, where, rel, problems);
      }
    }
    const translations: Partial<Record<TranslationLocale, NewsTranslation>> = {};
    for (const locale of translationLocales) {
      const translation = readTranslation(file, locale, label, rel, problems, (translated, where) =>
        readNewsTranslation(translated, where, item, rel, problems),
      );
      if (translation) translations[locale] = translation;
    }
    if (item) items.push({ item: { ...item, slug }, file, translations });
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

const TRANSLATED_SCHEDULE_FIELDS = ["description", "notes"] as const;

type Translated<T, Tr> = { item: T; file: string; translations: Partial<Record<TranslationLocale, Tr>> };

/**
 * One English YAML item and its translations: `check` turns the raw data into the item or says
 * what is wrong; `readTranslation` reads one language's file against the item (undefined when the
 * English has a mistake, so each translation is still checked on its own).
 */
function readYamlItem<T, Tr>(
  file: string,
  label: (raw: unknown) => string,
  check: (raw: unknown, where: string) => T | undefined,
  readTranslationFile: (file: string, where: string, item: T | undefined) => Tr | undefined,
  rel: (file: string) => string,
  problems: string[],
): Translated<T, Tr> | undefined {
  const raw = parseYaml(readFileSync(file, "utf8"), rel(file), problems);
  const name = label(raw);
  const item = raw === undefined ? undefined : check(raw, `${rel(file)} (${name})`);
  const translations: Partial<Record<TranslationLocale, Tr>> = {};
  for (const locale of translationLocales) {
    const translation = readTranslation(file, locale, name, rel, problems, (translated, where) =>
      readTranslationFile(translated, where, item),
    );
    if (translation) translations[locale] = translation;
  }
  return item === undefined ? undefined : { item, file, translations };
}

/** Says which file first used an id (or another `field` that must be unique) that a later file uses again. `describe` names the later item. */
function reportDuplicateIds<T extends { id: string | number }>(
  items: readonly { item: T; file: string }[],
  describe: (item: T) => string,
  rel: (file: string) => string,
  problems: string[],
  field: keyof T & string = "id",
) {
  const seen = new Map<unknown, string>();
  for (const { item, file } of items) {
    const value = item[field];
    const first = seen.get(value);
    if (first)
      problems.push(`${rel(file)} (${describe(item)}): ${field}: ${String(value)} is already used by ${rel(first)}`);
    else seen.set(value, file);
  }
}

/** A translation's YAML file, checked against `schema`; `englishOnly` names fields it must not repeat. */
function readYamlTranslation<S extends z.ZodType>(
  file: string,
  where: string,
  schema: S,
  englishOnly: readonly string[],
  rel: (file: string) => string,
  problems: string[],
): z.infer<S> | undefined {
  const raw = parseYaml(readFileSync(file, "utf8"), rel(file), problems);
  if (raw === undefined) return undefined;
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  problems.push(...describeIssues(result.error, where, englishOnly));
  return undefined;
}

/** A help translation read on its own, then held against its English entry (when that one is valid). */
function readHelpTranslation(
  file: string,
  where: string,
  entry: HelpEntry | undefined,
  rel: (file: string) => string,
  problems: string[],
): HelpTranslation | undefined {
  const translation = readYamlTranslation(file, where, helpTranslationSchema, ENGLISH_ONLY_FIELDS.help, rel, problems);
  if (!translation || !entry) return translation;
  const before = problems.length;
  if (translation.services.length !== entry.services.length) {
    problems.push(
      `${where}: services: has ${translation.services.length}, the English file has ${entry.services.length}: translate each one, in the same order`,
    );
  }
  const schedules = translation.schedules;
  if (schedules === undefined) {
    if (entry.schedules.some((schedule) => TRANSLATED_SCHEDULE_FIELDS.some((field) => schedule[field]))) {
      problems.push(`${where}: schedules: is missing (the English file's opening hours have words to translate)`);
    }
  } else if (schedules.length !== entry.schedules.length) {
    problems.push(
      `${where}: schedules: has ${plural(schedules.length, "opening")}, the English file has ${entry.schedules.length}: write one for each, in the same order ({} for one with no description or notes)`,
    );
  } else {
    entry.schedules.forEach((schedule, index) => {
      for (const field of TRANSLATED_SCHEDULE_FIELDS) {
        const translated = schedules[index]?.[field];
        if (schedule[field] !== undefined && translated === undefined)
          problems.push(`${where}: schedules #${index + 1} → ${field}: is missing`);
        if (schedule[field] === undefined && translated !== undefined)
          problems.push(
            `${where}: schedules #${index + 1} → ${field}: the English file has none for this opening (add it there first, or remove it here)`,
          );
      }
    });
  }
  return problems.length === before ? translation : undefined;
}

function loadHelp(dir: string, rel: (file: string) => string, problems: string[]): ByLocale<HelpEntry[]> {
  const entries: Translated<HelpEntry, HelpTranslation>[] = [];
  for (const child of filesIn(dir)) {
    const category = HELP_CATEGORIES.find((name) => name === path.basename(child));
    if (!category || !statSync(child).isDirectory()) {
      problems.push(`${rel(child)}: help entries go in ${HELP_CATEGORIES.map((c) => `help/${c}/`).join(" or ")}`);
      continue;
    }
    for (const file of englishFiles(filesIn(child), rel, problems)) {
      if (!/\.ya?ml$/.test(file)) {
        problems.push(`${rel(file)}: help entries must be .yaml files (copy an existing one)`);
        continue;
      }
      const read = readYamlItem<HelpEntry, HelpTranslation>(
        file,
        (raw) => itemLabel("entry", raw, "name"),
        (raw, where) => {
          const result = helpEntrySchema.safeParse(raw);
          if (result.success) return { ...result.data, category };
          problems.push(...describeIssues(result.error, where));
          return undefined;
        },
        (translated, where, entry) => readHelpTranslation(translated, where, entry, rel, problems),
        rel,
        problems,
      );
      if (read) entries.push(read);
    }
  }
  reportDuplicateIds(entries, (entry) => `entry ${entry.id}, "${entry.name}"`, rel, problems);
  // The name, contact and hours stay as the English file has them; only the words change.
  return inEveryLocale(entries, (entry, { description, services, schedules }) => ({
    ...entry,
    description,
    services,
    schedules: entry.schedules.map((schedule, index) => ({ ...schedule, ...schedules?.[index] })),
  }));
}

/** A listing's translation read on its own, then held against its English listing (when that one is valid). */
function readJobTranslation(
  file: string,
  where: string,
  listing: JobListingItem | undefined,
  rel: (file: string) => string,
  problems: string[],
): JobTranslation | undefined {
  const translation = readYamlTranslation(file, where, jobTranslationSchema, ENGLISH_ONLY_FIELDS.jobs, rel, problems);
  if (translation && listing && translation.requirements.length !== listing.requirements.length) {
    problems.push(
      `${where}: requirements: has ${translation.requirements.length}, the English file has ${listing.requirements.length}: translate each one, in the same order`,
    );
    return undefined;
  }
  return translation;
}

const describeListing = (listing: JobListingItem) => `listing ${listing.id}, "${listing.title}"`;

function loadJobs(dir: string, rel: (file: string) => string, problems: string[]): ByLocale<JobListingItem[]> {
  const listings: Translated<JobListingItem, JobTranslation>[] = [];
  for (const file of englishFiles(filesIn(dir), rel, problems)) {
    if (!/\.ya?ml$/.test(file)) {
      problems.push(`${rel(file)}: job listings must be .yaml files (copy an existing one)`);
      continue;
    }
    const read = readYamlItem<JobListingItem, JobTranslation>(
      file,
      (raw) => itemLabel("listing", raw, "title"),
      (raw, where) => {
        const result = jobListingSchema.safeParse(raw);
        if (result.success)
          return {
            ...result.data,
            requirements: result.data.requirements.map((requirement) => ({
              text: requirement.text,
              evidence: requirement.cv_words,
            })),
          };
        problems.push(...describeIssues(result.error, where));
        return undefined;
      },
      (translated, where, listing) => readJobTranslation(translated, where, listing, rel, problems),
      rel,
      problems,
    );
    if (read) listings.push(read);
  }
  reportDuplicateIds(listings, describeListing, rel, problems);
  // The slug is the page's address (/jobs/<slug>): two listings cannot share one.
  reportDuplicateIds(listings, describeListing, rel, problems, "slug");
  // The company, place, pay, date, link and the CV's words stay as the English file has them.
  return inEveryLocale(listings, (listing, { title, source, description, requirements }) => ({
    ...listing,
    title,
    source: source ?? listing.source,
    description,
    requirements: listing.requirements.map((requirement, index) => ({
      ...requirement,
      text: requirements[index]?.text ?? requirement.text,
    })),
  }));
}

/** The service cards' translation, card by card in the English order. */
function readServicesTranslation(
  file: string,
  locale: TranslationLocale,
  services: readonly HomeService[] | undefined,
  rel: (file: string) => string,
  problems: string[],
): ServiceTranslation[] | undefined {
  const raw = parseYaml(readFileSync(file, "utf8"), rel(file), problems);
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw)) {
    problems.push(`${rel(file)}: must be a list of services, each starting with "- title:"`);
    return undefined;
  }
  const before = problems.length;
  const translations = raw.flatMap((item: unknown, index) => {
    const english = services?.[index];
    const label = english ? `service #${index + 1}, "${english.title}"` : `service #${index + 1}`;
    const result = serviceTranslationSchema.safeParse(item);
    if (result.success) return [result.data];
    problems.push(
      ...describeIssues(
        result.error,
        `${rel(file)} (${LANGUAGE_NAMES[locale]} of ${label})`,
        ENGLISH_ONLY_FIELDS.services,
      ),
    );
    return [];
  });
  if (services && raw.length !== services.length) {
    problems.push(
      `${rel(file)}: has ${plural(raw.length, "service")}, the English file has ${services.length}: translate each one, in the same order`,
    );
  }
  return problems.length === before ? translations : undefined;
}

function loadServices(file: string, rel: (file: string) => string, problems: string[]): ByLocale<HomeService[]> {
  const raw = parseYaml(readFileSync(file, "utf8"), rel(file), problems);
  let services: HomeService[] | undefined;
  if (raw !== undefined && !Array.isArray(raw)) {
    problems.push(`${rel(file)}: must be a list of services, each starting with "- title:"`);
  } else if (raw !== undefined) {
    const before = problems.length;
    const schema = serviceSchema(navLinks.map((link) => link.path));
    const checked = raw.flatMap((item: unknown, index) => {
      const where = `${rel(file)} (${itemLabel(`service #${index + 1}`, item, "title")})`;
      const result = schema.safeParse(item);
      if (result.success) return [result.data];
      problems.push(...describeIssues(result.error, where));
      return [];
    });
    if (problems.length === before) services = checked;
  }
  const byLocale = { en: services ?? [] } as ByLocale<HomeService[]>;
  for (const locale of translationLocales) {
    const translated = readTranslation(file, locale, "the home page's services", rel, problems, (translation) =>
      readServicesTranslation(translation, locale, services, rel, problems),
    );
    byLocale[locale] = (services ?? []).map((service, index) => ({ ...service, ...translated?.[index] }));
  }
  return byLocale;
}

/**
 * Every collection under `contentDir`, checked, with every item's French and Kreol Seselwa
 * translation. Throws a ContentError listing every problem. `content` is the English;
 * `byLocale` has each language's (the same shape, the words of that language). Also returns the
 * files read, so a dev server can watch them.
 */
export function loadContent(contentDir: string): { content: Content; byLocale: ByLocale<Content>; files: string[] } {
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
  const jobsDir = need("jobs", "dir");
  const news = newsDir ? loadNews(newsDir, rel, problems) : null;
  const help = helpDir ? loadHelp(helpDir, rel, problems) : null;
  const services = servicesFile ? loadServices(servicesFile, rel, problems) : null;
  const jobs = jobsDir ? loadJobs(jobsDir, rel, problems) : null;
  if (problems.length > 0) throw new ContentError(problems);
  const byLocale = Object.fromEntries(
    locales.map((locale) => {
      const words = {
        news: news?.[locale] ?? [],
        help: help?.[locale] ?? [],
        services: services?.[locale] ?? [],
        jobs: jobs?.[locale] ?? [],
      };
      // French spacing (a narrow no-break space before ; : ! ? and inside « »), set here so staff
      // type ordinary spaces in the editor and a mark never starts a line on the page.
      return [locale, locale === "fr" ? typesetFrenchDeep(words) : words];
    }),
  ) as ByLocale<Content>;
  const files = [newsDir, helpDir, servicesFile, jobsDir].filter((f): f is string => f !== null);
  return { content: byLocale[baseLocale], byLocale, files };
}
