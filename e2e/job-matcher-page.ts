// The Job Matcher page as a visitor uses it: choosing a CV, scanning, reading the results.
import type { Page } from "@playwright/test";
import { expect, gotoHydrated } from "./fixtures";

export type TestFile = { name: string; mimeType: string; size: number };

export const PDF = "application/pdf";
export const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const MB = 1024 * 1024;

export const cv: TestFile = { name: "amelie-cv.pdf", mimeType: PDF, size: 48 * 1024 };
export const uploadArea = (page: Page) => page.getByRole("region", { name: "Upload your CV" });
export const browse = (page: Page) => page.getByRole("button", { name: "Browse Files" });
export const findJobs = (page: Page) => page.getByRole("button", { name: "Find Matching Jobs" });
export const scanningButton = (page: Page) => page.getByRole("button", { name: "Scanning..." });
export const resultsHeading = (page: Page) => page.getByRole("heading", { level: 2, name: "Matching Jobs" });
export const jobTitles = (page: Page) => page.getByRole("list").getByRole("heading", { level: 3 });
export const search = (page: Page) => page.getByPlaceholder("Search jobs...");
export const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
export const alert = (page: Page) => uploadArea(page).getByRole("alert");

/**
 * sonner shows a toast on a timer, which the paused clock holds back. Its code loads with the
 * first toast, so keep moving time on in small steps until the toast is in.
 */
export async function letToastsIn(page: Page) {
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(toasts(page).first()).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 10_000 });
}

/** The page with Playwright's clock in charge of its timers, stopped, so only the test moves time on. */
export async function openPaused(page: Page) {
  await page.clock.install();
  await gotoHydrated(page, "/job-matcher");
  await page.clock.pauseAt(Date.now() + 60_000);
}

export function payload({ name, mimeType, size }: TestFile) {
  return { name, mimeType, buffer: Buffer.alloc(size, 0x25) };
}

/** Chooses a file the way a visitor does: 'Browse Files', then the system's file picker. */
export async function chooseFile(page: Page, file: TestFile) {
  const chooser = page.waitForEvent("filechooser");
  await browse(page).click();
  await (await chooser).setFiles(payload(file));
}

/** Drags a file over the upload area and drops it there. */
export async function dropFile(page: Page, file: TestFile) {
  const dataTransfer = await page.evaluateHandle(({ name, mimeType, size }) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(size).fill(0x25)], name, { type: mimeType }));
    return transfer;
  }, file);
  await uploadArea(page).dispatchEvent("dragenter", { dataTransfer });
  await uploadArea(page).dispatchEvent("dragover", { dataTransfer });
  await uploadArea(page).dispatchEvent("drop", { dataTransfer });
}

export async function scanToResults(page: Page) {
  await findJobs(page).click();
  await page.clock.runFor(2000);
  await expect(resultsHeading(page)).toBeVisible();
}
