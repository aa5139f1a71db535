// The editor's labels and hints in the staff's three languages. Sveltia CMS takes one plain string
// for a label or a hint (no form per language: sveltia/sveltia-cms#403), and draws its own buttons
// in the browser's language, so a French volunteer read "Ajouter Opening". The collections and the
// schemas keep their English words (the build's messages and the tests use them); when the editor's
// configuration is written, every label reads "English · French · Kreol" (one word where the
// languages share it: "Photo") and every hint gives the English sentence, then the French, then the
// Kreol, one per line. The words are in ./editor-words.yaml, keyed by the English, and a collection's
// own (the hints of its fields, its own labels) may be beside it instead, in its defineCollection's
// `editorWords`, so a new collection is written in its own folder. Which collections there are is not
// this module's to know: the editor's configuration (tooling/cms/cms-config.ts) gathers the words of
// the registry's collections with editorWordSources and hands them to what it calls here. Node only.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { z } from "zod";
import { typesetFrench } from "../../i18n/french-typography.mjs";

/** Where the words are, as the problems name it. */
export const EDITOR_WORDS_FILE = "src/content/engine/editor-words.yaml";

const translations = z.record(
  z.string(),
  z.strictObject({ fr: z.string().trim().min(1), crs: z.string().trim().min(1) }, "needs its fr: and crs:"),
);
export type EditorWords = z.infer<typeof translations>;

/** The words of an editor-words.yaml, checked: every label and hint has its French and its Kreol. */
export function parseEditorWords(source: string): { labels: EditorWords; hints: EditorWords } {
  const read = z.strictObject({ labels: translations, hints: translations }).safeParse(parse(source));
  if (read.success) return read.data;
  throw new Error(
    read.error.issues.map((issue) => `${EDITOR_WORDS_FILE}: ${issue.path.join(" → ")}: ${issue.message}`).join("\n"),
  );
}

/** The words of ./editor-words.yaml: each label's and each hint's French and Kreol, by its English. */
export const SHARED_EDITOR_WORDS = parseEditorWords(
  readFileSync(new URL("./editor-words.yaml", import.meta.url), "utf8"),
);

/** A collection's own words, as its defineCollection gives them (`editorWords`): labels, hints, or both. */
export type OwnEditorWords = { labels?: EditorWords; hints?: EditorWords };

/** Where a collection's own words are, as the problems name it. */
export const collectionWordsFile = (name: string) => `src/content/${name}/collection.server.ts`;

/** One place the editor's words are: the shared file, or a collection's module. */
export type EditorWordSource = { file: string; words: { labels: EditorWords; hints: EditorWords } };

/**
 * The editor's words by where they are: the shared file's, then each collection's own, checked as
 * the file's are (every label and hint with its French and its Kreol). A word given in two places
 * is refused, so each has one spelling. A mistake here is the code's, thrown when the module is
 * read (as parseEditorWords does), not a content problem.
 */
export function editorWordSources(
  shared: EditorWordSource["words"],
  owners: readonly { name: string; editorWords?: OwnEditorWords }[],
): EditorWordSource[] {
  const sources: EditorWordSource[] = [{ file: EDITOR_WORDS_FILE, words: shared }];
  const mistakes: string[] = [];
  for (const { name, editorWords } of owners) {
    if (editorWords === undefined) continue;
    const file = collectionWordsFile(name);
    const read = z
      .strictObject({ labels: translations.default({}), hints: translations.default({}) })
      .safeParse(editorWords);
    if (!read.success) {
      mistakes.push(
        ...read.error.issues.map((issue) => `${file}: editorWords → ${issue.path.join(" → ")}: ${issue.message}`),
      );
      continue;
    }
    for (const kind of ["labels", "hints"] as const)
      for (const english of Object.keys(read.data[kind])) {
        const other = sources.find((source) => Object.hasOwn(source.words[kind], english));
        if (other) mistakes.push(`${file}: editorWords → ${kind} → ${english}: already in ${other.file}: keep one`);
      }
    sources.push({ file, words: read.data });
  }
  if (mistakes.length > 0) throw new Error(mistakes.join("\n"));
  return sources;
}

