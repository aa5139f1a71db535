// The Help Directory's entries in one language as the JSON file the build writes in that language's
// assets: the page's code reads it to search and switch tabs, so the entries are not written into
// /help's HTML twice (once as the cards, once as React Router's data for the code). Named by a hash
// of its bytes, so a phone may keep it for good; the service worker precaches it with the page.
import { createHash } from "node:crypto";
import { localizePath, type Locale } from "../../i18n/locales.ts";
import type { HelpEntry } from "./collection.server.ts";

/** `fileName` is from the language's root: "assets/help-entries-<hash>.json". */
export function helpEntriesFile(entries: readonly HelpEntry[]): { fileName: string; source: string } {
  const source = JSON.stringify(entries);
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
  return { fileName: `assets/help-entries-${hash}.json`, source };
}

/** The file's address in a language's pages: "/assets/help-entries-<hash>.json", "/fr/assets/…". */
export function helpEntriesAddress(entries: readonly HelpEntry[], locale: Locale): string {
  return localizePath(`/${helpEntriesFile(entries).fileName}`, locale);
}
