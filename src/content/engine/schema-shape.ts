// What a zod schema's shape says about its fields, read the same way by the build (which fields stay
// in the English file), the editor's configuration (./editor-fields.server.ts) and the editor's check
// before a save (src/content/editor-check.ts). Plain functions over schemas: no file is read.
import type { z } from "zod";

export type Schema = z.core.$ZodType;
export type Shape = Record<string, Schema>;

/** A field's own schema, under optional(), default(), nullable() and the input side of pipe(). */
export function core(schema: Schema): Schema {
  const def = schema._zod.def as { type: string; innerType?: Schema; in?: Schema };
  if ((def.type === "optional" || def.type === "default" || def.type === "nullable") && def.innerType)
    return core(def.innerType);
  if (def.type === "pipe" && def.in) return core(def.in);
  return schema;
}

/** An object schema's fields, or undefined for any other kind of schema. */
export function shapeOf(schema: Schema): Shape | undefined {
  const base = core(schema);
  return (base._zod.def as { type: string }).type === "object"
    ? (base as unknown as { shape: Shape }).shape
    : undefined;
}

/** A list schema's item, or undefined for any other kind of schema. */
export function elementOf(schema: Schema): Schema | undefined {
  const def = core(schema)._zod.def as { type: string; element?: Schema };
  return def.type === "array" ? def.element : undefined;
}

/** Every field name of an object schema, at any depth (the fields of a list's items too). */
export function fieldNames(schema: Schema): string[] {
  const element = elementOf(schema);
  if (element) return fieldNames(element);
  const shape = shapeOf(schema);
  if (!shape) return [];
  return Object.entries(shape).flatMap(([name, field]) => [name, ...fieldNames(field)]);
}

/** The fields a translation must not repeat: the English schema's that the translation schema does not have. */
export function englishOnlyFields(schema: Schema, translation: Schema): string[] {
  const translated = new Set(fieldNames(translation));
  return [...new Set(fieldNames(schema))].filter((name) => !translated.has(name));
}
