import { loadOnce } from "@/lib/load-once";
import type { MatchIndex } from "@/matching/match-index";
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
      const [engine, index] = await Promise.all([import("./cv-matcher"), fetchIndex(address)]);
      return engine.cvMatcher(index);
    });
    loaders.set(address, load);
  }
  return load();
}
