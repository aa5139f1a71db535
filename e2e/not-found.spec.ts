import { expect, expectNotFoundLogs, gotoHydrated, test } from "./fixtures";

// The news and job sections answer their own unknown addresses (their route's 404 page), in any
// case, since the browser's router matches /JOBS/… to the job pages' route too.
for (const path of ["/no-such-page", "/a/b/c", "/news/2019/old-story", "/JOBS/No-Such-Job", "/jobs/a/b"]) {
  test(
    `${path} shows the 404 page, logs the path and hydrates cleanly @one-width`,
    { tag: "@smoke" },
    async ({ page, watch }) => {
      expectNotFoundLogs(watch);
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(404);

      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
      await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
      await expect(page.getByRole("main")).toContainText(path);
      await expect.poll(() => watch.consoleErrors).toContainEqual(expect.stringContaining(path));
      // No hydration mismatch or any other error beside the 404 log (checked after every test too).
      expect(watch.consoleErrors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);

      await page.getByRole("link", { name: "Return to Homepage" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
    },
  );
}

test("an unknown link inside the site shows the 404 page too @one-width", async ({ page, watch }) => {
  expectNotFoundLogs(watch);
  await gotoHydrated(page, "/");
  await page.evaluate(() => {
    window.history.pushState({}, "", "/missing/deep/path");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  await expect(page.getByRole("main")).toContainText("/missing/deep/path");
});

test("a path with markup in it is shown as text @one-width", async ({ page, watch }) => {
  expectNotFoundLogs(watch);
  await gotoHydrated(page, "/%3Cb%3Ebold%3C%2Fb%3E");
  await expect(page.getByRole("main")).toContainText("/<b>bold</b>");
  await expect(page.locator("main b")).toHaveCount(0);
});

test("the 404 page has its own title @one-width", async ({ page, watch }) => {
  expectNotFoundLogs(watch);
  await gotoHydrated(page, "/nothing-here");
  await expect(page).toHaveTitle("Page Not Found | Koudmen Seychelles Foundation");
});

// A 404 page's own address is no page either: the servers answer it with status 404 and the 404
// page of its language and section, never with 200, and the page asks search engines not to keep it.
test(
  "a 404 page's own address answers 404, in its language, and is never indexed @one-width",
  { tag: "@smoke" },
  async ({ request }) => {
    for (const [path, lang] of [
      ["/404", "en"],
      ["/news/404", "en"],
      ["/jobs/404/", "en"],
      ["/fr/404", "fr"],
      ["/fr/jobs/404", "fr"],
      ["/crs/news/404", "crs"],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toMatch(/<meta name="robots" content="noindex"\/?>/);
      expect(html, path).toContain("<h1");
    }
  },
);

test(
  "/news/404 opened in the browser is the 404 page, hydrated cleanly @one-width",
  { tag: "@smoke" },
  async ({ page, watch }) => {
    expectNotFoundLogs(watch);
    const response = await gotoHydrated(page, "/news/404");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    await expect(page.getByRole("main")).toContainText("/news/404");
  },
);
