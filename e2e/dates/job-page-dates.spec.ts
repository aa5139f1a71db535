import { jobPostingProblems } from "../../src/features/job-matcher/logic/job-posting-data";
import { expect, expectNoAxeViolationsUnderClock, gotoHydrated, test } from "../fixtures";

// The listings of e2e/fixtures/content/jobs: Festival Steward (festival-steward) closes 2026-05-27.
// The dates build assumes its day is 2026-05-01 (BUILD_DAY), so every page's HTML still carries its
// JobPosting and the device alone decides it has closed. Seychelles is UTC+4: 20:00 UTC is midnight there.

const jsonLd = (page: import("@playwright/test").Page) => page.locator('script[type="application/ld+json"]');

test("a job page on its closing day, then past midnight in Seychelles: closed, no Apply Now, no JobPosting", async ({
  page,
}) => {
  await page.clock.install({ time: new Date("2026-05-27T19:58:00Z") });
  await gotoHydrated(page, "/jobs/festival-steward");
  await page.clock.pauseAt(new Date("2026-05-27T19:59:00Z"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Festival Steward");
  await expect(page.getByText("Closes today")).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply Now" })).toBeVisible();
  await expect(jsonLd(page)).toHaveCount(1);
  const posting = JSON.parse((await jsonLd(page).textContent())!);
  expect(posting.validThrough).toBe("2026-05-27T23:59:59+04:00");
  expect(posting.employmentType).toBe("TEMPORARY");

  await page.clock.runFor(120_000);
  await expect(page.getByText("This job has closed: the last day to apply was 27 May 2026.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply Now" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Check my CV against this job" })).toHaveCount(0);
  await expect(jsonLd(page)).toHaveCount(0);
  await expect(page.locator("[data-apply-bar]")).toHaveCount(0);
  await expectNoAxeViolationsUnderClock(page);
  // The page stays for those who follow an old link, and leads to the jobs still open.
  await page.getByRole("link", { name: "See the jobs still open" }).click();
  await expect(page).toHaveURL("/jobs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All jobs");
});

test("in French and Kreol Seselwa, a job page opened after its closing day says it has closed", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-06-01T08:00:00Z") });
  await gotoHydrated(page, "/fr/jobs/festival-steward");
  await expect(
    page.getByText("Cette offre est close\u202f: le dernier jour pour postuler était le 27 mai 2026."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Postuler" })).toHaveCount(0);
  await expect(jsonLd(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Voir les offres encore ouvertes" })).toHaveAttribute("href", "/fr/jobs");

  await gotoHydrated(page, "/crs/jobs/festival-steward");
  await expect(
    page.getByText("Sa anons travay in ferm: dernyen zour pour fer aplikasyon ti le 27 Me 2026."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Fer aplikasyon" })).toHaveCount(0);
  await expect(jsonLd(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "War bann anons travay ki ankor ouver" })).toHaveAttribute(
    "href",
    "/crs/jobs",
  );
});

test("a job page before its closing day keeps its JobPosting and Apply Now", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-05-20T08:00:00Z") });
  await gotoHydrated(page, "/jobs/harbour-clerk");
  await expect(page.getByText("Closes 30 June 2026")).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply Now" })).toBeVisible();
  await expect(jsonLd(page)).toHaveCount(1);
  const posting = JSON.parse((await jsonLd(page).textContent())!);
  expect(jobPostingProblems(posting)).toEqual([]);
  expect(posting.validThrough).toBe("2026-06-30T23:59:59+04:00");
  // A listing with a closing day is never 'over 2 months old', however long ago it went up.
  await expect(page.getByText(/Posted over 2 months ago/)).toHaveCount(0);
  // Its previews lead with the pay and the closing day, then the place (issue 34).
  expect(await page.locator('head meta[property="og:description"]').getAttribute("content")).toMatch(
    /^SCR 10,000–12,500 a month · closes 30 June · Victoria, Mahé · Port Victoria Authority\. /,
  );
});
