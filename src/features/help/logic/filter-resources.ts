import { matchesSearch } from "@/lib/text-search";
import type { HelpCategory, HelpEntry } from "@/content/help/pages";

/** What the search needs of an entry. */
export type HelpResource = Pick<HelpEntry, "category" | "name" | "description" | "services">;

/**
 * The resources of one tab whose name, description and services hold every word of the query,
 * ignoring case, accents and word order (the site's shared search rule, src/lib/text-search.ts).
 * The query is plain text (no pattern characters).
 */
export function filterResources<T extends HelpResource>(
  resources: readonly T[],
  category: HelpCategory,
  query: string,
): T[] {
  return resources.filter(
    (resource) =>
      resource.category === category &&
      matchesSearch([resource.name, resource.description, ...resource.services], query),
  );
}
