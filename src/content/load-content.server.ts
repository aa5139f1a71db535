// Reads and checks everything under content/, every collection of the registry in turn, with the
// engine (./engine/). Every problem names the file, the item and the field, in words a member of
// the foundation's staff can act on; all problems are collected, so one build shows every mistake
// at once. Node only: the build, the routes' loaders (./page-data.server.ts) and the tests call it.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { typesetFrenchDeep } from "../i18n/french-typography.mjs";
import { baseLocale, locales } from "../i18n/locales.ts";
import { ContentError, createContext, type ByLocale } from "./engine/context.server.ts";
import { collections, type Content } from "./registry.server.ts";

export { ContentError, translationLocales, type TranslationLocale } from "./engine/context.server.ts";
export { paragraphs, splitFrontMatter } from "./engine/front-matter.ts";
export { translationFile } from "./engine/translations.server.ts";
export type { Content };

/**
 * Every collection under `contentDir`, checked, with every item's French and Kreol Seselwa
 * translation. Throws a ContentError listing every problem. `content` is the English;
 * `byLocale` has each language's (the same shape, the words of that language). Also returns the
 * files and folders read, so a dev server can watch them.
 */
export function loadContent(contentDir: string): { content: Content; byLocale: ByLocale<Content>; files: string[] } {
  const ctx = createContext(contentDir);
  const files: string[] = [];
  const paths = collections.map((collection) => {
    const full = path.join(contentDir, collection.path);
    const isFile = path.extname(collection.path) !== "";
    if (existsSync(full) && (isFile ? statSync(full).isFile() : statSync(full).isDirectory())) return full;
    // A folder of items that is not there holds no items: git keeps no empty folder, so deleting
    // the last news item in the editor removes content/news, and a new collection needs no folder
    // in every content folder the tests build from. One file of every item (the home page's
    // services) must be there.
    if (!isFile && !existsSync(full)) return undefined;
    ctx.problems.push(`${ctx.rel(full)}: is missing`);
    return undefined;
  });
  const read = collections.map((collection, index) => {
    const full = paths[index];
    if (full === undefined) return undefined;
    files.push(full);
    return collection.read(ctx, full);
  });
  const english = Object.fromEntries(collections.map(({ name }, index) => [name, read[index]?.[baseLocale] ?? []]));
  collections.forEach((collection, index) => {
    const items = read[index];
    if (items && collection.relate) (collection.relate as (...args: unknown[]) => void)(ctx, items, english);
  });
  if (ctx.problems.length > 0) throw new ContentError(ctx.problems);
  const byLocale = Object.fromEntries(
    locales.map((locale) => {
      const words = Object.fromEntries(collections.map(({ name }, index) => [name, read[index]?.[locale] ?? []]));
      // French spacing (a narrow no-break space before ; : ! ? and inside « »), set here so staff
      // type ordinary spaces in the editor and a mark never starts a line on the page.
      return [locale, locale === "fr" ? typesetFrenchDeep(words) : words];
    }),
  ) as ByLocale<Content>;
  return { content: byLocale[baseLocale], byLocale, files };
}
