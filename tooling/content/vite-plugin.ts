import path from "node:path";
import type { Plugin } from "vite";
import type { Emitted, ItemPages } from "../../src/content/engine/collection.server.ts";
import { sectionShareCard } from "../../src/content/engine/section-page.server.ts";
import { ContentError, loadContent, type Content } from "../../src/content/load-content.server.ts";
import { collections } from "../../src/content/registry.server.ts";
import { isLocale } from "../../src/i18n/locales.ts";
import { pageCardPng, SHARE_SITE_NAME, shareCardPng, sharePhotoJpeg } from "../og-image/share-image.ts";
import { siteOrigin } from "../site-origin.ts";

/**
 * Checks content/ with the collections of src/content/registry.server.ts when the build starts (a bad
 * file or a missing translation stops the build, and `vite dev` shows it, with the file, the item
 * and the field), and writes each collection's files in the client build of its language
 * (`locale`: "en", "fr" or "crs"): the news photos' sizes, the share pictures (drawn here,
 * tooling/og-image), the help entries' contact cards and the Job Matcher's match index. The pages
 * get the content from their routes' loaders (src/content/page-data.server.ts), never from this
 * plugin. What a collection could use but not understand (a requirement the Job Matcher cannot
 * read) is a warning, printed once, by the English build.
 *
 * The folder is content/ unless `contentDir` or the CONTENT_DIR environment variable names another:
 * the browser tests of dates build the site from a small content set of their own
 * (e2e/fixtures/content, playwright.dates.config.ts), through the same checks. The encoded photo
 * sizes are kept in `photoCacheDir` (false: none), so the three language builds encode each photo once.
 */
export function contentPlugin(
  options: { contentDir?: string; locale?: string; photoCacheDir?: string | false } = {},
): Plugin {
  const contentDir = path.resolve(options.contentDir ?? (process.env.CONTENT_DIR || "content"));
  const locale = options.locale ?? "en";
  if (!isLocale(locale)) throw new Error(`The content plugin's locale must be en, fr or crs, not "${locale}".`);
  const env = {
    contentDir,
    locale,
    photoCacheDir: options.photoCacheDir === false ? (false as const) : options.photoCacheDir,
    siteOrigin,
  };
  let cached: ReturnType<typeof loadContent> | undefined;
  const loaded = () => (cached ??= loadContent(contentDir));
  const content = (): Content => loaded().byLocale[locale];
  /** A collection's items in each language. */
  const everyLanguage = (name: keyof Content) =>
    Object.fromEntries(Object.entries(loaded().byLocale).map(([language, words]) => [language, words[name]])) as never;
  let files: Promise<Emitted[]> | undefined;
  /** Every collection's files for this language (photos are encoded here: one that cannot be read is a content problem). */
  const emitted = () =>
    (files ??= Promise.all(
      collections.map(async (collection) => [
        ...((await collection.emits?.(
          content()[collection.name] as never[],
          env,
          everyLanguage(collection.name),
          loaded().byLocale,
        )) ?? []),
        // A section's own page's card (/share/events.png), when the collection has the page.
        ...sectionShareCard(collection.pages as ItemPages<unknown, unknown> | undefined, locale),
      ]),
    ).then((lists) => lists.flat()));

  return {
    name: "koudmen:content",
    buildStart() {
      cached = undefined;
      files = undefined;
      try {
        content();
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
      if (this.environment.name !== "client") return;
      // What a collection could not understand: said once (by the English build), never a reason to stop.
      if (locale === "en")
        for (const collection of collections)
          for (const warning of collection.warnings?.(everyLanguage(collection.name), contentDir) ?? [])
            this.warn(warning);
      // Photos the encoder cannot read stop the build here too, once the content checks pass.
      return emitted().then(
        () => undefined,
        (error: unknown) => {
          if (error instanceof ContentError) this.error(error.message);
          throw error;
        },
      );
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of await emitted()) {
        const source =
          "source" in file
            ? file.source
            : "sharePhoto" in file
              ? await sharePhotoJpeg(file.sharePhoto)
              : "pageCard" in file
                ? await pageCardPng({ siteName: SHARE_SITE_NAME, ...file.pageCard })
                : await shareCardPng({
                    siteName: SHARE_SITE_NAME,
                    title: file.shareCard.title,
                    date: file.shareCard.subtitle,
                  });
        this.emitFile({ type: "asset", fileName: file.fileName, source });
      }
    },
    configureServer(server) {
      // The files the build writes whole (the photos' sizes, the contact cards, the match index):
      // served from memory by `vite dev`, under the language's prefix as the build places them.
      server.middlewares.use((request, response, next) => {
        const pathname = request.url?.split("?")[0] ?? "";
        if (!(path.extname(pathname) in FILE_TYPES)) return next();
        emitted().then((written) => {
          const file = written.find(
            (f) => pathname === `/${f.fileName}` || pathname === server.config.base + f.fileName,
          );
          if (!file || !("source" in file)) return next();
          response.setHeader("Content-Type", FILE_TYPES[path.extname(file.fileName)] ?? "application/octet-stream");
          response.end(file.source);
        }, next);
      });
      server.watcher.add(contentDir);
      server.watcher.on("all", (_event, file) => {
        if (!file.startsWith(contentDir)) return;
        cached = undefined;
        files = undefined;
        // The loaders read content/ again for each page in `vite dev` (src/content/page-data.server.ts).
        server.ws.send({ type: "full-reload" });
      });
    },
  };
}

const FILE_TYPES: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".json": "application/json",
  ".vcf": "text/vcard",
};
