/*
 * Where the CV Builder keeps its draft and generated CV, and whether anything is kept there.
 * Free of zod on purpose: a first visit has nothing stored, so the page need not load and build
 * the schemas that check what is read back (cv-storage.ts) until there is something to check.
 */

export const DRAFT_KEY = "koudmen.cv-builder.draft";
export const GENERATED_CV_KEY = "koudmen.cv-builder.cv";

export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The browser's localStorage, or undefined where even asking for it throws (some privacy settings). */
export function browserStorage(): StorageLike | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** "stored" if a draft or a CV is kept; "unavailable" if the storage cannot be read at all. */
export function storedCvState(storage: StorageLike | undefined): "stored" | "none" | "unavailable" {
  if (!storage) return "unavailable";
  try {
    return storage.getItem(DRAFT_KEY) !== null || storage.getItem(GENERATED_CV_KEY) !== null ? "stored" : "none";
  } catch {
    return "unavailable";
  }
}
