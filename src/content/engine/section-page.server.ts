// A collection's own section page (/events: the list of its items), when its collection says its
// words (`pages.list`): its address in the prerender list and the sitemap (../prerender.server.ts),
// its words in a language, and its share card. Node only.
import { pageShareImagePath } from "../../config/paths.ts";
import { typesetFrench } from "../../i18n/french-typography.mjs";
import { localizePath, type Locale } from "../../i18n/locales.ts";
import type { Emitted, ItemPages } from "./collection.server.ts";

/** A section page's words in one language, the French typeset as French is (as content is: ../load-content.server.ts). */
export function sectionWords(
  list: NonNullable<ItemPages<unknown, unknown>["list"]>,
  locale: Locale,
): { title: string; description: string } {
  const typeset = (text: string) => (locale === "fr" ? typesetFrench(text) : text);
  return { title: typeset(list.title[locale]), description: typeset(list.description[locale]) };
}

/** Where a section page's share card is, in a language: /share/events.png, /fr/share/events.png. */
export const sectionShareImage = (section: string, locale: Locale) => localizePath(pageShareImagePath(section), locale);

/**
 * The section page's share card in this language, for a section with a list page: drawn as the list
 * of pages' cards are (tooling/og-image/page-cards.ts), its title and its sentence wrapped under it.
 */
export function sectionShareCard(pages: ItemPages<unknown, unknown> | undefined, locale: Locale): Emitted[] {
  if (!pages?.list) return [];
  const { title, description } = sectionWords(pages.list, locale);
  return [{ fileName: sectionShareImage(pages.section, locale).slice(1), pageCard: { title, text: description } }];
}
