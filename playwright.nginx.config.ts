import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * The smoke subset (@smoke) against nginx serving the build with deploy/nginx.conf, as deployed:
 * pages, the 404 status, headers, CSP and offline reading.
 */
const port = Number(process.env.NGINX_PORT) || 4393;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...base,
  grep: /@smoke|@nginx/,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-nginx.json" }]],
  outputDir: "test-results/e2e-nginx-artifacts",
  use: { ...base.use, baseURL },
  // What nginx adds (status codes, headers, gzip, what it serves offline) does not depend on the
  // screen's width, and the main suite runs every test at both widths against the same files: here
  // one width, the wide one, where every @smoke test runs (the editor's headers are @wide; no @smoke
  // test is @narrow).
  projects: base.projects
    ?.filter((project) => project.name === "desktop")
    .map((project) => ({ ...project, name: `nginx-${project.name}`, grepInvert: /@narrow/ })),
  webServer: {
    command: `node scripts/serve-nginx.mjs ${port}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
