import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectNotFoundLogs, gotoHydrated, isNarrow, test } from "./fixtures";
import { ORIGIN } from "./share-page";

/*
 * Issue 12: every page in English, French (/fr) and Kreol Seselwa (/crs). English stays at today's
 * addresses, word for word (the other specs check that); here, the French and Kreol pages.
 */

const routes = ["/", "/news", "/help", "/cv-builder", "/job-matcher"];
const languages = [
  { code: "fr", prefix: "/fr", name: "Français", switcher: /^Langue/ },
  { code: "crs", prefix: "/crs", name: "Kreol Seselwa", switcher: /^Lang\b/ },
] as const;
const localized = (prefix: string, route: string) => (route === "/" ? prefix : `${prefix}${route}`);

/**
 * Text that is rightly the same in every language: names of organisations, companies, people and
 * places, and the site's own name. Anything else a French or Kreol page shares with the English
 * page is English left untranslated.
 */
const names = [
  /Koudmen/,
  // The switcher offers each language by its own name, and the home page greets in Kreol in all three.
  /^(English|Français|Kreol Seselwa)$/,
  /^Bonzour, byenveni!$/,
  /^Ministry of /,
  /^Seychelles /,
  // The training institutions among the Help Directory's entries, by their own names.
  /^(National Institute of|University of) /,
  /Red Cross/,
  // The Help Directory's private entries, by their own names. The other tab's list is in the HTML
  // until the page has run (for visitors without JavaScript), so a page read early shows them all.
  /^Cancer Concern Association$/,
  /^(Independence|Mont Fleuri|Victoria|Mahé|Praslin|La Digue)/,
  // An address: a place, then its island ("La Misère, Mahé").
  /, (Mahé|Praslin|La Digue)$/,
  /@/,
  /^\+?[\d\s()-]+$/,
  /^https?:/,
];

/** Every piece of text a visitor sees or hears on the page: text, accessible names, placeholders, the title. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>([document.title]);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest("script, style, code, noscript")) continue;
      found.add(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [alt], [title]")) {
      for (const name of ["aria-label", "placeholder", "alt", "title"]) {
        const value = element.getAttribute(name);
        if (value) found.add(value);
      }
    }
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
    if (description) found.add(description);
    return [...found].map((text) => text.replace(/\s+/g, " ").trim());
  });
}

/** Words, not numbers or single names: at least two words of letters. */
const isWords = (text: string) => /\p{L}{2,}.*\s.*\p{L}{2,}/u.test(text);

for (const language of languages) {
  for (const route of routes) {
    const path = localized(language.prefix, route);
    test(`${path} is in ${language.name}: lang, links between languages, no English left, no axe violations`, async ({
      page,
    }) => {
      await gotoHydrated(page, route);
      const english = new Set((await pageTexts(page)).filter(isWords));

      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", language.code);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const leftOver = (await pageTexts(page)).filter(
        (text) => english.has(text) && !names.some((name) => name.test(text)),
      );
      expect(leftOver, "English text on the page").toEqual([]);

      const head = page.locator("head");
      // Absolute, on the site's one address, as search engines ask.
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", ORIGIN + path);
      await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", ORIGIN + route);
      await expect(head.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
        "href",
        ORIGIN + localized("/fr", route),
      );
      await expect(head.locator('link[rel="alternate"][hreflang="crs"]')).toHaveAttribute(
        "href",
        ORIGIN + localized("/crs", route),
      );
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", ORIGIN + route);
      await expectNoAxeViolations(page);
    });
  }

  test(`an unknown path under ${language.prefix}/ gets the 404 page in ${language.name}, with status 404`, async ({
    page,
    watch,
  }) => {
    expectNotFoundLogs(watch);
    await gotoHydrated(page, "/no-such-page");
    const english = new Set((await pageTexts(page)).filter(isWords));
    const response = await gotoHydrated(page, `${language.prefix}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", language.code);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    const leftOver = (await pageTexts(page)).filter((text) => english.has(text) && !names.some((n) => n.test(text)));
    expect(leftOver, "English text on the 404 page").toEqual([]);
    await expectNoAxeViolations(page);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // The Help Directory's HTML holds both tabs' lists, for visitors whose phone runs no script (and for
  // the moment before a page has run): the other tab's entries are in French and Kreol too.
  for (const language of languages) {
    test(`${language.prefix}/help holds both tabs' entries in ${language.name}, no English left @one-width`, async ({
      page,
    }) => {
      await page.goto("/help");
      const english = new Set((await pageTexts(page)).filter(isWords));
      await page.goto(`${language.prefix}/help`);
      const texts = await pageTexts(page);
      expect(texts).toEqual(expect.arrayContaining(["Ministry of Health", "Cancer Concern Association"]));
      const leftOver = texts.filter((text) => english.has(text) && !names.some((name) => name.test(text)));
      expect(leftOver, "English text on the page").toEqual([]);
    });
  }
});

