// The editor's configuration and the content schemas must say the same thing: every collection of
// content/, each field of each schema with its required flag, pattern, message and hint, translated
// exactly where the language files hold it. `disagreements` lists every difference; the last test
// proves it finds them.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { navLinks } from "../../src/config/paths.ts";
import { BUILD_CHECK_WIDGET } from "../../src/content/editor-check.ts";
import { DATE_FORMAT } from "../../src/content/engine/editor-fields.server.ts";
import { staffHint } from "../../src/content/engine/editor-words.server.ts";
import { collections } from "../../src/content/registry.server.ts";
import {
  help as helpCollection,
  helpEntrySchema,
  helpTranslationSchema,
} from "../../src/content/help/collection.server.ts";
import {
  jobs as jobsCollection,
  jobListingSchema,
  jobTranslationSchema,
} from "../../src/content/jobs/collection.server.ts";
import {
  NEWS_TEXT_FORMATTING,
  news as newsCollection,
  newsItemSchema,
  newsTranslationSchema,
} from "../../src/content/news/collection.server.ts";
import {
  services as servicesCollection,
  serviceSchema,
  serviceTranslationSchema,
} from "../../src/content/services/collection.server.ts";
import { CMS_BRANCH, CMS_REPO } from "./backend.mjs";
import { cmsConfig, cmsConfigYaml, EDITOR_WORDS, withStructure } from "./cms-config.ts";

/** Each collection's fields that stay in the English file, as the engine derives them from its two schemas. */
const ENGLISH_ONLY_FIELDS = {
  news: newsCollection.englishOnly,
  help: helpCollection.englishOnly,
  jobs: jobsCollection.englishOnly,
  services: servicesCollection.englishOnly,
};

type Field = {
  name: string;
  label?: string;
  widget?: string;
  required?: boolean | string[];
  i18n?: boolean | "duplicate";
  hint?: string;
  pattern?: [string, string];
  format?: string;
  time_format?: boolean;
  options?: ({ label: string; value: string } | string)[];
  fields?: Field[];
  field?: Field;
};
type Collection = { name: string; folder?: string; files?: { file: string; fields: Field[] }[]; fields?: Field[] };
type Config = { collections: Collection[]; backend: Record<string, unknown>; i18n: Record<string, unknown> };

type Schema = z.ZodType;
const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** The object under optional(), default(), a refine and so on. */
function shapeOf(schema: unknown): Record<string, Schema> | undefined {
  const s = schema as { shape?: Record<string, Schema>; _zod: { def: { innerType?: unknown; in?: unknown } } };
  if (s.shape) return s.shape;
  const inner = s._zod.def.innerType ?? s._zod.def.in;
  return inner ? shapeOf(inner) : undefined;
}
function elementOf(schema: unknown): Schema | undefined {
  const s = schema as { _zod: { def: { element?: Schema; innerType?: unknown; in?: unknown } } };
  if (s._zod.def.element) return s._zod.def.element;
  const inner = s._zod.def.innerType ?? s._zod.def.in;
  return inner ? elementOf(inner) : undefined;
}
const required = (schema: Schema) => !schema.safeParse(undefined).success;
const description = (schema: Schema) => z.globalRegistry.get(schema)?.description;
const accepts = (schema: Schema, value: string) => schema.safeParse(value).success;

/**
 * A field's pattern as Sveltia reads it: "/source/flags" is a regular expression with those flags,
 * anything else its source alone (Sveltia's getRegex, written out here so the test checks the form).
 */
function editorRegex(written: string): RegExp {
  const full = /^\/(?<source>.+)\/(?<flags>[dimsu]*)$/.exec(written);
  return full?.groups ? new RegExp(full.groups.source!, full.groups.flags) : new RegExp(written);
}

