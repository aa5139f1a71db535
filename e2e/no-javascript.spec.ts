import { content } from "./content";
import { expect, expectNotFoundLogs, pages, test } from "./fixtures";

test.describe("with JavaScript off @one-width", { tag: "@smoke" }, () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, h1 } of pages) {
    test(`${path} is readable from its prerendered HTML`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.getByRole("contentinfo")).toContainText("Koudmen Seychelles Foundation");
      // 'Loading…' waits for a code that never runs here: it is never shown.
      await expect(page.locator("#page-loading")).toHaveCSS("display", "none");
    });
  }

  test("the news and the directory are all there", async ({ page }) => {
    await page.goto("/news");
    await expect(page.getByRole("article")).toHaveCount(content.news.length);
    await page.goto("/help");
    // The tabs cannot switch without JavaScript, so both lists are shown under their own headings.
    await expect(page.getByRole("tablist")).toBeHidden();
    await expect(page.getByRole("heading", { level: 2, name: "Government Resources" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Private Organizations" })).toBeVisible();
    for (const { name } of content.help) {
      await expect(page.getByRole("article", { name })).toBeVisible();
    }
  });

  test("a news item's page and a job's page are whole in their HTML, not waiting for a script", async ({ page }) => {
    const [item] = content.news;
    const [job] = content.jobs;
    if (!item || !job) throw new Error("content/ needs a news item and a job listing");
    await page.goto(`/news/${item.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.title);
    await expect(page.getByRole("link", { name: "All news" })).toBeVisible();
    await page.goto(`/jobs/${job.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
    await expect(page.getByRole("link", { name: "Check my CV against this job" })).toBeVisible();
  });

  test("an unknown path gets the 404 page", async ({ page, watch }) => {
    expectNotFoundLogs(watch);
    const response = await page.goto("/a/b/c");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
  });
});
