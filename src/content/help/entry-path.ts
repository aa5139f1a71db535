/*
 * The address of one Help Directory entry, for a page that names an organisation (a course's
 * provider): the directory opened on the entry's tab and searched for its name, so it is the one card
 * shown, and the card's own anchor, which the prerendered page (no JavaScript) jumps to. The
 * parameters are the directory's (src/features/help/logic/help-url-state.ts; its test reads this back).
 */
import type { HelpCategory } from "./pages.ts";

const HELP_PATH = "/help";

/** "/help?q=Red+Cross+Society+of+Seychelles&tab=private#resource-p1" (the language's prefix is the router's). */
export function helpEntryPath(entry: { id: string; name: string; category: HelpCategory }): string {
  const params = new URLSearchParams({ q: entry.name });
  if (entry.category === "private") params.set("tab", "private");
  return `${HELP_PATH}?${params.toString()}#resource-${entry.id}`;
}
