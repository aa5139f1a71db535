import { expect, gotoHydrated, isNarrow, test } from "./fixtures";

const items = [
  { title: /Beach Cleanup/, date: "March 29, 2025" },
  { title: /Youth Employment Workshop Series/, date: "April 3, 2025" },
  { title: /Partnership with Local Businesses/, date: "April 9, 2025" },
  { title: /Fundraising Gala/, date: "April 15, 2025" },
];

test("shows a title, a subtitle and four news cards", async ({ page }) => {
  await gotoHydrated(page, "/news");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Foundation News");
  await expect(page.getByText("Our latest activities and upcoming events.")).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(4);

  for (const [i, item] of items.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(item.title);
    await expect(card.getByRole("img")).toBeVisible();
    await expect(card.locator("time")).toHaveText(item.date);
    // A short description and the full content: two paragraphs of real text.
    const paragraphs = card.locator("p");
    await expect(paragraphs).toHaveCount(2);
    for (const text of await paragraphs.allTextContents()) expect(text.length).toBeGreaterThan(40);
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

test("ends with a follow-us link", async ({ page }) => {
  await gotoHydrated(page, "/news");
  const links = page.getByRole("main").getByRole("link");
  const last = links.last();
  await expect(last).toHaveText("Follow us on Facebook");
  await expect(last).toHaveAttribute("target", "_blank");
  await expect(last).toHaveAttribute("rel", "noopener noreferrer");
});
