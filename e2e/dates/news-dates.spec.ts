import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoHydrated, test, watchLayoutShifts } from "../fixtures";

// The items of e2e/fixtures/content/news: "New Office Hours" announces no event; "Beach Clean-up
// Day at Beau Vallon" announces one on 2026-06-14 (and "Youth Job Fair in Victoria" one on
// 2026-07-11, for months.spec.ts). Seychelles is UTC+4: 20:00 UTC is midnight there.

const beach = "Beach Clean-up Day at Beau Vallon";
const office = "New Office Hours";

async function openAt(page: Page, time: string, path = "/news") {
  await page.clock.install({ time: new Date(time) });
  await gotoHydrated(page, path);
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

test("an item whose event is still to come is marked 'Upcoming' with its day, once hydrated, moving nothing", async ({
  page,
}) => {
  const layoutShifts = await watchLayoutShifts(page);
  await openAt(page, "2026-06-10T08:00:00Z");
  await expect(card(page, beach)).toContainText("Upcoming · 14 June 2026");
  await expect(card(page, office)).not.toContainText("Upcoming");
  // The item's own date is still the day it was written.
  await expect(card(page, beach).locator("time")).toHaveText("2 May 2026");
  expect(await layoutShifts()).toBe(0);
  await expectNoAxeViolations(page);
});

test("the prerendered page says nothing about what is upcoming: only the device knows today", async ({ request }) => {
  const html = await (await request.get("/news")).text();
  expect(html).toContain(beach);
  expect(html).not.toContain("Upcoming");
});

test("the mark stays all through the event's day and goes at midnight in Seychelles", async ({ page }) => {
  await openAt(page, "2026-06-14T19:59:00Z");
  await expect(card(page, beach)).toContainText("Upcoming · 14 June 2026");
  await page.clock.runFor(61_000);
  await expect(card(page, beach)).not.toContainText("Upcoming");
});

test("after the event's day there is no mark", async ({ page }) => {
  await openAt(page, "2026-06-15T08:00:00Z");
  await expect(card(page, beach)).toBeVisible();
  await expect(card(page, beach)).not.toContainText("Upcoming");
});

test("in French and Kreol Seselwa, in their words", async ({ page }) => {
  await openAt(page, "2026-06-10T08:00:00Z", "/fr/news");
  await expect(page.getByText("À venir · 14 juin 2026")).toBeVisible();
  await gotoHydrated(page, "/crs/news");
  await expect(page.getByText("Pe vini · 14 Zen 2026")).toBeVisible();
});
