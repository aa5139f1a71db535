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
