import { useCallback, useMemo, useSyncExternalStore } from "react";
import { browserStorage, GENERATED_CV_KEY, readGeneratedCv, type StorageLike } from "@/lib/stored-cv";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/** The stored CV's raw text, compared by value so React re-renders only when it changes. */
function rawStoredCv(): string | null {
  try {
    return browserStorage()?.getItem(GENERATED_CV_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The CV last generated in the CV Builder on this device. The prerendered page cannot know it, so
 * it is read after hydration, and again when another tab changes it. `readStoredCv` reads afresh.
 */
export function useStoredCv() {
  const raw = useSyncExternalStore(subscribe, rawStoredCv, () => null);
  const storedCv = useMemo(() => {
    if (raw === null) return undefined;
    const single: StorageLike = { getItem: () => raw, setItem: () => undefined, removeItem: () => undefined };
    return readGeneratedCv(single);
  }, [raw]);
  const readStoredCv = useCallback(() => readGeneratedCv(browserStorage()), []);
  return { storedCv, readStoredCv };
}
