import type { HelpCategory, HelpResource } from "../data/help-resources";

/**
 * The resources of one tab whose name, description or any service contains the query, ignoring
 * case. The query is plain text (no pattern characters), and spaces around it do not count.
 */
export function filterResources<T extends HelpResource>(
  resources: readonly T[],
  category: HelpCategory,
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return resources.filter(
    (resource) =>
      resource.category === category &&
      (needle === "" ||
        [resource.name, resource.description, ...resource.services].some((text) =>
          text.toLocaleLowerCase().includes(needle),
        )),
  );
}
