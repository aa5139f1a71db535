import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "../fixtures";

// My jobs under a set clock, on the listings of e2e/fixtures/content/jobs, as their files say:
//   Beach Café Assistant   (t1)  posted 2026-05-18  closes 2026-05-30
//   Harbour Records Clerk  (t2)  posted 2026-05-25  closes 2026-06-30
//   Festival Steward       (t3)  posted 2026-04-20  closes 2026-05-27
// and one saved job whose listing is not in the build at all (removed since it was saved). Seychelles
// is UTC+4: 08:00 UTC is noon there.

const at = (day: string) => new Date(`${day}T08:00:00Z`);

/** A job whose listing has left the site, as 'Save' kept it, applied to on 1 May 2026. */
const removed = {
  id: "t9",
  slug: "lighthouse-keeper",
  savedOn: "2026-04-28",
  appliedOn: "2026-05-01",
  changedAt: 1_777_593_600_000,
  listing: {
    title: "Lighthouse Keeper",
    company: "Island Conservation Society",
    location: "Denis Island",
    posted: "2026-04-25",
    closes: "2026-05-20",
    url: "https://www.ics.sc/vacancies/lighthouse-keeper",
    how_to_apply: "Call the island office on 4 321 000, Monday to Friday.",
  },
};

/** Puts jobs in the list as the phone keeps it (src/lib/my-jobs-storage.ts), beside what is there. */
async function keep(page: Page, jobs: object[]) {
  await page.evaluate((added) => {
    const stored = JSON.parse(localStorage.getItem("koudmen.my-jobs") ?? '{"version":1,"jobs":[]}');
    localStorage.setItem("koudmen.my-jobs", JSON.stringify({ version: 1, jobs: [...stored.jobs, ...added] }));
  }, jobs);
}

const entry = (page: Page, title: string) => page.getByRole("article", { name: title });

test("closing, closed and removed listings, and the nudge to follow up two weeks after applying", async ({ page }) => {
  test.slow();
  await page.clock.setFixedTime(at("2026-05-26"));
  await gotoHydrated(page, "/jobs");
  for (const title of ["Festival Steward", "Beach Café Assistant"]) {
    await entry(page, title).getByRole("button", { name: "Save" }).click();
    await expect(entry(page, title).getByRole("status")).toHaveText("Saved in My jobs.");
  }
  await gotoHydrated(page, "/jobs/harbour-clerk");
  await page.getByRole("button", { name: "I applied" }).click();
  await expect(page.getByRole("main").getByRole("status").filter({ hasText: "applied" })).toHaveText(
    "In My jobs: you applied on 26 May 2026. You can change the day there.",
  );
  await keep(page, [removed]);

  // Two days on: the steward's listing closed yesterday, the café's closes in two days.
  await page.clock.setFixedTime(at("2026-05-28"));
  await gotoHydrated(page, "/my-jobs");
  await expect(entry(page, "Festival Steward")).toContainText(
    "This job has closed: the last day to apply was 27 May 2026.",
  );
  await expect(entry(page, "Beach Café Assistant")).toContainText("Closes in 2 days");
  const clerk = entry(page, "Harbour Records Clerk");
  await expect(clerk).toContainText("Closes 30 June 2026");
  await expect(clerk.getByLabel("Day you applied")).toHaveValue("2026-05-26");
  await expect(clerk.getByText("Time to follow up")).toBeHidden();
  // A closed listing's page is still there (the site keeps it, saying it has closed).
  await expect(entry(page, "Festival Steward").getByRole("link", { name: "Festival Steward" })).toHaveAttribute(
    "href",
    "/jobs/festival-steward",
  );

  // The removed listing: what was saved of it, no link to a page that is gone, and how to reach the employer.
  const gone = entry(page, "Lighthouse Keeper");
  await expect(gone).toContainText("This listing is no longer on the site. Here is what was saved of it.");
  await expect(gone).toContainText("Island Conservation Society");
  await expect(gone).toContainText("Denis Island");
  await expect(gone).toContainText("Last day to apply: 20 May 2026");
  await expect(gone.getByRole("link", { name: "Lighthouse Keeper" })).toHaveCount(0);
  await expect(gone).toContainText("Time to follow up");
  await expect(gone).toContainText(
    "It is 27 days since you applied. Call or write to the employer to ask how your application is going.",
  );
  await expect(gone).toContainText("Call the island office on 4 321 000, Monday to Friday.");
  await expect(gone.getByRole("link", { name: "See the listing" })).toHaveAttribute(
    "href",
    "https://www.ics.sc/vacancies/lighthouse-keeper",
  );
  await expectNoAxeViolations(page);

  // 13 days after applying, no nudge; on the 14th, the nudge with the listing's link.
  await page.clock.setFixedTime(at("2026-06-08"));
  await page.reload();
  await expect(clerk.getByLabel("Day you applied")).toHaveValue("2026-05-26");
  await expect(clerk.getByText("Time to follow up")).toBeHidden();
  await page.clock.setFixedTime(at("2026-06-09"));
  await page.reload();
  await expect(clerk).toContainText(
    "It is 14 days since you applied. Call or write to the employer to ask how your application is going.",
  );
  await expect(clerk.getByRole("link", { name: "See the listing" })).toHaveAttribute(
    "href",
    "https://seyjobs.sc/listings/harbour-records-clerk",
  );

  // The day applied is editable, never in the future; it is kept with Enter or on leaving the field
  // (Tab moves between the field's own parts first).
  const day = clerk.getByLabel("Day you applied");
  await day.fill("2026-06-10");
  await day.press("Enter");
  await expect(clerk.getByText("The day you applied can't be after today.")).toBeVisible();
  await expect(day).toHaveAttribute("aria-invalid", "true");
  await day.fill("2026-05-20");
  await day.blur();
  await expect(page.getByRole("status").filter({ hasText: "day you applied" })).toHaveText(
    "The day you applied is now 20 May 2026.",
  );
  await expect(clerk).toContainText("It is 20 days since you applied.");
  await expectNoAxeViolations(page);
});

