import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolationsUnderClock, mainNav, test as base } from "./fixtures";
import {
  KEEP_DAY,
  labelledCv,
  keepCv,
  letNoteCheck,
  NEW_LISTING,
  NEW_TITLE,
  prefixOf,
  RETURN_DAY,
  scanCv,
  serveOneMoreListing,
  WORDS,
  type Language,
} from "./job-alerts-page";

// Keep a CV on the Job Matcher, come back a week later to a site with one more listing: the home
// page, /jobs and /job-matcher say so in the page's language, and nothing is ever sent anywhere.
// The "site with one more listing" is the main build with its list and index served from the
// build's own functions (job-alerts-page.ts says why). The daily check is in job-alerts-daily.spec.ts.

/** Every request of the pages and the service worker: the site's own files, fetched; nothing is ever sent. */
const test = base.extend<{ nothingSent: void }>({
  nothingSent: [
    async ({ context, baseURL }, use) => {
      const origin = new URL(baseURL!).origin;
      const sent: string[] = [];
      context.on("request", (request) => {
        if (new URL(request.url()).origin !== origin || request.method() !== "GET" || request.postData())
          sent.push(`${request.method()} ${request.url()}`);
      });
      await use();
      expect(sent, "requests that left the site or sent something").toEqual([]);
    },
    { auto: true },
  ],
});

for (const language of ["en", "fr", "crs"] as const) {
  test(`a kept CV and one more listing: "1 new job fits your CV since …" on the home page (${language})`, async ({
    page,
    context,
  }) => {
    test.slow();
    const words = WORDS[language];
    const prefix = prefixOf(language);
    await page.clock.install({ time: KEEP_DAY });
    await scanCv(page, language, labelledCv(`${language}-01-hotel-receptionist.pdf`));
    await keepCv(page, language);
    await expect(page.getByRole("button", { name: words.forget })).toBeVisible();
    await expectNoAxeViolationsUnderClock(page);

    await serveOneMoreListing(context);
    await page.clock.setSystemTime(RETURN_DAY);
    await page.goto(prefix || "/");
    await letNoteCheck(page);
    const note = page.getByRole("region", { name: words.note });
    await expect(note).toBeVisible();
    await expect(note.getByRole("link", { name: NEW_TITLE[language] })).toHaveAttribute(
      "href",
      `${prefix}/jobs/${NEW_LISTING.slug}`,
    );
    await expect(note.getByRole("button", { name: words.forget })).toBeVisible();
    await expectNoAxeViolationsUnderClock(page);
  });
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("the toast after a scan does not lie over 'Keep my CV on this phone' @narrow", async ({ page }) => {
  // On a phone the toast once came in at the bottom, over the button, and a tap as it slid in was lost.
  await page.clock.install({ time: KEEP_DAY });
  // With time flowing, a slow machine's page once took longer to settle than the toast's four seconds: paused, the
  // toast stays while the test measures, and the test moves the clock itself.
  await scanCv(page, "en", labelledCv("en-01-hotel-receptionist.pdf"), { pauseTime: true });
  const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(async () => {
    await page.clock.runFor(100);
    await expect(toast).toContainText("Found", { timeout: 200 });
  }).toPass({ timeout: 15_000 });
  // Let it finish sliding in before measuring where it lies.
  await page.clock.runFor(500);
  const keep = page.getByRole("button", { name: "Keep my CV on this phone" });
  await expect(keep).toBeInViewport();
  const [toastBox, keepBox] = [await toast.boundingBox(), await keep.boundingBox()];
  expect(toastBox, "the toast is on the screen").not.toBeNull();
  expect(overlap(toastBox!, keepBox!), "the toast lies over the button").toBe(false);
  await page.clock.resume();
  await keep.click();
  await expect(page.getByText(WORDS.en.kept)).toBeVisible({ timeout: 15_000 });
});

/** Keeps the receptionist's CV on 20 November and comes back on the 27th to a site with one more listing. */
async function keptAndBack(page: Page, language: Language, cv: string) {
  await page.clock.install({ time: KEEP_DAY });
  await scanCv(page, language, labelledCv(cv));
  await keepCv(page, language);
  await page.clock.setSystemTime(RETURN_DAY);
}

test("the note is on /jobs and /job-matcher too, and it follows the visitor from page to page", async ({
  page,
  context,
}) => {
  test.slow();
  await keptAndBack(page, "en", "en-01-hotel-receptionist.pdf");
  await serveOneMoreListing(context);
  for (const path of ["/jobs", "/job-matcher"]) {
    await page.goto(path);
    await letNoteCheck(page);
    await expect(page.getByRole("region", { name: WORDS.en.note })).toBeVisible();
  }
  // Inside the site (no reload): the note is drawn again on each page with a place for it.
  await (await mainNav(page)).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("region", { name: WORDS.en.note })).toBeVisible();
  await expect(page.getByRole("region", { name: WORDS.en.note }).getByRole("link")).toHaveText([NEW_TITLE.en]);
});

