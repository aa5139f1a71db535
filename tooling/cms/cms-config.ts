// The editor's configuration (/admin/config.yml), written at build from the same zod schemas that
// check content/ (../content/schemas.ts). Each collection's fields are the schema's fields in the
// schema's order; a field is required when the schema requires it, checked with the schema's regular
// expression (or its `.meta({ pattern })`) and the message the build would give, and its hint is the
// schema's `.meta({ description })`. A field is translated (`i18n: true`) exactly when the language
// files hold it (the translation schemas); the others stay in the English file. Only how each field
// is edited (a date picker, a list of days, a photo) is said here. cms-config.test.ts holds the two
// to the same answers.
import { stringify } from "yaml";
import { z } from "zod";
import type { CmsConfig, Field } from "@sveltia/cms";
import { navLinks } from "../../src/config/paths.ts";
import { baseLocale, locales } from "../../src/i18n/locales.ts";
import {
  helpEntrySchema,
  helpTranslationSchema,
  HELP_CATEGORIES,
  jobListingSchema,
  jobTranslationSchema,
  newsItemSchema,
  newsTranslationSchema,
  serviceSchema,
  serviceTranslationSchema,
} from "../content/schemas.ts";
import { NEWS_PHOTOS_FOLDER } from "../content/load-content.ts";
import { CMS_AUTH_URL, CMS_BRANCH, CMS_REPO } from "./backend.mjs";

type Schema = z.core.$ZodType;
type Shape = Record<string, Schema>;

/** The ISO date every date of content/ is written as (Day.js tokens). */
export const DATE_FORMAT = "YYYY-MM-DD";

/** A field's own schema, under optional(), default(), nullable() and the input side of pipe(). */
function core(schema: Schema): Schema {
  const def = schema._zod.def as { type: string; innerType?: Schema; in?: Schema };
  if ((def.type === "optional" || def.type === "default" || def.type === "nullable") && def.innerType)
    return core(def.innerType);
  if (def.type === "pipe" && def.in) return core(def.in);
  return schema;
}

/** The metadata of a field, with what its wrappers add (.meta() on .optional() and so on). */
function metaOf(schema: Schema): { description?: string; pattern?: string } {
  const own = (z.globalRegistry.get(schema as z.ZodType) ?? {}) as { description?: string; pattern?: string };
  const def = schema._zod.def as { innerType?: Schema; in?: Schema };
  const inner = def.innerType ?? def.in;
  return inner ? { ...metaOf(inner), ...own } : own;
}

/** Whether a field must be filled in: the schema rejects it missing. */
export function isRequired(schema: Schema): boolean {
  return !z.safeParse(schema, undefined).success;
}

type CheckDef = { check: string; format?: string; pattern?: RegExp; minimum?: number; value?: number };
const checksOf = (schema: Schema): CheckDef[] =>
  ((schema._zod.def as { checks?: { _zod: { def: CheckDef } }[] }).checks ?? []).map((check) => check._zod.def);

/** The regular expression a text field must match: its schema's own, or the one its meta names. */
export function patternOf(schema: Schema): RegExp | undefined {
  const meta = metaOf(schema).pattern;
  if (meta) return new RegExp(meta);
  return checksOf(core(schema)).find((check) => check.format === "regex")?.pattern;
}

/** Values no text check accepts: the first the schema refuses gives the build's message for it. */
const REFUSED_SAMPLES = ["x y!", "X", "http://example.sc"];

/** The build's message for a value the pattern refuses, as the loader words it ("is not a phone number: …"). */
export function patternMessage(schema: Schema, label: string): string {
  for (const sample of REFUSED_SAMPLES) {
    const result = z.safeParse(schema, sample);
    if (!result.success) return `${label} ${result.error.issues[0]?.message ?? "is not valid"}`;
  }
  throw new Error(`${label}: no sample value is refused, so the pattern has no message`);
}

const LABELS: Record<string, string> = { id: "ID", url: "Web address", photo_alt: "Photo description" };

/** "opens_at" → "Opens at". */
const labelOf = (name: string) => LABELS[name] ?? (name.charAt(0).toUpperCase() + name.slice(1)).replaceAll("_", " ");

/** How a field is edited, when the kind of value alone does not say it. */
type Editing = Partial<Field> & Record<string, unknown>;

const dateField: Editing = { widget: "datetime", time_format: false, format: DATE_FORMAT };
const textArea: Editing = { widget: "text" };

/**
 * Builds the editor's fields from an object schema. `translated` is the shape the language files
 * hold (undefined: the whole object stays in English); `editing` says how a field is edited, by its
 * name, and `labels` how it is named.
 */
