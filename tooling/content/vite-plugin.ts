import path from "node:path";
import type { Plugin } from "vite";
import { contactCardPath, toVCard } from "../../src/features/help/logic/vcard.ts";
import { jobShareImagePath } from "../../src/features/job-matcher/logic/job-paths.ts";
import { newsShareImagePath } from "../../src/features/news/logic/news-paths.ts";
import { isLocale, localizePath } from "../../src/i18n/locales.ts";
import { NEWS_PHOTOS_DIR } from "../images/news-photos-dir.mjs";
import { encodeResponsiveImage, type EncodedImage } from "../images/responsive-image.ts";
import { SHARE_SITE_NAME, shareCardPng, sharePhotoJpeg } from "../og-image/share-image.ts";
import { ContentError, loadContent, newsPhotoFile, type Content } from "./load-content.ts";
import type { NewsItem } from "./schemas/news.ts";
import { buildSeychellesDay, servedJobs, servedNews } from "./served-content.ts";
import { jobShareCardLine, newsShareCardLine } from "./share-card-words.ts";
import { matchIndexFor } from "../matching/match-index.ts";
import { describeIndexWarning } from "../matching/index-warnings.ts";

const PREFIX = "virtual:content/";
const COLLECTIONS = ["news", "help", "services", "jobs"] satisfies (keyof Content)[];
/**
 * The content's modules: a collection each, and the Job Matcher's match index (every listing
 * understood, in its three languages, with the part of ESCO the phone needs:
 * tooling/matching/match-index.ts), which the Job Matcher imports only when a CV is chosen.
 */
const MODULES = [...COLLECTIONS, "match-index"] as const;
type Module = (typeof MODULES)[number];

/**
 * Serves the checked content/ files to the pages as `virtual:content/news`, `…/help`,
 * `…/services` and `…/jobs`: plain data, so no YAML parser or schema ships to the browser. The Job
 * Matcher's index is `virtual:content/match-index`, so a job's own page, which reads no CV, does
 * not load it. Each build serves its
 * own language (`locale`: "en", "fr" or "crs"), in the same shape, so a page carries only that
 * language's words. A bad file or a missing translation stops the build (and `vite dev` shows it)
 * with the file, the item and the field; the dev server reloads when a content file changes. The
 * client build also writes each help entry's contact card (contacts/<id>.vcf) as a static file,
 * from the English entry (names and contacts are never translated).
 *
 * Dates and pay are served with their words in the build's language (format-content.ts), so the
 * pages format none of them in the browser.
 *
 * The folder is content/ unless `contentDir` or the CONTENT_DIR environment variable names another:
 * the browser tests of dates build the site from a small content set of their own
 * (e2e/fixtures/content, playwright.dates.config.ts), through the same checks.
 *
 * News photos: the client build writes each photo's sizes (images/news/…, see tooling/images) and
 * `virtual:content/news` gives each item with a photo its srcsets, size and alt text instead of the
 * file's name. The encoded sizes are kept in `photoCacheDir` (false: none), so the three language
 * builds encode each photo once.
 *
 * Share pictures: the client build writes each item's og:image in its language (newsShareImagePath,
 * under the language's prefix: /fr/share/news/<slug>.png), from its photo or its title and date (its
 * event's day, when it announces one), and each job listing's (jobShareImagePath:
 * /fr/share/jobs/<slug>.png), a card with its title, employer and closing day, or place
 * (share-card-words.ts).
 *
 * A listing whose closing day has passed on the day of the build (in Seychelles; BUILD_DAY, as
 * YYYY-MM-DD, stands in for it in the dates tests) is served with `closedAtBuild`, so its page's
 * prerendered HTML carries no JobPosting and the browser agrees while it hydrates; the daily
 * rebuild (.github/workflows/deploy.yml) keeps that current.
 */
