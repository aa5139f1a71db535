import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolationsUnderClock, gotoHydrated, test } from "../fixtures";
import { cv, letToastsIn, payload, toasts } from "../job-matcher-page";

// The listings of e2e/fixtures/content/jobs, as their files say:
//   Beach Café Assistant   Part-time  posted 2026-05-18  closes 2026-05-30
//   Harbour Records Clerk  Contract   posted 2026-05-25  closes 2026-06-30
//   Festival Steward       Temporary  posted 2026-04-20  closes 2026-05-27
// Seychelles is UTC+4: 20:00 UTC is midnight there. The CV chosen holds no text, and none of these
// listings has a sample figure, so they come newest posted first.

const cafe = "Beach Café Assistant";
const clerk = "Harbour Records Clerk";
const steward = "Festival Steward";

const words = {
  en: { path: "/job-matcher", scan: "Find Matching Jobs", results: "Matching Jobs" },
  fr: { path: "/fr/job-matcher", scan: "Trouver des emplois correspondants", results: "Emplois correspondants" },
  crs: { path: "/crs/job-matcher", scan: "Trouv bann travay ki koresponn", results: "Bann travay ki koresponn" },
} as const;

/**
 * Opens the Job Matcher with the clock at `time` (UTC), stopped there, chooses a CV and scans: the
 * scan finishes 2 seconds later, on the device's day in Seychelles.
 */
async function scanAt(page: Page, time: string, language: keyof typeof words = "en") {
  const { path, scan, results } = words[language];
  const at = new Date(time).getTime();
  await page.clock.install({ time: at - 60_000 });
  await gotoHydrated(page, path);
  await page.clock.pauseAt(at);
  await page.locator('input[type="file"]').setInputFiles(payload(cv));
  await page.getByRole("button", { name: scan }).click();
  await page.clock.runFor(2000);
  await expect(page.getByRole("heading", { level: 2, name: results })).toBeVisible();
}

/** The results section (the live status above it repeats what was left out, for screen readers). */
const results = (page: Page, name = "Matching Jobs") => page.getByRole("region", { name });
const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const titles = (page: Page) => page.getByRole("article").getByRole("heading", { level: 3 });

test("before any closing day: every listing, its type, its closing day and how long ago it was posted", async ({
  page,
}) => {
  await scanAt(page, "2026-05-26T08:00:00Z");
  await expect(titles(page)).toHaveText([clerk, cafe, steward]);
  await expect(card(page, cafe)).toContainText("Part-time");
  await expect(card(page, cafe)).toContainText("Closes 30 May 2026");
  await expect(card(page, cafe)).toContainText("18 May 2026 · 8 days ago");
  await expect(card(page, clerk)).toContainText("Contract");
  await expect(card(page, clerk)).toContainText("Closes 30 June 2026");
  await expect(card(page, clerk)).toContainText("25 May 2026 · yesterday");
  await expect(card(page, steward)).toContainText("Temporary");
  await expect(card(page, steward)).toContainText("Closes tomorrow");
  await expect(card(page, steward)).toContainText("20 April 2026 · 5 weeks ago");
  await expect(page.getByText(/has closed|have closed/)).toBeHidden();
  await letToastsIn(page);
  await expect(toasts(page)).toContainText("Found 3 matching job opportunities.");
});

test("a closed listing is left out and counted; the last days count down", async ({ page }) => {
  await scanAt(page, "2026-05-28T08:00:00Z");
  await expect(titles(page)).toHaveText([clerk, cafe]);
  await expect(card(page, steward)).toBeHidden();
  await expect(results(page)).toContainText("1 listing has closed and is not shown.");
  await expect(page.getByRole("status").filter({ hasText: "matching jobs shown" })).toHaveText(
    "2 matching jobs shown. 1 listing has closed and is not shown.",
  );
  await expect(card(page, cafe)).toContainText("Closes in 2 days");
  await expect(card(page, cafe)).not.toContainText("Closes 30 May 2026");
  // The posted day as written, then, on the device, how long ago.
  await expect(card(page, clerk).locator("time")).toHaveText("25 May 2026");
  await expect(card(page, clerk)).toContainText("25 May 2026 · 3 days ago");
  await letToastsIn(page);
  await expect(toasts(page)).toContainText("Found 2 matching job opportunities.");
  await expectNoAxeViolationsUnderClock(page);
});

