// A collection's own section page (/events, the list of its items), made from its words
// (`pages.list`): its address in the prerender list and the sitemap, its words and its share card;
// and every collection's section words held to the term base and French typography.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { paths } from "../../config/paths.ts";
import { findPhrase } from "../../i18n/terms-base.mjs";
import { checkCatalogue } from "../../i18n/terms-check.mjs";
import { readTerms } from "../../i18n/terms-files.mjs";
import { contentPaths, itemPages } from "../prerender.server.ts";
import { collections, type Content } from "../registry.server.ts";
import type { ItemPages, SectionWords } from "./collection.server.ts";
import { collectionWordsFile } from "./editor-words.server.ts";
import { sectionShareCard, sectionWords } from "./section-page.server.ts";

const LIST: SectionWords = {
  title: { en: "Events", fr: "Événements", crs: "Levennman" },
  description: { en: "What is on: come along!", fr: "Ce qui se passe : venez !", crs: "Sa ki pe pase: vini!" },
};

const events = (list?: SectionWords) => ({
  name: "events",
  pages: {
    section: "/events",
    route: "routes/event.tsx",
    slug: (item: unknown) => (item as { slug: string }).slug,
    page: (item: unknown) => item,
    ...(list ? { list } : {}),
  } satisfies ItemPages<unknown, unknown>,
});

const content = { events: [{ slug: "beach-clean-up" }] } as unknown as Content;

describe("a section's own page, from its collection's words", () => {
  it("is a page of the site, before its items' pages, when the collection gives its words", () => {
    expect(itemPages(content, [events(LIST)])).toEqual([{ path: "/events" }, { path: "/events/beach-clean-up" }]);
    expect(itemPages(content, [events()])).toEqual([{ path: "/events/beach-clean-up" }]);
  });

  it("has its words in each language, the French typeset as the site's French is", () => {
    expect(sectionWords(LIST, "crs")).toEqual({ title: "Levennman", description: "Sa ki pe pase: vini!" });
    expect(sectionWords(LIST, "fr")).toEqual({
      title: "Événements",
      description: "Ce qui se passe\u202F: venez\u202F!",
    });
  });

  it("has a share card in each language, beside the list of pages' cards", () => {
    expect(sectionShareCard(events(LIST).pages, "fr")).toEqual([
      {
        fileName: "fr/share/events.png",
        pageCard: { title: "Événements", text: "Ce qui se passe\u202F: venez\u202F!" },
      },
    ]);
    expect(sectionShareCard(events(LIST).pages, "en")[0]?.fileName).toBe("share/events.png");
    expect(sectionShareCard(events().pages, "en")).toEqual([]);
  });
});

const terms = readTerms(path.resolve(import.meta.dirname, "../../.."));

/** A collection's section words held as a catalogue is: no rejected word, the term base's word where a message is its concept's, French typography. */
const wordProblems = (name: string, list: SectionWords) =>
  (["fr", "crs"] as const).flatMap((locale) =>
    checkCatalogue({
      file: collectionWordsFile(name),
      locale,
      messages: Object.fromEntries(
        Object.entries(sectionWords(list, locale)).map(([key, text]) => [`pages → list → ${key}`, text]),
      ),
      terms,
    }),
  );

/** A title that is a concept of the term base in English ("News"): its French and Kreol must be the term base's words. */
const offTheTermBase = (name: string, list: SectionWords) =>
  terms
    .filter((term) => term.words.en?.some((word) => word.toLowerCase() === list.title.en.toLowerCase()))
    .flatMap((term) =>
      (["fr", "crs"] as const).flatMap((locale) => {
        const chosen = term.words[locale];
        if (!chosen || chosen.some((word) => findPhrase(list.title[locale], word) !== undefined)) return [];
        return [
          `${collectionWordsFile(name)}: list title ${locale} "${list.title[locale]}" is not the term base's ${chosen.join(" or ")}`,
        ];
      }),
    );

describe("every collection's section page", () => {
  const withList = collections.flatMap((collection) => {
    const pages = collection.pages as ItemPages<unknown, unknown> | undefined;
    return pages?.list ? [{ name: collection.name, section: pages.section, list: pages.list }] : [];
  });

  it("uses the term base's words and no rejected one", () => {
    expect(withList.flatMap(({ name, list }) => wordProblems(name, list))).toEqual([]);
    // A rejected word in a section's words is named with its collection's module.
    const rejected = terms.find((term) => (term.rejected.crs ?? []).length > 0)!.rejected.crs![0]!;
    expect(wordProblems("events", { ...LIST, title: { ...LIST.title, crs: rejected } })[0]).toContain(
      `src/content/events/collection.server.ts: pages → list → title: "${rejected}" is not used on this site`,
    );
  });

  it("is named with the term base's word where its title is a concept of the term base", () => {
    expect(withList.flatMap(({ name, list }) => offTheTermBase(name, list))).toEqual([]);
    const news = { ...LIST, title: { en: "News", fr: "Nouvelles", crs: "Nouvel" } };
    expect(offTheTermBase("events", news)).toEqual([
      'src/content/events/collection.server.ts: list title fr "Nouvelles" is not the term base\'s Actualités',
    ]);
  });

  it("is not also in the list of pages, and is prerendered", () => {
    const listed: string[] = Object.values(paths).map((page) => page.path);
    expect(withList.filter(({ section }) => listed.includes(section))).toEqual([]);
    const everyPage = contentPaths(Object.fromEntries(collections.map(({ name }) => [name, []])) as unknown as Content);
    expect(withList.filter(({ section }) => !everyPage.includes(section))).toEqual([]);
  });
});
