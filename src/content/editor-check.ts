// The build's checks, run by the editor at /admin on the item being edited, before it is saved: the
// same schemas and the same functions the loader reads content/ with (./<name>/rules.ts), over the
// files the editor is about to write, in English and in each translation. So a save from any tab
// (English, French or Kreol Seselwa) is refused for exactly what the build would refuse, in the
// build's words, and 'Entry saved' means the build accepts the files. It is also where the editor
// learns what a translation's file holds: only the translated fields, whatever the editor shows
// beside them (an opening's days and hours, copied from English for the translator to read).
// Plain functions over data, no file reading: tooling/cms/editor-ui.ts runs them in the browser.
import type { z } from "zod";
import { baseLocale, locales, type Locale } from "../i18n/locales.ts";
import { formattingProblems, paragraphs, type TextFormatting } from "./engine/front-matter.ts";
import { checkSchema, isRecord, translationLocales, type LoadContext } from "./engine/issues.ts";
import { elementOf, shapeOf, type Schema } from "./engine/schema-shape.ts";
import {
  checkCourseFields,
  checkCourseTranslation,
  COURSE_ENGLISH_ONLY,
  courseTranslationSchema,
  type Course,
  type CourseTranslation,
} from "./courses/rules.ts";
import {
  checkHelpFields,
  checkHelpTranslation,
  HELP_ENGLISH_ONLY,
  helpTranslationSchema,
  type HelpEntryFields,
  type HelpTranslation,
} from "./help/rules.ts";
import {
  checkJobListing,
  checkJobTranslation,
  JOB_ENGLISH_ONLY,
  jobTranslationSchema,
  type JobListing,
  type JobTranslation,
} from "./jobs/rules.ts";
import {
  checkNewsFields,
  checkPhotoWords,
  NEWS_ENGLISH_ONLY,
  NEWS_TEXT_FORMATTING,
  newsTranslationSchema,
  type NewsItem,
  type NewsTranslation,
} from "./news/rules.ts";

/** The editor's field type that runs these checks on every tab before a save (tooling/cms/build-check.ts). */
export const BUILD_CHECK_WIDGET = "build-check";
/** Its field's name: never written to a file, since it never holds a value (an empty optional field is left out). */
export const BUILD_CHECK_FIELD = "checks";

/** One item's rules, as the loader applies them to its English file and to each translation. */
type ItemRules<T, Tr> = {
  /** The English file's fields checked; undefined when one has a mistake. */
  check: (ctx: LoadContext, fields: unknown, where: string) => T | undefined;
  translation: z.ZodType<Tr>;
  englishOnly: readonly string[];
  /** A translation held against its English item. */
  checkTranslation: (ctx: LoadContext, translation: Tr, item: T, where: string) => boolean;
  /** Markdown items: the editor's field that is the text below the front matter, and what it may not hold. */
  body?: { field: string; formatting: readonly TextFormatting[] };
};

const rules = <T, Tr>(spec: ItemRules<T, Tr>) => spec as ItemRules<unknown, unknown>;

/** The collections whose items the editor checks before a save, by the name of their content/ folder. */
export const EDITOR_CHECKED = {
  news: rules<Omit<NewsItem, "slug">, NewsTranslation>({
    check: checkNewsFields,
    translation: newsTranslationSchema,
    englishOnly: NEWS_ENGLISH_ONLY,
    checkTranslation: checkPhotoWords,
    body: { field: "body", formatting: NEWS_TEXT_FORMATTING },
  }),
  help: rules<HelpEntryFields, HelpTranslation>({
    check: checkHelpFields,
    translation: helpTranslationSchema,
    englishOnly: HELP_ENGLISH_ONLY,
    checkTranslation: checkHelpTranslation,
  }),
  jobs: rules<JobListing, JobTranslation>({
    check: checkJobListing,
    translation: jobTranslationSchema,
    englishOnly: JOB_ENGLISH_ONLY,
    checkTranslation: checkJobTranslation,
  }),
  courses: rules<Course, CourseTranslation>({
    check: checkCourseFields,
    translation: courseTranslationSchema,
    englishOnly: COURSE_ENGLISH_ONLY,
    checkTranslation: checkCourseTranslation,
  }),
} as const;
export type CheckedCollection = keyof typeof EDITOR_CHECKED;

export const isCheckedCollection = (name: string): name is CheckedCollection => Object.hasOwn(EDITOR_CHECKED, name);

/** An item as the editor holds it: each language's fields, by the editor's names (a news item's text is `body`). */
export type EditorEntry = Partial<Record<Locale, unknown>>;

/** The editor's own properties of a list item ("__sc_item_id"): never written to a file. */
const INTERNAL = /^__sc_/;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && Object.keys(value).length === 0);

