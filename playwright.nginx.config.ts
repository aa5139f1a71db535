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
  projects: base.projects?.map((project) => ({
    ...project,
    name: `nginx-${project.name}`,
    grepInvert: project.name === "mobile" ? /@wide/ : /@narrow/,
  })),
  webServer: {
    command: `node scripts/serve-nginx.mjs ${port}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
