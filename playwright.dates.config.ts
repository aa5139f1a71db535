import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * The browser tests of dates (e2e/dates/): closing days, "Posted … ago" and upcoming events, run
 * under Playwright's clock against a site built from a small content set of their own
 * (e2e/fixtures/content) into build-dates/, so they know every listing's and item's days. The
 * site's real content is tested on any date by the main suite. `npm run test:dates` builds and runs them.
 */
const port = Number(process.env.E2E_DATES_PORT) || 4397;
const baseURL = `http://127.0.0.1:${port}`;
export const datesBuildDir = "build-dates";

export default defineConfig({
  ...base,
  testDir: "e2e/dates",
  testIgnore: [],
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-dates.json" }]],
  outputDir: "test-results/e2e-dates-artifacts",
  use: { ...base.use, baseURL },
  // A phone's width: nothing these tests check changes at the 768 px breakpoint, but for a job
  // page's 'Apply Now', which sticks to a phone's screen, and My jobs, whose entries lay out their
  // buttons and the day applied in a row: their tests run at 1280 px too.
  projects: [
    ...(base.projects ?? [])
      .filter((project) => project.name === "mobile")
      .map((project) => ({ ...project, name: "dates" })),
    ...(base.projects ?? [])
      .filter((project) => project.name === "desktop")
      .map((project) => ({ ...project, name: "dates-desktop", testMatch: /(job-page|my-jobs)-dates\.spec\.ts$/ })),
  ],
  webServer: {
    command: `BUILD_DIR=${datesBuildDir} npm run preview -- --port ${port} --strictPort --host 127.0.0.1`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
