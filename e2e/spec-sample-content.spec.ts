// THE ONE PLACE in the browser tests that pins the specification's sample content; the unit-level
// twin is tooling/content/spec-sample-content.test.ts. Other tests work on any valid content.
import { expect, gotoHydrated, test } from "./fixtures";

test("News shows the spec's four items with their dates", async ({ page }) => {
  await gotoHydrated(page, "/news");
  const cards = page.getByRole("article");
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText([
    "Community Beach Cleanup at Anse Royale",
    "Youth Employment Workshop Series Begins",
    "New Partnership with Local Businesses",
    "Annual Fundraising Gala",
  ]);
  await expect(cards.locator("time")).toHaveText([
    "March 29, 2025",
    "April 3, 2025",
    "April 9, 2025",
    "April 15, 2025",
  ]);
});

test("the Help Directory lists the spec's three ministries and three organisations", async ({ page }) => {
  await gotoHydrated(page, "/help");
  const titles = page.getByRole("tabpanel").getByRole("heading", { level: 3 });
  await expect(titles).toHaveText([
    "Ministry of Employment and Social Affairs",
    "Ministry of Health",
    "Ministry of Education",
  ]);
  await page.getByRole("tab", { name: "Private Organizations" }).click();
  await expect(titles).toHaveText([
    "Red Cross Society of Seychelles",
    "Koudmen Seychelles Foundation",
    "Cancer Concern Association",
  ]);
});