test("English pages say they are English and link to their French and Kreol pages @one-width", async ({ page }) => {
  await gotoHydrated(page, "/help");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}/help`);
  await expect(page.locator('head link[rel="alternate"][hreflang="crs"]')).toHaveAttribute(
    "href",
    `${ORIGIN}/crs/help`,
  );
});

const installedApps = [
  {
    home: "/",
    lang: "en",
    description:
      "News, help from government and private organisations, a CV Builder and a Job Matcher for the people of Seychelles.",
  },
  {
    home: "/fr",
    lang: "fr",
    description:
      "Actualités, aide du gouvernement et des organisations privées, Créateur de CV et Recherche d'emploi pour les Seychellois.",
  },
  {
    home: "/crs",
    lang: "crs",
    description:
      "Nouvel, ed gouvernman ek lorganizasyon prive, ek zouti pour fer en CV e rod travay, pour lepep Sesel.",
  },
];

for (const app of installedApps) {
  test(
    `installed from ${app.home}, the app opens ${app.home} and describes itself in its language @one-width`,
    { tag: "@smoke" },
    async ({ page, request }) => {
      await page.goto(app.home === "/" ? "/help" : `${app.home}/help`);
      const href = await page.locator('head link[rel="manifest"]').getAttribute("href");
      const response = await request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
      const manifest = await response.json();
      expect(manifest).toMatchObject({
        name: "Koudmen Seychelles Foundation",
        short_name: "Koudmen",
        lang: app.lang,
        description: app.description,
        start_url: app.home,
        id: app.home,
        scope: "/",
        display: "standalone",
      });
      // The page the installed app opens is in the same language.
      await page.goto(new URL(manifest.start_url, new URL(href!, page.url())).pathname);
      await expect(page.locator("html")).toHaveAttribute("lang", app.lang);
    },
  );
}

test("the switcher is in the header at every width", async ({ page }) => {
  for (const prefix of ["", "/fr", "/crs"]) {
    await gotoHydrated(page, `${prefix}/news`);
    const summary = page.getByRole("banner").locator("summary");
    await expect(summary).toBeVisible();
    await expect(summary).toBeInViewport();
    if (isNarrow(page)) {
      const box = await summary.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
  }
});

test.describe(() => {
  // These go offline, read what the site's service worker keeps, or switch languages as a visitor
  // whose phone has the worker would; the tests above read pages, which the worker changes nothing in.
  test.use({ serviceWorkers: "allow" });

  test("the switcher works by keyboard, keeps the page and its query, and is remembered for the site root only @one-width", async ({
    page,
  }) => {
    await gotoHydrated(page, "/help?q=health&tab=private");
    const open = page.getByRole("banner").locator("summary");
    await expect(open).toHaveAccessibleName("Language: English");
    await open.focus();
    await page.keyboard.press("Enter");
    const french = page.getByRole("link", { name: "Français" });
    await expect(french).toBeVisible();
    await expect(french).toHaveAttribute("lang", "fr");
    await expect(french).toHaveAttribute("hreflang", "fr");
    await expect(page.getByRole("link", { name: "Kreol Seselwa" })).toHaveAttribute("lang", "crs");
    await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    // Escape closes it and gives focus back.
    await page.keyboard.press("Escape");
    await expect(french).toBeHidden();
    await expect(open).toBeFocused();
    await page.keyboard.press("Enter");
    await french.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/fr/help?q=health&tab=private");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    // One message with the language's own spacing: a narrow no-break space before the French colon.
    await expect(page.getByRole("banner").locator("summary")).toHaveAccessibleName("Langue\u202F: Français");

    // The choice sends the next visit to the bare root to the French home page.
    await page.goto("/");
    await page.waitForURL((url) => url.pathname === "/fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    // Visiting /crs by a link remembers nothing: the root still goes to French.
    await page.goto("/crs/news");
    await page.goto("/");
    await page.waitForURL((url) => url.pathname === "/fr");
    // Choosing English with the switcher brings the root back to English.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("banner").locator("summary").click();
    await page.getByRole("link", { name: "English" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("what is typed in the CV Builder is kept when the language is switched @one-width", async ({ page }) => {
    await gotoHydrated(page, "/cv-builder");
    const firstName = page.locator(`input[name="firstName"]`);
    await firstName.fill("Marie-Claire");
    await page.getByRole("banner").locator("summary").click();
    await page.getByRole("link", { name: "Kreol Seselwa" }).click();
    await page.waitForURL("**/crs/cv-builder");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.locator(`input[name="firstName"]`)).toHaveValue("Marie-Claire");
  });

  test("on a slow link, a word typed and left at once is still kept: the saving code is fetched as the form opens @one-width", async ({
    page,
  }) => {
    // The code that saves the draft is held back, as on a weak mobile signal, while the form opens
    // and starts working; it is asked for before anything is typed, and arrives a moment later.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/cv-storage-[^/]*\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    const arrived = page.waitForResponse(/\/assets\/cv-storage-[^/]*\.js$/);
    // (The load event may wait for it: only the first response is awaited here.)
    await page.goto("/cv-builder", { waitUntil: "commit" });
    // Right after "commit" the new document may have no root element yet: the check waits for it too.
    await page.waitForFunction(() => document.documentElement?.dataset.hydrated === "true");
    await expect.poll(() => asked, "the saving code is asked for as the form opens").toBe(true);
    release();
    // The visitor reads the form for a moment before typing; the code arrives meanwhile.
    await arrived;
    await page.locator(`input[name="firstName"]`).fill("Marie-Claire");
    await page.getByRole("banner").locator("summary").click();
    await page.getByRole("link", { name: "Kreol Seselwa" }).click();
    await page.waitForURL("**/crs/cv-builder");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.locator(`input[name="firstName"]`)).toHaveValue("Marie-Claire");
  });

  test("a French visitor's phone keeps the French pages for offline use, not the other languages' @one-width", async ({
    page,
  }) => {
    await gotoHydrated(page, "/fr/news");
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(new URL(scope).pathname).toBe("/fr");
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        if (!name.includes("precache")) continue;
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toEqual(
      expect.arrayContaining([
        "/fr",
        "/fr/news",
        "/fr/help",
        "/fr/cv-builder",
        "/fr/job-matcher",
        "/fr/manifest.webmanifest",
      ]),
    );
    const others = ["/news", "/help", "/crs/news", "/crs", "/manifest.webmanifest", "/crs/manifest.webmanifest"];
    expect(cached.filter((url) => others.includes(url))).toEqual([]);
  });

  test("switching to French after an English visit installs the French worker without offering a 'new version' @one-width", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    await page.getByRole("banner").locator("summary").click();
    await page.getByRole("link", { name: "Français" }).click();
    await page.waitForURL(/\/fr$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // The French worker installs and becomes active for /fr while the English one controls this page.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration("/fr");
            return registration?.scope.endsWith("/fr") ? registration.active?.state : undefined;
          }),
        { timeout: 30_000 },
      )
      .toBe("activated");
    await expect(page.getByText("Une nouvelle version de ce site est prête.")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Recharger" })).toHaveCount(0);
  });
});
