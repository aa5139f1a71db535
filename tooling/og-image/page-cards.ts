// Draws each page's card for link previews (the list of pages, src/config/paths.ts, names its words)
// in the client build of its language: /share/home.png, /fr/share/help.png… The words are the
// page's own, read from the message catalogues the pages are built from, so the picture says what
// the page says.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { pageList, pageShareImagePath, type MessageKey } from "../../src/config/paths.ts";
import { localizePath, type Locale } from "../../src/i18n/locales.ts";
import { SHARE_SITE_NAME, pageCardPng } from "./share-image.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Every message catalogue of a language, as project.inlang/settings.json lists them (Paraglide compiles them into one set of keys). */
function catalogueFiles(locale: Locale): string[] {
  const settings = JSON.parse(readFileSync(path.join(ROOT, "project.inlang", "settings.json"), "utf8"));
  const patterns: string[] = settings["plugin.inlang.messageFormat"].pathPattern;
  return patterns.map((pattern) => path.resolve(ROOT, "project.inlang", "..", pattern.replace("{locale}", locale)));
}

/** A message in a language, from whichever catalogue holds it, its {name} filled with the foundation's name. */
export function cardWords(key: MessageKey, locale: Locale): string {
  for (const file of catalogueFiles(locale)) {
    const text: unknown = JSON.parse(readFileSync(file, "utf8"))[key];
    if (typeof text === "string") return text.replaceAll("{name}", SHARE_SITE_NAME);
  }
  throw new Error(`No ${locale} catalogue has the message ${key}: a page's share card needs it (src/config/paths.ts).`);
}

/** Each page's card in `locale`: its file name (from the build's root) and the PNG's words. */
export function pageCardFiles(locale: Locale): { fileName: string; title: string; text: string }[] {
  return pageList().map((page) => ({
    fileName: localizePath(pageShareImagePath(page.path), locale).slice(1),
    title: cardWords(page.card.title, locale),
    text: cardWords(page.card.text, locale),
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