/**
 * A language's fields as its file will hold them: no empty box (the editor leaves an empty optional
 * field out of the file, `output: omit_empty_optional_fields`), none of the editor's own properties.
 * A list keeps every item, an empty one as `{}`: its place says which English item it translates.
 */
function asWritten(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asWritten);
  if (!isRecord(value)) return value;
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (INTERNAL.test(key)) continue;
    const written = asWritten(field);
    if (!isEmpty(written) || (Array.isArray(field) && field.length > 0)) fields[key] = written;
  }
  return fields;
}

/**
 * The fields of `value` that `schema` holds, at every depth (a list's items by its item's schema);
 * `rename` maps an editor's name to the schema's ("body" is a news item's `content`).
 */
function onlyTranslated(value: unknown, schema: Schema, rename: Record<string, string>): unknown {
  const element = elementOf(schema);
  if (element) return Array.isArray(value) ? value.map((item) => onlyTranslated(item, element, rename)) : value;
  const shape = shapeOf(schema);
  if (!shape || !isRecord(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const inner = shape[rename[key] ?? key];
    if (inner) kept[key] = onlyTranslated(field, inner, rename);
  }
  return kept;
}

/**
 * What the editor writes for an item in each language, by the editor's names: the English as it
 * is; a translation with only the fields its language file holds (never the days and hours of an
 * opening, which the editor shows beside the translated words), each list item in its place.
 */
export function writtenFiles(collection: CheckedCollection, entry: EditorEntry): Partial<Record<Locale, unknown>> {
  const spec = EDITOR_CHECKED[collection];
  const rename: Record<string, string> = spec.body ? { [spec.body.field]: "content" } : {};
  const files: Partial<Record<Locale, unknown>> = {};
  for (const locale of locales) {
    const data = entry[locale];
    if (data === undefined) continue;
    files[locale] = asWritten(locale === baseLocale ? data : onlyTranslated(data, spec.translation, rename));
  }
  return files;
}

/** A file's fields as the loader reads them: a Markdown item's text as its paragraphs (`content`). */
function loaderFields(spec: ItemRules<unknown, unknown>, written: unknown): { fields: unknown; body?: string } {
  if (!spec.body || !isRecord(written)) return { fields: written };
  const { [spec.body.field]: body, ...frontMatter } = written;
  const text = typeof body === "string" ? body : "";
  return { fields: { ...frontMatter, content: paragraphs(text) }, body: text };
}

/** One thing the build would refuse: in which language's file, which field (as the build names it), and the build's words. */
export type EditorProblem = { locale: Locale; field: string; message: string };

/** A field as the build names it: a key, a list item's number, a key inside ("contact → phone", "schedules #2 → notes"). */
const FIELD = /^(?<field>(?:[A-Za-z_][\w-]*|the file)(?: #\d+)?(?: → [A-Za-z_][\w-]*(?: #\d+)?)*): (?<message>.+)$/s;

/** Marks the language of a problem in the build's own lines, where the build names a file. */
const MARK = "⟦language⟧";
const where = (locale: Locale) => `${MARK}${locale}`;

/**
 * Every problem the build would find in the files the editor is about to write for this item, in
 * the build's words: the English checked against the collection's schema, each translation against
 * its own and then against the English, as the loader does. What only the repository can tell (an
 * ID another item uses, a photo's file) is the deploy's check, after the save.
 */
export function editorProblems(collection: CheckedCollection, entry: EditorEntry): EditorProblem[] {
  const spec = EDITOR_CHECKED[collection];
  const files = writtenFiles(collection, entry);
  const ctx: LoadContext = { rel: (file) => file, problems: [] };
  const english = loaderFields(spec, files[baseLocale] ?? {});
  if (spec.body && english.body !== undefined)
    ctx.problems.push(...formattingProblems(english.body, spec.body.formatting, where(baseLocale)));
  const item = spec.check(ctx, english.fields, where(baseLocale));
  for (const locale of translationLocales) {
    if (files[locale] === undefined) continue;
    const translated = loaderFields(spec, files[locale]);
    if (spec.body && translated.body !== undefined)
      ctx.problems.push(...formattingProblems(translated.body, spec.body.formatting, where(locale)));
    const translation = checkSchema(ctx, spec.translation, translated.fields, where(locale), spec.englishOnly);
    if (translation !== undefined && item !== undefined) spec.checkTranslation(ctx, translation, item, where(locale));
  }
  return ctx.problems.map((line) => {
    const marker = new RegExp(`^${MARK}(?<locale>[a-z]+): (?<rest>.*)$`, "s").exec(line);
    const locale = (marker?.groups?.locale ?? baseLocale) as Locale;
    const rest = marker?.groups?.rest ?? line;
    const named = FIELD.exec(rest);
    return named?.groups
      ? { locale, field: named.groups.field ?? "", message: named.groups.message ?? rest }
      : { locale, field: "", message: rest };
  });
}
