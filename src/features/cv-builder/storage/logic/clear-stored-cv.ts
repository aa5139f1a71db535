import { DRAFT_KEY, GENERATED_CV_KEY, type StorageLike } from "@/lib/stored-cv";

/**
 * Forgets the draft and the generated CV at once. Free of zod and of the storage code on purpose:
 * 'Start over' must clear a shared phone even before any lazily loaded code has arrived.
 * False if the storage refused.
 */
export function clearStoredCvNow(storage: StorageLike | undefined): boolean {
  if (!storage) return false;
  try {
    storage.removeItem(DRAFT_KEY);
    storage.removeItem(GENERATED_CV_KEY);
    return true;
  } catch {
    return false;
  }
}
