import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./src/config/paths.ts";

export default {
  appDirectory: "src/app",
  // BUILD_DIR lets two builds (say, two worktrees' test runs) sit side by side.
  buildDirectory: process.env.BUILD_DIR || "build",
  // A static site: every route is rendered to HTML at build time and then hydrates.
  ssr: false,
  prerender: prerenderedPaths,
} satisfies Config;
