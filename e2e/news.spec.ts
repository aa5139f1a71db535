import { content } from "./content";
import { expect, gotoHydrated, isNarrow, test, watchLayoutShifts } from "./fixtures";

// Works on any valid content/news; the spec's four sample items are pinned in spec-sample-content.spec.ts.
const items = content.news;

test("shows a title, a subtitle and a card for each news item, oldest first @one-width", async ({ page }) => {
  await gotoHydrated(page, "/news");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Foundation News");
  await expect(page.getByText("Our latest activities and upcoming events.")).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(items.length);

  for (const [i, item] of items.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(item.title);
    await expect(card.getByRole("img")).toBeVisible();
    // Written once in the file as 2025-03-29, shown as "29 March 2025".
    await expect(card.locator("time")).toHaveAttribute("datetime", item.date);
    await expect(card.locator("time")).toHaveText(
      /^[1-9]\d? (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
    );
    // The short description, then the text paragraph by paragraph.
    await expect(card.locator("p")).toHaveText([item.description, ...item.content]);
    const discuss = card.getByRole("link", { name: "Discuss on Facebook" });
    await expect(discuss).toHaveAttribute("target", "_blank");
    await expect(discuss).toHaveAttribute("rel", "noopener noreferrer");
    await expect(discuss).toHaveAttribute("href", /^https:\/\/www\.facebook\.com\//);
  }
});

test("lays the cards out in two columns from 768 px, one below", async ({ page }) => {
  await gotoHydrated(page, "/news");
  const cards = page.getByRole("article");
  const first = (await cards.nth(0).boundingBox())!;
  const second = (await cards.nth(1).boundingBox())!;
  if (isNarrow(page)) {
    expect(second.x).toBe(first.x);
    expect(second.y).toBeGreaterThan(first.y + first.height - 1);
  } else {
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
  }
});

test("ends with a follow-us link @one-width", async ({ page }) => {
  await gotoHydrated(page, "/news");
  const links = page.getByRole("main").getByRole("link");
  const last = links.last();
  await expect(last).toHaveText("Follow us on Facebook");
  await expect(last).toHaveAttribute("target", "_blank");
  await expect(last).toHaveAttribute("rel", "noopener noreferrer");
});

test("each card shows its photo, or the placeholder's words; nothing moves as photos load (CLS 0)", async ({
  page,
}) => {
  const layoutShifts = await watchLayoutShifts(page);
  await gotoHydrated(page, "/news");
  const cards = page.getByRole("article");
  for (const [i, item] of items.entries()) {
    const card = cards.nth(i);
    if (!item.photo) {
      await expect(card.getByRole("img")).toHaveAccessibleName(`Photo to come: ${item.image}`);
      await expect(card.locator("picture")).toHaveCount(0);
      continue;
    }
    const image = card.locator("picture > img");
    await expect(image).toHaveAccessibleName(item.photo_alt!);
    await expect(card.locator("picture > source")).toHaveCount(2);
    await expect(card.locator('picture > source[type="image/avif"]')).toHaveAttribute("srcset", /\.avif \d+w/);
    await expect(card.locator('picture > source[type="image/webp"]')).toHaveAttribute("srcset", /\.webp \d+w/);
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    // The first card's photo is on the first screen; the others wait until the visitor scrolls near.
    await expect(image).toHaveAttribute("loading", i === 0 ? "eager" : "lazy");
    await image.scrollIntoViewIfNeeded();
    // Chromium reads AVIF, so it takes the first source; the picture keeps the shape its attributes give.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
      /^\/images\/news\/.+\.avif$/,
    );
    const { shown, attributes } = await image.evaluate((img: HTMLImageElement) => ({
      shown: img.getBoundingClientRect().height / img.getBoundingClientRect().width,
      attributes: Number(img.getAttribute("height")) / Number(img.getAttribute("width")),
    }));
    expect(shown).toBeCloseTo(attributes, 2);
  }
  expect(await layoutShifts()).toBe(0);
});
