// The build's checks in the editor at /admin, on whichever tab Save is pressed. Sveltia CMS checks a
// field's own rules (required, a pattern, a minimum) in every language before a save, but a rule
// between fields (a closing day before the posted day, a photo and its description, a translation
// held against its English) only through a custom field, and a custom field is checked only while
// it is drawn: a rule in the English form was skipped when Save was pressed in the French tab. So
// each collection's form starts with one field of this type, in every language's tab: drawn first,
// it is always there, and it runs the build's own checks over the files about to be written, in
// all three languages (src/content/editor-check.ts), refusing the save with the build's words, in
// English, French and Kreol Seselwa. Its value is never set, so the editor never writes it. In a
// translation's tab it also shows the English a translator needs beside her words: the listing's
// title, the entry's name and opening hours, the news item's title.
//
// Before the commit, the editor's preSave event runs the same checks once more (a last guard,
// whatever was drawn) and writes each translation as its file must be: only the translated fields.
import {
  BUILD_CHECK_WIDGET,
  editorProblems,
  isCheckedCollection,
  writtenFiles,
  type CheckedCollection,
  type EditorEntry,
  type EditorProblem,
} from "../../src/content/editor-check.ts";
import { baseLocale, locales, type Locale } from "../../src/i18n/locales.ts";
import { FIX_WORDS } from "./fix-words.ts";
import { staffMessage, type ThreeLanguages } from "./staff-messages.ts";

export { BUILD_CHECK_FIELD, BUILD_CHECK_WIDGET } from "../../src/content/editor-check.ts";

/** What Sveltia itself refuses at a field, by the field's path as the build names it ("contact → phone"). */
export type FieldRule = {
  /** The languages in which the field must be filled in. */
  required?: Locale[];
  /** The editor's pattern ("^…$" or "/…/flags"). */
  pattern?: string;
  /** A list's fewest items, or a number's lowest value. */
  min?: number;
};

/** What the check field's configuration carries, written with /admin/config.yml (cms-config.ts). */
export type BuildCheckConfig = {
  /** The content/ collection whose rules apply ("jobs", "help", "news"). */
  collection: CheckedCollection;
  /** Each field's name in the three languages, by its path as the build names it, without list numbers. */
  field_labels: Record<string, ThreeLanguages>;
  /** What Sveltia refuses at each field itself: a problem it shows there is not said twice. */
  field_rules: Record<string, FieldRule>;
  /**
   * Words the check field shows, in the three languages: "English", beside the English a translator
   * reads; and what stands there for a photo chosen but not saved yet (its value is then the
   * browser's blob: address of the file, which means nothing to her).
   */
  words: Record<"english" | "new_photo", ThreeLanguages>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** "schedules #2 → notes" → "schedules → notes": a field's path without its list numbers. */
export const fieldPath = (field: string) => field.replaceAll(/ #\d+/g, "");

/** The value at a build's path ("schedules #2 → notes") in a language's fields (the news text is `body`). */
function valueAt(data: unknown, field: string): unknown {
  let value = data;
  for (const part of field.split(" → ")) {
    const [, name = "", index] = /^(.+?)(?: #(\d+))?$/.exec(part) ?? [];
    if (!isRecord(value)) return undefined;
    value = value[name === "content" || name === "text" ? (name in value ? name : "body") : name];
    if (index !== undefined) value = Array.isArray(value) ? value[Number(index) - 1] : undefined;
  }
  return value;
}

/** An editor's pattern as Sveltia reads it: its source, or "/source/flags". */
export function editorRegex(written: string): RegExp {
  const full = /^\/(?<source>.+)\/(?<flags>[dimsu]*)$/s.exec(written);
  return full?.groups ? new RegExp(full.groups.source ?? "", full.groups.flags) : new RegExp(written);
}

/** Empty as the file will have it: no text, no item, or an object of empty fields (a new listing's salary). */
const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && Object.entries(value).every(([key, inner]) => key.startsWith("__sc_") || isBlank(inner)));

/**
 * Whether Sveltia already refuses, at the field itself, the value this problem is about: a field
 * left empty that it requires, text its pattern refuses, a list or a number under its minimum.
 * Such a problem is shown under its field in its own tab, and in the editor's list of errors.
 */
export function shownAtField(problem: EditorProblem, rules: Record<string, FieldRule>, entry: EditorEntry): boolean {
  const rule = rules[fieldPath(problem.field)];
  if (!rule) return false;
  const value = valueAt(entry[problem.locale], problem.field);
  if (isBlank(value)) return rule.required?.includes(problem.locale) ?? false;
  if (rule.pattern && typeof value === "string") return !editorRegex(rule.pattern).test(value.trim());
  if (rule.min !== undefined && Array.isArray(value)) return value.length < rule.min;
  if (rule.min !== undefined && typeof value === "number") return value < rule.min;
  return false;
}

/** A value the editor holds for a file being uploaded (its blob: address) stands for a file name its own field checks. */
function withUploads(value: unknown): unknown {
  if (typeof value === "string" && value.startsWith("blob:")) return "photos/uploaded.jpg";
  if (Array.isArray(value)) return value.map(withUploads);
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withUploads(inner)]));
  return value;
}

