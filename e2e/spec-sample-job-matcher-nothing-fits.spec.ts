import type { Page } from "@playwright/test";
import path from "node:path";
import { expect, gotoHydrated, test, expectNoAxeViolationsUnderClock } from "./fixtures";
import { browse, findJobs, jobTitles, resultsHeading } from "./job-matcher-page";

// Pins the spec's five sample listings (see spec-sample-content.spec.ts). Issue 44: a CV that fits
// none of the open jobs closely gets a plain sentence first, and what to do next; every card is still
// below. The fisherman's CV of the Job Matcher's labelled set: his best figure against an office,
// a hotel, an accounts, a guiding and an IT job is far under the rule (src/matching/fits.ts).

/** A CV of the Job Matcher's labelled set, by file name. */
const labelledCv = (name: string) =>
  path.join(import.meta.dirname, "..", "tooling", "match-bench", "labelled-set", "cvs", name);
const fisherman = labelledCv("en-12-fisherman.docx");

/**
 * The offer to keep the CV comes once the CV's own ranking is done, after the results' heading: on a
 * busy two-core machine (a helper's build beside the run) that took over the 5 s default once, with
 * the button there in the failure's snapshot.
 */
const OFFER = { timeout: 15_000 };

/** Scans `cvFile` on /job-matcher: the scan's two seconds are the clock's; reading the file and fetching the matcher take real time. */
async function scan(page: Page, cvFile: string) {
  await gotoHydrated(page, "/job-matcher");
  const chooser = page.waitForEvent("filechooser");
  await browse(page).click();
  await (await chooser).setFiles(cvFile);
  await findJobs(page).click();
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(resultsHeading(page)).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 45_000 });
}

test("the fisherman's CV: the results open with 'None of the open jobs fits your CV closely yet.'", async ({
  page,
}) => {
  test.slow();
  await page.clock.install();
  await scan(page, fisherman);
  await expect(resultsHeading(page)).toBeVisible();

  const results = page.getByRole("region", { name: "Matching Jobs" });
  const sentence = results.getByText("None of the open jobs fits your CV closely yet.");
  await expect(sentence).toBeVisible();
  // First: above what the scan read, and above every card.
  const top = async (locator: ReturnType<typeof page.getByText>) => (await locator.boundingBox())!.y;
  expect(await top(sentence)).toBeLessThan(await top(results.getByText("Your CV was read on this device")));
  expect(await top(sentence)).toBeLessThan(await top(jobTitles(page).first()));

  // What she can do next: keep the CV to hear of new jobs, browse all jobs, the Help Directory.
  await expect(results.getByRole("button", { name: "Keep my CV on this phone" })).toBeVisible(OFFER);
  await expect(results.getByRole("link", { name: "See all open jobs" })).toHaveAttribute("href", "/jobs");
  await expect(results.getByRole("link", { name: "Find support in the Help Directory" })).toHaveAttribute(
    "href",
    "/help",
  );
  await expect(
    results.getByText("Every open job is still listed below, with what your CV shows for it."),
  ).toBeVisible();
  // The courses that teach what the closest jobs ask for, each linked to its page. Every card is at 0%; the
  // three closest by the unrounded share are the administrative assistant, the receptionist and the
  // accountant (a senior post he has not reached keeps half of next to nothing), which ask for office
  // computer skills and a first job's experience.
  const courses = results.getByRole("list", { name: "Courses for what the closest jobs ask for" });
  await expect(courses.getByRole("link")).toHaveText([
    "Office Computer Skills: Word, Excel and E-mail",
    "My First Job: paid work experience",
  ]);
  await expect(courses.getByRole("link").first()).toHaveAttribute(
    "href",
    "/training/c1-office-computer-skills-anse-royale",
  );
  await expect(courses.getByRole("listitem").last()).toContainText("Free");
  // Every card is still there.
  await expect(jobTitles(page)).toHaveCount(5);
  await expectNoAxeViolationsUnderClock(page);
});

test("a CV that fits an open job closely does not get the sentence", async ({ page }) => {
  test.slow();
  await page.clock.install();
  await scan(page, labelledCv("en-01-hotel-receptionist.pdf"));
  await expect(page.getByRole("button", { name: "Keep my CV on this phone" })).toBeVisible(OFFER);
  await expect(page.getByText("None of the open jobs fits your CV closely yet.")).toHaveCount(0);
});
