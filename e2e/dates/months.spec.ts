import path from "node:path";
import type { Page } from "@playwright/test";
import { jobShareCardLine } from "../../src/content/jobs/collection.server";
import { loadContent } from "../../src/content/load-content.server";
import { newsShareCardLine } from "../../src/content/news/collection.server";
import { expect, gotoHydrated, test } from "../fixtures";
import { ORIGIN, meta, sharedData, recordWebShare } from "../share-page";

// Issue 36: a date in Kreol Seselwa is written with Kreol's months, in French with French
// typography. e2e/fixtures/content: Harbour Records Clerk (harbour-clerk) closes 2026-06-30; the
// Youth Job Fair (posted 2026-06-02) is on 2026-07-11. The dates build assumes 2026-05-01.

const fair = "2026-06-02-youth-job-fair";
const nb = "\u00A0";
const fixtures = loadContent(path.resolve(import.meta.dirname, "../fixtures/content"));

/** What the phone's share sheet is handed on a page, after a tap on its Share button. */
async function shareText(page: Page, button: string): Promise<string> {
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect.poll(() => sharedData(page)).toHaveLength(1);
  return ((await sharedData(page)) as { text: string }[])[0]!.text;
}

const languages = [
  {
    lang: "crs",
    share: "Partaze",
    closes: "I ferm le 30 Zen 2026",
    upcomingFair: "Pe vini · 11 Zilyet 2026",
    upcomingBeach: "Pe vini · 14 Zen 2026",
    eventDay: "Zour levennman: 11 Zilyet 2026",
    fairDay: "11 Zilyet 2026",
    posted: "2 Zen 2026",
    fairTitle: "Lafwar travay pour bann zenn Victoria",
    clerkTitle: "Klerk rezis lepor",
    clerkLead: "SCR 10\u202f000–12\u202f500 par mwan · i ferm le 30 Zen · Victoria, Mahé",
  },
  {
    lang: "fr",
    share: "Partager",
    closes: `Clôture le 30${nb}juin${nb}2026`,
    upcomingFair: `À venir · 11${nb}juillet${nb}2026`,
    upcomingBeach: `À venir · 14${nb}juin${nb}2026`,
    eventDay: `Date de l'événement\u202F: 11${nb}juillet${nb}2026`,
    fairDay: `11${nb}juillet${nb}2026`,
    posted: `2${nb}juin${nb}2026`,
    fairTitle: "Salon de l'emploi des jeunes à Victoria",
    clerkTitle: "Commis aux registres du port",
    clerkLead: `SCR${nb}10\u202f000–12\u202f500 par mois · clôture le 30${nb}juin · Victoria, Mahé`,
  },
] as const;

for (const words of languages) {
  test.describe(`${words.lang}: June and July in its own words`, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.install({ time: new Date("2026-06-10T08:00:00Z") });
      await recordWebShare(page);
    });

    test("the news cards, the news page, its share text and its share card", async ({ page }) => {
      await gotoHydrated(page, `/${words.lang}/news`);
      const card = (title: string) => page.getByRole("article", { name: title });
      // textContent, not toHaveText: the test must see the no-break spaces, which toHaveText counts as spaces.
      await expect.poll(() => card(words.fairTitle).textContent()).toContain(words.upcomingFair);
      expect(await page.locator("main").textContent()).toContain(words.upcomingBeach);
      await expect(card(words.fairTitle).locator("time")).toHaveText(words.posted);

      await gotoHydrated(page, `/${words.lang}/news/${fair}`);
      expect(await page.locator("main").textContent()).toContain(words.eventDay);
      expect(await shareText(page, words.share)).toBe(`${words.fairTitle} · ${words.eventDay}`);

      // The share card is drawn from these words (src/content/news), not from a font on this machine.
      const item = fixtures.byLocale[words.lang].news.find((news) => news.slug === fair)!;
      expect(newsShareCardLine(item, words.lang)).toBe(words.eventDay);
      expect(await meta(page, "og:image")).toBe(`${ORIGIN}/${words.lang}/share/news/${fair}.png`);
      expect((await page.request.get(`/${words.lang}/share/news/${fair}.png`)).status()).toBe(200);
    });

    test("the job's page, its share text and its share card", async ({ page }) => {
      await gotoHydrated(page, `/${words.lang}/jobs/harbour-clerk`);
      expect(await page.locator("main").textContent()).toContain(words.closes);
      // The share text and the previews lead with the pay and the closing day (issue 34).
      expect(await shareText(page, words.share)).toBe(
        `${words.clerkTitle}, Port Victoria Authority: ${words.clerkLead}`,
      );
      expect(await meta(page, "og:description")).toMatch(
        new RegExp(`^${words.clerkLead} · Port Victoria Authority\\. `),
      );
      const listing = fixtures.byLocale[words.lang].jobs.find((job) => job.slug === "harbour-clerk")!;
      expect(jobShareCardLine(listing, words.lang, "2026-05-01")).toBe(`Port Victoria Authority · ${words.closes}`);
    });

    test("the news feed", async ({ request }) => {
      const feed = await (await request.get(`/${words.lang}/news/feed.xml`)).text();
      // Only the entry's first paragraph holds the event's day (its title and text say the month alone).
      expect(feed).toContain(words.fairDay);
    });
  });
}

test("English writes every date the same way: closing, posted and event days alike", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-06-10T08:00:00Z") });
  await gotoHydrated(page, "/jobs/harbour-clerk");
  await expect(page.getByText("Closes 30 June 2026")).toBeVisible();
  await expect(page.locator("time")).toHaveText("25 May 2026");
  await gotoHydrated(page, `/news/${fair}`);
  await expect(page.getByText("Event day: 11 July 2026")).toBeVisible();
  await expect(page.locator("time")).toHaveText("2 June 2026");
});
