import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";

/**
 * Debian's Chromium headless shell when it is installed (`apt-get install chromium-headless-shell`,
 * as .ci/run does), else Debian's Chromium; CHROMIUM_PATH picks another. The shell is the same Blink
 * and V8 without the browser's own UI processes, and the browser Playwright itself runs headless
 * tests in where it may download one: the same 83 tests took 1.7 and 2.0 min in it against 3.6 in
 * the full browser, run in turn on the shared machine (2026-11-28).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
if (!existsSync(chromiumPath)) {
  throw new Error(
    `No Chromium at ${chromiumPath}. Playwright cannot download a browser on this machine: ` +
      `install Debian's chromium-headless-shell or chromium package (apt-get install chromium-headless-shell) ` +
      `or set CHROMIUM_PATH to a Chromium binary.`,
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
    // CPU seconds with it, 52 without). The tests that go offline, install, update or read the
    // worker's own answers allow it, a whole file or only a describe block of them, so that a file's
    // other tests do not pay for it (grep 'serviceWorkers: "allow"').
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
    // Which width a test runs at, by its tags: a word in the title of the test or of its test.describe
    // ("… @one-width", which leaves prettier's layout of the test alone), or `{ tag: "@one-width" }`.
    //  - @narrow or @wide: about one side of the 768 px breakpoint (the menu, the top bar, the sticky
    //    'Apply Now'): only in the mobile or only in the desktop project.
    //  - @one-width: nothing the test checks can differ between 375 and 1280 px: headers, status
    //    codes, the service worker, storage, files (PDF, Word, JSON, vCard), network requests, the
    //    words and figures a page shows, languages, feeds, JSON-LD, what a form says and keeps. It
    //    runs once, in the mobile project at 375 px, the width most visitors have; the desktop
    //    project skips it. Safe because the page is the same document at both widths (no script reads
    //    the width: the breakpoints are CSS only), so only what the CSS lays out can differ, and the
    //    test looks at none of it; at 375 px every click still has to reach its target past the
    //    phone's menu button, toasts and sticky bars. A test that looks at layout, at what a
    //    breakpoint shows or hides, sizes, scrolling, target sizes, screenshots, focus order through
    //    the header, or runs axe (every page's header differs by width) keeps both widths: when in
    //    doubt, both. Never combine @one-width with @wide (it would run nowhere).
    //  - untagged: both widths.
    // @nginx tests check what only the production server does (gzip): playwright.nginx.config.ts,
    // whose one project (the desktop one, with its own grepInvert) runs every @smoke test, tagged
    // @one-width or not.
    {
      name: "mobile",
      grepInvert: /@wide|@nginx/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 800 } },
    },
    {
      name: "desktop",
      grepInvert: /@narrow|@nginx|@one-width/,
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
