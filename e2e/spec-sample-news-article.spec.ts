import path from "node:path";
import { loadContent } from "../src/content/load-content.server";
import { newsArticleProblems } from "../src/features/news/logic/news-article-data";
import { expect, expectNoAxeViolations, expectNotFoundLogs, gotoHydrated, test } from "./fixtures";
import { expectShareLinks, meta, ORIGIN, pictureSize, recordWebShare, sharedData, withoutWebShare } from "./share-page";

const GALA = "2025-04-15-annual-fundraising-gala";

const languages = [
  {
    prefix: "",
    lang: "en",
    ogLocale: "en_SC",
    title: "Annual Fundraising Gala",
    date: "15 April 2025",
    description: "An evening of Creole music and food to raise funds for our community programmes.",
    allNews: "All news",
    discuss: "Discuss on Facebook",
    share: "Share",
    whatsApp: "Share on WhatsApp",
    facebook: "Share on Facebook",
    copy: "Copy link",
    copied: "Link copied",
    notCopied: "The link could not be copied",
    notFound: "Oops! The page you're looking for doesn't exist.",
    alt: "Annual Fundraising Gala, written on a card of the Koudmen Seychelles Foundation",
  },
  {
    prefix: "/fr",
    lang: "fr",
    ogLocale: "fr_SC",
    title: "Gala annuel de collecte de fonds",
    date: "15 avril 2025",
    description: null,
    allNews: "Toutes les actualités",
    discuss: null,
    share: "Partager",
    whatsApp: "Partager sur WhatsApp",
    facebook: "Partager sur Facebook",
    copy: "Copier le lien",
    copied: "Lien copié",
    notCopied: "Le lien n’a pas pu être copié",
    notFound: null,
    alt: "Gala annuel de collecte de fonds, écrit sur une carte de la Koudmen Seychelles Foundation",
  },
  {
    prefix: "/crs",
    lang: "crs",
    ogLocale: "crs_SC",
    title: "Gala anyel pour ranmas larzan",
    date: "15 Avril 2025",
    description: "En aswar avek mizik ek manze kreol pour ranmas larzan pour nou bann progranm dan kominote.",
    allNews: "Tou bann nouvel",
    discuss: null,
    share: "Partaze",
    whatsApp: "Partaz lo WhatsApp",
    facebook: "Partaz lo Facebook",
    copy: "Kopye lyen",
    copied: "Lyen in ganny kopye",
    notCopied: "Nou pa'n kapab kopye lyen",
    notFound: null,
    alt: "Gala anyel pour ranmas larzan, ekrir lo en kart Koudmen Seychelles Foundation",
  },
] as const;

const { byLocale } = loadContent(path.resolve(import.meta.dirname, "..", "content"));

