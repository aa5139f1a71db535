import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures";

const BUDGET_KIB = 115;

test(`the home page loads at most ${BUDGET_KIB} KiB of JavaScript (gzip) before it is interactive`, async ({
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

test("the page paints first: its stylesheet is fetched ahead of its scripts", async ({ page }) => {
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
  expect(styles.length).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(5);
  for (const [, priority] of styles) expect(priority).toBe("VeryHigh");
  // Everything the page's HTML preloads for hydration waits behind the stylesheet and images.
  const html = await (await page.request.get("/cv-builder")).text();
  const preloaded = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  expect(preloaded.length).toBeGreaterThan(5);
  for (const path of preloaded) expect(priorities.get(path), path).toBe("Low");
});
