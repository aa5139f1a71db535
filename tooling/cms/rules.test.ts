// Every rule the build holds content/ to, in one table: for each, a mistake the build refuses (the
// test writes it into a small content folder and reads the build's message), and either where the
// editor at /admin refuses it too, on whichever tab (English, French, Kreol Seselwa) Save is pressed,
// or the words of content/README.md's "Checked when you publish" list that tell staff about it.
// The editor refuses a mistake on every tab in one of two ways: a field's own rule in the generated
// config (/admin/config.yml: required, a pattern, a minimum, a list of choices), which Sveltia checks
// in every language before any save; or the build's own checks at the top of every tab's form
// (tooling/cms/build-check.ts), which the test runs from each tab on the item as the editor would
// hold it. A rule held only by a field drawn in the English form (a custom field on that field)
// is not counted: Save in the French tab skipped it. The table is held to the build: every check
// of every collection's two zod schemas, and every place the loader records a problem
// (`problems.push` in src/content), must be covered by it, so a rule added without a row fails here.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";
import { z } from "zod";
import { beforeEach, describe, expect, it } from "vitest";
import { checkContentFile } from "../../src/i18n/terms-check.mjs";
import { readTerms } from "../../src/i18n/terms-files.mjs";
import { splitFrontMatter } from "../../src/content/load-content.server.ts";
import { encodeNewsPhotos, type NewsItem } from "../../src/content/news/collection.server.ts";
import { collections } from "../../src/content/registry.server.ts";
import { locales, type Locale } from "../../src/i18n/locales.ts";
import { BUILD_CHECK_WIDGET, writtenFiles, type EditorEntry } from "../../src/content/editor-check.ts";
import { checkMessages, type BuildCheckConfig } from "./build-check.ts";
import { cmsConfig } from "./cms-config.ts";
import {
  contentDir,
  LANGUAGES,
  problems,
  write,
  writeContentFolderEachTest,
  writePicture,
} from "../../src/content/test-content-folder.ts";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

// ---- The build's rules, read from the schemas and the loader's source ----

type Node = z.core.$ZodType;
type Def = {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string; format?: string; path?: PropertyKey[] } } }[];
  innerType?: Node;
  in?: Node;
  out?: Node;
  element?: Node;
};

/** One check of one schema: "jobs schema: salary.max: number greater_than". */
type SchemaRule = {
  key: string;
  collection: string;
  which: "schema" | "translation";
  /** The field, "schedules[].opens_at": `[]` is a list's item. */
  path: string;
  /** What kind of value the check is on (string, number, array, enum…), and the check. */
  kind: string;
  /** The field's schema (for a check on a whole item: the item's), and whether the file must hold it. */
  node: Node;
  required: boolean;
};

/**
 * Every check of `schema`, each with its field: zod 4 keeps a schema's checks on its def (`checks`,
 * each with its kind: min_length, string_format, custom for a refine…), and the wrappers (optional,
 * default, nullable, pipe) hold the field's schema inside. An enum or literal is a rule of its own.
 * trim() (an "overwrite") changes the value and refuses nothing.
 */
function schemaRules(collection: string, which: SchemaRule["which"], schema: Node): SchemaRule[] {
  const rules: SchemaRule[] = [];
  const seen = new Map<string, number>();
  const add = (rule: Omit<SchemaRule, "key" | "collection" | "which">) => {
    const base = `${collection} ${which}: ${rule.path}: ${rule.kind}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    rules.push({ ...rule, collection, which, key: count === 1 ? base : `${base} #${count}` });
  };
  const walk = (node: Node, at: string, required: boolean) => {
    const def = node._zod.def as Def;
    for (const check of def.checks ?? []) {
      const { check: kind, format, path: inside } = check._zod.def;
      if (kind === "overwrite") continue;
      const field = [at, ...(inside ?? []).map(String)].filter(Boolean).join(".");
      const on = inside?.length ? "item" : def.type;
      add({ path: field, kind: `${on} ${kind}${format ? ` ${format}` : ""}`, node, required });
    }
    // A string format of its own (z.email()): its check is the type itself.
    if (def.type === "string" && def.format) add({ path: at, kind: `string format ${def.format}`, node, required });
    if (def.type === "enum" || def.type === "literal") add({ path: at, kind: def.type, node, required });
    if (def.innerType) walk(def.innerType, at, required);
    if (def.in) walk(def.in, at, required);
    if (def.out) walk(def.out, at, required);
    if (def.type === "object")
      for (const [name, field] of Object.entries((node as unknown as { shape: Record<string, Node> }).shape))
        walk(field, at ? `${at}.${name}` : name, !z.safeParse(field, undefined).success);
    if (def.type === "array" && def.element) walk(def.element, `${at}[]`, true);
  };
  walk(schema, "", true);
  return rules;
}

const SCHEMA_RULES = collections.flatMap((collection) => [
  ...schemaRules(collection.name, "schema", collection.schema),
  ...schemaRules(collection.name, "translation", collection.translation),
]);

/** A place in the loader's source where it records a problem, and the code that follows it. */
type Site = { file: string; line: number; code: string };

/** src/content's modules but the tests, and the editor's check, which runs the loader's own functions (it records none of its own). */
const LOADER_MODULE = (file: string) =>
  file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith("editor-check.ts") && !file.includes("test-");