/** The words of every source, together: what the editor's configuration is written with. */
export function mergedEditorWords(sources: readonly EditorWordSource[]): EditorWordSource["words"] {
  return {
    labels: Object.assign({}, ...sources.map(({ words }) => words.labels)) as EditorWords,
    hints: Object.assign({}, ...sources.map(({ words }) => words.hints)) as EditorWords,
  };
}

/** Between the three languages of a label. */
export const LABEL_SEPARATOR = " · ";

/** The languages' words in order, French typeset as French is, each said once. */
function threeLanguages(english: string, words: EditorWords[string]): string[] {
  const all = [english, typesetFrench(words.fr), words.crs];
  return all.filter((word, index) => all.findIndex((other) => other.toLowerCase() === word.toLowerCase()) === index);
}

/** A label as the editor shows it, "Title · Titre · Tit"; the English alone when it has no translation yet. */
export function staffLabel(english: string, words: EditorWords): string {
  const translated = words[english];
  return translated ? threeLanguages(english, translated).join(LABEL_SEPARATOR) : english;
}

/** A Seychelles phone number in a hint ("+248 429 8600"): kept on one line, as a phone shows it whole. */
const PHONE_NUMBER = /\+248 \d{3} \d{4}/g;

/**
 * A hint as the editor shows it: the English sentence, then the French, then the Kreol, each on its
 * own line (Sveltia renders a hint's inline Markdown and keeps <br>), so each reader finds their
 * line at a glance at 375 px, where one long line in three languages would run on. A phone number
 * is not broken across two lines.
 */
export function staffHint(english: string, words: EditorWords): string {
  const translated = words[english];
  const hint = translated ? threeLanguages(english, translated).join("<br>") : english;
  return hint.replaceAll(PHONE_NUMBER, (number) => number.replaceAll(" ", "\u00A0"));
}

/** The keys of the editor's configuration that staff read: a field's or a collection's name, and its hint. */
const LABEL_KEYS = ["label", "label_singular"];
const HINT_KEY = "hint";
/**
 * The selects whose choices are names as their owners write them (a course's provider, "Seychelles
 * Maritime Academy (g4)"), never translated; other choices (a job's kind) are words, translated.
 */
const NAMED_CHOICES = new Set(["provider"]);
const namesOnly = (node: object, key: string, item: unknown) =>
  key === "options" && Array.isArray(item) && NAMED_CHOICES.has(String((node as { name?: unknown }).name));

/** Every label and hint under `value` (collections, files, fields, list items), as written in English. */
export function editorWordsOf(value: unknown): { labels: Set<string>; hints: Set<string> } {
  const found = { labels: new Set<string>(), hints: new Set<string>() };
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node !== null && typeof node === "object")
      for (const [key, item] of Object.entries(node)) {
        if (namesOnly(node, key, item)) continue;
        if (typeof item === "string" && LABEL_KEYS.includes(key)) found.labels.add(item);
        else if (typeof item === "string" && key === HINT_KEY) found.hints.add(item);
        else walk(item);
      }
  };
  walk(value);
  return found;
}

/**
 * The editor's collections with every label and hint in the three languages, from `words` (a copy:
 * the argument stays English).
 */
export function inStaffLanguages<T>(value: T, words: EditorWordSource["words"]): T {
  if (Array.isArray(value)) return value.map((item: unknown) => inStaffLanguages(item, words)) as T;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (namesOnly(value, key, item)) return [key, item];
      if (typeof item === "string" && LABEL_KEYS.includes(key)) return [key, staffLabel(item, words.labels)];
      if (typeof item === "string" && key === HINT_KEY) return [key, staffHint(item, words.hints)];
      return [key, inStaffLanguages(item, words)];
    }),
  ) as T;
}

/**
 * What the editor would show in English only: each label and hint under `value` (the collections as
 * written, in English) that `words` has no French and Kreol for.
 */
export function untranslatedEditorWords(value: unknown, words: EditorWordSource["words"]): string[] {
  const { labels, hints } = editorWordsOf(value);
  return [
    ...[...labels].filter((label) => !words.labels[label]).map((label) => `label "${label}"`),
    ...[...hints].filter((hint) => !words.hints[hint]).map((hint) => `hint "${hint}"`),
  ].map((what) => `${what}: no French and Kreol in ${EDITOR_WORDS_FILE}`);
}
