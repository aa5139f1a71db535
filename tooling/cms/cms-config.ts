// The editor's configuration (/admin/config.yml), written at build: where it saves, its languages and
// media folder, and every collection of the registry (src/content/registry.server.ts), each of which
// says its own editor collection from the same zod schemas that check content/
// (src/content/engine/editor-fields.server.ts: a field is required when the schema requires it,
// checked with the schema's regular expression and the message the build would give, its hint the
// schema's `.meta({ description })`, translated exactly when the language files hold it), with its
// labels, hints and messages in the staff's three languages (src/content/engine/editor-words.server.ts,
// ./staff-messages.ts), the build's checks at the top of each form (./build-check.ts), and each new
// item's ID filled in (./next-ids.ts). cms-config.test.ts holds the editor and the schemas to the
// same answers; rules.test.ts holds every rule of the build to the editor, on every tab.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { stringify } from "yaml";
import type { CmsConfig } from "@sveltia/cms";
import { BUILD_CHECK_WIDGET } from "../../src/content/editor-check.ts";
import {
  editorWordSources,
  inStaffLanguages,
  mergedEditorWords,
  SHARED_EDITOR_WORDS,
} from "../../src/content/engine/editor-words.server.ts";
import type { I18nStructure } from "../../src/content/engine/translations.server.ts";
import { NEWS_PHOTOS_FOLDER } from "../../src/content/news/photos.server.ts";
import { collections } from "../../src/content/registry.server.ts";
import { baseLocale, locales, type Locale } from "../../src/i18n/locales.ts";
import { typesetFrench } from "../../src/i18n/french-typography.mjs";
import { cmsBackend } from "./backend.mjs";
import type { BuildCheckConfig, FieldRule } from "./build-check.ts";
import type { NoticeWords } from "./editor-ui.ts";
import { nextIds, type NextIds } from "./next-ids.ts";
import { staffMessage, type StaffWords, type ThreeLanguages } from "./staff-messages.ts";

/** The folder the site is built from: CONTENT_DIR, as the build reads it, or content/. */
const CONTENT_DIR = resolve(process.env.CONTENT_DIR || "content");

/**
 * The largest a photo is kept: an uploaded photo wider or higher is made smaller in the browser, as
 * WebP, before it is saved. A phone's 4 MB photo becomes a few hundred kilobytes, which costs the
 * volunteer's data plan and the repository little; the build still makes the 400 and 800 pixel
 * sizes the pages offer from it.
 */
export const PHOTO_LARGEST = 1600;

/** Where the editor's words are: src/content/engine/editor-words.yaml and each collection's own (its `editorWords`). */
export const EDITOR_WORD_SOURCES = editorWordSources(SHARED_EDITOR_WORDS, collections);

/** Each label's and each hint's French and Kreol, by its English: the shared file's and the collections' own. */
export const EDITOR_WORDS = mergedEditorWords(EDITOR_WORD_SOURCES);

/** The deploy's French and Kreol words for the checks' problems (tooling/deploy/messages/). */
const FIX_WORDS: StaffWords = {
  fr: JSON.parse(readFileSync(new URL("../deploy/messages/fr.json", import.meta.url), "utf8")),
  crs: JSON.parse(readFileSync(new URL("../deploy/messages/crs.json", import.meta.url), "utf8")),
};

type Field = Record<string, unknown> & { name: string; label?: string; fields?: Field[]; field?: Field };
type EditorCollection = Record<string, unknown> & { name: string; fields?: Field[]; files?: { fields: Field[] }[] };

/**
 * The editor's words the configuration adds itself (not a field's label): the English a translator
 * reads, "in English"; and, there, a photo chosen but not yet saved, which has no file name yet.
 */
export const OWN_WORDS = ["in English", "a new photo, saved with the item"] as const;

/**
 * The notice shown when Save is refused, in place of Sveltia's own ("One field has an error…", in
 * the browser's language only: ./editor-ui.ts): for one field, and for `{count}` fields, naming its
 * button (`{button}`). Its French and Kreol are the editor's words (editor-words.yaml).
 */
export const NOTICE_WORDS = {
  one: "Not saved yet: 1 field to correct. {button} shows which one and what to write.",
  other: "Not saved yet: {count} fields to correct. {button} shows which ones and what to write.",
} as const;

