import path from "node:path";
import type { Plugin } from "vite";
import type { Emitted } from "../../src/content/engine/collection.server.ts";
import { ContentError, loadContent, type Content } from "../../src/content/load-content.server.ts";
import { jobs } from "../../src/content/jobs/collection.server.ts";
import { news } from "../../src/content/news/collection.server.ts";
import { NEWS_PHOTOS_DIR } from "../../src/content/news/pages.ts";
import { collections } from "../../src/content/registry.server.ts";
import { isLocale } from "../../src/i18n/locales.ts";
import { SHARE_SITE_NAME, shareCardPng, sharePhotoJpeg } from "../og-image/share-image.ts";

const PREFIX = "virtual:content/";
const COLLECTIONS = ["news", "help", "services", "jobs"] satisfies (keyof Content)[];
/** The content's modules: a collection each, and the words the Job Matcher looks for in a CV. */
const MODULES = [...COLLECTIONS, "job-evidence"] as const;
type Module = (typeof MODULES)[number];

/**
 * Checks content/ with the collections of src/content/registry.server.ts when the build starts (a bad
 * file or a missing translation stops the build, and `vite dev` shows it, with the file, the item
 * and the field), and writes each collection's files in the client build: the news photos' sizes,
 * the share pictures (drawn here, tooling/og-image) and the help entries' contact cards. It serves
 * the checked content to the pages as `virtual:content/news`, `…/help`, `…/services` and `…/jobs`
 * (and the Job Matcher's CV words as `virtual:content/job-evidence`), in the build's language
 * (`locale`: "en", "fr" or "crs"), each item as its pages get it (the collection's `pages.page`):
 * the file's own fields, which the pages format where they show them.
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
    resolveId(id) {
      if (id.startsWith(PREFIX) && (MODULES as readonly string[]).includes(id.slice(PREFIX.length))) return `\0${id}`;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return;
      const collection = id.slice(PREFIX.length + 1) as Module;
      if (collection === "news")
        return Promise.all(content().news.map((item) => news.pages.page(item, env))).then(code);
      if (collection === "jobs") return code(content().jobs.map((listing) => jobs.pages.page(listing, env)));
      if (collection === "job-evidence")
        return code(
          Object.fromEntries(
            content().jobs.map((listing) => [listing.id, listing.requirements.map((r) => r.cv_words)]),
          ),
        );
      return code(content()[collection]);
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
        for (const collection of MODULES) {
          const module = server.moduleGraph.getModuleById(`\0${PREFIX}${collection}`);
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      });
    },
  };
}

/** A virtual module's code: the data as its default export. */
const code = (data: unknown) => `export default ${JSON.stringify(data)};\n`;
const PHOTO_TYPES: Record<string, string> = { ".avif": "image/avif", ".webp": "image/webp", ".jpg": "image/jpeg" };
