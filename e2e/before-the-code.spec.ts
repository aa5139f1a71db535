import type { Locator, Page } from "@playwright/test";
import { content } from "./content";
import { expect, test } from "./fixtures";

/*
 * On a slow link the page is on screen seconds before its code has run. Every control that needs
 * the code either works without it or says it is not ready: aria-disabled, described by the
 * 'Loading…' line, which shows. What is typed meanwhile is there once the page runs.
 */

/** Holds the page's scripts back, as a slow mobile link does; released by the function it returns. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 15_000 });

/** A control that says it is not ready yet: announced as unavailable, and why. */
async function expectNotReady(control: Locator) {
  await expect(control).toHaveAttribute("aria-disabled", "true");
  await expect(control).toHaveAccessibleDescription(/Loading…/);
}

test("the CV Builder's tabs and buttons say they are loading until they work, and what was typed is kept @one-width", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/cv-builder", { waitUntil: "commit" });
  const loading = page.getByText("Loading…", { exact: true });
  await expect(loading).toBeVisible();

  await page.getByLabel("First name").fill("Marie-Claire");
  await page.getByLabel("Phone").fill("+248 2 512 345");
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveCount(4);
  for (const name of ["Personal", "Education", "Experience and Skills", "Preview"]) {
    const tab = page.getByRole("tab", { name });
    await expectNotReady(tab);
    // A tap does nothing yet, and the page said so.
    await tab.click({ force: true });
    await expect(page.getByRole("tab", { selected: true })).toHaveText("Personal");
  }
  const next = page.getByRole("button", { name: "Next: Education" });
  await expectNotReady(next);
  await next.click({ force: true });
  await expect(page.getByLabel("First name")).toBeVisible();
  // Save, open and start over live in the one 'CV file' menu (issue 35): its button waits too.
  await expectNotReady(page.getByRole("button", { name: "CV file" }));
  // Enter in a field sends nothing to the address bar: the form is not submitted by the browser.
  await page.getByLabel("First name").press("Enter");
  expect(new URL(page.url()).search).toBe("");

  // The scripts arrive, several seconds late.
  release();
  await hydrated(page);
  await expect(loading).toBeHidden();
  await expect(page.getByLabel("First name")).toHaveValue("Marie-Claire");
  await expect(page.getByLabel("Phone")).toHaveValue("+248 2 512 345");
  await expect(next).not.toHaveAttribute("aria-disabled");
  await next.click();
  await expect(page.getByRole("tab", { selected: true })).toHaveText("Education");
  for (const name of ["Add Another Education", "Previous", "Next: Experience"]) {
    await expect(page.getByRole("button", { name })).toBeEnabled();
  }
  await page.getByRole("tab", { name: "Experience and Skills" }).click();
  await expect(page.getByRole("button", { name: "Generate CV" })).toHaveAttribute("type", "submit");
});

test("the Help Directory searches before its code arrives, and keeps what was typed @one-width", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/help", { waitUntil: "commit" });
  await expectNotReady(page.getByRole("tab", { name: "Private Organizations" }));
  const search = page.getByPlaceholder("Search for resources...");
  const entry = content.help.find((item) => item.category === "government")!;
  await search.fill(entry.name);
  release();
  await hydrated(page);
  await expect(search).toHaveValue(entry.name);
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText([entry.name]);
});

test("Enter in the Help Directory's search works before the code arrives: the address carries it @one-width", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/help", { waitUntil: "commit" });
  const search = page.getByPlaceholder("Search for resources...");
  const entry = content.help.find((item) => item.category === "government")!;
  await search.fill(entry.name);
  await search.press("Enter");
  await page.waitForURL((url) => url.searchParams.get("q") === entry.name, { waitUntil: "commit" });
  release();
  await hydrated(page);
  await expect(search).toHaveValue(entry.name);
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText([entry.name]);
});

test("the Job Matcher's file buttons wait for the code and say so; 'Find Matching Jobs' stays disabled with no file @one-width", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/job-matcher", { waitUntil: "commit" });
  await expectNotReady(page.getByRole("button", { name: "Browse Files" }));
  await expect(page.getByRole("region", { name: "Upload your CV" })).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("button", { name: "Find Matching Jobs" })).toBeDisabled();
  release();
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Browse Files" })).not.toHaveAttribute("aria-disabled");
  await expect(page.getByRole("region", { name: "Upload your CV" })).not.toHaveAttribute("aria-busy");
  await expect(page.getByRole("button", { name: "Find Matching Jobs" })).toBeDisabled();
});
