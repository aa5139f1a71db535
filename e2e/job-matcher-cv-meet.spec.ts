import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";
import { fillCv } from "./cv-form";
import { cv, payload } from "./job-matcher-page";

/*
 * The job and the CV meet (issue 34): a job page's 'Check my CV against this job' names the job on
 * the Job Matcher before any CV is chosen, and the CV Builder's Preview leads to the Job Matcher
 * with the CV just made already chosen. In each language, with the words written out.
 */

const NNBSP = "\u202f";
const SLUG = "hotel-receptionist-praslin";

const languages = [
  {
    prefix: "",
    title: "Hotel Receptionist",
    checkCv: "Check my CV against this job",
    checking: "Checking your CV against: Hotel Receptionist",
    allInstead: "Check against all jobs instead",
    unknown: "The job in this link could not be found. Your CV will be checked against all open jobs.",
    upload: "Upload your CV",
    browse: "Browse Files",
    scan: "Find Matching Jobs",
    first: "Hotel Receptionist is listed first.",
    preview: "Preview",
    findJobs: "Find jobs that match this CV",
    chosen: "CV Builder: Marie Laporte",
  },
  {
    prefix: "/fr",
    title: "Réceptionniste d'hôtel",
    checkCv: "Comparer mon CV à cette offre",
    checking: `Votre CV est comparé à${NNBSP}: Réceptionniste d'hôtel`,
    allInstead: "Comparer plutôt à toutes les offres",
    unknown: "L'offre de ce lien est introuvable. Votre CV sera comparé à toutes les offres ouvertes.",
    upload: "Ajoutez votre CV",
    browse: "Parcourir les fichiers",
    scan: "Trouver des emplois correspondants",
    first: "Réceptionniste d'hôtel est en tête de liste.",
    preview: "Aperçu",
    findJobs: "Trouver des emplois correspondant à ce CV",
    chosen: `Créateur de CV${NNBSP}: Marie Laporte`,
  },
  {
    prefix: "/crs",
    title: "Resepsyonis lotel",
    checkCv: "Konpar mon CV avek sa travay",
    checking: "Nou pe konpar ou CV avek: Resepsyonis lotel",
    allInstead: "Konpar avek tou bann travay",
    unknown: "Nou pa'n trouv travay ki dan sa lyen. Nou pou konpar ou CV avek tou bann travay ouver.",
    upload: "Met ou CV",
    browse: "Rod fisye",
    scan: "Trouv bann travay ki koresponn",
    first: "Resepsyonis lotel i premye dan lalis.",
    preview: "Apersi",
    findJobs: "Trouv bann travay ki koresponn avek sa CV",
    chosen: "Zouti CV: Marie Laporte",
  },
];

/** A CV generated in the CV Builder, as it keeps it on the device. */
const storedCv = JSON.stringify({
  version: 1,
  data: {
    firstName: "Marie",
    lastName: "Laporte",
    email: "marie@example.sc",
    phone: "+248 2 512 345",
    address: "Baie Sainte Anne, Praslin",
    summary: "Friendly front desk receptionist, fluent in Kreol, English and French.",
    education: [
      { institution: "Seychelles Tourism Academy", degree: "Certificate in Front Office", startDate: "2018" },
    ],
    experience: [
      {
        employer: "Paradise Sun Hotel",
        position: "Receptionist",
        startDate: "2019",
        description: "Check-in and check-out, bookings and payments.",
      },
    ],
    skills: [{ name: "Customer service" }],
  },
});

const titles = (page: Page) => page.getByRole("list").getByRole("heading", { level: 3 });

