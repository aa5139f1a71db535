/*
 * Where the Help Directory's code gets the entries it searches. /help's HTML holds every card for
 * reading; the entries for the code are a file of their own (src/content/help/entries-file.server.ts),
 * not React Router's copy of them written into the same HTML, so the page is not sent twice over.
 *
 * - Prerendering, the page's loader keeps the build's entries here (`keepPrerenderEntries`), and the
 *   page draws its cards from them.
 * - In the browser, the page loads the file (`helpEntries`) while its code starts (the HTML asks for
 *   it early with a preload link): until it arrives the page stays as the HTML drew it, readable,
 *   its links working, its search box keeping what is typed. A failed fetch (no connection) is tried
 *   again when the connection is back, so the page never swaps its cards for an error.
 * - Going to /help from another page, the route's clientLoader fetches it (`fetchHelpEntries`), and a
 *   failure is the router's, as any page's data.
 */
import type { HelpEntry } from "@/content/help/pages";

let prerendered: readonly HelpEntry[] | undefined;

/** The build's entries, kept by the page's loader for the prerender (never set in a browser). */
export function keepPrerenderEntries(entries: readonly HelpEntry[]): void {
  prerendered = entries;
}

/** The entries the prerender draws, or undefined in a browser. */
export function prerenderEntries(): readonly HelpEntry[] | undefined {
  return prerendered;
}

/** The entries file at `address`, once; a failure is the caller's. */
export async function fetchHelpEntries(address: string): Promise<readonly HelpEntry[]> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`The Help Directory's entries answered ${response.status}: ${address}`);
  return (await response.json()) as HelpEntry[];
}

/** A wait before trying again: the connection coming back, or `ms`, whichever is first. */
function retryAfter(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener("online", done);
  });
}

const loads = new Map<string, Promise<readonly HelpEntry[]>>();

/**
 * The entries file at `address`, one promise per address (React's use() needs the same one on each
 * render), which never fails: it tries again, sooner when the connection returns.
 */
export function helpEntries(address: string): Promise<readonly HelpEntry[]> {
  let load = loads.get(address);
  if (!load) {
    load = (async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await fetchHelpEntries(address);
        } catch {
          await retryAfter(Math.min(30_000, 2_000 * 2 ** attempt));
        }
      }
    })();
    loads.set(address, load);
  }
  return load;
}
