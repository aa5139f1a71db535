// The courses suggested under the listings' requirements ('Where to learn this', ./suggestions.server.ts)
// as the JSON file the build writes in each language's assets, named by a hash of its bytes, as the
// Job Matcher's index is (../jobs/match-index.server.ts): the Job Matcher's route gives its page the
// address, and the page fetches the file with the matcher when a CV is chosen, so no page's HTML,
// data or first-load JavaScript carries it; the service worker keeps it after first use. Node only.
import { createHash } from "node:crypto";
import { localizePath, type Locale } from "../../i18n/locales.ts";
import { courseSuggestions, type CourseSuggestions, type SuggestionSource } from "./suggestions.server.ts";

/** The Help Directory's entries as the file needs them: each provider's name in the language. */
type Providers = readonly { id: string; name: string }[];

const made = new Map<string, CourseSuggestions>();

/** The suggestions in `locale` (made once per process for the same listings, courses and entries: the engine reads them). */
function suggestionsIn(source: SuggestionSource, help: Providers, locale: Locale): CourseSuggestions {
  // No courses (a content folder without any): nothing to suggest, and no need to run the engine.
  if (source.courses.en.length === 0) return { version: 1, courses: {}, listings: {} };
  const key = JSON.stringify([source, help.map(({ id, name }) => [id, name]), locale]);
  let suggestions = made.get(key);
  if (!suggestions) {
    suggestions = courseSuggestions(source, help, locale);
    made.set(key, suggestions);
  }
  return suggestions;
}

/** `fileName` is from the language's root: "assets/course-suggestions-<hash>.json". */
export function courseSuggestionsFile(
  source: SuggestionSource,
  help: Providers,
  locale: Locale,
): { fileName: string; source: string } {
  const json = JSON.stringify(suggestionsIn(source, help, locale));
  const hash = createHash("sha256").update(json).digest("hex").slice(0, 10);
  return { fileName: `assets/course-suggestions-${hash}.json`, source: json };
}

/** The file's address in a language's pages: "/assets/course-suggestions-<hash>.json", "/fr/assets/…". */
export function courseSuggestionsAddress(source: SuggestionSource, help: Providers, locale: Locale): string {
  return localizePath(`/${courseSuggestionsFile(source, help, locale).fileName}`, locale);
}