for (const language of languages) {
  test.describe(`${language.prefix || "/"} (${language.title})`, () => {
    test("'Check my CV against this job' names the job before any CV, by keyboard, and puts it first", async ({
      page,
    }) => {
      await page.clock.install();
      await gotoHydrated(page, `${language.prefix}/jobs/${SLUG}`);
      await page.getByRole("link", { name: language.checkCv }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(`${language.prefix}/job-matcher?job=${SLUG}`);

      // Named at once, before any CV: read out as a status, and carried by the upload button.
      await expect(page.getByRole("status").filter({ hasText: language.checking })).toHaveText(language.checking);
      const browse = page.getByRole("region", { name: language.upload }).getByRole("button", { name: language.browse });
      // (A description reads every kind of space as a plain one.)
      await expect(browse).toHaveAccessibleDescription(new RegExp(`^${language.checking.replace(/\s/gu, " ")} `));
      await expectNoAxeViolations(page);

      // With a CV, that job's result is the first, and the page says so.
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.locator('input[type="file"]').setInputFiles(payload(cv));
      await page.getByRole("button", { name: language.scan }).click();
      await page.clock.runFor(2000);
      await expect(titles(page).first()).toHaveText(language.title);
      await expect(page.getByRole("status").filter({ hasText: language.first })).toHaveCount(1);

      // The way back to every job, by keyboard: the name goes, the results stay.
      await page.getByRole("link", { name: language.allInstead }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(`${language.prefix}/job-matcher`);
      await expect(page.getByText(language.checking)).toHaveCount(0);
      await expect(page.getByRole("status").filter({ hasText: language.first })).toHaveCount(0);
    });

    test("an address that names no job says so plainly, and every job is ranked", async ({ page }) => {
      await gotoHydrated(page, `${language.prefix}/job-matcher?job=no-such-job`);
      await expect(page.getByRole("status").filter({ hasText: language.unknown })).toHaveText(language.unknown);
      await expect(page.getByText(language.checking)).toHaveCount(0);
      await expect(page.getByRole("link", { name: language.allInstead })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test("the CV Builder's Preview leads to the Job Matcher with its CV chosen", async ({ page }) => {
      test.slow(); // two pages, each checked by axe, on a shared 2-core machine
      await page.addInitScript((value) => localStorage.setItem("koudmen.cv-builder.cv", value), storedCv);
      await gotoHydrated(page, `${language.prefix}/cv-builder`);
      await page.getByRole("tab", { name: language.preview }).click();
      const link = page.getByRole("link", { name: language.findJobs });
      await expect(link).toBeVisible();
      await expectNoAxeViolations(page);
      await link.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(`${language.prefix}/job-matcher?cv=builder`);
      await expect(page.getByRole("region", { name: language.upload })).toContainText(language.chosen);
      await expect(page.getByRole("button", { name: language.scan })).toBeEnabled();
      await expectNoAxeViolations(page);
    });
  });
}

test("after 'Generate CV', 'Find jobs that match this CV' opens the Job Matcher with the CV just made @one-width", async ({
  page,
}) => {
  await gotoHydrated(page, "/cv-builder");
  await fillCv(page);
  await page.getByRole("button", { name: "Generate CV" }).click();
  await page.getByRole("link", { name: "Find jobs that match this CV" }).click();
  await expect(page).toHaveURL("/job-matcher?cv=builder");
  await expect(page.getByRole("region", { name: "Upload your CV" })).toContainText("CV Builder: Marie-Claire Hoareau");
  await expect(page.getByRole("button", { name: "Find Matching Jobs" })).toBeEnabled();
});

test("opened from the CV Builder with no CV kept on this device, the page says so @one-width", async ({ page }) => {
  await gotoHydrated(page, "/job-matcher?cv=builder");
  await expect(page.getByRole("region", { name: "Upload your CV" }).getByRole("alert")).toHaveText(
    "The CV from the CV Builder is no longer stored on this device. Make it again there, or choose a file.",
  );
});

// The one test here that needs the site's service worker (the default blocks it: its precache of the
// whole site in each test's browser is CPU the others need not spend).
test.describe(() => {
  test.use({ serviceWorkers: "allow" });

  test("offline before the matcher was ever loaded, the CV from the CV Builder says the connection is the cause @one-width", async ({
    page,
    context,
    watch,
  }) => {
    test.slow();
    // The browser reports the failed fetch of the matcher's code.
    watch.allowConsoleError(/Failed to (load|fetch)|net::ERR_INTERNET_DISCONNECTED/);
    await page.addInitScript((value) => localStorage.setItem("koudmen.cv-builder.cv", value), storedCv);
    await gotoHydrated(page, "/cv-builder");
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 30_000 })
      .toBe("activated");
    // The first page is not controlled (no clients.claim()); from the next load on it is.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await page.getByRole("tab", { name: "Preview" }).click();
    await page.getByRole("link", { name: "Find jobs that match this CV" }).click();
    await expect(page).toHaveURL("/job-matcher?cv=builder");
    await expect(page.getByRole("region", { name: "Upload your CV" })).toContainText("CV Builder: Marie Laporte");
    // Real time here (the service worker and the clock do not mix): the 2-second scan.
    await page.getByRole("button", { name: "Find Matching Jobs" }).click();
    await expect(page.getByText(/We couldn't load the CV reader because the connection dropped/)).toBeVisible({
      timeout: 30_000,
    });
  });
});
