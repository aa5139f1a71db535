import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolationsUnderClock, gotoHydrated, test } from "./fixtures";

// content/jobs: the five sample listings have no closing day and went up in April 2025, so on any
// day since mid-June 2025 (the build's day, and the clock here) each is over 2 months old: its page
// says so, keeps Apply Now and carries no JobPosting. A closed listing's page:
// e2e/dates/job-page-dates.spec.ts.

const RECEPTIONIST = "hotel-receptionist-praslin";

const languages = [
  {
    prefix: "",
    stale: "Posted over 2 months ago: check with the employer that it is still open",
    apply: "Apply Now",
  },
  {
    prefix: "/fr",
    stale: "Publiée il y a plus de 2 mois\u202f: vérifiez auprès de l'employeur que l'offre est toujours ouverte",
    apply: "Postuler",
  },
  {
    prefix: "/crs",
    stale: "Pibliye plis ki 2 mwan pase: verifye avek anplwayer si sa anons travay i ankor ouver",
    apply: "Fer aplikasyon",
  },
] as const;

const jsonLd = (page: Page) => page.locator('script[type="application/ld+json"]');

async function openOn(page: Page, path: string) {
  await page.clock.install({ time: new Date("2026-06-01T08:00:00Z") });
  await gotoHydrated(page, path);
}

for (const language of languages) {
  test(`${language.prefix || "/"}: a listing over 2 months old says so, keeps Apply Now and carries no JobPosting`, async ({
    page,
  }) => {
    await openOn(page, `${language.prefix}/jobs/${RECEPTIONIST}`);
    await expect(page.getByText(language.stale, { exact: true })).toBeVisible();
    const apply = page.getByRole("link", { name: language.apply });
    await expect(apply).toHaveAttribute("href", "https://www.jobs.sc/listings/hotel-receptionist-praslin");
    await expect(jsonLd(page)).toHaveCount(0);
    await expectNoAxeViolationsUnderClock(page);
  });
}