/**
 * The build's problems with the item, as messages for the tab of `shownIn`: each in the three
 * languages, naming the field and, for a mistake in another tab, that tab. Those Sveltia shows at
 * the field itself are left to it.
 */
export function checkMessages(config: BuildCheckConfig, entry: EditorEntry, shownIn: Locale): string[] {
  const withFiles = Object.fromEntries(Object.entries(entry).map(([locale, data]) => [locale, withUploads(data)]));
  return editorProblems(config.collection, withFiles)
    .filter((problem) => !shownAtField(problem, config.field_rules, withFiles))
    .map((problem) =>
      staffMessage(
        FIX_WORDS,
        problem.message,
        config.field_labels[fieldPath(problem.field)],
        problem.locale === shownIn ? undefined : problem.locale,
      ),
    );
}

/** The part of an Immutable.js Map the editor hands a custom field (its `entry` and `field`). */
type ImmutableMap = { get(key: string): unknown; toJS(): unknown };

/**
 * The item the editor holds, in each language, from the `entry` it gives a custom field: `data`
 * is the language of the tab the field is drawn in, `i18n` holds the others. That tab's language
 * is the one `i18n` lacks.
 */
export function entryOf(entry: ImmutableMap | undefined): { entry: EditorEntry; locale: Locale } {
  const js = (entry?.toJS() ?? {}) as { data?: unknown; i18n?: Record<string, { data?: unknown }> };
  const others = js.i18n ?? {};
  const locale = locales.find((candidate) => !(candidate in others)) ?? baseLocale;
  const byLocale: EditorEntry = { [locale]: js.data ?? {} };
  for (const [other, { data }] of Object.entries(others))
    if ((locales as readonly string[]).includes(other)) byLocale[other as Locale] = data ?? {};
  return { entry: byLocale, locale };
}

/** The field's configuration, as the editor hands it (an Immutable.js Map). */
const configOf = (field: ImmutableMap): BuildCheckConfig => field.toJS() as BuildCheckConfig;

/** What a custom field's isValid answers: true, or the message shown under the field. */
export type Validity = true | { error: { message: string } };

/** The part of Sveltia's API a custom field type needs (the CMS object, and its window globals). */
export type EditorApi = {
  registerFieldType(name: string, control: unknown): void;
  registerEventListener(listener: { name: "preSave"; handler: (args: { entry: unknown }) => unknown }): void;
  createClass(spec: Record<string, unknown>): unknown;
  h(type: unknown, props: unknown, ...children: unknown[]): unknown;
};

type FieldProps = { field: ImmutableMap; entry?: ImmutableMap };

/** Marks the check field where it draws nothing (the English tab with no mistake): a style hides the field there. */
export const CHECK_QUIET = "data-koudmen-check-quiet";
export const CHECK_STYLE = `section:has(> * [${CHECK_QUIET}]):not(:has([role="alert"])){display:none !important}
[data-koudmen-english]{margin:0;padding:8px 12px;border-radius:var(--sui-control-medium-border-radius);background:var(--sui-secondary-background-color);font-size:var(--sui-font-size-small)}
[data-koudmen-english] dt{font-weight:var(--sui-font-weight-bold);color:var(--sui-secondary-foreground-color)}
[data-koudmen-english] dd{margin:0 0 6px}`;

/** The English a translator reads beside her words, for each collection: each line's label (a field's path) and its text. */
const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));

function englishLines(collection: CheckedCollection, english: Record<string, unknown>): [string, string][] {
  if (collection === "jobs") {
    const salary = isRecord(english.salary) ? english.salary : {};
    return [
      ["title", text(english.title)],
      ["company", text(english.company)],
      ["salary", [text(salary.min), text(salary.max)].filter(Boolean).join(" – ")],
      ["posted", text(english.posted)],
      ["closes", text(english.closes)],
    ];
  }
  if (collection === "help") {
    const schedules = Array.isArray(english.schedules) ? english.schedules.filter(isRecord) : [];
    return [
      ["name", text(english.name)],
      ...schedules.map((opening): [string, string] => [
        "schedules",
        `${text(opening.byday)} ${text(opening.opens_at)}–${text(opening.closes_at)}${opening.description ? ` (${text(opening.description)})` : ""}`,
      ]),
    ];
  }
  return [
    ["title", text(english.title)],
    ["date", text(english.date)],
    ["photo", text(english.photo)],
  ];
}

