import path from "node:path";
import { loadContent } from "../src/content/load-content.server";
import { expect, expectNoAxeViolations, expectNotFoundLogs, gotoHydrated, test } from "./fixtures";
import { expectShareLinks, meta, ORIGIN, pictureSize, recordWebShare, sharedData, withoutWebShare } from "./share-page";
import { cv, payload } from "./job-matcher-page";

const SLUG = "it-support-technician-victoria";

const languages = [
  {
    prefix: "",
    lang: "en",
    ogLocale: "en_SC",
    title: "IT Support Technician",
    type: "Full-time",
    posted: "3 April 2025",
    allJobs: "All jobs",
    apply: "Apply Now",
    checkCv: "Check my CV against this job",
    requirements: "Requirements",
    share: "Share",
    whatsApp: "Share on WhatsApp",
    facebook: "Share on Facebook",
    copy: "Copy link",
    copied: "Link copied",
    scan: "Find Matching Jobs",
    first: "IT Support Technician is listed first.",
    alt: "IT Support Technician, written on a card of the Koudmen Seychelles Foundation",
    // Its pay and place first; posted in April 2025 with no closing day, it is never called open.
    lead: "SCR 12,000–16,000 a month · Victoria, Mahé · posted over 2 months ago",
  },
  {
    prefix: "/fr",
    lang: "fr",
    ogLocale: "fr_SC",
    title: "Technicien de support informatique",
    type: "Temps plein",
    posted: "3 avril 2025",
    allJobs: "Toutes les offres d'emploi",
    apply: "Postuler",
    checkCv: "Comparer mon CV à cette offre",
    requirements: "Exigences",
    share: "Partager",
    whatsApp: "Partager sur WhatsApp",
    facebook: "Partager sur Facebook",
    copy: "Copier le lien",
    copied: "Lien copié",
    scan: "Trouver des emplois correspondants",
    first: "Technicien de support informatique est en tête de liste.",
    alt: "Technicien de support informatique, écrit sur une carte de la Koudmen Seychelles Foundation",
    lead: "SCR\u00a012\u202f000–16\u202f000 par mois · Victoria, Mahé · publiée il y a plus de 2 mois",
  },
  {
    prefix: "/crs",
    lang: "crs",
    ogLocale: "crs_SC",
    title: "Teknisyen sipor enformatik",
    type: null,
    posted: "3 Avril 2025",
    allJobs: "Tou bann travay",
    apply: "Fer aplikasyon",
    checkCv: "Konpar mon CV avek sa travay",
    requirements: "Kondisyon",
    share: "Partaze",
    whatsApp: "Partaz lo WhatsApp",
    facebook: "Partaz lo Facebook",
    copy: "Kopye lyen",
    copied: "Lyen in ganny kopye",
    scan: "Trouv bann travay ki koresponn",
    first: "Teknisyen sipor enformatik i premye dan lalis.",
    alt: "Teknisyen sipor enformatik, ekrir lo en kart Koudmen Seychelles Foundation",
    lead: "SCR 12\u202f000–16\u202f000 par mwan · Victoria, Mahé · pibliye plis ki 2 mwan pase",
  },
] as const;

const { byLocale } = loadContent(path.resolve(import.meta.dirname, "..", "content"));

