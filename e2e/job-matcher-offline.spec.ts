import type { Page } from "@playwright/test";
import path from "node:path";
import { content } from "./content";
import { expect, gotoHydrated, test } from "./fixtures";

// This file's tests go offline, install or update the site, or read what its service worker answers.
test.use({ serviceWorkers: "allow" });

// The CV readers are not in the install-time precache (pdf.js alone is hundreds of KiB most
// visitors never need): they are cached the first time they are used, like the CV Builder's PDF
// maker. After that, reading a CV works with no connection; before it, the page says the
// connection is the cause.

const fixture = (name: string) => path.join(import.meta.dirname, "fixtures", "cv", name);

async function controlledJobMatcher(page: Page) {
  await gotoHydrated(page, "/job-matcher");
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 30_000 })
    .toBe("activated");
  // The first page is not controlled (no clients.claim()); from the next load on it is.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Each listing's findings as the results show them ("3 of 3 requirements found in your CV"), in order. */
const findings = (page: Page) => page.getByText(/^\d+ of \d+ requirements? found in your CV$/).allInnerTexts();

async function chooseAndScan(page: Page, name: string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Browse Files" }).click();
  await (await chooser).setFiles(fixture(name));
  await page.getByRole("button", { name: "Find Matching Jobs" }).click();
  // Real time here (the service worker and the clock do not mix): the 2-second scan, on a busy machine.
  await expect(page.getByRole("heading", { level: 2, name: "Matching Jobs" })).toBeVisible({ timeout: 30_000 });
}

test("a PDF and a Word CV read once are read again with no connection @one-width", async ({ page, context }) => {
  test.slow();
  await controlledJobMatcher(page);
  // Online, each CV's findings on every listing, whatever the listings are; offline, the same.
  const online: Record<string, string[]> = {};
  for (const name of ["cv.pdf", "cv.docx"]) {
    await chooseAndScan(page, name);
    await expect(page.getByText("Your CV was read on this device; nothing was uploaded.")).toBeVisible({
      timeout: 30_000,
    });
    online[name] = await findings(page);
    expect(online[name]).toHaveLength(content.jobs.length);
  }

  await context.setOffline(true);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  for (const name of ["cv.pdf", "cv.docx"]) {
    await chooseAndScan(page, name);
    await expect(page.getByText("Your CV was read on this device; nothing was uploaded.")).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(() => findings(page)).toEqual(online[name]);
  }
});

test("offline before the reader was ever loaded, the page says the connection is the cause; once back, the CV is read @one-width", async ({
  page,
  context,
  watch,
}) => {
  test.slow();
  // The browser reports the failed fetch of the reader's code.
  watch.allowConsoleError(/Failed to (load|fetch)|net::ERR_INTERNET_DISCONNECTED/);
  await controlledJobMatcher(page);
  await context.setOffline(true);
  await chooseAndScan(page, "cv.pdf");
  await expect(page.getByText(/We couldn't load the CV reader because the connection dropped/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("Your CV was read on this device; nothing was uploaded.")).toBeHidden();
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(content.jobs.length);

  // Back online, without reloading: the same file is read (a browser that keeps a failed fetch included).
  await context.setOffline(false);
  await chooseAndScan(page, "cv.pdf");
  await expect(page.getByText("Your CV was read on this device; nothing was uploaded.")).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/We couldn't load the CV reader/)).toHaveCount(0);
  expect(await findings(page)).toHaveLength(content.jobs.length);

  // The reader is kept by its own name however it was asked for: offline, after a reload, it reads again.
  await context.setOffline(true);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await chooseAndScan(page, "cv.pdf");
  await expect(page.getByText("Your CV was read on this device; nothing was uploaded.")).toBeVisible({
    timeout: 30_000,
  });
});
