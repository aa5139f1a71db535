import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML (and on the build server), true afterwards.
 * Anything the prerendered HTML cannot know (the query string, the visitor's path, today's date)
 * waits for it, so hydration always matches and then updates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
