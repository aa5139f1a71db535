// The cards' text is the size their code asks for: a card that asks for a larger description or
// badge than the shared part's default gets it, whatever order the stylesheet lists the classes in.
// And a job card's title never breaks inside a word to make room for its match badge.
import type { Locator } from "@playwright/test";
import { content } from "./content";
import { expect, gotoHydrated, test } from "./fixtures";
import { cv, chooseFile, openPaused, payload, scanToResults } from "./job-matcher-page";

const fontSize = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontSize);
/**
 * The text-size classes an element carries. Two (text-lg text-xl) means the size it shows hangs on
 * which rule the stylesheet happens to list last, since cn() does not merge classes.
 */
const textSizes = (locator: Locator) =>
  locator.evaluate((element) => [...element.classList].filter((name) => /^text-(xs|sm|base|lg|\d?xl)$/.test(name)));

test("a news card's description is 16 px and its title 20 px", async ({ page }) => {
  await gotoHydrated(page, "/news");
  const item = content.news[0]!;
  const card = page.getByRole("article", { name: item.title });
  expect(await fontSize(card.getByText(item.description, { exact: true }))).toBe("16px");
  expect(await fontSize(card.getByRole("heading", { name: item.title }))).toBe("20px");
  expect(await textSizes(card.getByRole("heading", { name: item.title }))).toEqual(["text-xl"]);
});

test("a help card's description is 16 px and its title 20 px", async ({ page }) => {
  await gotoHydrated(page, "/help");
  const entry = content.help[0]!;
  const card = page.getByRole("article", { name: entry.name });
  expect(await fontSize(card.getByText(entry.description, { exact: true }))).toBe("16px");
  expect(await fontSize(card.getByRole("heading", { name: entry.name }))).toBe("20px");
  expect(await textSizes(card.getByRole("heading", { name: entry.name }))).toEqual(["text-xl"]);
});

test("a home service card's title is 18 px, the card title's own size", async ({ page }) => {
  await gotoHydrated(page, "/");
  const title = page.getByRole("heading", { level: 3, name: content.services[0]!.title });
  expect(await fontSize(title)).toBe("18px");
  expect(await textSizes(title)).toEqual(["text-lg"]);
});

test("a job card's match badge is 14 px, its company and place 16 px, its title 20 px", async ({ page }) => {
  await openPaused(page);
  await chooseFile(page, cv);
  await scanToResults(page);
  const listing = content.jobs[0]!;
  const card = page.getByRole("article", { name: listing.title });
  expect(await fontSize(card.getByText(/^\d+% match$/))).toBe("14px");
  expect(await fontSize(card.getByText(listing.company, { exact: true }).locator(".."))).toBe("16px");
  expect(await fontSize(card.getByRole("heading", { name: listing.title }))).toBe("20px");
  expect(await textSizes(card.getByRole("heading", { name: listing.title }))).toEqual(["text-xl"]);
});

/** The words of an element's text that the browser set on more than one line (broken inside the word). */
const brokenWords = (locator: Locator) =>
  locator.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? "").matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });

test("no job card's title breaks inside a word beside its match badge, in French on a phone @narrow", async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, "/fr/job-matcher");
  await page.locator('input[type="file"]').setInputFiles(payload(cv));
  await page.getByRole("button", { name: "Trouver des emplois correspondants" }).click();
  await page.clock.runFor(2000);
  await expect(page.getByRole("heading", { level: 2, name: "Emplois correspondants" })).toBeVisible();
  const titles = page.getByRole("heading", { level: 3 });
  // The five listings, among them "Réceptionniste d'hôtel" and "Technicien de support informatique".
  await expect(titles).toHaveCount(5);
  const broken: string[] = [];
  for (const title of await titles.all()) broken.push(...(await brokenWords(title)));
  expect(broken).toEqual([]);
});
