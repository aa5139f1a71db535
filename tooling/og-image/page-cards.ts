// Draws each page's card for link previews (src/config/page-cards.ts) in the client build of its
// language: /share/home.png, /fr/share/help.png… The words are the page's own, read from the
// message catalogues the pages are built from, so the picture says what the page says.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { pageCards, pageShareImagePath, type CatalogueMessage } from "../../src/config/page-cards.ts";
import { localizePath, type Locale } from "../../src/i18n/locales.ts";
import { SHARE_SITE_NAME, pageCardPng } from "./share-image.ts";

/** A message of a catalogue in a language, its {name} filled with the foundation's name. */
export function cardWords({ catalogue, key }: CatalogueMessage, locale: Locale): string {
  const file = path.resolve(catalogue, `${locale}.json`);
  const text: unknown = JSON.parse(readFileSync(file, "utf8"))[key];
  if (typeof text !== "string") throw new Error(`${file} has no message ${key}: the page's share card needs it.`);
  return text.replaceAll("{name}", SHARE_SITE_NAME);
}

/** Each page's card in `locale`: its file name (from the build's root) and the PNG's words. */
export function pageCardFiles(locale: Locale): { fileName: string; title: string; text: string }[] {
  return Object.entries(pageCards()).map(([page, words]) => ({
    fileName: localizePath(pageShareImagePath(page), locale).slice(1),
    title: cardWords(words.title, locale),
    text: cardWords(words.text, locale),
  }));
}

export function pageCardsPlugin({ locale }: { locale: Locale }): Plugin {
  return {
    name: "koudmen:page-cards",
    apply: "build",
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const { fileName, title, text } of pageCardFiles(locale)) {
        this.emitFile({
          type: "asset",
          fileName,
          source: await pageCardPng({ siteName: SHARE_SITE_NAME, title, text }),
        });
      }
    },
  };
}