export function contentPlugin(
  options: { contentDir?: string; locale?: string; photoCacheDir?: string | false } = {},
): Plugin {
  const contentDir = path.resolve(options.contentDir ?? (process.env.CONTENT_DIR || "content"));
  const locale = options.locale ?? "en";
  if (!isLocale(locale)) throw new Error(`The content plugin's locale must be en, fr or crs, not "${locale}".`);
  const photoCacheDir =
    options.photoCacheDir === false ? undefined : path.resolve(options.photoCacheDir ?? DEFAULT_PHOTO_CACHE);
  let cached: ReturnType<typeof loadContent> | undefined;
  const loaded = () => (cached ??= loadContent(contentDir));
  const content = (): Content => loaded().byLocale[locale];
  let photos: Promise<Map<string, EncodedImage>> | undefined;
  const matchIndex = () => {
    const { byLocale } = loaded();
    return matchIndexFor({ en: byLocale.en.jobs, fr: byLocale.fr.jobs, crs: byLocale.crs.jobs });
  };
  const newsPhotos = () => (photos ??= encodeNewsPhotos(loaded().content.news, contentDir, photoCacheDir));

  return {
    name: "koudmen:content",
    buildStart() {
      cached = undefined;
      photos = undefined;
      try {
        content();
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
      // What the matcher could not understand: said once, never a reason to stop the build.
      if (locale === "en")
        for (const warning of matchIndex().warnings) this.warn(describeIndexWarning(warning, contentDir));
      // Photos the encoder cannot read stop the build here too, once the content checks pass.
      return newsPhotos().then(
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
      if (collection === "news") {
        return newsPhotos().then(
          (encoded) => `export default ${JSON.stringify(servedNews(content().news, encoded, locale))};\n`,
        );
      }
      if (collection === "jobs") return `export default ${JSON.stringify(servedJobs(content().jobs, locale))};\n`;
      if (collection === "match-index") return `export default ${JSON.stringify(matchIndex().index)};\n`;
      return `export default ${JSON.stringify(content()[collection])};\n`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const entry of loaded().content.help) {
        this.emitFile({ type: "asset", fileName: contactCardPath(entry.id).slice(1), source: toVCard(entry) });
      }
      const newsDir = path.join(contentDir, "news");
      for (const item of content().news) {
        const fromPhoto = item.photo !== undefined;
        const source = item.photo
          ? await sharePhotoJpeg(newsPhotoFile(newsDir, item.photo))
          : await shareCardPng({
              siteName: SHARE_SITE_NAME,
              title: item.title,
              date: newsShareCardLine(item, locale),
            });
        const fileName = localizePath(newsShareImagePath(item.slug, fromPhoto), locale).slice(1);
        this.emitFile({ type: "asset", fileName, source });
      }
      for (const listing of content().jobs) {
        const source = await shareCardPng({
          siteName: SHARE_SITE_NAME,
          title: listing.title,
          date: jobShareCardLine(listing, locale, buildSeychellesDay()),
        });
        this.emitFile({
          type: "asset",
          fileName: localizePath(jobShareImagePath(listing.slug), locale).slice(1),
          source,
        });
      }
      const written = new Set<string>();
      for (const { files } of (await newsPhotos()).values()) {
        for (const { fileName, source } of files) {
          // Two items may show the same photo: its files are written once.
          if (!written.has(fileName)) this.emitFile({ type: "asset", fileName, source });
          written.add(fileName);
        }
      }
    },
    configureServer(server) {
      // The photos' sizes, which the build writes as files: served from memory by `vite dev`.
      server.middlewares.use((request, response, next) => {
        const fileName = (request.url?.split("?")[0] ?? "").slice(1);
        if (!fileName.startsWith(`${NEWS_PHOTOS_DIR}/`)) return next();
        newsPhotos().then((encoded) => {
          const file = [...encoded.values()].flatMap((image) => image.files).find((f) => f.fileName === fileName);
          if (!file) return next();
          response.setHeader("Content-Type", PHOTO_TYPES[path.extname(fileName)] ?? "application/octet-stream");
          response.end(file.source);
        }, next);
      });
      server.watcher.add(contentDir);
      server.watcher.on("all", (_event, file) => {
        if (!file.startsWith(contentDir)) return;
        cached = undefined;
        photos = undefined;
        for (const collection of MODULES) {
          const module = server.moduleGraph.getModuleById(`\0${PREFIX}${collection}`);
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      });
    },
  };
}

const DEFAULT_PHOTO_CACHE = "node_modules/.cache/koudmen-photos";
const PHOTO_TYPES: Record<string, string> = { ".avif": "image/avif", ".webp": "image/webp", ".jpg": "image/jpeg" };

/**
 * Each photo the English news items name (translations share it), by its `photo` as written. A
 * photo the encoder cannot read (damaged, cut short) is a content problem, named like the others.
 */
async function encodeNewsPhotos(
  items: readonly NewsItem[],
  contentDir: string,
  cacheDir: string | undefined,
): Promise<Map<string, EncodedImage>> {
  const newsDir = path.join(contentDir, "news");
  const rel = (file: string) => path.relative(path.dirname(contentDir), file).split(path.sep).join("/");
  const encoded = new Map<string, EncodedImage>();
  const problems: string[] = [];
  for (const item of items) {
    if (item.photo === undefined || encoded.has(item.photo)) continue;
    const file = newsPhotoFile(newsDir, item.photo);
    try {
      encoded.set(item.photo, await encodeResponsiveImage(file, { dir: NEWS_PHOTOS_DIR, cacheDir }));
    } catch (error) {
      const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
      problems.push(
        `${rel(file)} (the photo of news item ${item.id}, "${item.title}"): cannot be read as a picture (${reason}): open it and save it again as JPEG`,
      );
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
  return encoded;
}
