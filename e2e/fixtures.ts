import { test as base, expect, type Page } from "@playwright/test";

/** What the browser did that a visitor could suffer from: errors and traffic to other hosts. */
type Watch = {
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