/** Values to try every text pattern on: those the editor lets through must pass the build. */
const SAMPLES = [
  "+248 429 8600",
  "+248 4298600",
  "4298600",
  "+248 429 86000",
  "https://www.health.gov.sc",
  "https://www.employment.gov.sc/vacancies/accountant-providence",
  "http://www.health.gov.sc",
  "https://localhost",
  "www.health.gov.sc",
  "https://www.health gov.sc",
  "08:00",
  "24:00",
  "8:00",
  "25:00",
  "MO,TU,WE,TH,FR",
  "SA",
  "MO;TU",
  "Monday",
  "g4",
  "job6",
  "G4",
  "job 6",
  "photos/beach.jpg",
  "photos/beach.heic",
  "photos/IMG_2041 Turtle.JPG",
  "photos/turtle.PNG",
  "photos/turtle.jpg.txt",
  "",
];

/** The samples the config's pattern and the schema must both accept (or both refuse), by field. */
const MUST_AGREE: Record<string, string[]> = {
  phone: ["+248 429 8600", "+248 4298600", "4298600"],
  website: ["https://www.health.gov.sc", "http://www.health.gov.sc", "www.health.gov.sc"],
  url: ["https://www.employment.gov.sc/vacancies/accountant-providence", "http://www.health.gov.sc"],
  opens_at: ["08:00", "24:00", "8:00", "25:00"],
  closes_at: ["16:30", "8:00"],
  byday: ["MO,TU,WE,TH,FR", "SA", "MO;TU", "Monday", "MO,TU,MO"],
  id: ["job6", "job 6", "G4"],
  photo: ["photos/beach.jpg", "photos/IMG_2041 Turtle.JPG", "photos/turtle.PNG", "photos/beach.heic"],
};

/**
 * Every way `fields` differ from `shape` (the English schema) and `translated` (what the language
 * files hold), in words. `kind` names the collection's English-only fields (ENGLISH_ONLY_FIELDS).
 */
