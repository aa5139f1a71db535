// Pins the specification's sample content in the browser tests, as do the other spec-sample-*
// files: spec-sample-help.spec.ts (the directory's searches and a vCard), spec-sample-help-hours.spec.ts
// (opening hours) and spec-sample-job-matcher-reading.spec.ts (the fixture CV against the five listings);
// the unit-level twin is src/app/spec-sample-content.test.ts. Other tests work on any
// valid content.
import { expect, gotoHydrated, test } from "./fixtures";
import { chooseFile, cv, jobTitles, openPaused, scanToResults, search } from "./job-matcher-page";

test("News shows the spec's four items with their dates @one-width", async ({ page }) => {
  await gotoHydrated(page, "/news");
  const cards = page.getByRole("article");
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText([
    "Community Beach Cleanup at Anse Royale",
    "Youth Employment Workshop Series Begins",
    "New Partnership with Local Businesses",
    "Annual Fundraising Gala",
  ]);
  await expect(cards.locator("time")).toHaveText(["29 March 2025", "3 April 2025", "9 April 2025", "15 April 2025"]);
});

test("the Help Directory lists the spec's three ministries and three organisations @one-width", async ({ page }) => {
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

test.describe("the Job Matcher's five listings @one-width", () => {
  test.beforeEach(async ({ page }) => {
    await openPaused(page);
    await chooseFile(page, cv);
    await scanToResults(page);
  });

  test("are ranked by match, in three border colours a person can tell apart", async ({ page }) => {
    const ranked = [
      ["Administrative Assistant", "95% match"],
      ["Hotel Receptionist", "85% match"],
      ["Accountant", "70% match"],
      ["Tour Guide", "65% match"],
      ["IT Support Technician", "60% match"],
    ] as const;
    await expect(jobTitles(page)).toHaveText(ranked.map(([title]) => title));
    const borders = [];
    for (const [title, match] of ranked) {
      const card = page.getByRole("article", { name: title });
      await expect(card).toContainText(match);
      borders.push(await card.evaluate((element) => getComputedStyle(element).borderTopColor));
    }
    expect(new Set(borders).size).toBe(3);
  });

  test("show the Hotel Receptionist's place, first requirement, pay and posted day", async ({ page }) => {
    const card = page.getByRole("article", { name: "Hotel Receptionist" });
    await expect(card).toContainText("Anse Volbert Beach Hotel");
    await expect(card).toContainText("Côte d'Or, Praslin");
    await expect(card).toContainText("Friendly and calm with guests from around the world");
    await expect(card).toContainText("SCR 8,500 – 11,000 per month");
    await expect(card).toContainText("Full-time");
    await expect(card.locator("time")).toHaveText("11 April 2025");
  });

  test("are found by title, company and location, ignoring case", async ({ page }) => {
    await search(page).fill("RECEPTIONIST");
    await expect(jobTitles(page)).toHaveText(["Hotel Receptionist"]);
    await search(page).fill("praslin");
    await expect(jobTitles(page)).toHaveText(["Hotel Receptionist"]);
    await search(page).fill("Victoria");
    await expect(jobTitles(page)).toHaveText(["Administrative Assistant", "IT Support Technician"]);
    await search(page).fill("la digue island excursions");
    await expect(jobTitles(page)).toHaveText(["Tour Guide"]);
    await expect(page.getByRole("status").filter({ hasText: "1 matching job shown." })).toBeVisible();
  });
});
