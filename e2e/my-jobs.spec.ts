import type { Locator, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";
import { cv, payload } from "./job-matcher-page";

/*
 * My jobs (issue 44): 'Save' and 'I applied' on a job card and a job page, then the list with no
 * connection, in each language; the list through 'Save CV file' and 'Open CV file'; a phone whose
 * storage is full. On the site's own content: its five listings have no closing day and were posted
 * in April 2025, so on the day these tests set they have all been up over two months ("posted long
 * ago"). Closed and removed listings and the follow-up nudge are tested under a set clock with
 * content of their own: e2e/dates/my-jobs-dates.spec.ts.
 */

/** A day the tests set: 26 November 2026, noon in Seychelles. */
const DAY = new Date("2026-11-26T08:00:00Z");

const languages = [
  {
    name: "English",
    prefix: "",
    myJobs: "My jobs",
    save: "Save",
    applied: "I applied",
    saved: "Saved in My jobs.",
    appliedStatus: "In My jobs: you applied on 26 November 2026. You can change the day there.",
    // The first listing newest first on /jobs, and the one whose page is opened.
    first: "Administrative Assistant",
    second: "Hotel Receptionist",
    appliedHeading: "Jobs you applied to",
    savedHeading: "Jobs you saved",
    savedOn: "Saved on 26 November 2026",
    day: "Day you applied",
    stale: "Posted over 2 months ago: check with the employer that it is still open",
  },
  {
    name: "French",
    prefix: "/fr",
    myJobs: "Mes offres",
    save: "Enregistrer",
    applied: "J'ai postulé",
    saved: "Enregistrée dans Mes offres.",
    appliedStatus:
      "Dans Mes offres\u202f: vous avez postulé le 26\u00a0novembre\u00a02026. Vous pouvez y changer le jour.",
    first: "Assistant administratif",
    second: "Réceptionniste d'hôtel",
    appliedHeading: "Offres auxquelles vous avez postulé",
    savedHeading: "Offres enregistrées",
    savedOn: "Enregistrée le 26\u00a0novembre\u00a02026",
    day: "Jour de votre candidature",
    stale: "Publiée il y a plus de 2 mois\u202f: vérifiez auprès de l'employeur que l'offre est toujours ouverte",
  },
  {
    name: "Kreol Seselwa",
    prefix: "/crs",
    myJobs: "Mon bann travay",
    save: "Gard",
    applied: "Mon'n fer aplikasyon",
    saved: "Gard dan Mon bann travay.",
    appliedStatus: "Dan Mon bann travay: ou'n fer aplikasyon le 26 Novanm 2026. Ou kapab sanz sa zour laba.",
    first: "Asistan administratif",
    second: "Resepsyonis lotel",
    appliedHeading: "Travay kot ou'n fer aplikasyon",
    savedHeading: "Travay ki ou'n gard",
    savedOn: "Gard le 26 Novanm 2026",
    day: "Zour ki ou'n fer aplikasyon",
    stale: "Pibliye plis ki 2 mwan pase: verifye avek anplwayer si sa anons travay i ankor ouver",
  },
] as const;

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

/** Opens `path` and reloads it once the service worker has taken charge, as a second visit would. */
async function openControlled(page: Page, path: string) {
  await gotoHydrated(page, path);
  // Installing precaches the language's pages: a while on a busy machine.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 60_000 })
    .toBe("activated");
  await page.reload();
  await hydrated(page);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

/** Presses a toggle and checks that it says it is on. */
async function press(button: Locator) {
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
}

/** The Job Matcher's results for a CV with no text (the spec's sample figures), in English. */
async function scanInJobMatcher(page: Page) {
  await openControlled(page, "/job-matcher");
  await page.locator('input[type="file"]').setInputFiles(payload(cv));
  await page.getByRole("button", { name: "Find Matching Jobs" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Matching Jobs" })).toBeVisible({ timeout: 30_000 });
}

// The offline tests open My jobs from the service worker's copy: they need the worker, which the
// default blocks (its precache of the whole site in each test's browser is CPU the others need not spend).
test.describe(() => {
  test.use({ serviceWorkers: "allow" });

  for (const words of languages) {
    test(`in ${words.name}: save on a job card, 'I applied' on a job page, then My jobs with no connection`, async ({
      page,
      context,
    }, info) => {
      test.slow();
      await page.clock.setFixedTime(DAY);
      // A card on the Job Matcher's results in English, on /jobs in French and Kreol.
      if (words.prefix === "") await scanInJobMatcher(page);
      else await openControlled(page, `${words.prefix}/jobs`);

      const card = page.getByRole("article", { name: words.first });
      await expect(card.getByRole("link", { name: words.myJobs })).toHaveAttribute("href", `${words.prefix}/my-jobs`);
      await press(card.getByRole("button", { name: words.save }));
      await expect(card.getByRole("status")).toHaveText(words.saved);

      // The second listing's page: 'I applied' saves it too.
      await page.getByRole("article", { name: words.second }).getByRole("link", { name: words.second }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.second);
      await press(page.getByRole("button", { name: words.applied }));
      await expect(page.getByRole("button", { name: words.save })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("main").getByRole("status").filter({ hasText: words.appliedStatus })).toBeVisible();

      await context.setOffline(true);
      await page.getByRole("link", { name: words.myJobs }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.myJobs);
      // And again from the service worker's copy of the page itself.
      await page.reload();
      await hydrated(page);

      const applied = page.getByRole("region", { name: words.appliedHeading });
      const saved = page.getByRole("region", { name: words.savedHeading });
      await expect(applied.getByRole("article")).toHaveCount(1);
      const second = applied.getByRole("article", { name: words.second });
      await expect(second.getByLabel(words.day)).toHaveValue("2026-11-26");
      await expect(second).toContainText(words.stale);
      await expect(second.getByRole("button", { name: words.applied })).toHaveAttribute("aria-pressed", "true");
      await expect(saved.getByRole("article")).toHaveCount(1);
      const first = saved.getByRole("article", { name: words.first });
      await expect(first).toContainText(words.savedOn);
      await expect(first).toContainText(words.stale);
      // Each title leads to its page, which the phone has too.
      await expect(first.getByRole("link", { name: words.first })).toHaveAttribute(
        "href",
        new RegExp(`^${words.prefix}/jobs/[a-z0-9-]+$`),
      );
      if (info.project.name === "desktop" || words.prefix === "") await expectNoAxeViolations(page);
    });
  }
});

test("an empty list says what the page is for, and 'Remove' takes a job out with a way to put it back @one-width", async ({
  page,
}) => {
  test.slow();
  await gotoHydrated(page, "/my-jobs");
  await expect(
    page.getByText("No jobs here yet. Press 'Save' on a job you like and it will be kept here."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "See the jobs still open" })).toHaveAttribute("href", "/jobs");
  await expectNoAxeViolations(page);

  await gotoHydrated(page, "/jobs");
  await page.getByRole("article", { name: "Tour Guide" }).getByRole("button", { name: "Save" }).click();
  await page.getByRole("article", { name: "Tour Guide" }).getByRole("link", { name: "My jobs" }).click();
  const remove = page.getByRole("button", { name: "Remove Tour Guide" });
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Tour Guide" })).toHaveText(
    "Tour Guide is no longer in My jobs.",
  );
  await expect(page.getByRole("article")).toHaveCount(0);
  // Focus is on the way back, for the keyboard.
  await expect(page.getByRole("button", { name: "Put it back" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("article", { name: "Tour Guide" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Tour Guide" })).toBeFocused();
});

test("the list goes into the file 'Save CV file' writes, and 'Open CV file' brings it back beside the phone's @one-width", async ({
  page,
}) => {
  test.slow();
  await gotoHydrated(page, "/jobs");
  await page.getByRole("article", { name: "Accountant" }).getByRole("button", { name: "I applied" }).click();

  await gotoHydrated(page, "/cv-builder");
  await page.getByLabel("First name").fill("Aline");
  await page.getByRole("button", { name: "CV file", exact: true }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Save CV file", exact: true }).click();
  const file = readFileSync((await (await download).path())!, "utf8");
  await expect(page.getByText("Your list of My jobs is in it too.", { exact: false })).toBeVisible();
  const meta = JSON.parse(file).meta;
  expect(meta.language).toBe("en");
  expect(meta.myJobs.version).toBe(1);
  expect(meta.myJobs.jobs).toHaveLength(1);
  expect(meta.myJobs.jobs[0]).toMatchObject({
    appliedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    listing: {
      title: "Accountant",
      url: expect.stringMatching(/^https:\/\//),
    },
  });

  // Another phone: a list of its own, then the file.
  await page.evaluate(() => localStorage.clear());
  await gotoHydrated(page, "/jobs");
  await page.getByRole("article", { name: "Tour Guide" }).getByRole("button", { name: "Save" }).click();
  await gotoHydrated(page, "/cv-builder");
  await page.getByRole("button", { name: "CV file", exact: true }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Open CV file", exact: true }).click();
  await (await chooser).setFiles({ name: "Aline-CV.json", mimeType: "application/json", buffer: Buffer.from(file) });
  await expect(page.getByText("The jobs saved in the file are in My jobs now.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Aline");

  await gotoHydrated(page, "/my-jobs");
  await expect(
    page.getByRole("region", { name: "Jobs you applied to" }).getByRole("article", { name: "Accountant" }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Jobs you saved" }).getByRole("article", { name: "Tour Guide" }),
  ).toBeVisible();
});

test("a phone whose storage is full says so, and nothing looks saved @one-width", async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  });
  await gotoHydrated(page, "/jobs");
  const card = page.getByRole("article", { name: "Hotel Receptionist" });
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByRole("status")).toHaveText(
    "This phone's storage is full, so the change was not kept. Free some space, then try again.",
  );
  await expect(card.getByRole("button", { name: "Save" })).toHaveAttribute("aria-pressed", "false");
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("My jobs says what it is for and that the list is on the phone @one-width", async ({ page }) => {
    const html = await (await page.goto("/my-jobs"))!.text();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My jobs");
    await expect(
      page.getByText(
        "Press 'Save' on a job to keep it here, and 'I applied' once you have applied. This list stays on this phone: it is never sent anywhere.",
      ),
    ).toBeVisible();
    // In the page's <noscript>, which the browser shows with JavaScript off; locators read no <noscript>.
    expect(html).toContain("Your list is kept in this browser. Showing it needs JavaScript, which is turned off.");
  });
});