/** The field's drawing: in a translation's tab, the English she translates from; in the English tab, nothing. */
export function renderCheck(api: Pick<EditorApi, "h">, props: FieldProps) {
  const { h } = api;
  const config = configOf(props.field);
  const { entry, locale } = entryOf(props.entry);
  if (locale === baseLocale || !isRecord(entry[baseLocale])) return h("div", { [CHECK_QUIET]: "" });
  const words = config.words.english;
  const label = (path: string) => {
    const three = config.field_labels[path];
    return three ? three[locale] || three.en : path;
  };
  const lines = englishLines(config.collection, entry[baseLocale]).filter(([, value]) => value.trim() !== "");
  // A photo chosen in the English tab is the browser's address of the file until the item is saved.
  const newPhoto = config.words.new_photo;
  return h(
    "dl",
    { "data-koudmen-english": "", "aria-label": `${words.en} · ${words[locale]}` },
    ...lines.flatMap(([path, value], index) => [
      h("dt", { key: `t${index}` }, `${label(path)} (${words[locale]})`),
      value.startsWith("blob:") && newPhoto
        ? h("dd", { key: `d${index}`, lang: locale }, newPhoto[locale] || newPhoto.en)
        : h("dd", { key: `d${index}`, lang: "en" }, value),
    ]),
  );
}

/** Registers the check field's type, and the check and the translations' files before each commit. */
export function registerBuildCheck(api: EditorApi): void {
  api.registerFieldType(
    BUILD_CHECK_WIDGET,
    api.createClass({
      isValid(this: { props: FieldProps }): Validity {
        const config = configOf(this.props.field);
        const { entry, locale } = entryOf(this.props.entry);
        const messages = checkMessages(config, entry, locale);
        return messages.length === 0 ? true : { error: { message: messages.join("\n\n") } };
      },
      render(this: { props: FieldProps }) {
        return renderCheck(api, this.props);
      },
    }),
  );
  api.registerEventListener({ name: "preSave", handler: ({ entry }) => beforeCommit(entry as SavingEntry) });
}

/** The entry the editor is about to commit, as its preSave event hands it (an Immutable.js Map). */
type SavingEntry = ImmutableMap & { setIn(path: string[], value: unknown): SavingEntry };

/** The editor's collections by the content/ collection whose rules they follow ("help-private" → "help"). */
export const contentCollection = (editorCollection: string): CheckedCollection | undefined => {
  const name = editorCollection.replace(/^help-.*$/, "help");
  return isCheckedCollection(name) ? name : undefined;
};

/**
 * The build's checks once more, on exactly what is about to be committed; a mistake stops the
 * commit with the build's words (Sveltia shows a save's error in a dialog). Then each
 * translation is written as its file must be: only its translated fields.
 */
export function beforeCommit(saving: SavingEntry): SavingEntry {
  const collection = contentCollection(String(saving.get("collection")));
  if (!collection) return saving;
  const js = saving.toJS() as { data?: unknown; i18n?: Record<string, { data?: unknown }> };
  const entry: EditorEntry = { [baseLocale]: js.data ?? {} };
  for (const [locale, { data }] of Object.entries(js.i18n ?? {})) entry[locale as Locale] = data;
  const problems = editorProblems(
    collection,
    Object.fromEntries(Object.entries(entry).map(([locale, data]) => [locale, withUploads(data)])),
  );
  if (problems.length > 0)
    throw new Error("saving_failed", {
      cause: new Error(
        problems
          .map((problem) =>
            staffMessage(
              FIX_WORDS,
              problem.message,
              undefined,
              problem.locale === baseLocale ? undefined : problem.locale,
            ),
          )
          .map((message, index) => `${problems[index]?.field ? `${problems[index]?.field}: ` : ""}${message}`)
          .join("\n\n"),
      ),
    });
  const files = writtenFiles(collection, entry);
  let result = saving;
  for (const locale of Object.keys(js.i18n ?? {}))
    if (files[locale as Locale] !== undefined) result = result.setIn(["i18n", locale, "data"], files[locale as Locale]);
  return result;
}
