import type { Page } from "@playwright/test";
import config from "../react-router.config";
import { fillCv } from "./cv-form";
import { expect, expectNotFoundLogs, gotoHydrated, isNarrow, test } from "./fixtures";
import { chooseFile, cv, openPaused, scanToResults } from "./job-matcher-page";
import { emptyMessage, search } from "./help-page";

/*
 * Targets a thumb can hit. WCAG 2.2 success criterion 2.5.8 (Target Size, Minimum, level AA) asks
 * every pointer target to be at least 24 × 24 CSS px; we do not use its spacing exception (a
 * smaller target with room around it): every link, button, tab, summary and field is 24 × 24 or
 * more. The links people tap to get help (the Help Directory's phone, e-mail, website and contact
 * card), the share controls and every primary action (a filled button in the site's blue) are 44 ×
 * 44, as 2.5.5 (level AAA) asks.
 *
 * 2.5.8's inline exception is applied narrowly: a link that is part of a sentence, set inline in a
 * block whose other text is words (the CV Builder link in 'No matching jobs found. Try … with our
 * CV Builder.'), is as tall as its line. A link alone on its line, or one styled as a block or a
 * button, gets no exception.
 *
 * Every page the build prerenders (of a collection's own pages, the first and its 404), in the
 * three languages, at 320 and 375 px (the narrow project) and 1280 px (the wide one), with the
 * language menu and the mobile menu open, so their links are measured too.
 */

/**
 * Every HTML page the build prerenders (not the feeds, the sitemap or robots.txt), but of each
 * collection's own pages (a job, a news item, a course: one layout each, filled in from a file) the
 * first and the last only, which is its 404 page: the sixteen sample courses alone would double
 * the run.
 */
const prerendered = (config.prerender as () => string[])().filter((path) => !/\.(xml|txt)$/.test(path));
const itemOf = (path: string) => /^\/(jobs|news|training)\/[^/]+$/.exec(path)?.[1];
const pagePaths = prerendered.filter((path) => {
  const collection = itemOf(path);
  if (collection === undefined) return true;
  const items = prerendered.filter((other) => itemOf(other) === collection);
  return path === items[0] || path === items.at(-1);
});
const languages = [
  { name: "English", prefix: "" },
  { name: "French", prefix: "/fr" },
  { name: "Kreol Seselwa", prefix: "/crs" },
];

/** The site's primary colour (#0a5c8a), as the browser computes a filled button's background. */
const PRIMARY = "rgb(10, 92, 138)";

/** A target that is too small: "a \"Visit Website\" on /help: 98 × 20 px, needs 44". */
type Miss = string;

/**
 * In the page: every pointer target on screen that is smaller than it should be. It runs in the
 * browser (page.evaluate), so its helpers are written inside it.
 */
// oxlint-disable unicorn/consistent-function-scoping
function measureTargets(primary: string): Miss[] {
  const selector =
    'a[href], button, summary, input:not([type="hidden"]), select, textarea, [role="tab"], [role="button"]';
  const misses: Miss[] = [];
  const textOf = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim();
  const describe = (element: Element) => {
    const name = element.getAttribute("aria-label") || textOf(element) || element.getAttribute("name") || "";
    return `${element.tagName.toLowerCase()} "${name.slice(0, 60)}" on ${location.pathname}`;
  };
  // The inline exception: a link set inline in a sentence, whose block holds other words than its own.
  const inSentence = (element: Element) => {
    if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
    let block = element.parentElement;
    while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
    const rest = textOf(block ?? element).replace(textOf(element), "");
    return /\p{L}{2,}/u.test(rest);
  };
  const contactCard = (element: Element) => element.closest("[role=tabpanel] article") !== null;
  const shareBox = (element: Element) =>
    element.closest("section")?.querySelector('a[href*="whatsapp"], a[href*="facebook.com/sharer"]') != null &&
    element.closest("section")?.querySelector("h2") !== null &&
    !element.closest("article");
  for (const element of document.querySelectorAll(selector)) {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    // Not on screen: closed menus, other tabs' panels, hidden inputs behind their buttons.
    if (element.getClientRects().length === 0 || style.visibility === "hidden") continue;
    // Inside a closed <details> (the language menu): Chromium hides its content with
    // content-visibility, which can leave a link an empty box instead of none. Measured open below.
    if (element.closest("details:not([open]) > :not(summary)")) continue;
    // Visually hidden until it is focused (the skip link, sr-only): not a pointer target.
    if (style.clipPath === "inset(50%)") continue;
    if (inSentence(element)) continue;
    const primaryAction = style.backgroundColor === primary;
    const needs = contactCard(element) || shareBox(element) || primaryAction ? 44 : 24;
    // Rounded down: a 43.99 px box is a 44 px one that the browser laid out on a fraction.
    if (Math.floor(box.width + 0.01) < needs || Math.floor(box.height + 0.01) < needs) {
      misses.push(`${describe(element)}: ${box.width.toFixed(1)} × ${box.height.toFixed(1)} px, needs ${needs}`);
    }
  }
  return misses;
}
// oxlint-enable unicorn/consistent-function-scoping

