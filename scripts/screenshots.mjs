#!/usr/bin/env node
// Full-page screenshots of every page at 375 px and 1280 px, into screenshots/, from the production
// build served by `npm run preview`. Run `npm run build` first. Usage: npm run screenshots
// Every page of the list of pages (src/config/paths.ts) in every language, then the states and
// content pages named below. Run with tsx, so it reads the list itself.
import { chromium } from "@playwright/test";
import { mkdirSync, readFileSync } from "node:fs";
import { pageList } from "../src/config/paths.ts";
import { projectBaseLocale, projectLocales, translatedLocales } from "../src/i18n/project-locales.mjs";
import { startPreview } from "../tooling/local-server.mjs";

const port = Number(process.env.SCREENSHOT_PORT) || 4392;
const base = `http://127.0.0.1:${port}`;
/** A page's picture's name: "home", "cv-builder". @param {string} path */
const pictureName = (path) => (path === "/" ? "home" : path.slice(1).replaceAll("/", "-"));
const pages = [
  ...pageList().map((page) => [pictureName(page.path), page.path]),
  ["help-private-search", "/help?q=support&tab=private"],
  ["help-empty", "/help?q=nothing+like+this"],
  ["not-found", "/a/b/c"],
  ["news-item", "/news/2025-04-15-annual-fundraising-gala"],
  ["job-page", "/jobs/it-support-technician-victoria"],
  ["news-not-found", "/news/no-such-item"],
  ...translatedLocales.flatMap((locale) =>
    [
      ...pageList().map((page) => [pictureName(page.path), page.path === "/" ? "" : page.path]),
      ["help-search", "/help?q=sante&tab=private"],
      ["not-found", "/a/b/c"],
      ["job-page", "/jobs/tour-guide-la-digue"],
      ["job-not-found", "/jobs/aucune-offre"],
    ].map(([name, path]) => [`${locale}-${name}`, `/${locale}${path}`]),
  ),
];
/** The Job Matcher's words in a language: its button and its results' heading. @param {string} locale */
const jobMatcherWords = (locale) => {
  const messages = JSON.parse(readFileSync(`src/features/job-matcher/messages/${locale}.json`, "utf8"));
  return { button: messages.jobs_scan_button, heading: messages.jobs_results_heading };
};
const widths = [375, 1280];

const stopServer = await startPreview(port, "SCREENSHOT_PORT");
try {
  mkdirSync("screenshots", { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    for (const [name, path] of pages) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
    }
    if (width < 768) {
      await page.goto(base + "/");
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.getByRole("button", { name: "Menu" }).click();
      await page.screenshot({ path: `screenshots/menu-open-${width}.png` });
    }
    // The Job Matcher's results for the sample CV (e2e/fixtures/cv), in each language.
    for (const locale of projectLocales) {
      const prefix = locale === projectBaseLocale ? "" : `/${locale}`;
      const name = `${locale === projectBaseLocale ? "" : `${locale}-`}job-matcher-results`;
      const path = `${prefix}/job-matcher`;
      const { button, heading } = jobMatcherWords(locale);
      await page.goto(base + path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.locator('input[type="file"]').setInputFiles("e2e/fixtures/cv/cv.pdf");
      await page.getByRole("button", { name: button }).click();
      await page.getByRole("heading", { level: 2, name: heading }).waitFor({ timeout: 15_000 });
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
    }
    // The language switcher, open, on a Kreol page.
    await page.goto(base + "/crs/help");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.locator("header summary").click();
    await page.screenshot({ path: `screenshots/crs-language-open-${width}.png` });
    await page.close();
  }
  await browser.close();
  console.log(`Screenshots of ${pages.length} pages at ${widths.join(" and ")} px are in screenshots/`);
} finally {
  stopServer();
}