for (const language of languages) {
  const url = `${language.prefix}/news/${GALA}`;

  test.describe(`${language.lang}: a news item's page`, () => {
    test("shows the item whole, with a way back to the list @one-width", async ({ page }) => {
      await gotoHydrated(page, url);
      await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.title);
      await expect(page.getByRole("main").locator("time").first()).toHaveText(language.date);
      const item = byLocale[language.lang].news.find((news) => news.slug === GALA)!;
      for (const paragraph of item.content) await expect(page.getByText(paragraph)).toBeVisible();
      await expect(page.getByRole("img", { name: new RegExp(item.image) })).toBeVisible();
      if (language.description) await expect(page.getByText(language.description)).toBeVisible();
      if (language.discuss) await expect(page.getByRole("link", { name: language.discuss })).toBeVisible();
      await page.getByRole("link", { name: language.allNews }).click();
      await expect(page).toHaveURL(`${language.prefix}/news`);
    });

    test("has its own title, description, addresses, Open Graph tags and NewsArticle @one-width", async ({
      page,
      request,
    }) => {
      await page.goto(url);
      await expect(page).toHaveTitle(`${language.title} | Koudmen Seychelles Foundation`);
      const canonical = await page.locator('head link[rel="canonical"]').getAttribute("href");
      expect(canonical?.endsWith(url)).toBe(true);
      expect(
        await page
          .locator('head link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((l) => l.getAttribute("hreflang"))),
      ).toEqual(["en", "fr", "crs", "x-default"]);
      expect(await meta(page, "og:type")).toBe("article");
      expect(await meta(page, "og:title")).toBe(language.title);
      expect(await meta(page, "og:description")).toBe(await meta(page, "description"));
      expect(await meta(page, "og:url")).toBe(`${ORIGIN}${url}`);
      expect(await meta(page, "og:locale")).toBe(language.ogLocale);
      expect(
        await page
          .locator('head meta[property="og:locale:alternate"]')
          .evaluateAll((tags) => tags.map((t) => t.getAttribute("content"))),
      ).toEqual(["en_SC", "fr_SC", "crs_SC"].filter((locale) => locale !== language.ogLocale));
      expect(await meta(page, "og:image:width")).toBe("1200");
      expect(await meta(page, "og:image:height")).toBe("630");
      expect(await meta(page, "og:image:alt")).toBe(language.alt);
      const feed = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
      await expect(feed).toHaveAttribute("href", `${language.prefix}/news/feed.xml`);

      // The picture is ours, served from this site, 1200 × 630.
      const image = new URL((await meta(page, "og:image"))!);
      expect(image.origin).toBe(ORIGIN);
      expect(image.pathname).toBe(`${language.prefix}/share/news/${GALA}.png`);
      const response = await request.get(image.pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect(pictureSize(await response.body())).toEqual({ width: 1200, height: 630 });

      const [json] = await page.locator('script[type="application/ld+json"]').allTextContents();
      const article = JSON.parse(json!);
      expect(newsArticleProblems(article)).toEqual([]);
      expect(article).toMatchObject({
        "@type": "NewsArticle",
        headline: language.title,
        datePublished: "2025-04-15",
        inLanguage: language.lang,
        image: [image.href],
        mainEntityOfPage: { "@id": `${ORIGIN}${url}` },
        publisher: { name: "Koudmen Seychelles Foundation" },
      });
    });

    test("shares through the phone's share sheet where there is one @one-width", async ({ page }) => {
      await recordWebShare(page);
      await gotoHydrated(page, url);
      const share = page.getByRole("button", { name: language.share, exact: true });
      await expect(page.getByRole("link", { name: language.whatsApp })).toHaveCount(0);
      await share.click();
      await share.click();
      await expect
        .poll(() => sharedData(page))
        .toEqual([
          { title: `${language.title} | Koudmen Seychelles Foundation`, text: language.title, url: `${ORIGIN}${url}` },
          { title: `${language.title} | Koudmen Seychelles Foundation`, text: language.title, url: `${ORIGIN}${url}` },
        ]);
      // A share the sheet took says nothing more: the link was not copied.
      await expect(page.getByText(language.copied, { exact: true })).toHaveCount(0);
    });

    test("offers WhatsApp, Facebook and copying the link where there is no share sheet", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await withoutWebShare(page);
      await gotoHydrated(page, url);
      await expectShareLinks(page, language, language.title, `${ORIGIN}${url}`);
      await expectNoAxeViolations(page);
    });

    test("says plainly when the link could not be copied @one-width", async ({ page }) => {
      await withoutWebShare(page);
      await page.addInitScript(() => {
        Object.defineProperty(navigator, "clipboard", {
          configurable: true,
          value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) },
        });
      });
      await gotoHydrated(page, url);
      await page.getByRole("button", { name: language.copy }).click();
      await expect(page.getByText(language.notCopied, { exact: true })).toBeVisible();
    });

    test(
      "an address under news/ that names no item is the 404 page @one-width",
      { tag: "@smoke" },
      async ({ page, watch }) => {
        expectNotFoundLogs(watch);
        const response = await gotoHydrated(page, `${language.prefix}/news/no-such-item`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
        await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
        if (language.notFound) await expect(page.getByText(language.notFound)).toBeVisible();
      },
    );

    test("every news page carries a valid NewsArticle and its own 1200 × 630 picture @one-width", async ({
      page,
      request,
    }) => {
      for (const item of byLocale[language.lang].news) {
        await page.goto(`${language.prefix}/news/${item.slug}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.title);
        const article = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
        expect({ slug: item.slug, problems: newsArticleProblems(article) }).toEqual({ slug: item.slug, problems: [] });
        const image = new URL((await meta(page, "og:image"))!);
        expect(pictureSize(await (await request.get(image.pathname)).body())).toEqual({ width: 1200, height: 630 });
      }
    });
  });
}

test("a card's title leads to the item's page @one-width", async ({ page }) => {
  await gotoHydrated(page, "/crs/news");
  const title = page.getByRole("heading", { level: 2, name: "Gala anyel pour ranmas larzan" });
  await title.getByRole("link").click();
  await expect(page).toHaveURL(`/crs/news/${GALA}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gala anyel pour ranmas larzan");
  await expect(page).toHaveTitle("Gala anyel pour ranmas larzan | Koudmen Seychelles Foundation");
});

test("an article page has no serious accessibility problem", async ({ page }) => {
  await gotoHydrated(page, `/crs/news/${GALA}`);
  await expectNoAxeViolations(page);
});

test("the sitemap lists every page of every language, the list of jobs too, and robots.txt names it @one-width", async ({
  page,
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  await page.goto("/");
  const locs = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    if (doc.querySelector("parsererror")) return null;
    return [...doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")].map(
      (loc) => loc.textContent,
    );
  }, sitemap);
  const slugs = byLocale.en.news.map((item) => item.slug);
  const jobSlugs = byLocale.en.jobs.map((job) => job.slug);
  const courseSlugs = byLocale.en.courses.map((course) => `${course.id}-${course.slug}`);
  const paths = [
    "/",
    "/news",
    "/help",
    "/cv-builder",
    "/job-matcher",
    "/jobs",
    "/my-jobs",
    "/training",
    ...slugs.map((slug) => `/news/${slug}`),
    ...jobSlugs.map((slug) => `/jobs/${slug}`),
    ...courseSlugs.map((slug) => `/training/${slug}`),
  ];
  const expected = ["", "/fr", "/crs"].flatMap((prefix) =>
    paths.map((p) => `${ORIGIN}${prefix && p === "/" ? prefix : `${prefix}${p}`}`),
  );
  expect(locs?.toSorted()).toEqual(expected.toSorted());
});

test("each language's news feed is Atom listing every item @one-width", async ({ page, request }) => {
  await page.goto("/");
  for (const [prefix, lang] of [
    ["", "en"],
    ["/fr", "fr"],
    ["/crs", "crs"],
  ] as const) {
    const response = await request.get(`${prefix}/news/feed.xml`);
    expect(response.status()).toBe(200);
    const titles = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, "application/xml");
        if (doc.querySelector("parsererror")) return null;
        return [...doc.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "entry")].map(
          (entry) => entry.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "title")[0]?.textContent,
        );
      },
      await response.text(),
    );
    expect(titles?.toSorted()).toEqual(byLocale[lang].news.map((item) => item.title).toSorted());
  }
});

// The one test here that needs the site's service worker (the default blocks it: its precache of the
// whole site in each test's browser is CPU the others need not spend).
test.describe(() => {
  test.use({ serviceWorkers: "allow" });

  test("once the site has been visited, a news page opens with no connection, its picture left out @one-width", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, `/crs/news/${GALA}`);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 30_000 })
      .toBe("activated");
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toContain(`/crs/news/2025-04-09-partnership-with-local-businesses`);
    expect(cached.filter((url) => url.includes("/share/"))).toEqual([]);

    await context.setOffline(true);
    await page.goto("/crs/news/2025-04-09-partnership-with-local-businesses");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nouvo partenarya avek bann biznes lokal");
  });
});
