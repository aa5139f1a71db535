import { readFileSync } from "node:fs";
import { join, resolve as resolvePath } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, gotoHydrated, test, watchLayoutShifts } from "./fixtures";

const BUDGET_KIB = 115;

test(`the home page loads at most ${BUDGET_KIB} KiB of JavaScript (gzip) before it is interactive @one-width`, async ({
  page,
}) => {
  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  console.log(`Home first-load JavaScript: ${(total / 1024).toFixed(2)} KiB gzip in ${scripts.size} files`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total / 1024).toBeLessThanOrEqual(BUDGET_KIB);
});

test("the page paints first: its stylesheet is in the HTML, and its scripts wait @one-width", async ({ page }) => {
  // Chromium's own request priorities, as it schedules them on a slow link.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const priorities = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", ({ request, type }) => {
    if (type === "Script" || type === "Stylesheet")
      priorities.set(new URL(request.url).pathname, request.initialPriority);
  });
  await page.goto("/cv-builder", { waitUntil: "networkidle" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

  const styles = [...priorities].filter(([path]) => path.endsWith(".css"));
  const scripts = [...priorities].filter(([path]) => path.endsWith(".js") && !path.endsWith("/sw.js"));
  // The stylesheets still load (for the cache and for print), last of all: the page has their rules.
  expect(styles.length).toBe(2);
  for (const [, priority] of styles) expect(priority).toBe("VeryLow");
  expect(scripts.length).toBeGreaterThan(5);
  // Everything the page's HTML preloads for hydration waits behind the images.
  const html = await (await page.request.get("/cv-builder")).text();
  const preloaded = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  expect(preloaded.length).toBeGreaterThan(5);
  for (const path of preloaded) expect(priorities.get(path), path).toBe("Low");
});

for (const path of ["/", "/news", "/help", "/cv-builder", "/job-matcher", "/no-such-page"]) {
  test(`${path} is fully styled from its HTML alone, with no request after it`, async ({ page, watch }) => {
    watch.allowConsoleError(/^Failed to load resource/);
    watch.allowConsoleError(/^404 Error: User attempted to access non-existent route: /);
    // Nothing but the HTML reaches the page: no stylesheet, no script, no image.
    await page.route(/\/(assets|images|icons)\/|\.svg$|\.webmanifest$/, (route) => route.abort());
    await page.goto(path);
    const looks = await page.evaluate(() => {
      const [body, header, link] = ["body", "header", "header a"].map((selector) =>
        getComputedStyle(document.querySelector(selector)!),
      );
      return {
        bodyMargin: body!.margin,
        headerPosition: header!.position,
        linkDecoration: link!.textDecorationLine,
        width: document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      };
    });
    // The browser's own styles would give an 8 px margin, underlined links and a static header.
    expect(looks).toEqual({
      bodyMargin: "0px",
      headerPosition: "sticky",
      linkDecoration: "none",
      width: true,
    });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

// The /jobs list is long on a phone: the browser styles and lays out only the cards in sight
// (content-visibility: auto), so the page starts and hydrates with a fraction of its elements.
test("/jobs lays out a card out of sight only once it is scrolled to @narrow", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, "/jobs");
  // The card's own box is drawn; what it holds is skipped until it comes near the screen.
  const card = page.getByRole("article", { name: "IT Support Technician" });
  const rendered = () => card.evaluate((article) => article.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered()).toBe(false);
  // A card waiting to be drawn keeps the list's width: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  await card.scrollIntoViewIfNeeded();
  await expect.poll(rendered).toBe(true);
  await expect(card.getByRole("link", { name: "IT Support Technician" })).toBeInViewport();
});

// The first number, date or text-segment formatter a page creates starts the browser's ICU data:
// about 60 ms at a phone's CPU (4× throttling), one long task while the page starts. Content dates
// and pay are written at build and small counts need no formatter (src/lib/numbers.ts), so no page
// creates one before the visitor does something.
test.describe("pages start without creating a number, date, segment or collation formatter @one-width", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const created: string[] = [];
      (window as unknown as { formattersCreated: string[] }).formattersCreated = created;
      const intl = Intl as unknown as Record<string, object>;
      for (const name of [
        "NumberFormat",
        "DateTimeFormat",
        "Segmenter",
        "RelativeTimeFormat",
        "ListFormat",
        "Collator",
      ]) {
        const original = intl[name] as new (...args: unknown[]) => object;
        intl[name] = new Proxy(original, {
          construct: (target, args) => (created.push(`Intl.${name}`), Reflect.construct(target, args)),
          apply: (target, self, args) => (created.push(`Intl.${name}`), Reflect.apply(target, self, args)),
        });
      }
      for (const [owner, method] of [
        [Number.prototype, "toLocaleString"],
        [Date.prototype, "toLocaleString"],
        [Date.prototype, "toLocaleDateString"],
        [Date.prototype, "toLocaleTimeString"],
        // Sorting names the French way starts the browser's collation data: a long task on a phone.
        [String.prototype, "localeCompare"],
      ] as const) {
        const original = (owner as unknown as Record<string, (...args: unknown[]) => string>)[method]!;
        Object.defineProperty(owner, method, {
          value(this: unknown, ...args: unknown[]) {
            created.push(method);
            return original.apply(this, args);
          },
        });
      }
    });
  });

  for (const path of [
    "/",
    "/news",
    "/help",
    "/cv-builder",
    "/job-matcher",
    "/jobs",
    "/fr/jobs",
    "/crs/jobs",
    "/fr/news",
    "/crs/job-matcher",
    "/fr/help",
  ]) {
    test(path, async ({ page }) => {
      await gotoHydrated(page, path);
      const created = () =>
        page.evaluate(() => (window as unknown as { formattersCreated: string[] }).formattersCreated);
      expect(await created()).toEqual([]);
      // The watch is real: a formatter the page creates is seen, and a French comparison.
      await page.evaluate(() => new Intl.NumberFormat("en").format(1950));
      await page.evaluate(() => "Mahé".localeCompare("Praslin", "fr"));
      expect(await created()).toEqual(["Intl.NumberFormat", "localeCompare"]);
    });
  }
});

