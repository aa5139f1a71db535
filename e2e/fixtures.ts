import { AxeBuilder } from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** What the browser did that a visitor could suffer from: errors and traffic to other hosts. */
export type Watch = {
  consoleErrors: string[];
  pageErrors: string[];
  foreignRequests: string[];
  /** console.error lines a test expects (the 404 page logs the missing path). */
  allowConsoleError(pattern: RegExp): void;
};

export const test = base.extend<{ watch: Watch }>({
  watch: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL!).origin;
      const allowed: RegExp[] = [];
      const watch: Watch = {
        consoleErrors: [],
        pageErrors: [],
        foreignRequests: [],
        allowConsoleError: (pattern) => allowed.push(pattern),
      };
      page.on("console", (message) => {
        if (message.type() === "error") watch.consoleErrors.push(message.text());
      });
      page.on("pageerror", (error) => watch.pageErrors.push(error.message));
      page.on("request", (request) => {
        const url = request.url();
        // mailto: opens the mail app (Email to Me); it is not a request to another host.
        if (url.startsWith("data:") || url.startsWith("blob:") || url.startsWith("mailto:")) return;
        if (new URL(url).origin !== origin) watch.foreignRequests.push(url);
      });
      // Any Content-Security-Policy violation, in any state of any page, is an error too.
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`);
        });
      });
      page.on("dialog", (dialog) => {
        watch.pageErrors.push(`Unexpected dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });

      await use(watch);

      // Every test, on every page: no uncaught error, no hydration warning, no request off the site.
      expect(watch.pageErrors, "uncaught errors").toEqual([]);
      expect(
        watch.consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text))),
        "console errors",
      ).toEqual([]);
      expect(watch.foreignRequests, "requests to other hosts").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** On the 404 page, two console errors are expected: the browser's note of the 404 status, and ours. */
export function expectNotFoundLogs(watch: Watch) {
  watch.allowConsoleError(/^Failed to load resource: the server responded with a status of 404/);
  watch.allowConsoleError(/^404 Error: User attempted to access non-existent route: /);
}

/** Page routes and what their one h1 says. */
export const pages = [
  { path: "/", h1: /Welcome to the .*Foundation/ },
  { path: "/news", h1: "Foundation News" },
  { path: "/help", h1: "Help Directory" },
  { path: "/cv-builder", h1: "CV Builder" },
  { path: "/job-matcher", h1: "Job Matcher" },
] as const;

/** Waits until React has hydrated the prerendered page, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}

/** The layout shifts seen so far, and when the parser finished the HTML (0 until it has). */
type ShiftWatch = { shifts: { startTime: number; value: number }[]; parsedAt: number };

/**
 * Adds up every layout shift the page makes once its HTML is parsed: as its photos and stylesheet
 * arrive, as it hydrates, and after. Call it before the page is opened; the function it returns reads
 * the sum so far.
 *
 * Shifts while the parser is still reading the HTML are left out. On a slow or busy machine the
 * browser paints a page it has only partly read, and a block centred beside text that has not been
 * read yet moves when it is (the news placeholder's picture icon, with its words below it, moved
 * 24 px on a CPU slowed ten times: a 0.0001 shift, in one CI run of the dates tests). That is the
 * browser showing the page as it comes, which a visitor on a slow link wants; it is the same for
 * any page and no test here is about it.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const watch: ShiftWatch = { shifts: [], parsedAt: 0 };
    (window as unknown as { layoutShiftWatch: ShiftWatch }).layoutShiftWatch = watch;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) watch.shifts.push(entry);
    }).observe({ type: "layout-shift", buffered: true });
    // When the parser has read the whole HTML, on the shifts' own clock (an event's timeStamp, which
    // Playwright's fake clock leaves alone, as it does not the performance entries).
    document.addEventListener("readystatechange", (event) => {
      if (document.readyState === "interactive") watch.parsedAt = event.timeStamp;
    });
  });
  return () =>
    page.evaluate(() => {
      const { shifts, parsedAt } = (window as unknown as { layoutShiftWatch: ShiftWatch }).layoutShiftWatch;
      return shifts.filter((shift) => shift.startTime >= parsedAt).reduce((sum, shift) => sum + shift.value, 0);
    });
}

export function isNarrow(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** The site's main navigation: the top bar's on wide screens, the menu's on narrow ones (opened). */
export async function mainNav(page: Page) {
  if (isNarrow(page)) {
    const button = page.getByRole("button", { name: "Menu" });
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  }
  return page.getByRole("banner").getByRole("navigation", { name: "Main" });
}

function violationSummary(results: { violations: { id: string; help: string; nodes: { target: unknown }[] }[] }) {
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`);
}

/** Waits until every toast is mounted and not leaving, and every finite animation has ended. */
/** In the page: no toast on its way in, out or aside, and no finite animation running. */
function isAtRest(): boolean {
  const toasts = Array.from(document.querySelectorAll<HTMLElement>("[data-sonner-toast]"));
  const toastsAtRest = toasts.every(
    (toast) => toast.dataset.mounted === "true" && toast.dataset.removed !== "true" && toast.dataset.swiping !== "true",
  );
  const animationsDone = document
    .getAnimations()
    .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity);
  return toastsAtRest && animationsDone;
}

async function pageAtRest(page: Page) {
  await page.waitForFunction(isAtRest);
}

/**
 * Runs axe on the page as it rests. A toast fades in (added with opacity 0, marked data-mounted a
 * frame later, then its transition) and fades out after 4 s, which a slow axe run on a busy
 * machine can outlast; axe must not judge a frame of either, when the text is lighter than its
 * final colour. So axe runs once the page is at rest, and when it finds something, once more at
 * rest: what it finds twice is real.
 */
export async function expectNoAxeViolations(page: Page) {
  await pageAtRest(page);
  let results = await new AxeBuilder({ page }).analyze();
  if (results.violations.length > 0) {
    await pageAtRest(page);
    results = await new AxeBuilder({ page }).analyze();
  }
  expect(violationSummary(results)).toEqual([]);
}

/**
 * The same under Playwright's clock (the Job Matcher's tests): axe waits on timers, so the
 * clock is run forward in small steps until axe is done.
 */
export async function expectNoAxeViolationsUnderClock(page: Page) {
  const STEP_MS = 20;
  const analyze = async () => {
    const state = { done: false };
    const analysis = new AxeBuilder({ page })
      .setLegacyMode()
      .analyze()
      .finally(() => (state.done = true));
    for (let ms = 0; !state.done; ms += STEP_MS) {
      expect(ms, "milliseconds axe needed").toBeLessThan(1900);
      await page.clock.runFor(STEP_MS);
    }
    return analysis;
  };
  let results = await analyze();
  // As expectNoAxeViolations does: a toast caught in its fade-in is not judged. The clock is run on
  // until the page is at rest, and what axe finds again then is real.
  if (results.violations.length > 0) {
    for (let ms = 0; !(await page.evaluate(isAtRest)); ms += STEP_MS) {
      expect(ms, "milliseconds until the page was at rest").toBeLessThan(3000);
      await page.clock.runFor(STEP_MS);
    }
    results = await analyze();
  }
  expect(violationSummary(results)).toEqual([]);
}
