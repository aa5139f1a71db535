import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";

const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(chromiumPath)) {
  throw new Error(
    `No Chromium at ${chromiumPath}. Playwright cannot download a browser on this machine: ` +
      `install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
  );
}

/** A port of our own, so another server on 4173 is never mistaken for this build. */
const port = Number(process.env.E2E_PORT) || 4391;
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  // The date tests run against a build of their own content: playwright.dates.config.ts.
  testIgnore: "dates/**",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  outputDir: "test-results/e2e-artifacts",
  use: {
    baseURL,
    // A trace costs about a fifth of the suite's time on two cores, so CI (.ci/run, which must stay
    // under 45 minutes) keeps a screenshot of a failure instead; a local run keeps the whole trace.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    // No service worker unless a test file asks for one with test.use({ serviceWorkers: "allow" }):
    // the worker precaches its language's whole site (about a hundred files) in every new browser
    // context, which was half the work of a test that only reads a page (four files' 21 tests: 95
    // CPU seconds with it, 52 without). The files that test going offline, installing, updating or
    // the worker's own answers allow it (grep 'serviceWorkers: "allow"').
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // Tests tagged @narrow or @wide are about one side of the 768 px breakpoint; the rest run at both.
    // @nginx tests check what only the production server does (gzip): playwright.nginx.config.ts.
    {
      name: "mobile",
      grepInvert: /@wide|@nginx/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 800 } },
    },
    {
      name: "desktop",
      grepInvert: /@narrow|@nginx/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `npm run preview -- --port ${port} --strictPort --host 127.0.0.1`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