function loaderSites(): Site[] {
  const dir = path.join(ROOT, "src/content");
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(LOADER_MODULE);
  return files.flatMap((file) => {
    const source = readFileSync(path.join(dir, file), "utf8");
    return [...source.matchAll(/problems\.push\(/g)].map((match) => ({
      file: file.split(path.sep).join("/"),
      line: source.slice(0, match.index).split("\n").length,
      // The code up to the next place, so each place is told apart by its own words.
      code: source.slice(match.index, match.index + 400).split(/(?<=.)problems\.push\(/s)[0]!,
    }));
  });
}

/** content/README.md's "Checked when you publish" list, the words staff read. */
function publishList(): string {
  const readme = readFileSync(path.join(ROOT, "content/README.md"), "utf8");
  const start = readme.indexOf("### Checked when you publish");
  expect(start).toBeGreaterThan(-1);
  // One line: the file wraps its sentences.
  return readme.slice(start, readme.indexOf("\n## ", start)).replaceAll(/\s+/g, " ");
}

// ---- The editor's configuration, as /admin/config.yml has it ----

type Field = Record<string, unknown> & { name: string; fields?: Field[]; field?: Field };
type EditorCollection = Record<string, unknown> & { name: string; fields?: Field[]; files?: { fields: Field[] }[] };
const config = cmsConfig() as unknown as Record<string, unknown> & { collections: EditorCollection[] };

const editorCollection = (name: string): EditorCollection => {
  const found = config.collections.find((collection) => collection.name === name);
  if (!found) throw new Error(`no editor collection ${name}`);
  return found;
};

/** The fields of a collection of content/ as the editor has them (help: both tabs' are the same). */
function editorFields(collection: string): Field[] {
  if (collection === "help") return editorCollection("help-government").fields ?? [];
  if (collection === "services") return editorCollection("home").files?.[0]?.fields[0]?.fields ?? [];
  return editorCollection(collection).fields ?? [];
}

/** The editor's field at a schema's path ("salary.max", "services[]"); a news item's `content` is its Text. */
function editorField(collection: string, at: string): Field {
  let fields = editorFields(collection);
  let field: Field | undefined;
  for (const part of at.split(".")) {
    const name = part.replace("[]", "");
    field = fields.find(
      (candidate) => candidate.name === (collection === "news" && name === "content" ? "body" : name),
    );
    if (!field) throw new Error(`the editor has no field ${at} in ${collection}`);
    if (part.endsWith("[]")) {
      if (field.field) field = field.field;
      fields = field.fields ?? [];
    } else fields = field.fields ?? [];
  }
  return field!;
}

/** An editor's pattern as Sveltia reads it: its source, or "/source/flags". */
function editorRegex(written: string): RegExp {
  const full = /^\/(?<source>.+)\/(?<flags>[dimsu]*)$/.exec(written);
  return full?.groups ? new RegExp(full.groups.source!, full.groups.flags) : new RegExp(written);
}

/** Whether Save is refused while the box is empty: required in every language (true, or left unsaid). */
const requiredEverywhere = (field: Field) => field.required === undefined || field.required === true;

// ---- Mistakes, written into the test's content folder ----

const inLanguage = (file: string, lang: string) => file.replace(/(\.[a-z]+)$/, `.${lang}$1`);
/** A translation's file ("x.fr.yaml", "one.crs.md"): its English file is the item. */
const TRANSLATION_FILE = new RegExp(`\\.(?:${LANGUAGES.join("|")})\\.[a-z]+$`);

/**
 * Each collection's item the mistakes are made in (English; its translations beside it), found
 * from the registry rather than named here, so a new collection's rules are held without a line in
 * this file: its one file, or the first English item of its folder ("news/one.md",
 * "help/government/g1.yaml"). A collection the test's content folder has no item of is given the
 * repository's own content/ items (copyRepositoryItems), and its rules are held on the first of them.
 */
function itemFile(collection: string): string {
  const { path: at } = collections.find((candidate) => candidate.name === collection)!;
  const folder = path.join(contentDir, at);
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return at;
  const english = readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /\.(?:md|ya?ml)$/.test(file) && !TRANSLATION_FILE.test(file))
    .toSorted();
  if (english.length === 0) throw new Error(`content/${at}: no item of ${collection} to make mistakes in`);
  return `${at}/${english[0]}`;
}

/** A collection whose folder the test's content folder lacks (one added since it was written): the repository's items. */
function copyRepositoryItems() {
  for (const { path: at } of collections)
    if (!existsSync(path.join(contentDir, at)) && existsSync(path.join(ROOT, "content", at)))
      cpSync(path.join(ROOT, "content", at), path.join(contentDir, at), { recursive: true });
}

const read = (relative: string) => readFileSync(path.join(contentDir, relative), "utf8");

/** A file's fields (a news item's front matter with its text as `content`), changed by `change`, and written back. */
function editItem(relative: string, change: (fields: Record<string, unknown>) => void) {
  if (relative.endsWith(".md")) {
    const split = splitFrontMatter(read(relative))!;
    const fields = { ...parse(split.frontMatter), content: split.body };
    change(fields);
    const { content, ...frontMatter } = fields;
    write(relative, `---\n${stringify(frontMatter)}---\n\n${String(content ?? "")}`);
  } else {
    const fields = parse(read(relative));
    change(fields);
    write(relative, stringify(fields));
  }
}

/** Sets (or with undefined, removes) the field at `at` in `fields`; a list's `[]` is its first item. */
function setPath(fields: unknown, at: string, value: unknown) {
  const parts = at.split(".").flatMap((part) => (part.endsWith("[]") ? [part.slice(0, -2), 0] : [part]));
  let holder = fields as Record<string | number, unknown>;
  for (const part of parts.slice(0, -1)) holder = holder[part] as Record<string | number, unknown>;
  const last = parts.at(-1)!;
  if (value === undefined) delete holder[last];
  else holder[last] = value;
}

/**
 * Changes one field of a collection's item, in the English file or its French one; for a collection
 * that keeps an item's languages in one file (its `structure`), in that file's en: or fr: part.
 */
function spoil(rule: Pick<SchemaRule, "collection" | "which" | "path">, value: unknown): string {
  const english = itemFile(rule.collection);
  const oneFile = collections.find((candidate) => candidate.name === rule.collection)?.structure === "single_file";
  const file = rule.which === "schema" || oneFile ? english : inLanguage(english, "fr");
  const inItem = rule.collection === "services" ? `[].${rule.path}` : rule.path;
  const at = oneFile ? `${rule.which === "schema" ? "en" : "fr"}.${inItem}` : inItem;
  editItem(file, (fields) => setPath(fields, at.replace(/^\[\]\./, "0."), value));
  return `content/${file}`;
}

writeContentFolderEachTest();

/**
 * Every field filled in, so each can be spoiled: a help entry with an opening's description and
 * notes, a job with a closing day and how to apply, a news item with a photo and an event day.
 */
beforeEach(async () => {
  copyRepositoryItems();
  editItem("help/government/g1.yaml", (fields) => {
    fields.schedules = [
      { byday: "MO,TU", opens_at: "08:00", closes_at: "16:00", description: "Office", notes: "Closed on holidays" },
    ];
  });
  editItem("jobs/job1.yaml", (fields) => {
    fields.closes = "2025-05-30";
    fields.how_to_apply = "Send a CV.";
  });
  await writePicture("news/photos/beach.jpg");
  editItem("news/one.md", (fields) => {
    fields.photo = "photos/beach.jpg";
    fields.photo_alt = "Volunteers on the beach";
    fields.event_date = "2025-04-20";
  });
  for (const lang of LANGUAGES) {
    editItem(`help/government/g1.${lang}.yaml`, (fields) => {
      fields.schedules = [{ description: `Office (${lang})`, notes: `Closed on holidays (${lang})` }];
    });
    editItem(`jobs/job1.${lang}.yaml`, (fields) => {
      fields.how_to_apply = `Send a CV (${lang}).`;
      fields.source = `Employment Department (${lang})`;
    });
    editItem(`news/one.${lang}.md`, (fields) => {
      fields.photo_alt = `Volunteers on the beach (${lang})`;
    });
  }
});

// ---- The table ----

/** Where a rule is met before the build: the editor's config (asserted), or the publish list's words. */
type Enforced = { editor: string; check: () => void } | { readme: string };

/**
 * A kind of check the schemas use on many fields, held the same way on each: a value it refuses,
 * the build's words for it, and the editor's property that refuses it too.
 */
type Kind = {
  rule: string;
  matches: (rule: SchemaRule) => boolean;
  bad: (rule: SchemaRule) => unknown;
  editor: string;
  check: (field: Field, rule: SchemaRule, bad: unknown) => void;
};

/** Values tried on a text pattern: the first its field refuses is the mistake. */
const REFUSED_TEXT = ["x y!", "X", "http://example.sc"];
const refusedText = (rule: SchemaRule) => REFUSED_TEXT.find((value) => !z.safeParse(rule.node, value).success)!;

/** A date field's check: the build's isoDate, which takes a day that exists and refuses one that does not. */
const isDayCheck = (rule: SchemaRule) =>
  rule.kind === "string custom" &&
  z.safeParse(rule.node, "2025-02-28").success &&
  !z.safeParse(rule.node, "2025-02-30").success;

const KINDS: Kind[] = [
  {
    rule: "a day that does not exist",
    matches: isDayCheck,
    bad: () => "2025-02-30",
    editor: "a date picker writing YYYY-MM-DD, for each date",
    check: (field) => has(field, { widget: "datetime", format: "YYYY-MM-DD", time_format: false }),
  },
  {
    rule: "a box left empty",
    matches: (rule) => rule.kind === "string min_length" || rule.kind === "array min_length",
    bad: (rule) => (rule.kind === "array min_length" ? (rule.path === "content" ? "" : []) : ""),
    editor: "required (Save refuses it empty), or min on a list; empty optional boxes are left out of the file",
    check(field, rule) {
      if (field.widget === "list") is(field.min, 1);
      else if (!rule.required) has(config.output, { omit_empty_optional_fields: true });
      // Required in English; in a translation, required in every language.
      else if (rule.which === "schema") is(field.required !== false, true);
      else is(requiredEverywhere(field), true);
    },
  },
  {
    rule: "text that does not match its pattern (an id, a slug, a phone number, a time, a photo's name)",
    matches: (rule) => rule.kind === "string string_format regex",
    bad: refusedText,
    editor: "pattern, with the build's words",
    check(field, rule, bad) {
      const [pattern, message] = field.pattern as [string, string];
      is(editorRegex(pattern).test(String(bad)), false);
      const issue = z.safeParse(rule.node, bad).error?.issues[0]?.message;
      // The build's English first, then the French and the Kreol, each on its line.
      is(message.split("\n")[0]?.endsWith(String(issue)), true);
      is(message.split("\n").length, 3);
    },
  },
  {
    rule: "an e-mail address that is not one",
    matches: (rule) => rule.kind === "string format email",
    bad: () => "info(at)example.sc",
    editor: "type: email",
    check: (field) => is(field.type, "email"),
  },
  {
    rule: "a number that is not whole",
    matches: (rule) => rule.kind === "number number_format safeint",
    bad: () => 9000.5,
    editor: "value_type: int",
    check: (field) => is(field.value_type, "int"),
  },
  {
    rule: "a number of 0 or less (a job's pay), or below 0 (a course's cost, 0 when free)",
    matches: (rule) => rule.kind === "number greater_than",
    bad: (rule) => (z.safeParse(rule.node, 0).success ? -1 : 0),
    editor: "min: 1, or min: 0 where 0 is allowed",
    check: (field, rule) => is(field.min, z.safeParse(rule.node, 0).success ? 0 : 1),
  },
  {
    rule: "a value not in the list (a job's kind, a card's picture)",
    matches: (rule) => rule.kind === "enum",
    bad: () => "Freelance",
    editor: "a select of the schema's options",
    check(field, rule) {
      is(field.widget, "select");
      // Each choice's value the schema's, its name in the staff's three languages.
      const options = field.options as ({ label: string; value: string } | string)[];
      is(
        options.map((option) => (typeof option === "string" ? option : option.value)),
        (rule.node as unknown as { options: string[] }).options,
      );
      is(
        options.every((option) => typeof option === "object" && option.label.split(" · ").length >= 2),
        true,
      );
    },
  },
];

/**
 * What a check in the table claims of the editor's config, held by the test that runs it (an
 * expect() belongs in a test): `is`, the value itself; `has`, the object holds these properties.
 */
let claims: { actual: unknown; expected: unknown; partial: boolean }[] = [];
function is(actual: unknown, expected: unknown) {
  claims.push({ actual, expected, partial: false });
}
function has(actual: unknown, expected: object) {
  claims.push({ actual, expected, partial: true });
}

/** A rule with a place of its own: one check of a schema, or one place in the loader. */
type Row = {
  rule: string;
  /** The schema rules it covers (their keys). */
  keys?: string[];
  /** The loader's places it covers: the file in src/content and words of the code that follow problems.push. */
  sites?: { file: string; code: string }[];
  /** Writes the mistake into the content folder; returns the problems the build names. */
  bad: () => string[] | Promise<string[]>;
  /** Words of the build's message for it. */
  refused: string;
} & Enforced;

const newsItem = (fields: Record<string, unknown>) => editItem("news/one.md", (item) => Object.assign(item, fields));
const job = (fields: Record<string, unknown>) => editItem("jobs/job1.yaml", (item) => Object.assign(item, fields));
const removeFile = (relative: string) => rmSync(path.join(contentDir, relative), { recursive: true });
const writeTranslations = (relative: string, text: (lang: string) => string) => {
  for (const lang of LANGUAGES) write(inLanguage(relative, lang), text(lang));
};
const editor = (where: string, check: () => void) => ({ editor: where, check });
const field = editorField;

// ---- The build's checks at the top of every tab's form ----

/** The editor's collection a content/ collection's item is edited in (help: the government tab's). */
const EDITOR_OF: Record<string, string> = { news: "news", help: "help-government", jobs: "jobs" };

/** A file of the test's content folder as its fields, a Markdown item's text as `body` (the editor's name for it); undefined when it is not there. */
function editorFieldsOf(relative: string): Record<string, unknown> | undefined {
  let text: string;
  try {
    text = read(relative);
  } catch {
    return undefined;
  }
  if (!relative.endsWith(".md")) return parse(text) as Record<string, unknown>;
  const split = splitFrontMatter(text)!;
  return { ...(parse(split.frontMatter) as Record<string, unknown>), body: split.body };
}

/**
 * A collection's item in the test's folder as the editor holds it: each language's fields, and in a
 * translation each opening with the English days and hours the editor shows beside its words.
 */
function editorEntry(collection: string): EditorEntry {
  const english = itemFile(collection);
  const entry: EditorEntry = { en: editorFieldsOf(english) ?? {} };
  const englishSchedules = (entry.en as { schedules?: Record<string, unknown>[] }).schedules ?? [];
  for (const lang of LANGUAGES) {
    const translated = editorFieldsOf(inLanguage(english, lang)) ?? {};
    if (Array.isArray(translated.schedules))
      translated.schedules = translated.schedules.map((opening: Record<string, unknown> | null, index: number) => {
        const { byday, opens_at, closes_at } = englishSchedules[index] ?? {};
        return { byday, opens_at, closes_at, ...opening };
      });
    entry[lang] = translated;
  }
  return entry;
}

/** The build's checks at the top of a collection's form, as the configuration gives them. */
function checkField(collection: string): BuildCheckConfig {
  const found = editorCollection(EDITOR_OF[collection]!).fields?.find(
    (candidate) => candidate.widget === BUILD_CHECK_WIDGET,
  );
  if (!found) throw new Error(`the ${collection} form has no build check`);
  return found as unknown as BuildCheckConfig;
}

/** What the build's checks say from each tab, on the item as the editor holds it now. */
const checkedFrom = (collection: string, locale: Locale) =>
  checkMessages(checkField(collection), editorEntry(collection), locale);

/** A rule met by the build's checks: Save is refused with the build's words from every tab. */
const everyTab = (collection: string, words: string, from = checkedFrom) =>
  editor(
    `the build's checks at the top of every tab's form (tooling/cms/build-check.ts), with the words "${words}"`,
    () => {
      for (const locale of locales)
        is([locale, from(collection, locale).some((message) => message.includes(words))], [locale, true]);
    },
  );

const ROWS: Row[] = [
  {
    rule: "a job that closes before the day it went up",
    keys: ["jobs schema: closes: item custom"],
    bad: () => (job({ posted: "2025-04-14", closes: "2025-04-01" }), problems()),
    refused: "closes: is 2025-04-01, before the day the listing went up (posted: 2025-04-14)",
    ...everyTab("jobs", "Closes is 2025-04-01, before the day the listing went up (posted: 2025-04-14)"),
  },
  {
    rule: "a job's highest pay below its lowest",
    keys: ["jobs schema: salary.max: item custom"],
    bad: () => (job({ salary: { min: 12_000, max: 9000 } }), problems()),
    refused: "salary → max: is less than the lowest pay (Min): the highest pay must be Min or more",
    ...everyTab("jobs", "Max is less than the lowest pay (Min): the highest pay must be Min or more"),
  },
  {
    rule: "a web address that is not https://",
    keys: [
      "help schema: contact.website: string custom",
      "jobs schema: url: string custom",
      "courses schema: url: string custom",
    ],
    bad: () => (job({ url: "http://www.employment.gov.sc/jobs" }), problems()),
    refused: "url: must be a web address starting with https://",
    ...editor("pattern (HTTPS_URL)", () => {
      for (const [collection, at] of [
        ["jobs", "url"],
        ["help", "contact.website"],
        ["courses", "url"],
      ] as const) {
        const pattern = editorRegex((field(collection, at).pattern as string[])[0]!);
        is(pattern.test("http://www.employment.gov.sc/jobs"), false);
        is(pattern.test("https://www.employment.gov.sc/jobs"), true);
      }
    }),
  },
  {
    rule: "a home card leading to a page the site does not have",
    keys: ["services schema: link: string custom"],
    bad: () => (write("home/services.yaml", read("home/services.yaml").replace("/news", "/nowhere")), problems()),
    refused: "link: must be one of the site's pages",
    ...editor("a select of the site's pages", () => {
      has(field("services", "link"), { widget: "select" });
      is((field("services", "link").options as string[]).includes("/news"), true);
    }),
  },
  {
    rule: "opening days that are not days",
    keys: ["help schema: schedules[].byday: pipe custom"],
    bad: () => (spoil({ collection: "help", which: "schema", path: "schedules[].byday" }, "MO,XX"), problems()),
    refused: "byday: must be days like MO,TU,WE,TH,FR",
    ...editor("pattern (DAY_LIST)", () =>
      is(editorRegex((field("help", "schedules[].byday").pattern as string[])[0]!).test("MO,XX"), false),
    ),
  },
  {
    rule: "a day named twice in an opening",
    keys: ["help schema: schedules[].byday: pipe custom #2"],
    bad: () => (spoil({ collection: "help", which: "schema", path: "schedules[].byday" }, "MO,TU,MO"), problems()),
    refused: "byday: names a day twice",
    ...editor("pattern (DAY_LIST)", () =>
      is(editorRegex((field("help", "schedules[].byday").pattern as string[])[0]!).test("MO,TU,MO"), false),
    ),
  },
  {
    rule: "an opening that is not weekly",
    keys: ["help schema: schedules[].freq: literal"],
    bad: () => (spoil({ collection: "help", which: "schema", path: "schedules[].freq" }, "MONTHLY"), problems()),
    refused: "freq: only WEEKLY schedules are supported",
    ...editor("not in the editor: it never writes freq, which the build takes as WEEKLY", () =>
      is(
        editorField("help", "schedules[]")
          .fields?.map((f) => f.name)
          ?.includes("freq"),
        false,
      ),
    ),
  },
  {
    rule: "a photo without its description (English)",
    keys: ["news schema: photo_alt: item custom"],
    bad: () => (newsItem({ photo_alt: undefined }), problems()),
    refused: "photo_alt: is missing: a news item with a photo needs photo_alt",
    ...everyTab("news", "Photo description is missing: a news item with a photo needs photo_alt"),
  },
  {
    rule: "a photo's description without a photo (English)",
    keys: ["news schema: photo: item custom"],
    bad: () => (newsItem({ photo: undefined }), problems()),
    refused: "photo: is missing: photo_alt describes a photo",
    ...everyTab("news", "Photo is missing: photo_alt describes a photo"),
  },
  {
    rule: "a photo's description missing in French or Kreol Seselwa, or there without a photo",
    sites: [
      { file: "news/rules.ts", code: "the English file has a photo, say here what it shows" },
      { file: "news/rules.ts", code: "the English file has no photo (add it there first" },
    ],
    bad: () => (editItem("news/one.crs.md", (item) => delete item.photo_alt), problems()),
    refused: "photo_alt: is missing: the English file has a photo",
    ...everyTab("news", "Photo description is missing: the English file has a photo, say here what it shows"),
  },
  {
    rule: "a field the schema does not know, or one that stays in the English file",
    sites: [{ file: "engine/issues.ts", code: "...describeIssues(" }],
    bad: () => (job({ salry: 9000 }), problems()),
    refused: 'unknown field "salry" (check the spelling)',
    ...editor("the editor writes only the schema's fields, and a translation only the translated ones", () => {
      const names = (editorFields("jobs") as Field[])
        .map((f) => f.name)
        .filter((name) => name !== "checks")
        .toSorted();
      is(names, Object.keys((collections[2].schema as unknown as { shape: object }).shape).toSorted());
      // The days and hours the French tab shows beside an opening's words stay out of its file.
      const french = {
        schedules: [{ byday: "MO", opens_at: "08:00", closes_at: "16:00", notes: "Ferme" }, { byday: "SA" }],
      };
      is(writtenFiles("help", { en: {}, fr: french }).fr, { schedules: [{ notes: "Ferme" }, {}] });
    }),
  },
  {
    rule: "a YAML file that cannot be read",
    sites: [{ file: "engine/context.server.ts", code: "cannot be read${at}" }],
    bad: () => (write("jobs/job1.yaml", "id: [job1\n"), problems()),
    refused: "content/jobs/job1.yaml: cannot be read at line",
    ...editor("format: yaml, written by the editor", () => is(editorCollection("jobs").format, "yaml")),
  },
  {
    rule: "an item in a file of another kind",
    sites: [
      { file: "engine/context.server.ts", code: "must be ${ending} files" },
      { file: "news/collection.server.ts", code: "news items must be .md files" },
    ],
    bad: () => (write("jobs/notes.txt", "id: job2\n"), problems()),
    refused: "content/jobs/notes.txt: job listings must be .yaml files",
    ...editor("extension: each collection's own", () => {
      is(editorCollection("jobs").extension, "yaml");
      is(editorCollection("news").extension, "md");
    }),
  },
  {
    rule: "an id or a page address already used",
    sites: [{ file: "engine/context.server.ts", code: "is already used by" }],
    bad: () => {
      write("jobs/job2.yaml", read("jobs/job1.yaml").replace("id: job1", "id: job2"));
      writeTranslations("jobs/job2.yaml", (lang) => read(inLanguage("jobs/job1.yaml", lang)));
      return problems();
    },
    refused: "slug: job-job1 is already used by content/jobs/job1.yaml",
    readme: "An ID or a page address already used",
  },
  {
    rule: "a course with no day it starts and not rolling, or both",
    keys: ["courses schema: starts: item custom"],
    bad: () => (editItem("courses/c1.yaml", (item) => delete item.rolling), problems()),
    refused: "starts: is missing: give the day the next group starts, or write rolling: true",
    readme: "a course needs the day its next group starts, or Rolling ticked, not both",
  },
  {
    rule: "a course's provider that is not an entry of the Help Directory",
    sites: [{ file: "courses/collection.server.ts", code: "is not the id of a Help Directory entry" }],
    bad: () => (editItem("courses/c1.yaml", (item) => (item.provider = "g99")), problems()),
    refused: 'provider: "g99" is not the id of a Help Directory entry',
    ...editor("a select of the Help Directory's entries", () => {
      has(field("courses", "provider"), { widget: "select" });
      is(
        (field("courses", "provider").options as { value: string }[]).some((option) => option.value === "g3"),
        true,
      );
    }),
  },
  {
    rule: "a job's page address kept for the jobs that do not exist",
    sites: [{ file: "jobs/collection.server.ts", code: "is the address of the page for jobs that do not exist" }],
    bad: () => (job({ slug: "404" }), problems()),
    refused: "slug: /jobs/404 is the address of the page for jobs that do not exist",
    readme: "the address 404",
  },
  {
    rule: "a collection's one file missing (a folder that is not there holds no items)",
    sites: [{ file: "load-content.server.ts", code: "is missing`" }],
    bad: () => (removeFile("home/services.yaml"), problems()),
    refused: "content/home/services.yaml: is missing",
    ...editor("each collection saves in its folder", () => {
      is(editorCollection("jobs").folder, "content/jobs");
      is(editorCollection("news").folder, "content/news");
    }),
  },
  {
    rule: "a help entry outside the two tabs' folders",
    sites: [{ file: "help/collection.server.ts", code: "help entries go in" }],
    bad: () => (write("help/other/x.yaml", "id: x\n"), problems()),
    refused: "content/help/other: help entries go in help/government/ or help/private/",
    ...editor("one editor collection per tab, each saving in its folder", () => {
      is(editorCollection("help-government").folder, "content/help/government");
      is(editorCollection("help-private").folder, "content/help/private");
    }),
  },
  {
    rule: "the home page's services not written as a list",
    sites: [{ file: "engine/list.server.ts", code: "must be a list of ${spec.item}s" }],
    bad: () => (write("home/services.yaml", "title: News\n"), problems()),
    refused: 'content/home/services.yaml: must be a list of services, each starting with "- title:"',
    ...editor("a list at the file's root", () =>
      has(editorCollection("home").files?.[0]?.fields[0], { widget: "list", root: true }),
    ),
  },
  {
    rule: "a list with more items in one language than in English",
    sites: [
      { file: "engine/list.server.ts", code: "the English file has ${english.length}" },
      { file: "help/rules.ts", code: "services: has ${translation.services.length}" },
      { file: "help/rules.ts", code: "schedules: has ${plural(" },
      { file: "jobs/rules.ts", code: "requirements: has ${translation.requirements.length}" },
      { file: "courses/rules.ts", code: "teaches: has ${translation.teaches.length}" },
    ],
    bad: () => {
      editItem("help/government/g1.fr.yaml", (item) => (item.services = ["Advice (fr)", "More (fr)"]));
      return problems();
    },
    refused: "services: has 2, the English file has 1: translate each one, in the same order",
    readme: "a list that has more items in one language than in English",
  },
  {
    rule: "an opening's words left out of a translation",
    sites: [{ file: "help/rules.ts", code: "schedules: is missing (the English file's opening hours" }],
    bad: () => (editItem("help/government/g1.fr.yaml", (item) => delete item.schedules), problems()),
    refused: "schedules: is missing (the English file's opening hours have words to translate)",
    ...editor("i18n: duplicate, so each translation holds each opening, its words i18n", () => {
      has(field("help", "schedules"), { i18n: "duplicate" });
      has(field("help", "schedules[].notes"), { i18n: true });
    }),
  },
  {
    rule: "an opening's description or notes in one language only",
    sites: [
      { file: "help/rules.ts", code: "→ ${field}: is missing`" },
      { file: "help/rules.ts", code: "the English file has none for this opening" },
    ],
    bad: () => (
      editItem("help/government/g1.crs.yaml", (item) => setPath(item, "schedules.0.notes", undefined)),
      problems()
    ),
    refused: "schedules #1 → notes: is missing",
    ...everyTab("help", "Notes is missing"),
  },
  {
    rule: "a translation missing",
    sites: [{ file: "engine/translations.server.ts", code: "is missing: the ${LANGUAGE_NAMES[locale]} text of" }],
    bad: () => (removeFile("jobs/job1.crs.yaml"), problems()),
    refused: "content/jobs/job1.crs.yaml: is missing: the Kreol Seselwa text of",
    readme: "A translation missing",
  },
  {
    rule: "a file named for a language the site is not translated into",
    sites: [{ file: "engine/translations.server.ts", code: "is not a language the site is translated into" }],
    bad: () => (write("jobs/job1.de.yaml", read("jobs/job1.fr.yaml")), problems()),
    refused: 'content/jobs/job1.de.yaml: "de" is not a language the site is translated into',
    ...editor("i18n: one file per language of en, fr and crs", () =>
      has(config.i18n, { structure: "multiple_files", locales: ["en", "fr", "crs"] }),
    ),
  },
  {
    rule: "a translation without its English file",
    sites: [{ file: "engine/translations.server.ts", code: "has no English file" }],
    bad: () => (write("jobs/job9.fr.yaml", read("jobs/job1.fr.yaml")), problems()),
    refused: "content/jobs/job9.fr.yaml: has no English file job9.yaml beside it",
    ...editor("i18n: the editor writes an item's languages together, English without a language in the name", () =>
      has(config.i18n, { structure: "multiple_files", omit_default_locale_from_file_path: true }),
    ),
  },
  {
    rule: "a news file without its front matter",
    sites: [
      { file: "engine/translations.server.ts", code: "the file must start with a line of three dashes" },
      { file: "engine/translations.server.ts", code: "the front matter must be fields" },
    ],
    bad: () => (write("news/two.md", "Just text.\n"), problems()),
    refused: "content/news/two.md: cannot be read: the file must start with a line of three dashes",
    ...editor("format: yaml-frontmatter, written by the editor", () =>
      is(editorCollection("news").format, "yaml-frontmatter"),
    ),
  },
  {
    rule: "formatting in a news item's text",
    sites: [{ file: "engine/translations.server.ts", code: "...formattingProblems(" }],
    bad: () => (newsItem({ content: "Some **bold** words.\n" }), problems()),
    refused: "text: formatting is not supported yet, write plain paragraphs (found bold text (** or __))",
    ...editor("pattern on the Text, with the build's words", () => {
      const [pattern, message] = field("news", "content").pattern as [string, string];
      is(editorRegex(pattern).test("Some **bold** words."), false);
      is(message.includes("formatting is not supported yet"), true);
    }),
  },
  {
    rule: "a news file name that cannot be a page's address",
    sites: [
      { file: "news/collection.server.ts", code: "may hold only lowercase letters, digits and hyphens" },
      { file: "news/collection.server.ts", code: "is the address of the page for news items that do not exist" },
    ],
    bad: () => {
      write("news/Gala Night.md", read("news/two.md").replace("id: 2", "id: 3"));
      writeTranslations("news/Gala Night.md", (lang) => read(inLanguage("news/two.md", lang)));
      return problems();
    },
    refused: "content/news/Gala Night.md: the file's name is the address of the item's page",
    ...editor("slug {{fields.date}}-{{slug}}, in plain letters", () => {
      is(editorCollection("news").slug, "{{fields.date}}-{{slug}}");
      has(config.slug, { encoding: "ascii", clean_accents: true });
    }),
  },
  {
    rule: "a photo outside the photos folder",
    sites: [
      { file: "news/collection.server.ts", code: "a photo goes in" },
      { file: "news/photos.server.ts", code: "must be a file in" },
    ],
    bad: () => (newsItem({ photo: "../beach.jpg" }), problems()),
    refused: "photo: ../beach.jpg: must be a file in content/news/photos/",
    ...editor("media_folder: photos, the editor's uploads go there", () =>
      has(editorCollection("news"), { media_folder: "photos", public_folder: "photos" }),
    ),
  },
  {
    rule: "a photo that is not there",
    sites: [{ file: "news/photos.server.ts", code: "is not there" }],
    bad: () => (newsItem({ photo: "photos/gone.jpg" }), problems()),
    refused: "photo: photos/gone.jpg: is not there",
    readme: "A photo too small, unreadable or missing",
  },
  {
    rule: "a photo that is not a picture",
    sites: [{ file: "news/photos.server.ts", code: "is not a JPEG, PNG or WebP picture" }],
    bad: () => (write("news/photos/beach.jpg", "not a picture"), problems()),
    refused: "photo: photos/beach.jpg: is not a JPEG, PNG or WebP picture the site can read",
    readme: "A photo too small, unreadable or missing",
  },
  {
    rule: "a photo too small",
    sites: [{ file: "news/photos.server.ts", code: "too small" }],
    bad: async () => (await writePicture("news/photos/beach.jpg", 300, 200), problems()),
    refused: "photo: photos/beach.jpg: is 300 × 200 pixels, too small",
    readme: "A photo too small, unreadable or missing",
  },
  {
    rule: "a photo whose header reads but whose picture cannot be decoded",
    sites: [{ file: "news/collection.server.ts", code: "cannot be read as a picture" }],
    async bad() {
      const file = path.join(contentDir, "news/photos/beach.jpg");
      writeFileSync(file, readFileSync(file).subarray(0, 2000));
      const item = { id: 1, title: "News 1", photo: "photos/beach.jpg" } as NewsItem;
      try {
        await encodeNewsPhotos([item], { contentDir, photoCacheDir: false });
        return [];
      } catch (error) {
        return (error as { problems: string[] }).problems;
      }
    },
    refused: "cannot be read as a picture",
    readme: "A photo too small, unreadable or missing",
  },
];

/** Rules the build holds outside src/content's loader: the term base's check of content translations. */
const OTHER_ROWS: Row[] = [
  {
    rule: "a word the term base has rejected, in a translation",
    bad() {
      const term = readTerms(ROOT).find((candidate) => (candidate.rejected.fr ?? []).length > 0)!;
      const source = `title: ${term.rejected.fr![0]}\n`;
      return checkContentFile({ file: "content/jobs/job1.fr.yaml", locale: "fr", source, terms: readTerms(ROOT) });
    },
    refused: "is not used on this site",
    readme: "The term base's words",
  },
];

// ---- The tests ----

const refusedBy = (found: string[], words: string) =>
  expect(
    found.some((problem) => problem.includes(words)),
    `${words}\nin:\n${found.join("\n")}`,
  ).toBe(true);

/** `actual`'s own values of the properties `expected` names (a shallow toMatchObject). */
const picked = (actual: unknown, expected: object) =>
  Object.fromEntries(Object.keys(expected).map((key) => [key, (actual as Record<string, unknown> | undefined)?.[key]]));

/** The build's checks as a custom field on one field ran them: in the English tab's form only. */
const englishFormOnly = (collection: string, locale: Locale) =>
  locale === "en" ? checkedFrom(collection, locale) : [];

/** Runs a table's check, and holds each of its claims. */
function holds(check: () => void) {
  claims = [];
  check();
  expect(claims.length).toBeGreaterThan(0);
  expect(
    claims.map(({ actual, expected, partial }) => (partial ? picked(actual, expected as object) : actual)),
  ).toEqual(claims.map(({ expected }) => expected));
}

/** A row's enforcement: the editor's config, or the words in the publish list. */
const enforcement = (row: Enforced) =>
  "readme" in row ? () => is([row.readme, publishList().includes(row.readme)], [row.readme, true]) : row.check;

describe("the build's rules, each refused by the build and met in the editor or named for staff", () => {
  it("the content folder the mistakes are made in is valid", () => {
    expect(problems()).toEqual([]);
  });

  const generic = SCHEMA_RULES.flatMap((rule) => {
    const kind = KINDS.find((candidate) => candidate.matches(rule));
    return kind ? [{ rule, kind }] : [];
  });
  it.each(generic.map(({ rule, kind }) => [`${rule.key} (${kind.rule})`, rule, kind] as const))(
    "%s",
    (_, rule, kind) => {
      const bad = kind.bad(rule);
      const file = spoil(rule, bad);
      const found = problems();
      expect(found.length, `${file}: ${JSON.stringify(bad)} is refused`).toBeGreaterThan(0);
      expect(found.some((problem) => problem.startsWith(file))).toBe(true);
      const message = z.safeParse(rule.node, bad).error?.issues[0]?.message;
      refusedBy(found, rule.path === "content" ? "the text below the front matter is empty" : String(message));
      holds(() => kind.check(editorField(rule.collection, rule.path), rule, bad));
    },
  );

  it.each([...ROWS, ...OTHER_ROWS].map((row) => [row.rule, row] as const))("%s", async (_, row) => {
    const found = await row.bad();
    expect(
      found.some((problem) => problem.includes(row.refused)),
      `${row.refused}\nin:\n${found.join("\n")}`,
    ).toBe(true);
    holds(enforcement(row));
  });

  it("covers every check of every schema: each by one kind or one row", () => {
    const uncovered = SCHEMA_RULES.filter((rule) => {
      const count =
        KINDS.filter((kind) => kind.matches(rule)).length + ROWS.filter((row) => row.keys?.includes(rule.key)).length;
      return count !== 1;
    }).map((rule) => rule.key);
    expect(uncovered).toEqual([]);
    const keys = new Set(SCHEMA_RULES.map((rule) => rule.key));
    expect(ROWS.flatMap((row) => row.keys ?? []).filter((key) => !keys.has(key))).toEqual([]);
    expect(SCHEMA_RULES.length).toBeGreaterThan(70);
  });

  it("holds no rule in a field drawn in one tab only: the build's checks open every tab's form, and no other field checks itself", () => {
    // Sveltia's own types, whose rules (required, a pattern, a minimum, the choices) it checks in
    // every language before a save, whichever tab is shown.
    const BUILT_IN = ["string", "text", "number", "datetime", "select", "list", "object", "image", "boolean"];
    const everyField = (fields: readonly Field[] = []): Field[] =>
      fields.flatMap((one) => [one, ...everyField(one.fields), ...(one.field ? [one.field] : [])]);
    const custom = config.collections.flatMap((collection) =>
      everyField([...(collection.fields ?? []), ...(collection.files ?? []).flatMap((file) => file.fields)])
        .filter((one) => !BUILT_IN.includes(String(one.widget ?? "string")))
        .map((one) => `${collection.name}: ${one.name} (${String(one.widget)})`),
    );
    expect(custom).toEqual([
      "news: checks (build-check)",
      "help-government: checks (build-check)",
      "help-private: checks (build-check)",
      "jobs: checks (build-check)",
      "courses: checks (build-check)",
    ]);
    for (const name of ["news", "help-government", "help-private", "jobs", "courses"]) {
      const first = editorCollection(name).fields?.[0];
      // First in the form, so drawn as soon as a tab opens; in every language's tab.
      expect(first).toMatchObject({ name: "checks", widget: BUILD_CHECK_WIDGET, i18n: true, required: false });
    }
  });

  it("holds a collection the test's content folder has no item of on the repository's own items", () => {
    removeFile("courses");
    copyRepositoryItems();
    expect(itemFile("courses")).toBe("courses/c1-office-computer-skills-anse-royale.yaml");
    expect(itemFile("services")).toBe("home/services.yaml");
    expect(itemFile("help")).toBe("help/government/g1.yaml");
    const file = spoil({ collection: "courses", which: "translation", path: "title" }, "");
    expect(file).toBe("content/courses/c1-office-computer-skills-anse-royale.fr.yaml");
    expect(problems().filter((problem) => problem.startsWith(file))).toEqual([
      `${file} (French of course c1, "Office Computer Skills: Word, Excel and E-mail"): title: is empty`,
    ]);
  });

  it("fails a rule that only the English tab's form refuses", () => {
    job({ posted: "2025-04-14", closes: "2025-04-01" });
    const words = "before the day the listing went up";
    // As a custom field on Closes did: drawn, and so checked, in the English tab only.
    expect(() => holds((everyTab("jobs", words, englishFormOnly) as { check: () => void }).check)).toThrow(
      /to deeply equal/,
    );
    expect(() => holds((everyTab("jobs", words) as { check: () => void }).check)).not.toThrow();
  });

  it("covers every place the loader records a problem: each by one row", () => {
    const sites = loaderSites();
    const claimed = ROWS.flatMap((row) => row.sites ?? []);
    const uncovered = sites
      .filter(
        (site) => claimed.filter((claim) => claim.file === site.file && site.code.includes(claim.code)).length !== 1,
      )
      .map((site) => `${site.file}:${site.line}`);
    expect(uncovered).toEqual([]);
    const stale = claimed.filter(
      (claim) => sites.filter((site) => claim.file === site.file && site.code.includes(claim.code)).length !== 1,
    );
    expect(stale).toEqual([]);
    expect(sites.length).toBeGreaterThan(25);
  });
});
