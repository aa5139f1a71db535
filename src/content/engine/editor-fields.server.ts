// A zod schema's fields as the editor at /admin edits them (Sveltia CMS's field list): each field's
// label, whether it is required, the pattern it must match with the message the build would give,
// its hint, and whether the language files translate it. Each collection's `editor` applies this to
// its schemas (../<name>/collection.server.ts); tooling/cms/cms-config.ts gathers them into
// /admin/config.yml, and its test holds the editor and the schemas to the same answers. Node only.
import { z } from "zod";
import type { Field } from "@sveltia/cms";
import { baseLocale } from "../../i18n/locales.ts";
import { BUILD_CHECK_FIELD, BUILD_CHECK_WIDGET } from "../editor-check.ts";
import { core, type Schema, type Shape } from "./schema-shape.ts";

export { core, type Schema, type Shape } from "./schema-shape.ts";

/** The ISO date every date of content/ is written as (Day.js tokens). */
export const DATE_FORMAT = "YYYY-MM-DD";

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

/**
 * A regular expression as the editor's `pattern` is written: its source alone, or "/source/flags"
 * when it has flags (Sveltia reads that form as a regular expression with those flags), so a photo's
 * ending passes in any case, as the build's /i check lets it. The stateful flags (g, y) are left out.
 */
export function editorPattern(regex: RegExp): string {
  const flags = regex.flags.replaceAll(/[gy]/g, "");
  return flags ? `/${regex.source}/${flags}` : regex.source;
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
export type Editing = Partial<Field> & Record<string, unknown>;

export const dateField: Editing = { widget: "datetime", time_format: false, format: DATE_FORMAT };
export const textArea: Editing = { widget: "text" };

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
        if (pattern) field.pattern = [editorPattern(pattern), patternMessage(schema, label)];
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
        // A translated list holds the English list's items, each in the language: the items are
        // added, removed and put in order in English, and each translation follows (Sveltia's
        // "duplicate"), while the item's own words are written in each language (i18n: true on them).
        if (translation) field.i18n = "duplicate";
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
          if (translation) item.i18n = true;
          const pattern = patternOf(element);
          if (pattern) item.pattern = [editorPattern(pattern), patternMessage(element, label)];
          field.field = item;
        }
      }
      Object.assign(field, editing[name]);
      return field as Field;
    });
}

/**
 * The first field of a collection's form, in every language's tab: the build's checks of
 * `collection` (a content/ collection: "jobs") before a save, with the English a translator reads
 * in a translation's tab. The editor's configuration adds what it needs to word its messages
 * (tooling/cms/cms-config.ts).
 */
export function buildCheckField(collection: string): Field {
  return {
    name: BUILD_CHECK_FIELD,
    label: "Checked before saving",
    widget: BUILD_CHECK_WIDGET,
    i18n: true,
    required: false,
    // Nothing of it in the preview, which shows the item as visitors will see it.
    preview: false,
    collection,
  } as unknown as Field;
}