test("the search looks only among the open listings", async ({ page }) => {
  await scanAt(page, "2026-05-28T08:00:00Z");
  await page.getByPlaceholder("Search jobs...").fill("festival");
  await expect(page.getByRole("article")).toHaveCount(0);
  await expect(page.getByText("No matching jobs found.", { exact: false })).toBeVisible();
  await expect(results(page).getByText("1 listing has closed and is not shown.")).toBeVisible();
});

test("a listing is open all of its closing day in Seychelles, until 20:00 UTC", async ({ page }) => {
  await scanAt(page, "2026-05-27T19:59:00Z");
  await expect(titles(page)).toHaveText([clerk, cafe, steward]);
  await expect(card(page, steward)).toContainText("Closes today");
  // Three days before its closing day: the date, not yet a countdown.
  await expect(card(page, cafe)).toContainText("Closes 30 May 2026");
});

test("from midnight in Seychelles (20:00 UTC) the listing has closed", async ({ page }) => {
  await scanAt(page, "2026-05-27T20:00:00Z");
  await expect(titles(page)).toHaveText([clerk, cafe]);
  await expect(results(page).getByText("1 listing has closed and is not shown.")).toBeVisible();
});

test("when every listing has closed, the results say so and point to the CV Builder and the Help Directory", async ({
  page,
}) => {
  await scanAt(page, "2026-07-01T08:00:00Z");
  await expect(results(page)).toContainText(
    "Every job listing has closed, so there is none to match your CV today. New listings are added as employers post them.",
  );
  await expect(page.getByRole("article")).toHaveCount(0);
  await expect(page.getByPlaceholder("Search jobs...")).toBeHidden();
  await expect(results(page).getByRole("link", { name: "Get your CV ready in the CV Builder" })).toHaveAttribute(
    "href",
    "/cv-builder",
  );
  await expect(results(page).getByRole("link", { name: "Find support in the Help Directory" })).toHaveAttribute(
    "href",
    "/help",
  );
  await expect(page.getByRole("status").filter({ hasText: "matching jobs shown" })).toHaveText(
    "No matching jobs shown. 3 listings have closed and are not shown.",
  );
  await expectNoAxeViolationsUnderClock(page);
});

test("in French: the countdown, how long ago, and the closed listing counted", async ({ page }) => {
  await scanAt(page, "2026-05-28T08:00:00Z", "fr");
  await expect(page.getByRole("article")).toHaveCount(2);
  // Newest posted first: the clerk's listing (3 days ago), then the café's (closing in 2 days).
  await expect(page.getByRole("article").first()).toContainText("il y a 3 jours");
  await expect(page.getByRole("article").first()).toContainText("Clôture le 30 juin 2026");
  await expect(page.getByRole("article").nth(1)).toContainText("Clôture dans 2 jours");
  await expect(page.getByRole("article").nth(1)).toContainText("Temps partiel");
  await expect(results(page, "Emplois correspondants")).toContainText("1 offre est close et n'est pas affichée.");
});

test("in Kreol Seselwa: the countdown, how long ago, and the closed listing counted", async ({ page }) => {
  await scanAt(page, "2026-05-28T08:00:00Z", "crs");
  await expect(page.getByRole("article").first()).toContainText("3 zour pase");
  await expect(page.getByRole("article").nth(1)).toContainText("I ferm dan 2 zour");
  await expect(results(page, "Bann travay ki koresponn")).toContainText("1 anons travay in ferm e i pa ganny montre.");
});

test("in Kreol Seselwa, when every listing has closed", async ({ page }) => {
  await scanAt(page, "2026-07-01T08:00:00Z", "crs");
  await expect(page.getByText(/^Tou bann anons travay in ferm/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Prepar ou CV dan Zouti CV" })).toHaveAttribute(
    "href",
    "/crs/cv-builder",
  );
  await expect(page.getByRole("link", { name: "Rod ed dan Repertwar ed" })).toHaveAttribute("href", "/crs/help");
});