/** Opens the language menu, and the mobile menu on a narrow screen, so their links are on screen. */
async function openMenus(page: Page) {
  await page
    .getByRole("banner")
    .locator("details")
    .evaluate((details: HTMLDetailsElement) => (details.open = true));
  if (isNarrow(page)) await page.locator('header button[aria-controls="mobile-menu"]').click();
}

for (const language of languages) {
  test(`every link and button is big enough to tap, on every page in ${language.name}`, async ({ page, watch }) => {
    test.setTimeout(120_000);
    expectNotFoundLogs(watch);
    const widths = isNarrow(page) ? [375, 320] : [1280];
    const misses: Miss[] = [];
    for (const path of pagePaths) {
      const address = path === "/" ? language.prefix || "/" : `${language.prefix}${path}`;
      await page.setViewportSize({ width: widths[0]!, height: 800 });
      await gotoHydrated(page, address);
      await openMenus(page);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        misses.push(...(await page.evaluate(measureTargets, PRIMARY)));
        // Each tab's panel in turn: the CV Builder's steps, the directory's private organisations.
        const tabs = page.getByRole("tab");
        for (let index = 1; index < (await tabs.count()); index += 1) {
          await tabs.nth(index).click();
          misses.push(...(await page.evaluate(measureTargets, PRIMARY)));
        }
        if ((await tabs.count()) > 0) await tabs.first().click();
      }
    }
    expect([...new Set(misses)]).toEqual([]);
  });
}

/** Measures the page as it is now, at the project's widths (320 and 375, or 1280). */
async function measureNow(page: Page): Promise<string[]> {
  const widths = isNarrow(page) ? [375, 320] : [1280];
  const misses: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    misses.push(...(await page.evaluate(measureTargets, PRIMARY)));
  }
  await page.setViewportSize({ width: widths[0]!, height: 800 });
  return misses;
}

test("the states a visitor reaches are big enough to tap too: errors, a preview, results, an empty search", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const misses: string[] = [];
  // The CV Builder's error summary, then its preview with the file buttons.
  await gotoHydrated(page, "/cv-builder");
  await page.getByRole("tab", { name: /^Experience/ }).click();
  await page.getByRole("button", { name: "Generate CV" }).click();
  await expect(page.getByRole("heading", { name: /problems? to fix/ })).toBeVisible();
  misses.push(...(await measureNow(page)));
  await page.getByRole("tab", { name: /^Personal/ }).click();
  await fillCv(page);
  await page.getByRole("button", { name: "Generate CV" }).click();
  await expect(page.getByRole("button", { name: "Download as PDF" })).toBeVisible();
  misses.push(...(await measureNow(page)));
  // The directory's empty search, with 'Clear search'.
  await gotoHydrated(page, "/help");
  await search(page).fill("zzz no such thing");
  await expect(emptyMessage(page)).toBeVisible();
  misses.push(...(await measureNow(page)));
  // The Job Matcher's results.
  await openPaused(page);
  await chooseFile(page, cv);
  await scanToResults(page);
  misses.push(...(await measureNow(page)));
  expect([...new Set(misses)]).toEqual([]);
});

test("a toast's close button is big enough to tap", async ({ page }) => {
  // The toast stays until it is closed: it would leave on its own after 4 s.
  await page.clock.install();
  await gotoHydrated(page, "/cv-builder");
  // 'Start over' is in the one 'CV file' menu (issue 35).
  await page.getByRole("button", { name: "CV file" }).click();
  await page.getByRole("button", { name: "Start over" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Start over" }).click();
  const close = page.getByRole("button", { name: "Close toast" });
  await expect(close).toBeVisible();
  const box = (await close.boundingBox())!;
  // Rounded: sonner scales the button by a fraction of a pixel.
  expect(Math.round(Math.min(box.width, box.height))).toBeGreaterThanOrEqual(24);
  await close.click();
  await expect(page.getByText("Started over")).toBeHidden();
});