function compare(
  where: string,
  fields: Field[],
  shape: Record<string, Schema>,
  translated: Record<string, Schema> | undefined,
  kind: keyof typeof ENGLISH_ONLY_FIELDS,
  insideEnglishOnly = false,
): string[] {
  const problems: string[] = [];
  // The build's checks open the form (tooling/cms/build-check.ts): a field of the editor's, never written.
  const written = fields.filter((field) => field.widget !== BUILD_CHECK_WIDGET);
  if (!insideEnglishOnly && written.length !== fields.length && fields[0]?.widget !== BUILD_CHECK_WIDGET)
    problems.push(`${where}: the build's checks are not the form's first field`);
  fields = written;
  const names = fields.map((field) => (field.name === "body" ? "content" : field.name));
  const expected = Object.keys(shape).filter((name) => name !== "freq");
  if (names.join() !== expected.join()) problems.push(`${where}: fields ${names.join()} ≠ schema ${expected.join()}`);
  for (const field of fields) {
    const name = field.name === "body" ? "content" : field.name;
    const schema = shape[name];
    if (!schema) continue;
    const at = `${where} → ${field.name}`;
    const translation = translated?.[name];
    // Translated exactly where the language files hold the field; English-only fields are listed. A
    // field the translator reads beside her words (an opening's days and hours) is shown in every
    // tab, read-only ("duplicate"), and written to the English file only (src/content/editor-check.ts).
    const shownOnly = field.i18n === "duplicate" && !field.fields && !field.field;
    if (!shownOnly && Boolean(field.i18n) !== Boolean(translation))
      problems.push(`${at}: i18n ${field.i18n} ≠ translation schema`);
    if (shownOnly && translation) problems.push(`${at}: translated, but only shown in a translation's tab`);
    const listed = (ENGLISH_ONLY_FIELDS[kind] as readonly string[]).includes(name);
    if (!translation && !insideEnglishOnly && !field.fields && !listed)
      problems.push(`${at}: stays in English, but ENGLISH_ONLY_FIELDS.${kind} does not list it`);
    if (translation && (ENGLISH_ONLY_FIELDS[kind] as readonly string[]).includes(name))
      problems.push(`${at}: translated, but ENGLISH_ONLY_FIELDS.${kind} lists it`);
    // Required as the schema requires it, in English; in a translation only if its schema requires it.
    const englishRequired = Array.isArray(field.required) ? field.required.includes("en") : field.required !== false;
    if (englishRequired !== required(schema)) problems.push(`${at}: required ${englishRequired} ≠ schema`);
    if (translation) {
      const translationRequired = Array.isArray(field.required)
        ? field.required.includes("fr") && field.required.includes("crs")
        : field.required !== false;
      if (translationRequired !== required(translation))
        problems.push(`${at}: required in a translation ${translationRequired} ≠ translation schema`);
    }
    // The schema's words, shown in the staff's three languages (editor-words.server.ts).
    const hint = description(schema);
    if ((field.hint ?? undefined) !== (hint && staffHint(hint, EDITOR_WORDS.hints)))
      problems.push(`${at}: hint "${field.hint}" ≠ schema`);
    // Dates: a date picker writing ISO dates, for every field the schema checks as an ISO date.
    const isDate = accepts(schema, "2025-05-02") && !accepts(schema, "2025-02-30") && !accepts(schema, "2 May 2025");
    const isDateField = field.widget === "datetime" && field.format === DATE_FORMAT && field.time_format === false;
    if (isDate !== isDateField) problems.push(`${at}: ${isDate ? "an ISO date, but no date picker" : "not a date"}`);
    // Patterns: what the editor lets through, the build accepts; the message is the build's.
    // The article's pattern is held to the loader's own check in its test below.
    if (field.pattern && name !== "content") {
      const pattern = editorRegex(field.pattern[0]);
      for (const sample of SAMPLES)
        if (pattern.test(sample) && !accepts(schema, sample))
          problems.push(`${at}: the editor accepts "${sample}", the build refuses it`);
      for (const sample of MUST_AGREE[name] ?? [])
        if (pattern.test(sample) !== accepts(schema, sample))
          problems.push(`${at}: the editor and the build disagree on "${sample}"`);
      const refused = SAMPLES.find((sample) => !pattern.test(sample) && sample !== "");
      const message = refused === undefined ? undefined : schema.safeParse(refused).error?.issues[0]?.message;
      // The build's English first, then its French and its Kreol Seselwa, each on its line.
      if (message && !field.pattern[1].split("\n")[0]?.endsWith(message))
        problems.push(`${at}: message "${field.pattern[1]}" ≠ schema`);
    } else if (MUST_AGREE[name] && field.widget !== "number") problems.push(`${at}: no pattern`);
    // Choices: the schema's own.
    const options = (schema as unknown as { options?: string[] }).options;
    const values = field.options?.map((option) => (typeof option === "string" ? option : option.value));
    if (options && values?.join() !== options.join()) problems.push(`${at}: options ≠ schema`);
    // Objects and lists: their fields, the same way.
    const innerShape = shapeOf(schema) ?? shapeOf(elementOf(schema) ?? z.never());
    if (field.fields && innerShape) {
      const innerTranslated = translation
        ? (shapeOf(translation) ?? shapeOf(elementOf(translation) ?? z.never()))
        : undefined;
      problems.push(...compare(at, field.fields, innerShape, innerTranslated, kind, insideEnglishOnly || !translation));
    } else if (field.fields || (innerShape && name !== "content")) problems.push(`${at}: fields ≠ schema's shape`);
  }
  return problems;
}

/** Every difference between a config and the content schemas. */
function disagreements(config: Config): string[] {
  const collection = (name: string) => config.collections.find((c) => c.name === name);
  const problems: string[] = [];
  const news = collection("news");
  if (!news?.fields) problems.push("no news collection");
  else problems.push(...compare("news", news.fields, newsItemSchema.shape, newsTranslationSchema.shape, "news"));
  for (const name of ["help-government", "help-private"]) {
    const help = collection(name);
    if (!help?.fields) problems.push(`no ${name} collection`);
    else problems.push(...compare(name, help.fields, helpEntrySchema.shape, helpTranslationSchema.shape, "help"));
  }
  const jobs = collection("jobs");
  if (!jobs?.fields) problems.push("no jobs collection");
  else problems.push(...compare("jobs", jobs.fields, jobListingSchema.shape, jobTranslationSchema.shape, "jobs"));
  const services = collection("home")?.files?.[0]?.fields[0];
  if (!services?.fields) problems.push("no home page services");
  else
    problems.push(
      ...compare(
        "home services",
        services.fields,
        serviceSchema(navLinks.map((link) => link.path)).shape,
        serviceTranslationSchema.shape,
        "services",
      ),
    );
  return problems;
}

