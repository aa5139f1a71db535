import { z } from "zod/mini";
import { cvToFormValues, withNewFormParts } from "../../logic/cv-form-values";
import { cvDraftSchema, cvFormSchema, type CvData, type CvFormValues } from "../../logic/cv-schema";
import { DRAFT_KEY, GENERATED_CV_KEY, type StorageLike } from "@/lib/stored-cv";

/*
 * The draft and the generated CV, kept in the browser's storage. Nothing read back is trusted: it
 * is parsed, checked against the schema, and anything else (damaged JSON, an older layout) is
 * dropped. Storage that throws (blocked by the browser, full) never throws past this module.
 */

export { browserStorage, DRAFT_KEY, GENERATED_CV_KEY, type StorageLike } from "@/lib/stored-cv";
export const STORAGE_VERSION = 1;

export type LoadResult<T> =
  | { status: "ok"; value: T }
  | { status: "empty" }
  /** Something was stored but could not be used; it has been removed. */
  | { status: "invalid" }
  /** The storage itself failed. */
  | { status: "unavailable" };

/**
 * What both keys hold: `{ version, data }` with data in the draft's shape (a generated CV is stored
 * as form values too, and must then pass the form's rules as well).
 */
const storedEnvelope = z.object({ version: z.literal(STORAGE_VERSION), data: cvDraftSchema });

function load<T>(storage: StorageLike | undefined, key: string, read: (json: unknown) => T | undefined): LoadResult<T> {
  if (!storage) return { status: "unavailable" };
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return { status: "unavailable" };
  }
  if (raw === null) return { status: "empty" };
  let value: T | undefined;
  try {
    value = read(JSON.parse(raw));
  } catch {
    value = undefined;
  }
  if (value !== undefined) return { status: "ok", value };
  try {
    storage.removeItem(key);
  } catch {
    // Already failing storage: nothing more to do, and the caller learns the data was unusable.
  }
  return { status: "invalid" };
}

function save(storage: StorageLike | undefined, key: string, data: unknown): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify({ version: STORAGE_VERSION, data }));
    return true;
  } catch {
    return false;
  }
}

export function loadDraft(storage: StorageLike | undefined): LoadResult<CvFormValues> {
  return load(storage, DRAFT_KEY, (json) => {
    const parsed = storedEnvelope.safeParse(json);
    // A draft from before the CV's language and the optional sections reads as having none.
    return parsed.success ? withNewFormParts(parsed.data.data) : undefined;
  });
}

export function saveDraft(storage: StorageLike | undefined, values: CvFormValues): boolean {
  return save(storage, DRAFT_KEY, values);
}

/** A stored CV is used only if it still passes every rule of the form. */
export function loadGeneratedCv(storage: StorageLike | undefined): LoadResult<CvData> {
  return load(storage, GENERATED_CV_KEY, (json) => {
    const shape = storedEnvelope.safeParse(json);
    if (!shape.success) return undefined;
    const parsed = cvFormSchema.safeParse(shape.data.data);
    return parsed.success ? parsed.data : undefined;
  });
}

export function saveGeneratedCv(storage: StorageLike | undefined, cv: CvData): boolean {
  return save(storage, GENERATED_CV_KEY, cvToFormValues(cv));
}