test("a new listing that does not fit the kept CV is not mentioned", async ({ page, context }) => {
  test.slow();
  // The fisherman's CV: the new front-office job is nothing like his work.
  await keptAndBack(page, "en", "en-12-fisherman.docx");
  await serveOneMoreListing(context);
  await page.goto("/");
  await letNoteCheck(page);
  await expect(page.locator("#new-jobs")).toHaveAttribute("data-new-jobs", "none");
  await expect(page.getByRole("region", { name: /new jobs? fits? your CV/ })).toHaveCount(0);
});

test("'Forget my CV' leaves nothing in any storage", async ({ page, context }) => {
  test.slow();
  await keptAndBack(page, "en", "en-01-hotel-receptionist.pdf");
  await serveOneMoreListing(context);
  await page.goto("/");
  await letNoteCheck(page);
  const note = page.getByRole("region", { name: WORDS.en.note });
  await note.getByRole("button", { name: "Forget my CV" }).click();
  await expect(
    page.getByText("Your CV is no longer kept on this phone: everything kept for it was removed."),
  ).toBeVisible();
  await expect(note).toHaveCount(0);
  const left = await page.evaluate(async () => ({
    localStorage: Object.keys(localStorage),
    caches: await Promise.all(
      (await caches.keys()).map(async (name) => ({
        name,
        keys: (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
      })),
    ),
    indexedDB: (await indexedDB.databases()).map((database) => database.name),
  }));
  expect(left.localStorage).toEqual([]);
  expect(left.indexedDB).toEqual([]);
  // The service worker's copies of the site's own files may stay; nothing of the CV or its check does.
  expect(left.caches.map((cache) => cache.name)).not.toContain("koudmen-job-alerts");
  expect(left.caches.flatMap((cache) => cache.keys).filter((key) => /job-alerts|open\.json/.test(key))).toEqual([]);

  // Back on the Job Matcher, no CV is kept.
  await page.goto("/job-matcher");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.getByRole("button", { name: "Forget my CV" })).toHaveCount(0);
});

test("where the browser has no daily check, the page says so and offers the jobs feed", async ({ page }) => {
  test.slow();
  await page.clock.install({ time: KEEP_DAY });
  await scanCv(page, "en", labelledCv("en-01-hotel-receptionist.pdf"));
  await page.getByRole("button", { name: "Keep my CV on this phone" }).click();
  await expect(
    page.getByText(
      "This browser cannot check for new jobs while the site is closed (that needs Chrome on Android, with the site added to the home screen), so new jobs that fit your CV are shown when you open the site.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Follow new jobs (feed)" })).toHaveAttribute("href", "/jobs/feed.xml");
  await expect(page.getByRole("button", { name: "Tell me when a new job fits my CV" })).toHaveCount(0);
  await expectNoAxeViolationsUnderClock(page);
});
