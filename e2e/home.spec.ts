import { expect, gotoHydrated, isNarrow, test } from "./fixtures";

test("the hero image is 300 px tall below 768 px and 400 px from 768 px up", async ({ page }) => {
  await gotoHydrated(page, "/");
  const hero = page.getByRole("img", { name: /Seychelles beach/ });
  await expect(hero).toBeVisible();
  await expect.poll(async () => (await hero.boundingBox())?.height).toBe(isNarrow(page) ? 300 : 400);
  await expect(hero).toHaveJSProperty("complete", true);
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // In the page's HTML, so the largest paint needs no request after it.
  expect(await hero.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);

  for (const [width, height] of [
    [767, 300],
    [768, 400],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(async () => (await hero.boundingBox())?.height).toBe(height);
  }
});

test("the hero illustration comes inside the HTML, with no request for it, and by its file when reached by a link @one-width", async ({
  page,
}) => {
  const imageRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") imageRequests.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, "/");
  const hero = page.getByRole("img", { name: /Seychelles beach/ });
  await expect(hero).toHaveJSProperty("complete", true);
  expect(imageRequests).not.toContain("/images/hero-coast.svg");

  await page.getByRole("link", { name: "Latest News" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Foundation News");
  await page.goBack();
  await expect(hero).toHaveJSProperty("complete", true);
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await hero.getAttribute("src")).toBe("/images/hero-coast.svg");
});

test("the heading welcomes visitors to the foundation @one-width", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to the Koudmen Seychelles Foundation");
});

test("'Latest News' goes to /news @one-width", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "Latest News" }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Foundation News");
});

test("'Get Help' goes to /help @one-width", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "Get Help" }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help Directory");
});

test("the About section has a button to join the group, opening in a new tab @one-width", async ({ page }) => {
  await gotoHydrated(page, "/");
  const about = page.getByRole("region", { name: "About Us" });
  const join = about.getByRole("link", { name: "Join Our Facebook Group" });
  await expect(join).toBeVisible();
  await expect(join).toHaveAttribute("href", /^https:\/\/www\.facebook\.com\/groups\//);
  await expect(join).toHaveAttribute("target", "_blank");
  await expect(join).toHaveAttribute("rel", "noopener noreferrer");
});

test("'Our Services' has four cards, each with 'Learn More' to its route @one-width", async ({ page }) => {
  await gotoHydrated(page, "/");
  const services = page.getByRole("region", { name: "Our Services" });
  await expect(services.getByRole("heading", { level: 3 })).toHaveText([
    "Foundation News",
    "Help Directory",
    "CV Builder",
    "Job Matcher",
  ]);
  const learnMore = services.getByRole("link", { name: "Learn More" });
  await expect(learnMore).toHaveCount(4);
  // The visible words are the spec's; the link text names the service for screen readers and
  // crawlers (Lighthouse's SEO audit fails a bare 'Learn More').
  for (const [i, service] of ["Foundation News", "Help Directory", "CV Builder", "Job Matcher"].entries()) {
    await expect(learnMore.nth(i)).toHaveAccessibleName(`Learn More about ${service}`);
  }
  // What a sighted visitor reads: the text outside the 1 px visually hidden words.
  const visible = await learnMore.evaluateAll((links) =>
    links.map((link) => {
      return [...link.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE || (node as Element).getBoundingClientRect().width > 1)
        .map((node) => node.textContent)
        .join("")
        .trim();
    }),
  );
  expect(visible).toEqual(Array(4).fill("Learn More"));
  const expected = ["/news", "/help", "/cv-builder", "/job-matcher"];
  for (const [i, href] of expected.entries()) {
    await expect(learnMore.nth(i)).toHaveAttribute("href", href);
  }
  await learnMore.nth(3).click();
  await expect(page).toHaveURL(/\/job-matcher$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Job Matcher");
});
