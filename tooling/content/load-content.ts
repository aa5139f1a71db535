// Reads and checks everything under content/ at build time, one collection at a time (./load/:
// news.ts, help.ts, services.ts, jobs.ts, on the shared helpers in context.ts and
// translations.ts). Every problem names the file, the item and the field, in words a member of
// the foundation's staff can act on; all problems are collected, so one build shows every mistake
// at once.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { typesetFrenchDeep } from "../../src/i18n/french-typography.mjs";
import { baseLocale, locales } from "../../src/i18n/locales.ts";
import { ContentError, createContext, type ByLocale } from "./load/context.ts";
import { loadHelp } from "./load/help.ts";
import { loadJobs } from "./load/jobs.ts";
import { loadNews } from "./load/news.ts";
import { loadServices } from "./load/services.ts";
import type { HelpEntry } from "./schemas/help.ts";
import type { JobListingItem } from "./schemas/jobs.ts";
import type { NewsItemWithSlug } from "./schemas/news.ts";
import type { HomeService } from "./schemas/services.ts";

export { ContentError, translationLocales, type TranslationLocale } from "./load/context.ts";
export { paragraphs, splitFrontMatter } from "./load/news.ts";
export { NEWS_PHOTOS_FOLDER, newsPhotoFile } from "./load/news-photos.ts";
export { translationFile } from "./load/translations.ts";

export type Content = { news: NewsItemWithSlug[]; help: HelpEntry[]; services: HomeService[]; jobs: JobListingItem[] };

/**
 * Every collection under `contentDir`, checked, with every item's French and Kreol Seselwa
 * translation. Throws a ContentError listing every problem. `content` is the English;
 * `byLocale` has each language's (the same shape, the words of that language). Also returns the
 * files read, so a dev server can watch them.
 */
export function loadContent(contentDir: string): { content: Content; byLocale: ByLocale<Content>; files: string[] } {
  const ctx = createContext(contentDir);
  const need = (relative: string, kind: "dir" | "file") => {
    const full = path.join(contentDir, relative);
    const ok = existsSync(full) && (kind === "dir" ? statSync(full).isDirectory() : statSync(full).isFile());
    if (!ok) ctx.problems.push(`${ctx.rel(full)}: is missing`);
    return ok ? full : null;
  };
  const newsDir = need("news", "dir");
  const helpDir = need("help", "dir");
  const servicesFile = need("home/services.yaml", "file");
  const jobsDir = need("jobs", "dir");
  const news = newsDir ? loadNews(ctx, newsDir) : null;
  const help = helpDir ? loadHelp(ctx, helpDir) : null;
  const services = servicesFile ? loadServices(ctx, servicesFile) : null;
  const jobs = jobsDir ? loadJobs(ctx, jobsDir) : null;
  if (ctx.problems.length > 0) throw new ContentError(ctx.problems);
  const byLocale = Object.fromEntries(
    locales.map((locale) => {
      const words = {
        news: news?.[locale] ?? [],
        help: help?.[locale] ?? [],
        services: services?.[locale] ?? [],
        jobs: jobs?.[locale] ?? [],
      };
      // French spacing (a narrow no-break space before ; : ! ? and inside « »), set here so staff
      // type ordinary spaces in the editor and a mark never starts a line on the page.
      return [locale, locale === "fr" ? typesetFrenchDeep(words) : words];
    }),
  ) as ByLocale<Content>;
  const files = [newsDir, helpDir, servicesFile, jobsDir].filter((f): f is string => f !== null);
  return { content: byLocale[baseLocale], byLocale, files };
}
