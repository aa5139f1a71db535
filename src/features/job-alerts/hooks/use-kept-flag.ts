import { useMemo, useSyncExternalStore } from "react";
import { browserStorage } from "@/lib/stored-cv";
import { rawKeptFlag, readKeptFlag, subscribeKeptFlag, type KeptFlag } from "../logic/kept-cv-store";

/**
 * Whether a CV is kept on this phone, with its day and name: undefined when none, null while the
 * page hydrates (the prerendered page cannot know). Follows a change made anywhere on the page or
 * in another tab.
 */
export function useKeptFlag(): KeptFlag | undefined | null {
  const raw = useSyncExternalStore(
    subscribeKeptFlag,
    () => rawKeptFlag(browserStorage()) ?? "",
    () => null,
  );
  return useMemo(() => {
    if (raw === null) return null;
    if (raw === "") return undefined;
    return readKeptFlag({ getItem: () => raw, setItem: () => undefined, removeItem: () => undefined });
  }, [raw]);
}
