// The opening hours of the specification's sample entries (Ministry of Health and of Education), told at
// chosen moments: this pins the sample content, as every spec-sample-* file does.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

// The visitor is in New York (UTC-5 in November): the status must still follow Seychelles time (UTC+4).
test.use({ timezoneId: "America/New_York" });

/** Opens the directory at a moment given in Seychelles time; 2026-11-23 is a Monday. */
async function openAt(page: Page, seychellesTime: string, path = "/help") {
  await page.clock.install({ time: new Date(`${seychellesTime}+04:00`) });
  await gotoHydrated(page, path);
}

const hours = (page: Page, name: string) =>
  page.getByRole("article", { name }).getByRole("group", { name: "Opening Hours" });

test("the prerendered page shows the week's hours but no status @one-width", async ({ request }) => {
  const html = await (await request.get("/help")).text();
  expect(html).toContain("Opening Hours");
  expect(html).toContain("8:00–16:00");
  expect(html).toContain("Closed on public holidays");
  expect(html).not.toContain("Open now");
  expect(html).not.toContain("Closed now");
});

test("on a weekday morning the ministries are open until 16:00 @one-width", async ({ page }) => {
  await openAt(page, "2026-11-23T09:30");
  const health = hours(page, "Ministry of Health");
  await expect(health).toContainText("Open now · Closes at 16:00");
  await expect(health.getByRole("term")).toHaveText(["Monday–Friday", "Saturday and Sunday"]);
  await expect(health.getByRole("definition")).toHaveText(["8:00–16:00", "Closed"]);
});

test("on a Saturday the ministries open on Monday and the Red Cross line is open @one-width", async ({ page }) => {
  // Friday 21:00 in New York is already Saturday morning in Victoria.
  await openAt(page, "2026-11-28T06:00");
  await expect(hours(page, "Ministry of Education")).toContainText("Closed now · Opens Monday at 8:00");
  await page.getByRole("tab", { name: "Private Organizations" }).click();
  await expect(hours(page, "Red Cross Society of Seychelles")).toContainText("Open now · Open 24 hours");
  await expect(hours(page, "Red Cross Society of Seychelles").getByRole("term").first()).toHaveText(
    "Emergency line: Every day",
  );
});

test("on a Sunday they open tomorrow @one-width", async ({ page }) => {
  await openAt(page, "2026-11-29T12:00");
  await expect(hours(page, "Ministry of Health")).toContainText("Closed now · Opens tomorrow at 8:00");
});

test("the status changes at the minute of closing without a reload @one-width", async ({ page }) => {
  await openAt(page, "2026-11-24T15:59");
  const health = hours(page, "Ministry of Health");
  await expect(health).toContainText("Open now · Closes at 16:00");
  await page.clock.runFor(60_000);
  await expect(health).toContainText("Closed now · Opens tomorrow at 8:00");
});

test("at midnight the ministries open later today @one-width", async ({ page }) => {
  await openAt(page, "2026-11-25T00:00");
  await expect(hours(page, "Ministry of Health")).toContainText("Closed now · Opens at 8:00");
});

test("the hours and status have no axe violations", async ({ page }) => {
  await openAt(page, "2026-11-23T09:30", "/help?tab=private");
  await expect(hours(page, "Red Cross Society of Seychelles")).toContainText("Open now");
  await expectNoAxeViolations(page);
});
