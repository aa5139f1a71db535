import path from "node:path";
import { expect, gotoHydrated, test } from "../fixtures";

// This file's tests go offline, install or update the site, or read what its service worker answers.
test.use({ serviceWorkers: "allow" });

// The listings of e2e/fixtures/content/jobs are in the minimal format staff write: no figure and no
// CV words, only their words in three languages. A real CV (a receptionist's PDF) ranks them by
// what it shows, and each card says why. Festival Steward's 'Friendly with crowds' is one the build
// cannot understand: it warns, and the listing is still ranked and checked by its words.

const fixture = (name: string) => path.join(import.meta.dirname, "..", "fixtures", "cv", name);

test("a listing in the minimal format is ranked by the CV and explains its figure", async ({ page }) => {
  test.slow(); // pdf.js reads the CV in its worker on a shared machine
  const at = new Date("2026-05-26T08:00:00Z").getTime();
  await page.clock.install({ time: at - 60_000 });
  await gotoHydrated(page, "/job-matcher");
  await page.clock.pauseAt(at);
  await page.locator('input[type="file"]').setInputFiles(fixture("receptionist-en.pdf"));
  await page.getByRole("button", { name: "Find Matching Jobs" }).click();
  await page.clock.runFor(2000);
  await expect(page.getByRole("heading", { level: 2, name: "Matching Jobs" })).toBeVisible();
  await expect(page.getByText("Your CV was read on this device; nothing was uploaded.", { exact: false })).toBeVisible({
    timeout: 30_000,
  });

  const cafe = page.getByRole("article", { name: "Beach Café Assistant" });
  // Serving guests at a hotel's front desk is serving customers: the café comes first.
  await expect(page.getByRole("article").getByRole("heading", { level: 3 }).first()).toHaveText("Beach Café Assistant");
  await expect(cafe).toContainText(/\d+% match/);
  const findings = cafe.getByRole("group", { name: "What your CV shows" });
  await expect(findings).toContainText("1 of 1 requirement found in your CV");
  await expect(findings.getByRole("listitem").filter({ hasText: "Experience serving customers" })).toContainText(
    "found",
  );
  await expect(findings.getByRole("list", { name: "What counted" })).toContainText("Also in your CV:");
  for (const title of ["Harbour Records Clerk", "Festival Steward"])
    await expect(page.getByRole("article", { name: title })).toContainText(/\d+% match/);
});