for (const language of languages) {
  const url = `${language.prefix}/jobs/${SLUG}`;
  const listing = () => byLocale[language.lang].jobs.find((job) => job.slug === SLUG)!;

  test.describe(`${language.lang}: a job's page`, () => {
    test("shows the listing whole, with Apply Now and a way back to the list @one-width", async ({ page }) => {
      await gotoHydrated(page, url);
      await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.title);
      const job = listing();
      const main = page.getByRole("main");
      await expect(main).toContainText(job.company);
      await expect(main).toContainText(job.location);
      if (language.type) await expect(main).toContainText(language.type);
      await expect(main.locator("time").first()).toHaveText(language.posted);
      await expect(main).toContainText(job.source);
      await expect(main.getByText(job.description)).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: language.requirements })).toBeVisible();
      for (const requirement of job.requirements) await expect(main.getByText(requirement.text)).toBeVisible();
      await expect(page.getByRole("link", { name: language.apply })).toHaveAttribute("href", job.url);
      // '← All jobs' leads to the list of open jobs in the page's language (issue 34).
      await main.getByRole("link", { name: language.allJobs }).click();
      await expect(page).toHaveURL(`${language.prefix}/jobs`);
    });

    test("has its own title, description, addresses and Open Graph tags @one-width", async ({ page, request }) => {
      await page.goto(url);
      await expect(page).toHaveTitle(`${language.title} | Koudmen Seychelles Foundation`);
      const canonical = await page.locator('head link[rel="canonical"]').getAttribute("href");
      expect(canonical?.endsWith(url)).toBe(true);
      expect(
        await page
          .locator('head link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((l) => l.getAttribute("hreflang"))),
      ).toEqual(["en", "fr", "crs", "x-default"]);
      expect(await meta(page, "og:type")).toBe("website");
      expect(await meta(page, "og:title")).toBe(language.title);
      // Previews lead with the pay (and closing day, where there is one) and the place (issue 34).
      expect(await meta(page, "description")).toBe(`${language.lead} · ${listing().company}. ${listing().description}`);
      expect(await meta(page, "og:description")).toBe(await meta(page, "description"));
      expect(await meta(page, "twitter:description")).toBe(await meta(page, "description"));
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

      const image = new URL((await meta(page, "og:image"))!);
      expect(image.origin).toBe(ORIGIN);
      expect(image.pathname).toBe(`${language.prefix}/share/jobs/${SLUG}.png`);
      const response = await request.get(image.pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect(pictureSize(await response.body())).toEqual({ width: 1200, height: 630 });

      // The sample listings have no closing day and went up in April 2025: over 60 days ago on any
      // day these tests run, so the page carries no JobPosting (e2e/job-time.spec.ts, and
      // e2e/dates/job-page-dates.spec.ts for the JobPosting of an open listing).
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    });

    test("shares through the phone's share sheet where there is one @one-width", async ({ page }) => {
      await recordWebShare(page);
      await gotoHydrated(page, url);
      await expect(page.getByRole("link", { name: language.whatsApp })).toHaveCount(0);
      await page.getByRole("button", { name: language.share, exact: true }).click();
      await expect
        .poll(() => sharedData(page))
        .toEqual([
          {
            title: `${language.title} | Koudmen Seychelles Foundation`,
            text: `${language.title}, ${listing().company}: ${language.lead}`,
            url: `${ORIGIN}${url}`,
          },
        ]);
    });

    test("offers WhatsApp, Facebook and copying the link where there is no share sheet", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await withoutWebShare(page);
      await gotoHydrated(page, url);
      await expectShareLinks(
        page,
        language,
        `${language.title}, ${listing().company}: ${language.lead}`,
        `${ORIGIN}${url}`,
      );
      await expectNoAxeViolations(page);
    });

    test(
      "an address under jobs/ that names no listing is the 404 page @one-width",
      { tag: "@smoke" },
      async ({ page, watch }) => {
        expectNotFoundLogs(watch);
        const response = await gotoHydrated(page, `${language.prefix}/jobs/no-such-job`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
        await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
      },
    );

    test("'Check my CV against this job' opens the Job Matcher with that job first @one-width", async ({ page }) => {
      await gotoHydrated(page, url);
      await page.getByRole("link", { name: language.checkCv }).click();
      await expect(page).toHaveURL(`${language.prefix}/job-matcher?job=${SLUG}`);
      await page.locator('input[type="file"]').setInputFiles(payload(cv));
      await page.getByRole("button", { name: language.scan }).click();
      const titles = page.getByRole("list").getByRole("heading", { level: 3 });
      await expect(titles.first()).toHaveText(language.title);
      await expect(titles).toHaveCount(5);
      await expect(page.getByRole("status").filter({ hasText: language.first })).toHaveCount(1);
    });

    test("every job page carries its own 1200 × 630 picture, and no JobPosting once over 60 days old @one-width", async ({
      page,
      request,
    }) => {
      for (const job of byLocale[language.lang].jobs) {
        await page.goto(`${language.prefix}/jobs/${job.slug}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);
        await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
        const image = new URL((await meta(page, "og:image"))!);
        expect(pictureSize(await (await request.get(image.pathname)).body())).toEqual({ width: 1200, height: 630 });
      }
    });
  });
}

test("a Job Matcher card's title leads to the job's page @one-width", async ({ page }) => {
  await gotoHydrated(page, "/crs/job-matcher");
  await page.locator('input[type="file"]').setInputFiles(payload(cv));
  await page.getByRole("button", { name: "Trouv bann travay ki koresponn" }).click();
  const title = page.getByRole("heading", { level: 3, name: "Teknisyen sipor enformatik" });
  await title.getByRole("link").click();
  await expect(page).toHaveURL(`/crs/jobs/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Teknisyen sipor enformatik");
  await expect(page).toHaveTitle("Teknisyen sipor enformatik | Koudmen Seychelles Foundation");
});

test("a job page loads none of the words the Job Matcher looks for in a CV @one-width", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  await gotoHydrated(page, "/jobs/hotel-receptionist-praslin");
  await expect(page.getByRole("listitem").filter({ hasText: "Friendly and calm with guests" })).toBeVisible();
  // content/jobs/job2-hotel-receptionist.yaml: words of its first requirement's cv_words, shown nowhere.
  // The listing comes with the page (its HTML), not in a script.
  const code = (await Promise.all(scripts)).join("\n");
  const html = await page.content();
  expect(html.includes("Friendly and calm with guests from around the world"), "the requirement's words").toBe(true);
  expect(code.includes("Friendly and calm with guests"), "the requirement's words in a script").toBe(false);
  for (const file of [code, html]) {
    expect(file.includes("customer care"), "a CV word of that requirement").toBe(false);
    expect(file.includes("hôtellerie"), "another CV word of it").toBe(false);
  }
});

test("a job page has no serious accessibility problem", async ({ page }) => {
  await gotoHydrated(page, `/crs/jobs/${SLUG}`);
  await expectNoAxeViolations(page);
});

test("the sitemap lists every job page in every language @one-width", async ({ page, request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  await page.goto("/");
  const locs = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    return [...doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")].map(
      (loc) => loc.textContent,
    );
  }, sitemap);
  for (const prefix of ["", "/fr", "/crs"])
    for (const job of byLocale.en.jobs) expect(locs).toContain(`${ORIGIN}${prefix}/jobs/${job.slug}`);
});