export function fieldsOf(
  shape: Shape,
  translated: Shape | undefined,
  editing: Record<string, Editing> = {},
  labels: Record<string, string> = {},
  skip: readonly string[] = [],
): Field[] {
  return Object.entries(shape)
    .filter(([name]) => !skip.includes(name))
    .map(([name, schema]) => {
      const label = labels[name] ?? labelOf(name);
      const base = core(schema);
      const type = (base._zod.def as { type: string }).type;
      const field: Record<string, unknown> = { name, label };
      const meta = metaOf(schema);
      const translation = translated?.[name];
      if (translation) field.i18n = true;
      // Required in English; in a translation only when the language file must hold it too.
      const required = isRequired(schema);
      if (!required) field.required = false;
      else if (translation && !isRequired(translation)) field.required = [baseLocale];
      if (meta.description) field.hint = meta.description;
      if (type === "string") {
        const pattern = patternOf(schema);
        if (pattern) field.pattern = [pattern.source, patternMessage(schema, label)];
      } else if (type === "number") {
        field.widget = "number";
        const checks = checksOf(base);
        if (checks.some((check) => check.format === "safeint" || check.format === "int")) field.value_type = "int";
        // The lowest and highest whole numbers the checks allow (positive() is "more than 0": 1).
        const bound = (check: CheckDef & { inclusive?: boolean }, step: number) =>
          (check.value ?? 0) + (check.inclusive ? 0 : step);
        const min = checks.filter((check) => check.check === "greater_than").map((check) => bound(check, 1));
        const max = checks.filter((check) => check.check === "less_than").map((check) => bound(check, -1));
        if (min.length > 0) field.min = Math.max(...min);
        if (max.length > 0) field.max = Math.min(...max);
      } else if (type === "enum") {
        field.widget = "select";
        field.options = (base as unknown as { options: string[] }).options;
      } else if (type === "object") {
        const inner = (base as unknown as { shape: Shape }).shape;
        const innerTranslated = translation ? (core(translation) as unknown as { shape?: Shape }).shape : undefined;
        field.widget = "object";
        field.fields = fieldsOf(inner, innerTranslated, editing, labels);
      } else if (type === "array") {
        field.widget = "list";
        const element = (base._zod.def as unknown as { element: Schema }).element;
        const minimum = checksOf(base).find((check) => check.check === "min_length")?.minimum;
        if (minimum !== undefined) field.min = minimum;
        const elementCore = core(element);
        if ((elementCore._zod.def as { type: string }).type === "object") {
          const translatedElement = translation
            ? core((core(translation)._zod.def as unknown as { element: Schema }).element)
            : undefined;
          const translatedShape = translatedElement
            ? (translatedElement as unknown as { shape?: Shape }).shape
            : undefined;
          field.fields = fieldsOf(
            (elementCore as unknown as { shape: Shape }).shape,
            translatedShape,
            editing,
            labels,
            ["freq"],
          );
        } else {
          const itemLabel = (editing[name]?.label_singular as string | undefined) ?? label;
          const item: Record<string, unknown> = { name: "item", label: itemLabel, widget: "string" };
          const pattern = patternOf(element);
          if (pattern) item.pattern = [pattern.source, patternMessage(element, label)];
          field.field = item;
        }
      }
      Object.assign(field, editing[name]);
      return field as Field;
    });
}

const summaryOf = (name: string) => `{{fields.${name}}}`;