/** The notice's words in the three languages, the French typeset as French is, for the editor's script (admin/vite.config.ts). */
export function noticeWords(): NoticeWords {
  return { one: typesetThreeLanguages(NOTICE_WORDS.one), other: typesetThreeLanguages(NOTICE_WORDS.other) };
}

/** Words in the three languages, from the editor's words, the French typeset as French is. */
function typesetThreeLanguages(english: string): ThreeLanguages {
  const words = threeLanguages(english);
  return { ...words, fr: typesetFrench(words.fr) };
}

/** A label in the three languages, from the editor's words (the English alone where it has none yet). */
export function threeLanguages(english: string): ThreeLanguages {
  const words = EDITOR_WORDS.labels[english];
  return { en: english, fr: words?.fr ?? english, crs: words?.crs ?? english };
}

/** The build's names of a field, by the editor's: a news item's text is its `content`, and "text" in the build's formatting message. */
const BUILD_NAMES: Record<string, string[]> = { body: ["content", "text"] };

/** Each field under `fields` with its path as the build names it ("contact → phone", "schedules → notes"). */
function fieldsByPath(fields: readonly Field[], parent = ""): { path: string; field: Field; everyTab: boolean }[] {
  return fields.flatMap((field) => {
    const names = parent ? [field.name] : (BUILD_NAMES[field.name] ?? [field.name]);
    return names.flatMap((name) => {
      const path = parent ? `${parent} → ${name}` : name;
      // A translated field is in every language's tab; so is a list that follows the English one
      // (i18n: duplicate): its items are the English ones, so its count is the English count.
      const own = { path, field, everyTab: field.i18n === true || field.i18n === "duplicate" };
      const inner = field.fields ? fieldsByPath(field.fields, path) : [];
      return [own, ...inner];
    });
  });
}

/** What Sveltia refuses at a field by itself (its required flag in each language, its pattern, its minimum). */
function fieldRule(field: Field, everyTab: boolean): FieldRule | undefined {
  const rule: FieldRule = {};
  const shownIn: Locale[] = everyTab ? [...locales] : [baseLocale];
  if (field.required === undefined || field.required === true) rule.required = shownIn;
  else if (Array.isArray(field.required)) rule.required = field.required as Locale[];
  const pattern = (field.pattern ?? field.field?.pattern) as [string, string] | undefined;
  if (pattern) rule.pattern = pattern[0];
  if (typeof field.min === "number") rule.min = field.min;
  return Object.keys(rule).length > 0 ? rule : undefined;
}

/** The check field of a collection, with the words and rules it needs: the labels and rules of every other field. */
function withBuildCheck(collection: EditorCollection): EditorCollection {
  const fields = collection.fields;
  if (!fields?.some((field) => field.widget === BUILD_CHECK_WIDGET)) return collection;
  const others = fieldsByPath(fields.filter((field) => field.widget !== BUILD_CHECK_WIDGET));
  const check: Omit<BuildCheckConfig, "collection"> = {
    field_labels: Object.fromEntries(
      others.map(({ path, field }) => [path, threeLanguages(field.label ?? field.name)]),
    ),
    field_rules: Object.fromEntries(
      others.flatMap(({ path, field, everyTab }) => {
        const rule = fieldRule(field, everyTab);
        return rule ? [[path, rule]] : [];
      }),
    ),
    words: { english: threeLanguages(OWN_WORDS[0]), new_photo: threeLanguages(OWN_WORDS[1]) },
  };
  return {
    ...collection,
    fields: fields.map((field) => (field.widget === BUILD_CHECK_WIDGET ? { ...field, ...check } : field)),
  };
}

/** A field's pattern message (the build's words after its label) in the three languages, at every depth. */
function withStaffMessages(field: Field): Field {
  const translated: Field = { ...field };
  const pattern = field.pattern as [string, string] | undefined;
  if (pattern && field.label) {
    const [regex, message] = pattern;
    const fix = [`${field.label}: `, `${field.label} `].reduce(
      (rest, prefix) => (rest === message && message.startsWith(prefix) ? message.slice(prefix.length) : rest),
      message,
    );
    translated.pattern = [regex, fix === message ? message : staffMessage(FIX_WORDS, fix, threeLanguages(field.label))];
  }
  if (field.fields) translated.fields = field.fields.map(withStaffMessages);
  if (field.field) translated.field = withStaffMessages({ ...field.field, label: field.field.label ?? field.label });
  return translated;
}

