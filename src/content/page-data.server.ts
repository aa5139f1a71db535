// What the routes' loaders give their pages, read from content/ at prerender: a collection's items in
// the build's language, as its pages get them, or one item for its own page. React Router writes
// each page's data into its HTML and beside it as a .data file, so a page carries its own item
// only, and no page's JavaScript carries content. Node only (the routes' loaders run at build).
import { data } from "react-router";
import { locales } from "../i18n/locales.ts";
import { siteLocale } from "../i18n/site-locale.ts";
import type { BuildEnv, Collection, ItemPages } from "./engine/collection.server.ts";
import { sectionShareImage, sectionWords } from "./engine/section-page.server.ts";
import type { ByLocale } from "./engine/context.server.ts";
import { loadContent } from "./load-content.server.ts";
import type { Content } from "./registry.server.ts";

/** The build's content/ folder and language (CONTENT_DIR: the dates tests build from their fixtures). */
const env = (): BuildEnv => ({ contentDir: process.env.CONTENT_DIR || "content", locale: siteLocale });

let loaded: ByLocale<Content> | undefined;

/**
 * The content in every language, read once (a mistake in it has already stopped the build in
 * react-router.config.ts). `vite dev` reads it again for every page, so an edit shows on reload.
 */
function everyLanguage(): ByLocale<Content> {
  if (import.meta.env.DEV || loaded === undefined) loaded = loadContent(env().contentDir).byLocale;
  return loaded;
}

/** This build's content: every collection in the build's language. */
export function contentOf(): Content {
  return everyLanguage()[siteLocale];
}

type WithPages<Name extends string, Item, Page> = Collection<Name, Item, Page> & { pages: ItemPages<Item, Page> };

/** A collection's items in the build's language. */
export function itemsOf<Name extends keyof Content>(collection: { name: Name }): Content[Name] {
  return contentOf()[collection.name];
}

/** A collection's items in each language (the Job Matcher's index is made of all three). */
export function itemsInEveryLanguage<Name extends keyof Content>(collection: { name: Name }): ByLocale<Content[Name]> {
  const content = everyLanguage();
  return Object.fromEntries(locales.map((locale) => [locale, content[locale][collection.name]])) as ByLocale<
    Content[Name]
  >;
}

/** A collection's items as its pages get them (a news photo's sizes in place of its file's name). */
export function pagesOf<Name extends keyof Content, Item, Page>(
  collection: WithPages<Name, Item, Page>,
): Promise<Page[]> {
  return Promise.all((itemsOf(collection) as Item[]).map((item) => collection.pages.page(item, env())));
}

/**
 * The item whose page is `<section>/<slug>`, as its page gets it; a slug no item has is a 404, which
 * the route's error boundary shows as the 404 page in the build's language.
 */
export async function itemPage<Name extends keyof Content, Item, Page>(
  collection: WithPages<Name, Item, Page>,
  slug: string | undefined,
): Promise<Page> {
  const item = (itemsOf(collection) as Item[]).find((candidate) => collection.pages.slug(candidate) === slug);
  if (item === undefined) throw data(null, { status: 404, statusText: "Not Found" });
  return collection.pages.page(item, env());
}

/**
 * A section's own page (/events, its collection's `pages.list`): its words in the build's language,
 * its address, its share card's, and the collection's items, for a route that draws the list when
 * its splat is empty (`params["*"] ? itemPage(…) : sectionPage(…)`).
 */
export function sectionPage<Name extends keyof Content, Item, Page>(
  collection: WithPages<Name, Item, Page>,
): { title: string; description: string; path: string; image: string; items: Content[Name] } {
  const { section, list } = collection.pages;
  if (!list)
    throw new Error(`${collection.name}: its pages have no list (pages.list): the section has no page of its own`);
  return {
    ...sectionWords(list, siteLocale),
    path: section,
    image: sectionShareImage(section, siteLocale),
    items: itemsOf(collection),
  };
}