const snapshot = (id: string, slug: string, title: string, closes: string) => ({
  id,
  slug,
  savedOn: "2026-05-10",
  changedAt: 1,
  listing: { title, company: "Port Victoria Authority", location: "Victoria, Mahé", posted: "2026-04-20", closes },
});

for (const words of [
  {
    prefix: "/fr",
    steward: "Agent d'accueil du festival",
    closed: "Cette offre est close\u202f: le dernier jour pour postuler était le 27\u00a0mai\u00a02026.",
    clerk: "Commis aux registres du port",
    followUp: "Il est temps de relancer l'employeur",
    days: "Vous avez postulé il y a 18 jours.",
    removed: "Cette offre n'est plus sur le site. Voici ce qui en a été gardé.",
    link: "Voir l'offre",
  },
  {
    prefix: "/crs",
    steward: "Steward festival",
    closed: "Sa anons travay in ferm: dernyen zour pour fer aplikasyon ti le 27 Me 2026.",
    clerk: "Klerk rezis lepor",
    followUp: "I ler pour demann nouvel",
    days: "I'n fer 18 zour depi ou'n fer aplikasyon.",
    removed: "Sa anons travay nepli lo sit. Vwala sa ki ti ganny gard lo la.",
    link: "War anons travay",
  },
]) {
  test(`${words.prefix}/my-jobs: a closed listing, the nudge and a removed listing in its words`, async ({ page }) => {
    test.slow();
    await page.clock.setFixedTime(at("2026-05-28"));
    await gotoHydrated(page, `${words.prefix}/my-jobs`);
    await keep(page, [
      snapshot("t3", "festival-steward", "Festival Steward", "2026-05-27"),
      { ...snapshot("t2", "harbour-clerk", "Harbour Records Clerk", "2026-06-30"), appliedOn: "2026-05-10" },
      removed,
    ]);
    await page.reload();
    // The titles as the site now writes them in this language; the removed one as it was saved.
    await expect(entry(page, words.steward)).toContainText(words.closed);
    await expect(entry(page, words.clerk)).toContainText(words.followUp);
    await expect(entry(page, words.clerk)).toContainText(words.days);
    await expect(entry(page, "Lighthouse Keeper")).toContainText(words.removed);
    await expect(entry(page, "Lighthouse Keeper").getByRole("link", { name: words.link })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
