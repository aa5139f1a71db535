// The fields of every collection that stay in the English file. What a translation does hold is
// each collection's translation schema, beside its English one (news.ts, help.ts, services.ts,
// jobs.ts); ../load/translations.ts reads the language files.

/*
 * Translations. Each item is written in English, and its French and Kreol Seselwa words sit beside
 * it in a file of the same name with the language before the ending (`….fr.md`, `….crs.yaml`).
 * A translation holds only the words a visitor reads; ids, dates, names, contacts, hours, links
 * and icons stay in the English file, so they can never disagree between languages.
 */

/** Fields of the English files that a translation must not repeat (they stay in English only). */
export const ENGLISH_ONLY_FIELDS = {
  news: ["id", "date", "event_date", "photo"],
  help: ["id", "name", "contact", "address", "phone", "email", "website", "byday", "opens_at", "closes_at", "freq"],
  services: ["link", "icon"],
  jobs: ["id", "slug", "company", "location", "type", "salary", "posted", "closes", "url"],
} as const;
