import type { Page } from "@playwright/test";
import { expect, expectNotFoundLogs, gotoHydrated, test } from "./fixtures";

/**
 * Bad addresses a visitor types or pastes, and the clear answer each must get. Tagged @smoke, so
 * they run against nginx with deploy/nginx.conf too (npm run test:nginx), not only the preview
 * server. The fixture fails any test with an uncaught error or an unexpected console error, such
 * as React's hydration error #418.
 */
type Row =
  | { url: string; why: string; redirectsTo: string; h1: string | RegExp }
  | { url: string; why: string; notFound: string };

const longPath = `/jobs/${"very-long-segment-".repeat(280)}end`; // 5,000+ characters

const rows: Row[] = [
  { url: "/HELP", why: "a page in capitals", redirectsTo: "/help", h1: "Help Directory" },
  { url: "/Cv-Builder", why: "a page in title case", redirectsTo: "/cv-builder", h1: "CV Builder" },
  { url: "/News/", why: "another case and a trailing slash", redirectsTo: "/news", h1: "Foundation News" },
  { url: "/JOB-MATCHER", why: "a page in capitals", redirectsTo: "/job-matcher", h1: "Job Matcher" },
  { url: "/index.html", why: "the home page's file name", redirectsTo: "/", h1: /Welcome to the .*Foundation/ },
  { url: "/news/index.html", why: "a page's file name", redirectsTo: "/news", h1: "Foundation News" },
  {
    url: "/HELP?q=health&tab=government",
    why: "a search in a mistyped address",
    redirectsTo: "/help?q=health&tab=government",
    h1: "Help Directory",
  },
  { url: "/help/extra", why: "a path under a page", notFound: "/help/extra" },
  { url: "/Helpdesk", why: "a near miss", notFound: "/Helpdesk" },
  { url: "/caf%C3%A9", why: "an escaped letter", notFound: "/café" },
  {
    url: longPath,
    why: "a 5,000-character path",
    // About 80 characters: its start, an ellipsis, its end.
    notFound: "/jobs/very-long-segment-very-long-segmen…very-long-segment-very-long-segment-end",
  },
];

/** Nothing is wider than the screen: no sideways scrolling on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

for (const row of rows) {
  const label = row.url.length > 40 ? `${row.url.slice(0, 40)}…` : row.url;
  if ("redirectsTo" in row) {
    test(`${label} (${row.why}) is redirected to ${row.redirectsTo}`, { tag: "@smoke" }, async ({ page }) => {
      const response = await gotoHydrated(page, row.url);
      expect(response?.status()).toBe(200);
      const redirect = await response!.request().redirectedFrom()?.response();
      expect(redirect?.status()).toBe(301);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(row.redirectsTo);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(row.h1);
    });
  } else {
    test(`${label} (${row.why}) shows the 404 page on both sides`, { tag: "@smoke" }, async ({ page, watch }) => {
      expectNotFoundLogs(watch);
      const response = await gotoHydrated(page, row.url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
      const shown = page.getByRole("main").locator("code");
      await expect(shown).toHaveText(row.notFound);
      expect(Array.from(row.notFound).length).toBeLessThanOrEqual(80);
      // The console keeps the whole path, however long.
      const logged = row.url.length > 200 ? row.url : null;
      if (logged) {
        await expect
          .poll(() => watch.consoleErrors)
          .toContainEqual(`404 Error: User attempted to access non-existent route: ${logged}`);
      }
      await expectNoSidewaysScroll(page);
      await expect(page.getByRole("link", { name: "Return to Homepage" })).toBeInViewport();
    });
  }
}

test("on a host that sends the 404 page for /HELP, the page goes to /help before React starts", async ({
  page,
  watch,
}) => {
  // Cloudflare Pages has no case-insensitive redirect rule: it answers /HELP with 404.html.
  expectNotFoundLogs(watch);
  await page.route("**/HELP?*", async (route) => {
    const notFound = await route.fetch({ url: new URL("/no-such-page", route.request().url()).href });
    await route.fulfill({ response: notFound });
  });
  const response = await page.goto("/HELP?q=health");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/help\?q=health$/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help Directory");
  await expect(page.getByRole("searchbox")).toHaveValue("health");
});

/** A 300-character word (a pasted link or a name without spaces) put into the first card's title. */
const longWord = `https://example.org/${"a".repeat(280)}`;

for (const { path, card } of [
  { path: "/help", card: "Ministry of Health" },
  { path: "/news", card: "" },
]) {
  test(`on ${path}, a 300-character word wraps inside its card at 375 px`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, path);
    const first = page.locator("article").filter({ hasText: card }).first();
    await expect(first).toBeVisible();
    // The handle keeps pointing at this card once its title no longer says so.
    const handle = await first.elementHandle();
    await handle!.evaluate((article, word) => {
      article.querySelector("h2, h3")!.textContent = word;
    }, longWord);
    const box = await handle!.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await expectNoSidewaysScroll(page);
  });
}
