import path from "node:path";
import type { Plugin } from "vite";
import type { Emitted } from "../../src/content/engine/collection.server.ts";
import { ContentError, loadContent, type Content } from "../../src/content/load-content.server.ts";
import { NEWS_PHOTOS_DIR } from "../../src/content/news/pages.ts";
import { collections } from "../../src/content/registry.server.ts";
import { isLocale } from "../../src/i18n/locales.ts";
import { SHARE_SITE_NAME, shareCardPng, sharePhotoJpeg } from "../og-image/share-image.ts";

/**
 * Checks content/ with the collections of src/content/registry.server.ts when the build starts (a bad
 * file or a missing translation stops the build, and `vite dev` shows it, with the file, the item
 * and the field), and writes each collection's files in the client build of its language
 * (`locale`: "en", "fr" or "crs"): the news photos' sizes, the share pictures (drawn here,
 * tooling/og-image) and the help entries' contact cards. The pages get the content from their
 * routes' loaders (src/content/page-data.server.ts), never from this plugin.
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
  };
  let cached: ReturnType<typeof loadContent> | undefined;
  const loaded = () => (cached ??= loadContent(contentDir));
  const content = (): Content => loaded().byLocale[locale];
  let files: Promise<Emitted[]> | undefined;
  /** Every collection's files for this language (photos are encoded here: one that cannot be read is a content problem). */
  const emitted = () =>
    (files ??= Promise.all(
      collections.map((collection) => collection.emits?.(content()[collection.name] as never[], env) ?? []),
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
              : await shareCardPng({
                  siteName: SHARE_SITE_NAME,
                  title: file.shareCard.title,
                  date: file.shareCard.subtitle,
                });
        this.emitFile({ type: "asset", fileName: file.fileName, source });
      }
    },
    configureServer(server) {
      // The photos' sizes, which the build writes as files: served from memory by `vite dev`.
      server.middlewares.use((request, response, next) => {
        const fileName = (request.url?.split("?")[0] ?? "").slice(1);
        if (!fileName.startsWith(`${NEWS_PHOTOS_DIR}/`)) return next();
        emitted().then((written) => {
          const file = written.find((f) => f.fileName === fileName);
          if (!file || !("source" in file)) return next();
          response.setHeader("Content-Type", PHOTO_TYPES[path.extname(fileName)] ?? "application/octet-stream");
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

const PHOTO_TYPES: Record<string, string> = { ".avif": "image/avif", ".webp": "image/webp", ".jpg": "image/jpeg" };
