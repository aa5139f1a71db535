// What a collection of content/ is (news, job listings, help entries, the home page's services):
// everything about one kind of content, said once, in its own module (../<name>/collection.server.ts),
// and listed in ../registry.server.ts, which the build, the editor's config, the prerender list, the
// sitemap and the routes' loaders all iterate. The engine (this folder) reads the files; a
// collection says what they hold. Node only: a page gets plain data from its route's loader.
import type { Collection as EditorCollection } from "@sveltia/cms";
import type { z } from "zod";
import type { Locale } from "../../i18n/locales.ts";
import type { ByLocale, LoadContext } from "./context.server.ts";
import type { OwnEditorWords } from "./editor-words.server.ts";
import type { I18nStructure } from "./translations.server.ts";
import { englishOnlyFields, type Schema } from "./schema-shape.ts";

/** What the build knows while it writes a collection's files or a page's data. */
export type BuildEnv = {
  /** The content/ folder the build reads (CONTENT_DIR for the dates tests). */
  contentDir: string;
  /** The language of this build. */
  locale: Locale;
  /** Where encoded photos are kept between builds (node_modules/.cache/koudmen-photos unless said; false: none). */
  photoCacheDir?: string | false;
  /** The address the site is served from (tooling/site-origin.ts), for files with absolute links (a feed); a local build's when left out. */
  siteOrigin?: string;
};

/**
 * A file the build writes for a collection: bytes it made (a photo's size, a contact card), or a
 * 1200 × 630 picture for link previews that the build draws (tooling/og-image): a card with a title
 * and a line under it, a page's card (a title and its sentence, wrapped, as the list of pages'
 * cards are), or a photo cropped to fill it. `fileName` is from the site's root.
 */
export type Emitted =
  | { fileName: string; source: string | Uint8Array }
  | { fileName: string; shareCard: { title: string; subtitle: string } }
  | { fileName: string; pageCard: { title: string; text: string } }
  | { fileName: string; sharePhoto: string };

/** A collection whose items each have a page: /<section>/<slug>, and /<section>/404 for a slug no item has. */
export type ItemPages<Item, Page> = {
  /** The section's address, "/news": each item's page is under it. */
  section: string;
  /**
   * The route module (under src/app/) of every address under the section ("routes/news-item.tsx"):
   * an item's page, or the section's 404 page for a slug no item has. src/app/routes.ts adds it as
   * a splat route, "news/*".
   */
  route: string;
  slug: (item: Item) => string;
  /** The item's own date for the sitemap (lastmod), when it has one. */
  lastmod?: (item: Item) => string;
  /** What an item's page gets from its route's loader, in the build's language. */
  page: (item: Item, env: BuildEnv) => Page | Promise<Page>;
  /** The section's other addresses the build writes from its items (the news feed), each with its route module. */
  resources?: readonly { path: string; route: string }[];
  /**
   * The section's own page (/events), the list of its items, drawn by `route` when its splat is
   * empty: its title and the sentence under it, in each language. From them the build prerenders
   * the page in every language, lists it in the sitemap and draws its share card
   * (./section-page.server.ts), and the route's loader gives the page its words (sectionPage in
   * ../page-data.server.ts): no message, no entry in the list of pages. A section page the top bar
   * or the footer links (/training) is in the list of pages (src/config/paths.ts) instead.
   */
  list?: SectionWords;
};

/** A section page's words in each language: its title (the heading and the tab's name) and the sentence under it. */
export type SectionWords = { title: Record<Locale, string>; description: Record<Locale, string> };

export type Collection<Name extends string = string, Item = unknown, Page = Item> = {
  name: Name;
  /** Where its files are in content/: a folder of items ("news"), or one file with every item ("home/services.yaml"). */
  path: string;
  /** One English item's fields, as its file holds them: the checks, the editor's fields and their hints. */
  schema: z.ZodType;
  /** What a language file holds: the translated fields. The others stay in the English file (englishOnly). */
  translation: z.ZodType;
  /** The fields a translation must not repeat, derived from the two schemas. */
  englishOnly: readonly string[];
  /**
   * How each item's languages are kept: "multiple_files" (unless said), a file per language beside
   * the English one; "single_file", one YAML file with each language under its code (en:, fr:,
   * crs:). The editor's collection writes them so (tooling/cms/cms-config.ts), and `read` passes it
   * to the engine's readItems.
   */
  structure?: I18nStructure;
  /** Reads and checks the files at `path` (given whole), each item in every language. */
  read: (ctx: LoadContext, path: string) => ByLocale<Item[]>;
  pages?: ItemPages<Item, Page>;
  /**
   * Checks of this collection's items against the others' (a course's provider must be a help
   * entry), once every collection is read: each problem pushed to `ctx.problems`. `english` holds
   * every collection's English items by name.
   */
  relate?: (ctx: LoadContext, everyLanguage: ByLocale<Item[]>, english: Record<string, readonly unknown[]>) => void;
  /** The collection(s) of the editor at /admin: its fields are the schema's (../engine/editor-fields.server.ts). */
  editor: () => EditorCollection[];
  /**
   * The French and Kreol of the editor's labels and hints that only this collection uses (its
   * fields' hints, its own labels), by their English: `{ labels: { Place: { fr: "Lieu", crs:
   * "Landrwa" } }, hints: { … } }`. Words several collections share are in
   * ../engine/editor-words.yaml; a word may be in one place only. Checked as that file's are
   * (tooling/cms/editor-words.test.ts: every label and hint translated, the term base's words).
   */
  editorWords?: OwnEditorWords;
  /**
   * The files the build writes for this language's items (photos, share pictures, contact cards);
   * `everyLanguage` holds the items in each language, for a file made of all three (the Job
   * Matcher's index). `content` holds every collection's items by name in each language, for a
   * file made of several (the courses suggested under the listings' requirements).
   */
  emits?: (
    items: readonly Item[],
    env: BuildEnv,
    everyLanguage: ByLocale<Item[]>,
    content: ByLocale<Record<string, readonly unknown[]>>,
  ) => Emitted[] | Promise<Emitted[]>;
  /**
   * What the build could use but not understand, each naming its file, in the staff's words: a
   * warning that `npm run check:content` and the build print, never a reason to stop them.
   */
  warnings?: (everyLanguage: ByLocale<Item[]>, contentDir: string) => string[];
};

type Definition<Name extends string, Item, Page> = Omit<Collection<Name, Item, Page>, "englishOnly">;

/** A collection, with the fields that stay in its English file derived from its two schemas. */
export function defineCollection<Name extends string, Item, Page>(
  definition: Definition<Name, Item, Page> & { pages: ItemPages<Item, Page> },
): Collection<Name, Item, Page> & { pages: ItemPages<Item, Page> };
export function defineCollection<Name extends string, Item>(
  definition: Definition<Name, Item, Item>,
): Collection<Name, Item>;
export function defineCollection<Name extends string, Item, Page>(
  definition: Definition<Name, Item, Page>,
): Collection<Name, Item, Page> {
  const englishOnly = englishOnlyFields(definition.schema as Schema, definition.translation as Schema);
  return { ...definition, englishOnly };
}

/** The item type of a collection. */
export type ItemOf<C> = C extends Collection<string, infer Item, unknown> ? Item : never;
/** What an item's page gets, for a collection with item pages. */
export type PageOf<C> = C extends Collection<string, unknown, infer Page> ? Page : never;
