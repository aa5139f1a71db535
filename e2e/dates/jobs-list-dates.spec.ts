import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolationsUnderClock, gotoHydrated, test } from "../fixtures";

// /jobs on the listings of e2e/fixtures/content/jobs, built on 1 May 2026 (BUILD_DAY), when all three were open:
//   Beach Café Assistant   posted 2026-05-18  closes 2026-05-30
//   Harbour Records Clerk  posted 2026-05-25  closes 2026-06-30
//   Festival Steward       posted 2026-04-20  closes 2026-05-27
// The device decides what has closed since the build, on its day in Seychelles (UTC+4).

const cards = (page: Page) => page.getByRole("article").getByRole("heading", { level: 2 });

async function openAt(page: Page, time: string, path: string) {
  await page.clock.install({ time: new Date(time) });
  await gotoHydrated(page, path);
}

test("on the last day to apply every listing shows, newest first, and nothing is counted closed", async ({ page }) => {
  await openAt(page, "2026-05-27T19:59:00Z", "/jobs");
  await expect(cards(page)).toHaveText(["Harbour Records Clerk", "Beach Café Assistant", "Festival Steward"]);
  await expect(page.getByRole("article", { name: "Festival Steward" })).toContainText("Closes today");
  await expect(page.getByText(/has closed|have closed/)).toBeHidden();
});

test("the next day, the closed listing is left out and counted, in each language", async ({ page }) => {
  await openAt(page, "2026-05-27T20:00:00Z", "/jobs");
  await expect(cards(page)).toHaveText(["Harbour Records Clerk", "Beach Café Assistant"]);
  await expect(page.getByRole("status").filter({ hasText: /\d/ })).toHaveText("2 open jobs");
  await expect(page.getByText("1 listing has closed and is not shown.")).toBeVisible();
  await expectNoAxeViolationsUnderClock(page);
  // A filter counts among the open listings only.
  await gotoHydrated(page, "/fr/jobs?type=Temporary");
  await expect(page.getByText("Aucune offre ouverte ne correspond à vos choix.")).toBeVisible();
  await expect(page.getByText("1 offre est close et n'est pas affichée.")).toBeVisible();
  await gotoHydrated(page, "/crs/jobs");
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByText("1 anons travay in ferm e i pa ganny montre.")).toBeVisible();
});

test("when every listing has closed, the list says so and points to the CV Builder", async ({ page }) => {
  await openAt(page, "2026-07-01T08:00:00Z", "/jobs");
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText("No job listing is open today.")).toBeVisible();
  await expect(page.getByText("3 listings have closed and are not shown.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Get your CV ready in the CV Builder" })).toBeVisible();
});
