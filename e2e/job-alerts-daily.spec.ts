import { chromium, type BrowserContext, type CDPSession, type Page } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test as base } from "./fixtures";
import { labelledCv, NEW_LISTING, serveOneMoreListing } from "./job-alerts-page";

// The daily check, fired as Chromium fires Periodic Background Sync, through the DevTools protocol
// (ServiceWorker.dispatchPeriodicSyncEvent), with notifications and periodic sync granted
// (Browser.grantPermissions). Chromium allows both only in a profile of its own, so this file opens
// a persistent context (research notes, turn 5). The service worker's timers are not Playwright's
// clock, so the scan here takes its two real seconds. Tagged @one-width: nothing here depends on the
// width (the control's words, the worker's notification and its requests are the same at 1280 px),
// so it runs at 375 px, where most visitors are; the control's looks are checked with axe at both
// widths in job-alerts.spec.ts.

type Persistent = { context: BrowserContext; page: Page; cdp: CDPSession };

const test = base.extend<{ persistent: Persistent }>({
  persistent: async ({ launchOptions, baseURL, viewport }, provide) => {
    const dir = mkdtempSync(path.join(tmpdir(), "daily-check-profile-"));
    // The full browser, not the headless shell the other tests run in once main's playwright.config.ts
    // picks it: the shell has no Periodic Background Sync, and the control says so instead.
    const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
    const context = await chromium.launchPersistentContext(dir, {
      ...launchOptions,
      executablePath,
      baseURL,
      viewport,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await provide({ context, page, cdp: await context.newCDPSession(page) });
    } finally {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
});

// The daily check is the service worker's: this file needs it (playwright.config.ts blocks it by default).
test.use({ serviceWorkers: "allow" });

/** The page's notifications from the daily check, as the worker showed them. */
const notifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      url: (notification.data as { url?: string } | null)?.url,
    })),
  );

/**
 * Fires the daily check in the English worker and waits until the worker says it has ended. The page
 * listens before the check is fired: a check with nothing to do ends at once.
 */
async function fireDailyCheck(page: Page, cdp: CDPSession, registrationId: string, origin: string) {
  await page.evaluate(() => {
    (window as Window & { dailyCheckEnded?: Promise<unknown> }).dailyCheckEnded = new Promise((resolve) => {
      const listener = (event: MessageEvent) => {
        if ((event.data as { type?: string } | null)?.type !== "new-jobs-daily-check") return;
        navigator.serviceWorker.removeEventListener("message", listener);
        const { ran, notified } = event.data as { ran: boolean; notified: boolean };
        resolve({ ran, notified });
      };
      navigator.serviceWorker.addEventListener("message", listener);
    });
  });
  await cdp.send("ServiceWorker.dispatchPeriodicSyncEvent", { origin, registrationId, tag: "new-jobs" });
  return page.evaluate(() => (window as Window & { dailyCheckEnded?: Promise<unknown> }).dailyCheckEnded);
}

test("the daily check shows one notification that opens the new job, and none on a second check the same day @one-width", async ({
  persistent: { context, page, cdp },
  baseURL,
}) => {
  // A browser profile of its own, the worker's install, a real scan and two checks: three minutes on a busy machine.
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  // Every request of the pages and the worker: anything that leaves the site or sends something,
  // and what the worker itself fetches (the daily check's downloads).
  const sent: string[] = [];
  let fetchedByWorker: string[] = [];
  context.on("request", (request) => {
    if (new URL(request.url()).origin !== origin || request.method() !== "GET" || request.postData())
      sent.push(`${request.method()} ${request.url()}`);
    else if (request.serviceWorker()) fetchedByWorker.push(new URL(request.url()).pathname);
  });
  const registrations = new Map<string, string>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
    for (const { registrationId, scopeURL } of updated) registrations.set(scopeURL, registrationId);
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("Browser.grantPermissions", { origin, permissions: ["notifications", "periodicBackgroundSync"] });

  // The English worker installed and in charge of the page.
  await page.goto("/job-matcher");
  // Installing copies the site's files into the worker's cache: over 5 s once, on a CI run under load.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 30_000 })
    .toBe("activated");
  await page.reload();
  // The full browser with its worker in charge: on a busy two-core machine (a CI run beside other
  // work, load 12) hydrating took over the 5 s default once, with the page whole and nothing wrong.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 30_000 });

  // Keep the receptionist's CV, and turn the daily check on: one sentence first, then the tap.
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Browse Files" }).click();
  await (await chooser).setFiles(labelledCv("en-01-hotel-receptionist.pdf"));
  await page.getByRole("button", { name: "Find Matching Jobs" }).click();
  await page.getByRole("button", { name: "Keep my CV on this phone" }).click({ timeout: 30_000 });
  await expect(
    page.getByText(
      "Once a day your phone checks the list of jobs and, when a new one fits your CV, shows one notification; your CV is read only on this phone.",
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Tell me when a new job fits my CV" }).click();
  await expect(
    page.getByText("The daily check is on: at most one notification a day, when a new job fits your CV."),
  ).toBeVisible();
  // Keeping also starts the page's own check of the list (it remembers the listings open today): let
  // it end first, or it could fetch the list with the new listing in it and count it as seen.
  await expect(page.locator("#new-jobs[data-new-jobs]")).toBeAttached({ timeout: 30_000 });

  // A new listing that fits is on the site: the first check of the day tells of it, once.
  await serveOneMoreListing(context);
  const registrationId = registrations.get(`${origin}/`);
  expect(registrationId, "the English worker's registration").toBeDefined();
  fetchedByWorker = [];
  expect(await fireDailyCheck(page, cdp, registrationId!, origin)).toEqual({ ran: true, notified: true });
  // The small list, then (something is new) the match index the list names, and the notification's
  // icon: nothing else, all the site's own files.
  expect(fetchedByWorker).toEqual([
    "/jobs/open.json",
    expect.stringMatching(/^\/assets\/match-index-[\w-]+\.json$/),
    "/icons/icon-192.png",
  ]);
  const shown = await notifications(page);
  expect(shown).toEqual([
    {
      title: expect.stringMatching(/^A new job fits your CV: Front Office Agent, \d+%$/),
      body: "Tap to see the job.",
      url: `/jobs/${NEW_LISTING.slug}`,
    },
  ]);

  // A second check the same day does not run: no notification, nothing fetched.
  await page.evaluate(async () => {
    for (const notification of await (await navigator.serviceWorker.ready).getNotifications()) notification.close();
  });
  fetchedByWorker = [];
  expect(await fireDailyCheck(page, cdp, registrationId!, origin)).toEqual({ ran: false, notified: false });
  expect(await notifications(page)).toEqual([]);
  expect(fetchedByWorker, "what the second check of the day downloaded").toEqual([]);

  // Off in one tap, where it was turned on.
  await page.getByRole("button", { name: "Turn off the daily check" }).click();
  await expect(page.getByRole("button", { name: "Tell me when a new job fits my CV" })).toBeVisible();
  expect(
    await page.evaluate(async () =>
      (
        (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          periodicSync: { getTags(): Promise<string[]> };
        }
      ).periodicSync.getTags(),
    ),
  ).toEqual([]);
  expect(sent, "requests that left the site or sent something").toEqual([]);
});