/** content/'s folders and files, as the editor's collections name them. */
function contentPlaces(dir = path.join(ROOT, "content")): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const relative = path.relative(ROOT, full).split(path.sep).join("/");
    if (!statSync(full).isDirectory()) return [];
    const files = readdirSync(full).filter((file) => statSync(path.join(full, file)).isFile());
    const own = files.some((file) => /\.(?:md|ya?ml)$/.test(file) && !/^[A-Z]/.test(file)) ? [relative] : [];
    return [...own, ...contentPlaces(full)];
  });
}

const config = cmsConfig() as unknown as Config;

/** Each field of a list's items, and whether a translation writes it. */
const translatedIn = (list: Field | undefined) =>
  Object.fromEntries((list?.fields ?? []).map((f) => [f.name, f.i18n ?? false]));

/** Whether the build refuses a news item's text for its formatting (the loader's own list). */
const buildRefuses = (text: string) => NEWS_TEXT_FORMATTING.some(({ pattern }) => pattern.test(text));

describe("the editor's configuration (/admin/config.yml)", () => {
  it("says what the content schemas say: fields, required flags, patterns, messages, hints, translations", () => {
    expect(disagreements(config)).toEqual([]);
  });

  it("covers every folder of content/, with today's file names", () => {
    const places = config.collections.flatMap((c) => [
      ...(c.folder ? [c.folder] : []),
      ...(c.files ?? []).map((file) => path.posix.dirname(file.file)),
    ]);
    expect(
      contentPlaces()
        .filter((place) => !place.endsWith("/photos"))
        .toSorted(),
    ).toEqual(places.toSorted());
    expect(config.collections.find((c) => c.name === "home")?.files?.[0]?.file).toBe(
      "content/home/services.{{locale}}.yaml",
    );
  });

  it("writes English without a language in the name, French and Kreol beside it, no empty optional fields", () => {
    const written = parse(cmsConfigYaml());
    expect(written.i18n).toEqual({
      structure: "multiple_files",
      locales: ["en", "fr", "crs"],
      default_locale: "en",
      omit_default_locale_from_file_path: true,
    });
    expect(written.output).toEqual({ omit_empty_optional_fields: true });
    expect(written.collections.find((c: Collection) => c.name === "news")).toMatchObject({
      slug: "{{fields.date}}-{{slug}}",
      media_folder: "photos",
      public_folder: "photos",
    });
  });

  it("writes each collection's items as the engine reads them: a file per language, or the three in one file", () => {
    const events = { name: "events", folder: "content/events", i18n: true };
    expect(withStructure(events, "single_file")).toEqual({ ...events, i18n: { structure: "single_file" } });
    expect(withStructure(events, "multiple_files")).toBe(events);
    expect(withStructure(events)).toBe(events);
    // A collection the editor does not translate stays so.
    expect(withStructure({ name: "settings" }, "single_file")).toEqual({ name: "settings" });
    // Every collection of the registry, in the configuration written.
    const written = parse(cmsConfigYaml()) as { collections: (Collection & { i18n?: unknown })[] };
    const expected = collections.flatMap((collection) =>
      collection
        .editor()
        .map((editor) => [editor.name, collection.structure === "single_file" ? { structure: "single_file" } : true]),
    );
    expect(written.collections.map((collection) => [collection.name, collection.i18n])).toEqual(expected);
  });

  it("saves to GitHub, to the repository and branch set in tooling/cms/backend.mjs", () => {
    expect(config.backend).toMatchObject({ name: "github", repo: CMS_REPO, branch: CMS_BRANCH });
  });

  it("tells when a listing closes and that one without a date stays open; the day before the posted day and the pay the wrong way round are the build's checks', on every tab", () => {
    const jobs = config.collections.find((c) => c.name === "jobs");
    const closes = jobs?.fields?.find((f) => f.name === "closes");
    expect(closes).toMatchObject({ required: false, widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    expect(closes?.hint).toContain("A listing without one stays open until an editor removes it.");
    const max = jobs?.fields?.find((f) => f.name === "salary")?.fields?.find((f) => f.name === "max");
    // A plain number: the preview shows its value (a custom field showed none).
    expect(max).toMatchObject({ name: "max", widget: "number", value_type: "int", min: 1 });
    expect(jobs?.fields?.[0]).toMatchObject({ name: "checks", widget: BUILD_CHECK_WIDGET, collection: "jobs" });
  });

  it("offers a job's kinds, and a card's pictures, by their names in the staff's three languages", () => {
    const type = config.collections.find((c) => c.name === "jobs")?.fields?.find((f) => f.name === "type");
    expect(type?.options?.slice(0, 2)).toEqual([
      { label: "Full-time · Temps plein · Plen tan", value: "Full-time" },
      { label: "Part-time · Temps partiel · Tan parsyel", value: "Part-time" },
    ]);
  });

  it("fills a new item's ID in with the next free one, and shows each listing's ID in the list", () => {
    const id = (collection: string) =>
      config.collections.find((c) => c.name === collection)?.fields?.find((f) => f.name === "id") as
        (Field & { default?: unknown }) | undefined;
    expect([
      id("jobs")?.default,
      id("help-government")?.default,
      id("help-private")?.default,
      id("news")?.default,
    ]).toEqual(["job6", "g4", "p4", 5]);
    expect(config.collections.find((c) => c.name === "jobs")).toMatchObject({
      summary: "{{fields.id}} · {{fields.title}} · {{fields.company}}",
      sortable_fields: ["id", "title", "posted"],
    });
  });

  it("takes a phone's photo with its ending in capitals, as the build does, and still refuses other files", () => {
    const photo = config.collections.find((c) => c.name === "news")?.fields?.find((f) => f.name === "photo");
    expect(photo?.pattern?.[0]).toMatch(/\/i$/);
    const pattern = editorRegex(photo!.pattern![0]);
    expect(pattern.test("photos/IMG_2041 Turtle.JPG")).toBe(true);
    expect(pattern.test("photos/beach-cleanup.jpeg")).toBe(true);
    expect(pattern.test("photos/IMG_2042.HEIC")).toBe(false);
    expect(photo?.pattern?.[1]).toBe(
      [
        "Photo must be a .jpg, .png or .webp file, written like photos/beach-cleanup.jpg (an iPhone's .heic photo: save it as JPEG first)",
        "Photo doit être un fichier .jpg, .png ou .webp, écrit comme photos/beach-cleanup.jpg",
        "Foto i bezwen en fisye .jpg, .png oubyen .webp, ekrir koman photos/beach-cleanup.jpg",
      ].join("\n"),
    );
  });

  it("refuses in a news item's text the formatting the build refuses, with the build's words, and takes plain text", () => {
    const body = config.collections.find((c) => c.name === "news")?.fields?.find((f) => f.name === "body");
    const pattern = editorRegex(body!.pattern![0]);
    const refused = [
      "## A heading",
      "Our day:\n- clean the beach\n- plant trees",
      "* one",
      "We **thank** every volunteer.",
      "A __big__ day.",
      "Read [the report](https://example.sc).",
      "Type `yes`.",
      "A first plain paragraph.\n\n# A heading in the second",
      "A first plain paragraph.\n\nThen **bold** in the second.",
      "## A heading first\n\nThen a plain paragraph.",
    ];
    const taken = [
      "A plain paragraph.\n\nAnother one, from 9 - 12 am, at 5 * 3 = 15 metres.",
      "Open #1 of 3: the stall at Victoria market.",
      "Children (5-12) welcome; under_score names stay as written.",
      "",
    ];
    expect(refused.filter((text) => pattern.test(text))).toEqual([]);
    expect(taken.filter((text) => !pattern.test(text))).toEqual([]);
    // The editor's answer is the build's, on every one of them.
    expect([...refused, ...taken].filter((text) => pattern.test(text) === buildRefuses(text))).toEqual([]);
    expect(body?.pattern?.[1]?.split("\n")).toEqual([
      "Text: formatting is not supported yet, write plain paragraphs without a heading (#), a bulleted list, bold text (** or __), a link ([text](address)) or a backtick (`)",
      "Texte\u202F: pas de mise en forme\u202F: écrivez des paragraphes simples, sans titre (#), liste, gras (** ou __), lien ni accent grave (`)",
      "Tekst pa kapab servi formataz: ekrir zis paragraf, san tit (#), lalis, gra (** oubyen __), lyen oubyen backtick (`)",
    ]);
  });

  it("lets a translation write each item of a list, never add, remove or reorder one: help services and openings, job requirements, home cards", () => {
    const find = (collection: string, name: string) =>
      config.collections.find((c) => c.name === collection)?.fields?.find((f) => f.name === name);
    const home = config.collections.find((c) => c.name === "home")?.files?.[0]?.fields[0];
    const lists = {
      "help services": find("help-government", "services"),
      "help openings": find("help-private", "schedules"),
      "job requirements": find("jobs", "requirements"),
      "home cards": home,
    };
    // The list follows English (Sveltia's "duplicate"); an item's words are each language's own.
    expect(Object.fromEntries(Object.entries(lists).map(([what, list]) => [what, list?.i18n]))).toEqual({
      "help services": "duplicate",
      "help openings": "duplicate",
      "job requirements": "duplicate",
      "home cards": "duplicate",
    });
    expect(lists["help services"]?.field).toMatchObject({ widget: "string", i18n: true });
    // An opening's days and hours are shown in a translation's tab, read-only, beside its words.
    expect(translatedIn(lists["help openings"])).toEqual({
      byday: "duplicate",
      opens_at: "duplicate",
      closes_at: "duplicate",
      description: true,
      notes: true,
    });
    expect(translatedIn(lists["job requirements"])).toEqual({ text: true });
    expect(translatedIn(lists["home cards"])).toEqual({ title: true, description: true, link: false, icon: false });
    // A news item's text is one text per language, though the schema reads it as paragraphs.
    expect(find("news", "body")?.i18n).toBe(true);
  });

  it("shows each news item's id in the list, sortable by it, so a new item's id is not a guess", () => {
    expect(config.collections.find((c) => c.name === "news")).toMatchObject({
      summary: "{{fields.id}} · {{fields.date}} · {{fields.title}}",
      sortable_fields: ["id", "date", "title"],
    });
  });

  it("finds every disagreement: a lost pattern, a wrong required flag, a changed hint, a translated id", () => {
    const tampered = structuredClone(config);
    const help = tampered.collections.find((c) => c.name === "help-private")!;
    const phone = help.fields!.find((f) => f.name === "contact")!.fields!.find((f) => f.name === "phone")!;
    delete phone.pattern;
    const jobs = tampered.collections.find((c) => c.name === "jobs")!;
    jobs.fields!.find((f) => f.name === "closes")!.required = true;
    jobs.fields!.find((f) => f.name === "url")!.pattern![0] = "^https?://\\S+$";
    const news = tampered.collections.find((c) => c.name === "news")!;
    news.fields!.find((f) => f.name === "title")!.hint = "The title.";
    news.fields!.find((f) => f.name === "id")!.i18n = true;
    news.fields!.find((f) => f.name === "date")!.widget = "string";
    expect(disagreements(tampered)).toEqual([
      "news → id: i18n true ≠ translation schema",
      'news → title: hint "The title." ≠ schema',
      "news → date: an ISO date, but no date picker",
      "help-private → contact → phone: no pattern",
      "jobs → closes: required true ≠ schema",
      'jobs → url: the editor accepts "http://www.health.gov.sc", the build refuses it',
      'jobs → url: the editor accepts "https://localhost", the build refuses it',
      'jobs → url: the editor and the build disagree on "http://www.health.gov.sc"',
    ]);
  });
});
