import type { Config } from "@react-router/dev/config";
import { buildPaths, NOT_FOUND_SLUG } from "./src/config/paths.ts";
import { newsFeedPath, newsItemPath } from "./src/features/news/logic/news-paths.ts";
import { jobPagePath } from "./src/features/job-matcher/logic/job-paths.ts";
import { baseLocale, localePrefix } from "./src/i18n/locales.ts";
import { loadContent } from "./tooling/content/load-content.ts";
import { siteLocale } from "./tooling/site-locale.ts";

/**
 * Each news item's page address (its file's name) and each job listing's (its slug field); the
 * content plugin checks the files again in the build.
 */
function contentSlugs(): { news: string[]; jobs: string[] } {
  try {
    // The folder the content plugin reads (CONTENT_DIR: the dates tests build from their fixtures).
    const { content } = loadContent(process.env.CONTENT_DIR || "content");
    return { news: content.news.map((item) => item.slug), jobs: content.jobs.map((listing) => listing.slug) };
  } catch {
    // A content mistake: the content plugin stops the build with the problems named.
    return { news: [], jobs: [] };
  }
}

const slugs = contentSlugs();

export default {
  appDirectory: "src/app",
  // BUILD_DIR lets two builds (say, two worktrees' test runs) sit side by side; scripts/build.ts
  // builds each language in its own and gathers them.
  buildDirectory: process.env.BUILD_DIR || "build",
  // English at the root, French under /fr, Kreol Seselwa under /crs: one build per language.
  basename: localePrefix(siteLocale) || "/",
  // A static site: every route is rendered to HTML at build time and then hydrates.
  ssr: false,
  prerender: buildPaths(
    [
      ...[...slugs.news, NOT_FOUND_SLUG].map(newsItemPath),
      ...[...slugs.jobs, NOT_FOUND_SLUG].map(jobPagePath),
      newsFeedPath,
    ],
    { sitemap: siteLocale === baseLocale },
  ),
  // React Router 8's changes, each declined for now (declaring them also ends the build's five
  // "Future Flag Warning"s). This static site has no middleware, no server requests and no data
  // requests, so the first, fourth and fifth change nothing here; the route-splitting and Environment
  // API builds change the chunks and build folders the budgets and scripts/build.ts rely on, so they
  // wait for the move to v8, with the budgets re-measured then.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
