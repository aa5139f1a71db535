import { importOnce } from "@/lib/import-once";
import { loadOnce } from "@/lib/load-once";
import type { MatchIndex } from "@/matching/match-index";
import { readCourseSuggestions, type CourseSuggestions } from "./course-suggestions";
import type { Matcher } from "./cv-matcher";

export type { Matcher };

/**
 * The listings' match index, the JSON file the build wrote beside the page's scripts
 * (src/content/jobs/match-index.server.ts): its address is named by its bytes, so the service
 * worker keeps it after the first use, as it keeps the engine's code.
 */
async function fetchIndex(address: string): Promise<MatchIndex> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`The match index answered ${response.status}: ${address}`);
  return (await response.json()) as MatchIndex;
}

/** The engine's code, one chunk for every index: fetched anew after a failure (see importOnce). */
const loadEngine = importOnce(() => import("./cv-matcher"));

const loaders = new Map<string, () => Promise<Matcher>>();

/**
 * The matcher's code and the listings' match index at `address` (the page's loader gives it),
 * fetched together once when a CV is chosen, never in the page's first load; a failed fetch (the
 * connection dropped) is tried again next time.
 */
export function loadMatcher(address: string): Promise<Matcher> {
  let load = loaders.get(address);
  if (!load) {
    load = loadOnce(async () => {
      const [engine, index] = await Promise.all([loadEngine(), fetchIndex(address)]);
      return engine.cvMatcher(index);
    });
    loaders.set(address, load);
  }
  return load();
}

const suggestionLoads = new Map<string, Promise<CourseSuggestions | null>>();

/**
 * The courses suggested under the listings' requirements, the JSON file at `address` (the page's
 * loader gives it; named by its bytes, so the service worker keeps it after first use), fetched
 * with the matcher when a CV is chosen, never in the page's first load. It never fails: a file that
 * cannot be fetched or read is null (the cards show no courses), and is tried again next time.
 */
export function loadCourseSuggestions(address: string): Promise<CourseSuggestions | null> {
  let load = suggestionLoads.get(address);
  if (!load) {
    load = fetch(address)
      .then((response) => (response.ok ? response.json() : null))
      .then(readCourseSuggestions)
      .catch(() => null)
      .then((suggestions) => {
        if (suggestions === null) suggestionLoads.delete(address);
        return suggestions;
      });
    suggestionLoads.set(address, load);
  }
  return load;
}