/** The editor's configuration: every collection of content/, in English, French and Kreol Seselwa. */
export function cmsConfig(): CmsConfig {
  const newsShape = { ...newsItemSchema.shape } as Shape;
  // The article's paragraphs are the Markdown body of the file, below the front matter.
  const { content: body, ...newsFrontMatter } = newsShape;
  const newsTranslated = { ...newsTranslationSchema.shape } as Shape;
  const { content: bodyTranslated, ...newsFrontMatterTranslated } = newsTranslated;
  const newsFields = [
    ...fieldsOf(newsFrontMatter, newsFrontMatterTranslated, {
      date: dateField,
      event_date: dateField,
      description: textArea,
      photo: { widget: "image", choose_url: false },
    }),
    // Edited as plain text, written as the file's body: its hint and required flag are the schema's.
    ...fieldsOf({ body: body! }, { body: bodyTranslated! }, {}, { body: "Text" }).map(
      ({ name, label, i18n, hint, required }: Record<string, unknown>) =>
        ({ name, label, i18n, hint, ...(required === undefined ? {} : { required }), widget: "text" }) as Field,
    ),
  ];

  const helpEditing: Record<string, Editing> = {
    description: textArea,
    email: { type: "email" },
    schedules: { label_singular: "Opening", summary: "{{fields.byday}} {{fields.opens_at}}–{{fields.closes_at}}" },
    services: { label_singular: "Service" },
  };
  const helpFields = fieldsOf(helpEntrySchema.shape as Shape, helpTranslationSchema.shape as Shape, helpEditing, {
    byday: "Days",
    opens_at: "Opens at",
    closes_at: "Closes at",
  });

  const pagePaths = navLinks.map((link) => link.path);
  const serviceFields = fieldsOf(serviceSchema(pagePaths).shape as Shape, serviceTranslationSchema.shape as Shape, {
    description: textArea,
    link: { widget: "select", options: pagePaths },
    icon: { widget: "select" },
  });

  const jobFields = fieldsOf(jobListingSchema.shape as Shape, jobTranslationSchema.shape as Shape, {
    posted: dateField,
    closes: dateField,
    description: textArea,
    requirements: { label_singular: "Requirement", summary: summaryOf("text") },
    cv_words: { label: "Words in a CV", label_singular: "Line of words" },
  });

  return {
    backend: {
      name: "github",
      repo: CMS_REPO,
      branch: CMS_BRANCH,
      ...(CMS_AUTH_URL ? { base_url: CMS_AUTH_URL } : {}),
    },
    // The sign-in page and the browser tab name the foundation, with the site's own icon.
    app_title: "Koudmen Seychelles Foundation: editor",
    logo: { src: "/icons/app-icon.svg" },
    // News photos go beside the news (content/news/photos/); nothing else has pictures.
    media_folder: `content/news/${NEWS_PHOTOS_FOLDER}`,
    public_folder: NEWS_PHOTOS_FOLDER,
    // No stock photo services: they are other hosts, and a news photo is the foundation's own.
    media_libraries: { stock_assets: false },
    i18n: {
      structure: "multiple_files",
      locales: [...locales],
      default_locale: baseLocale,
      omit_default_locale_from_file_path: true,
    },
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    output: { omit_empty_optional_fields: true },
    collections: [
      {
        name: "news",
        label: "News",
        label_singular: "News item",
        folder: "content/news",
        extension: "md",
        format: "yaml-frontmatter",
        create: true,
        i18n: true,
        identifier_field: "title",
        slug: "{{fields.date}}-{{slug}}",
        summary: "{{fields.date}} · {{fields.title}}",
        sortable_fields: ["date", "title"],
        media_folder: NEWS_PHOTOS_FOLDER,
        public_folder: NEWS_PHOTOS_FOLDER,
        fields: newsFields,
      },
      ...HELP_CATEGORIES.map((category) => ({
        name: `help-${category}`,
        label: category === "government" ? "Help: Government" : "Help: Private",
        label_singular: "Help entry",
        folder: `content/help/${category}`,
        extension: "yaml",
        format: "yaml" as const,
        create: true,
        i18n: true,
        identifier_field: "name",
        slug: "{{fields.id}}-{{slug}}",
        summary: "{{fields.id}} · {{fields.name}}",
        fields: helpFields,
      })),
      {
        name: "jobs",
        label: "Job listings",
        label_singular: "Job listing",
        folder: "content/jobs",
        extension: "yaml",
        format: "yaml",
        create: true,
        i18n: true,
        identifier_field: "title",
        slug: "{{fields.id}}-{{slug}}",
        summary: "{{fields.title}} · {{fields.company}}",
        fields: jobFields,
      },
      {
        name: "home",
        label: "Home page",
        i18n: true,
        files: [
          {
            name: "services",
            label: "Our Services",
            file: "content/home/services.{{locale}}.yaml",
            format: "yaml",
            i18n: true,
            fields: [
              {
                name: "services",
                label: "Services",
                widget: "list",
                root: true,
                i18n: true,
                label_singular: "Service",
                summary: summaryOf("title"),
                hint: "The cards of 'Our Services' on the home page, in the order shown.",
                fields: serviceFields,
              } as Field,
            ],
          },
        ],
      },
    ],
  } as CmsConfig;
}

/** The configuration as the file the editor reads (/admin/config.yml). */
export function cmsConfigYaml(config: CmsConfig = cmsConfig()): string {
  return `# Generated by npm run build from tooling/cms/cms-config.ts and tooling/content/schemas.ts: edit those.\n${stringify(
    config,
    { lineWidth: 0, aliasDuplicateObjects: false },
  )}`;
}
