import type { Config } from "@react-router/dev/config";
import { buildPaths } from "./src/config/paths.ts";
import { loadContent } from "./src/content/load-content.server.ts";
import { contentPaths } from "./src/content/prerender.server.ts";
import { baseLocale, localePrefix } from "./src/i18n/locales.ts";
import { siteLocale } from "./src/i18n/build-locale.server.ts";

export default {
  appDirectory: "src/app",
  // BUILD_DIR lets two builds (say, two worktrees' test runs) sit side by side; scripts/build.ts
  // builds each language in its own and gathers them.
  buildDirectory: process.env.BUILD_DIR || "build",
  // English at the root, French under /fr, Kreol Seselwa under /crs: one build per language.
  basename: localePrefix(siteLocale) || "/",
  // A static site: every route is rendered to HTML at build time and then hydrates.
  ssr: false,
  // The pages every language has, and those content/ gives it (src/content/prerender.server.ts): each
  // item's page, its section's 404 page and the news feed. The folder is the build's (CONTENT_DIR:
  // the dates tests build from their fixtures); a mistake in it stops the build here, every problem
  // named with its file and field.
  prerender: () =>
    buildPaths(contentPaths(loadContent(process.env.CONTENT_DIR || "content").content), {
      sitemap: siteLocale === baseLocale,
    }),
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