test("nothing moves when the stylesheet file arrives late (CLS 0)", async ({ page }) => {
  // The stylesheet file is held back, as on a slow link, until the page has painted from its
  // inlined rules and hydrated: it arrives after everything else.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.css$/, async (route) => {
    await held;
    await route.continue();
  });
  const layoutShifts = await watchLayoutShifts(page);
  // (The load event waits for the stylesheet: only the first response is awaited here.)
  await page.goto("/help", { waitUntil: "commit" });
  // Right after "commit" the new document may have no root element yet: the check waits for it too.
  await page.waitForFunction(() => document.documentElement?.dataset.hydrated === "true");
  release();
  await page.waitForLoadState("networkidle");
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".css")).length),
    )
    .toBe(1);
  expect(await layoutShifts()).toBe(0);
});

test(
  "the server sends each page's HTML exactly as built, inlined styles included @one-width",
  { tag: "@smoke" },
  async ({ request }) => {
    const client = resolvePath(process.env.BUILD_DIR || "build", "client");
    for (const [url, file] of [
      ["/", "index.html"],
      ["/help", "help/index.html"],
      ["/cv-builder", "cv-builder/index.html"],
      ["/no-such-page", "404.html"],
    ] as const) {
      const response = await request.get(url, { headers: { "Accept-Encoding": "gzip" } });
      const body = await response.body();
      expect(body.equals(readFileSync(join(client, file))), url).toBe(true);
      expect(body.toString("utf8")).toMatch(/<style data-inlined="\/assets\/root-[\w-]+\.css">/);
    }
  },
);

test("each page inlines only the CSS its first paint can use, and the full stylesheet styles what loads later @one-width", async ({
  page,
  request,
}) => {
  // The toast's code loads with the first toast, after the first paint: its font-sans class is not
  // among the page's inlined rules, so only the full stylesheet can give the toast the site's font.
  const html = await (await request.get("/job-matcher")).text();
  const inlined = /<style data-inlined="[^"]+">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
  expect(inlined).toContain(".flex{display:flex}");
  expect(inlined).not.toContain(".font-sans{");

  await gotoHydrated(page, "/job-matcher");
  await expect(page.locator('link[rel="stylesheet"][data-full-stylesheet]')).toHaveAttribute("media", "all");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Browse Files" }).click();
  await (await chooser).setFiles(resolvePath(import.meta.dirname, "fixtures/cv/cv.docx"));
  await page.getByRole("button", { name: "Find Matching Jobs" }).click();
  const toast = page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .first();
  await expect(toast).toContainText("CV Scan Complete");
  const siteFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(siteFont).toContain("system-ui");
  await expect(toast).toHaveCSS("font-family", siteFont);
});
