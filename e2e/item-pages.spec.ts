import type { Page } from "@playwright/test";
import { content } from "./content";
import { expect, gotoHydrated, test } from "./fixtures";

// A news item's and a job's page get their own item from their route's loader: it is in the page's
// HTML (and its .data file, for a visit from another page), never in any script, and no page
// carries another item's words. Works on any valid content with at least two news items and two jobs.

/** Every script and .data file the page loads, read whole, while `visit` runs. */
async function loadedFiles(page: Page, visit: () => Promise<unknown>): Promise<{ scripts: string; data: string[] }> {
  const scripts: Promise<string>[] = [];
  const data: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
    else if (new URL(response.url()).pathname.endsWith(".data")) data.push(response.text());
  });
  await visit();
  return { scripts: (await Promise.all(scripts)).join("\n"), data: await Promise.all(data) };
}

test("a news page carries its own article in its HTML, and no script carries any article @one-width", async ({
  page,
}) => {
  const [item, other] = content.news;
  const { scripts } = await loadedFiles(page, () => gotoHydrated(page, `/news/${item!.slug}`));
  const html = await page.content();
  for (const paragraph of item!.content) expect(html).toContain(paragraph);
  for (const paragraph of other!.content) expect(html, "another item's words").not.toContain(paragraph);
  for (const news of content.news)
    for (const paragraph of news.content)
      expect(scripts.includes(paragraph), `a script with "${paragraph}"`).toBe(false);
});

test("a job page carries its own listing, never the words a CV shows it with, and no script carries any @one-width", async ({
  page,
}) => {
  const [listing, other] = content.jobs;
  const { scripts } = await loadedFiles(page, () => gotoHydrated(page, `/jobs/${listing!.slug}`));
  const html = await page.content();
  expect(html).toContain(listing!.description);
  expect(html, "another listing's words").not.toContain(other!.description);
  expect(html, "the field of the words a CV shows a requirement with").not.toContain("cv_words");
  for (const job of content.jobs) {
    expect(scripts.includes(job.description), `a script with ${job.slug}'s description`).toBe(false);
    for (const requirement of job.requirements)
      expect(scripts.includes(requirement.text), `a script with "${requirement.text}"`).toBe(false);
  }
});

test("a card's page, opened from its list, fetches that item's data alone @one-width", async ({ page }) => {
  const [first, second] = content.news;
  await gotoHydrated(page, "/news");
  const { data } = await loadedFiles(page, async () => {
    await page.getByRole("link", { name: second!.title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second!.title);
  });
  expect(data).toHaveLength(1);
  expect(data[0]).toContain(second!.content[0]);
  expect(data[0]).not.toContain(first!.content[0]);
});
