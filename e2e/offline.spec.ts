import { content } from "./content";
import { expect, expectNotFoundLogs, gotoHydrated, pages, test } from "./fixtures";

test("after one visit, every page reads with no connection", { tag: "@smoke" }, async ({ page, context, watch }) => {
  expectNotFoundLogs(watch);
  await gotoHydrated(page, "/");
  // The service worker precaches the pages and their scripts while it installs.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe("activated");

  await context.setOffline(true);
  for (const { path, h1 } of pages) {
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  }

  // The directory still searches, from a shared link too.
  const entry = content.help.find((item) => item.category === "government")!;
  await page.goto(`/help?q=${encodeURIComponent(entry.name)}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3, name: entry.name })).toBeVisible();
  await page.goto("/help?q=zzz+no+such+thing");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.getByText("No resources found matching your search.")).toBeVisible();

  // A page that does not exist says so, offline too, and hydrates: a news or job address gets its
  // section's 404 page (the route of that address), any other the site's. A hydration mismatch
  // would fail the test (the fixture's console watch).
  for (const missing of ["/not/a/page", "/news/no-such-item", "/jobs/no-such-job"]) {
    await page.goto(missing);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    await expect(page.getByText("You asked for")).toContainText(missing);
  }
});

test("the site can be installed: a manifest with icons", { tag: "@smoke" }, async ({ page, request }) => {
  await gotoHydrated(page, "/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await (await request.get(href!)).json();
  expect(manifest.name).toBe("Koudmen Seychelles Foundation");
  expect(manifest.start_url).toBe("/");
  expect(manifest.display).toBe("standalone");
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain(icon.type);
  }
});

test(
  "after a visit to the home page, the CV Builder works offline and keeps its draft",
  { tag: "@smoke" },
  async ({ page, context }) => {
    await gotoHydrated(page, "/");
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
      .toBe("activated");
    await context.setOffline(true);

    await gotoHydrated(page, "/cv-builder");
    await page.getByLabel("First name").fill("Marie-Claire");
    await page.getByLabel("Phone").fill("+248 2 512 345");
    await expect.poll(() => page.evaluate(() => Object.values(localStorage).join("\n"))).toContain("+248 2 512 345");

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByLabel("First name")).toHaveValue("Marie-Claire");
    await expect(page.getByLabel("Phone")).toHaveValue("+248 2 512 345");

    // Its rules load after the page, from the precache too: a failed submit shows the spec's message.
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Next: Education" }).click();
    await page.getByRole("button", { name: "Next: Experience" }).click();
    await page.getByRole("button", { name: "Generate CV" }).click();
    await page.getByRole("tab", { name: /^Personal/ }).click();
    await expect(page.getByLabel("Email")).toHaveAccessibleErrorMessage("Please enter a valid email address.");
  },
);
