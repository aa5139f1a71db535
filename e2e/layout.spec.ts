import { expect, gotoHydrated, isNarrow, mainNav, pages, test } from "./fixtures";

const linkNames = ["Home", "News", "Help Directory", "CV Builder", "Job Matcher"];
const linkPaths = ["/", "/news", "/help", "/cv-builder", "/job-matcher"];

test.describe("every page @one-width", { tag: "@smoke" }, () => {
  for (const { path, h1 } of pages) {
    test(`${path} has its title, description, landmarks and one h1`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page).toHaveTitle(/\S.* \| Koudmen Seychelles Foundation$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^.{30,160}$/);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    });
  }

  test("each page has a title of its own", async ({ page }) => {
    const titles = new Set<string>();
    for (const { path } of pages) {
      await page.goto(path);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(pages.length);
  });

  test("the favicon and robots.txt are served", async ({ request }) => {
    const favicon = await request.get("/favicon.svg");
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()["content-type"]).toContain("svg");
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain("User-agent: *");
  });
});

test.describe("top bar", () => {
  test("the logo links home", async ({ page }) => {
    await gotoHydrated(page, "/news");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Koudmen/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
  });

  test("it stays at the top while the page scrolls", async ({ page }) => {
    await gotoHydrated(page, "/news");
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const box = await page.getByRole("banner").boundingBox();
    expect(box?.y).toBe(0);
  });

  for (const [index, path] of linkPaths.entries()) {
    test(`the five links, with ${linkNames[index]} marked current on ${path}`, async ({ page }) => {
      await gotoHydrated(page, path);
      const nav = await mainNav(page);
      const links = nav.getByRole("link");
      await expect(links).toHaveText(linkNames);
      for (const [i, expectedPath] of linkPaths.entries()) {
        await expect(links.nth(i)).toHaveAttribute("href", expectedPath);
        if (i === index) await expect(links.nth(i)).toHaveAttribute("aria-current", "page");
        else await expect(links.nth(i)).not.toHaveAttribute("aria-current");
      }
    });
  }

  test("the skip link is the first stop and moves focus to the content", async ({ page }) => {
    await gotoHydrated(page, "/help");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByPlaceholder("Search for resources...")).toBeFocused();
  });
});

test.describe("menu on narrow screens", { tag: "@narrow" }, () => {
  test("opens, and closes when a link is chosen", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: "Menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const menuId = await button.getAttribute("aria-controls");
    expect(menuId).toBeTruthy();
    const menu = page.locator(`#${menuId}`);
    await expect(menu).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText(linkNames);

    await menu.getByRole("link", { name: "Help Directory" }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help Directory");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("closes on Escape and gives focus back to its button", async ({ page }) => {
    await gotoHydrated(page, "/news");
    const button = page.getByRole("button", { name: "Menu" });
    await button.click();
    const menu = page.locator(`#${await button.getAttribute("aria-controls")}`);
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "CV Builder" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  test("toggles closed with its own button", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: "Menu" });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("wide screens", { tag: "@wide" }, () => {
  test("show the links in the bar and no menu button", async ({ page }) => {
    await gotoHydrated(page, "/");
    expect(isNarrow(page)).toBe(false);
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: "Job Matcher" })).toBeVisible();
  });

  test("the menu button appears just below 768 px", async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 800 });
    await gotoHydrated(page, "/");
    await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  });
});

test.describe("footer @one-width", () => {
  test("has the about blurb, the quick links, the group link and this year's copyright", async ({ page }) => {
    // The year comes from the visitor's clock, not the day the site was built.
    await page.clock.setFixedTime(new Date("2031-06-15T10:00:00+04:00"));
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: /About/ })).toBeVisible();
    await expect(footer).toContainText("opportunities, resources and community support");
    // The quick links are the top bar's five, the list of every open job and the list of courses.
    await expect(footer.getByRole("navigation").getByRole("link")).toHaveText([
      ...linkNames,
      "All jobs",
      "All courses",
    ]);
    const group = footer.getByRole("link", { name: /Facebook group/ });
    await expect(group).toHaveAttribute("target", "_blank");
    await expect(group).toHaveAttribute("rel", "noopener noreferrer");
    await expect(group).toHaveAttribute("href", /^https:\/\/www\.facebook\.com\//);
    await expect(footer).toContainText("© 2031 Koudmen Seychelles Foundation");
  });
});

// French words run longest: "Rejoignez notre groupe Facebook" once pushed the French home page 3 px
// past a 375 px screen. Every page, in every language, fits a phone's width.
test.describe("no sideways scrolling on a phone", { tag: "@narrow" }, () => {
  for (const prefix of ["", "/fr", "/crs"])
    for (const path of ["/", "/news", "/help", "/cv-builder", "/job-matcher"]) {
      const address = prefix && path === "/" ? prefix : `${prefix}${path}`;
      test(`${address} is no wider than the screen`, async ({ page }) => {
        await gotoHydrated(page, address);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
      });
    }
});
