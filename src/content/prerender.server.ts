// The addresses content/ gives the site, for React Router's prerender list (react-router.config.ts)
// and the sitemap: each collection with item pages has a page per item under its section
// (/news/<slug>), the section's own page when the collection has one (/events), the section's 404 page (/news/404, which the servers send for a slug no item has)
// and the section's other files (the news feed). Node only.
import { NOT_FOUND_SLUG } from "../config/paths.ts";
import type { ItemPages } from "./engine/collection.server.ts";
import type { Content } from "./registry.server.ts";
import { collections } from "./registry.server.ts";

/**
 * Each page of `content`'s items: a section's own page when its collection has one (/events: its
 * `pages.list`), then each item's page, with its own date when it has one.
 */
export function itemPages(
  content: Content,
  from: readonly { name: string; pages?: unknown }[] = collections,
): { path: string; lastmod?: string }[] {
  return from.flatMap((collection) => {
    const pages = collection.pages as ItemPages<unknown, unknown> | undefined;
    if (!pages) return [];
    return [
      ...(pages.list ? [{ path: pages.section }] : []),
      ...((content as Record<string, unknown[]>)[collection.name] ?? []).map((item) => ({
        path: `${pages.section}/${pages.slug(item)}`,
        ...(pages.lastmod ? { lastmod: pages.lastmod(item) } : {}),
      })),
    ];
  });
}

/** Every address the collections add to one language's prerender list. */
export function contentPaths(content: Content): string[] {
  const sections = collections.flatMap((collection) => {
    const pages = collection.pages as ItemPages<unknown, unknown> | undefined;
    return pages
      ? [`${pages.section}/${NOT_FOUND_SLUG}`, ...(pages.resources ?? []).map((resource) => resource.path)]
      : [];
  });
  return [...itemPages(content).map((page) => page.path), ...sections];
}
