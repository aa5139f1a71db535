import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./src/config/paths.ts";
import { localePrefix } from "./src/i18n/locales.ts";
import { siteLocale } from "./tooling/site-locale.ts";

export default {
  appDirectory: "src/app",
  // BUILD_DIR lets two builds (say, two worktrees' test runs) sit side by side; scripts/build.mjs
  // builds each language in its own and gathers them.
  buildDirectory: process.env.BUILD_DIR || "build",
  // English at the root, French under /fr, Kreol Seselwa under /crs: one build per language.
  basename: localePrefix(siteLocale) || "/",
  // A static site: every route is rendered to HTML at build time and then hydrates.
  ssr: false,
  prerender: prerenderedPaths,
} satisfies Config;
