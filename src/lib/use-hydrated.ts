import { startTransition, useEffect, useState } from "react";

/** Set once the first hydration has passed: components that mount later start hydrated. */
let pageHydrated = false;

/**
 * False while React hydrates the prerendered HTML (and on the build server), true afterwards.
 * Anything the prerendered HTML cannot know (the query string, the visitor's path, today's date)
 * waits for it, so hydration always matches and then updates.
 *
 * The update is a transition, which React renders in short slices: a phone stays responsive
 * while the page switches from its prerendered view to its live one. (useSyncExternalStore
 * would force that re-render in one uninterruptible task.) Components mounted after hydration,
 * on a client-side navigation, are hydrated from their first render and never flash.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