/** A new item's ID box filled in with the next free one. */
function withNextId(collection: EditorCollection, next: NextIds): EditorCollection {
  const id = next[collection.name];
  if (id === undefined || !collection.fields) return collection;
  return {
    ...collection,
    fields: collection.fields.map((field) => (field.name === "id" ? { ...field, default: id } : field)),
  };
}

/**
 * A content collection's editor collection, saving each item's languages as the engine reads them:
 * the site's structure (one file per language, `i18n` above) unless the collection keeps them in one
 * file (its `structure`), which Sveltia takes as the collection's own i18n option.
 */
export function withStructure(editor: EditorCollection, structure: I18nStructure = "multiple_files"): EditorCollection {
  if (structure === "multiple_files" || !editor.i18n) return editor;
  return { ...editor, i18n: { ...(typeof editor.i18n === "object" ? editor.i18n : {}), structure } };
}

/** Every collection as the editor shows it: checks, messages and IDs, then every word in the three languages. */
export function editorCollections(contentDir = CONTENT_DIR): EditorCollection[] {
  const next = nextIds(contentDir);
  const english = collections.flatMap((collection) =>
    (collection.editor() as EditorCollection[]).map((editor) => withStructure(editor, collection.structure)),
  );
  return inStaffLanguages(
    english.map((collection) => {
      const checked = withBuildCheck(withNextId(collection, next));
      return {
        ...checked,
        ...(checked.fields ? { fields: checked.fields.map(withStaffMessages) } : {}),
        ...(checked.files
          ? { files: checked.files.map((file) => ({ ...file, fields: file.fields.map(withStaffMessages) })) }
          : {}),
      };
    }),
    EDITOR_WORDS,
  );
}

/** The editor's configuration: every collection of content/ (each says its own), in English, French and Kreol Seselwa. */
export function cmsConfig(contentDir = CONTENT_DIR): CmsConfig {
  return {
    // GitHub, sign-in with a token (or the sign-in worker when set), commit messages: ./backend.mjs.
    backend: cmsBackend(),
    // The sign-in page and the browser tab name the foundation, with the site's own icon.
    app_title: "Koudmen Seychelles Foundation: editor",
    logo: { src: "/icons/app-icon.svg" },
    // News photos go beside the news (content/news/photos/); nothing else has pictures.
    media_folder: `content/news/${NEWS_PHOTOS_FOLDER}`,
    public_folder: NEWS_PHOTOS_FOLDER,
    // No stock photo services: they are other hosts, and a news photo is the foundation's own. An
    // uploaded photo is renamed as a file name should be ("IMG_2041 Turtle.JPG" from a phone becomes
    // img_2041-turtle…), so its ending passes the photo field's check and its address has no space,
    // and made smaller when it is big (PHOTO_LARGEST), as WebP, in the browser before it is sent.
    media_libraries: {
      default: {
        config: {
          slugify_filename: true,
          transformations: {
            raster_image: { format: "webp", quality: 85, width: PHOTO_LARGEST, height: PHOTO_LARGEST },
          },
        },
      },
      stock_assets: false,
    },
    i18n: {
      structure: "multiple_files",
      locales: [...locales],
      default_locale: baseLocale,
      omit_default_locale_from_file_path: true,
    },
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    output: { omit_empty_optional_fields: true },
    // Labels, hints and messages in English, French and Kreol Seselwa: staff read the editor in their
    // own language, whatever their browser's.
    collections: editorCollections(contentDir),
  } as CmsConfig;
}

/** The configuration as the file the editor reads (/admin/config.yml). */
export function cmsConfigYaml(config: CmsConfig = cmsConfig()): string {
  return `# Generated by npm run build from tooling/cms/cms-config.ts and src/content/*/collection.server.ts: edit those.\n${stringify(
    config,
    { lineWidth: 0, aliasDuplicateObjects: false },
  )}`;
}
