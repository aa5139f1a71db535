import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";
import { readFeed } from "./atom-feed";
import { ORIGIN } from "./share-page";

// /jobs on the site's own content (content/jobs): five listings, all open (none has a closing day),
// all full-time, posted 14, 11, 9, 7 and 3 April 2025. Closed listings are tested under a set clock
// with content of their own: e2e/dates/jobs-list-dates.spec.ts.

const cards = (page: Page) => page.getByRole("article").getByRole("heading", { level: 2 });
const status = (page: Page) => page.getByRole("status").filter({ hasText: /\d/ });

const languages = [
  {
    path: "/jobs",
    h1: "All jobs",
    newestFirst: [
      "Administrative Assistant",
      "Hotel Receptionist",
      "Accountant",
      "Tour Guide",
      "IT Support Technician",
    ],
    where: "Island or place",
    type: "Type",
    pay: "Pay at least",
    search: "Search jobs",
    five: "5 open jobs",
    one: "1 open job",
    praslin: "Anywhere on Praslin",
    payStep: "SCR 15,000 a month",
    empty: "No open job matches what you chose.",
    clear: "Show all jobs",
    partTime: "Part-time",
  },
  {
    path: "/fr/jobs",
    h1: "Toutes les offres d'emploi",
    newestFirst: [
      "Assistant administratif",
      "Réceptionniste d'hôtel",
      "Comptable",
      "Guide touristique",
      "Technicien de support informatique",
    ],
    where: "Île ou lieu",
    type: "Type d'emploi",
    pay: "Salaire minimum",
    search: "Rechercher des emplois",
    five: "5 offres ouvertes",
    one: "1 offre ouverte",
    praslin: "Partout à Praslin",
    payStep: "SCR\u00a015\u202f000 par mois",
    empty: "Aucune offre ouverte ne correspond à vos choix.",
    clear: "Voir toutes les offres",
    partTime: "Temps partiel",
  },
  {
    path: "/crs/jobs",
    h1: "Tou bann travay",
    newestFirst: [
      "Asistan administratif",
      "Resepsyonis lotel",
      "Kontab",
      "Gid touristik",
      "Teknisyen sipor enformatik",
    ],
    where: "Zil oubyen landrwa",
    type: "Kalite travay",
    pay: "Saler omwen",
    search: "Rod dan lalis travay",
    five: "5 travay ouver",
    one: "1 travay ouver",
    praslin: "Partou lo Praslin",
    payStep: "SCR 15 000 par mwan",
    empty: "Nou pa'n trouv okenn travay ouver avek sa ki ou'n swazir.",
    clear: "Montre tou bann travay",
    partTime: "Tan parsyel",
  },
] as const;

for (const words of languages) {
  test(`${words.path}: every open listing newest first; each filter and the search narrow it, in the address @one-width`, async ({
    page,
  }) => {
    await gotoHydrated(page, words.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.h1);
    await expect(cards(page)).toHaveText([...words.newestFirst]);
    await expect(status(page)).toHaveText(words.five);
    // Each card leads to its listing's page, in the page's language.
    await expect(page.getByRole("link", { name: words.newestFirst[1], exact: true })).toHaveAttribute(
      "href",
      `${words.path}/hotel-receptionist-praslin`,
    );

    // An island.
    await page.getByLabel(words.where).selectOption({ label: words.praslin });
    await expect(page).toHaveURL(`${words.path}?where=Praslin`);
    await expect(cards(page)).toHaveText([words.newestFirst[1]]);
    await expect(status(page)).toHaveText(words.one);
    await page.reload();
    await expect(cards(page)).toHaveText([words.newestFirst[1]]);
    await expect(page.getByLabel(words.where)).toHaveValue("Praslin");

    // Pay, on top of it: no listing on Praslin pays 15,000; the way out shows them all again.
    await page.getByLabel(words.pay).selectOption({ label: words.payStep });
    await expect(page).toHaveURL(`${words.path}?where=Praslin&pay=15000`);
    await expect(page.getByText(words.empty)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole("link", { name: words.clear }).click();
    await expect(page).toHaveURL(words.path);
    await expect(cards(page)).toHaveText([...words.newestFirst]);

    // A type: every listing is full-time.
    await page.getByLabel(words.type).selectOption({ label: words.partTime });
    await expect(page.getByText(words.empty)).toBeVisible();
    await page.goBack();
    await expect(cards(page)).toHaveCount(5);
    await expect(page.getByLabel(words.type)).toHaveValue("");

    // The search, as typed.
    await page.getByLabel(words.search).fill(words.newestFirst[2]);
    await expect(cards(page)).toHaveText([words.newestFirst[2]]);
    await expect(page).toHaveURL(`${words.path}?q=${encodeURIComponent(words.newestFirst[2]).replace(/%20/g, "+")}`);
  });
}

test("a shared address opens the list filtered, every filter and the search together", async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await gotoHydrated(page, "/jobs?where=mahe&type=Full-time&pay=15000&q=accountant");
  await expect(cards(page)).toHaveText(["Accountant"]);
  await expect(page.getByLabel("Island or place")).toHaveValue("Mahé");
  await expect(page.getByLabel("Type")).toHaveValue("Full-time");
  await expect(page.getByLabel("Pay at least")).toHaveValue("15000");
  await expect(page.getByLabel("Search jobs")).toHaveValue("accountant");
  await expect(status(page)).toHaveText("1 open job");
  await expectNoAxeViolations(page);
  // An address the list cannot use shows the whole list, not nothing.
  await gotoHydrated(page, "/jobs?where=Atlantis&pay=7&type=Volunteer");
  await expect(cards(page)).toHaveCount(5);
});

test("the empty state has no accessibility problem either", async ({ page }) => {
  await gotoHydrated(page, "/jobs?q=astronaut");
  await expect(page.getByText("No open job matches what you chose.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("with JavaScript off @one-width", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole list is in the page's HTML, each card a link to its page", async ({ page }) => {
    await page.goto("/crs/jobs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tou bann travay");
    await expect(cards(page)).toHaveCount(5);
    await expect(page.getByRole("link", { name: "Kontab", exact: true })).toHaveAttribute(
      "href",
      "/crs/jobs/accountant-providence",
    );
    // Posted in April 2025 with no closing day: each card says to check it is still open, as its page does.
    await expect(
      page
        .getByRole("article")
        .filter({ hasText: "Pibliye plis ki 2 mwan pase: verifye avek anplwayer si sa anons travay i ankor ouver" }),
    ).toHaveCount(5);
    // The filters need the page's code: without it they are not offered, and the page says why.
    await expect(page.getByRole("search")).toBeHidden();
    // (Playwright's text locators skip <noscript>, which a browser without JavaScript shows.)
    expect(await page.evaluate(() => document.querySelector("main noscript")?.textContent)).toContain(
      "Tou bann travay ouver i lo lalis anba.",
    );
  });
});

test("the list is linked from the job pages, the Job Matcher, the home page and the footer, in each language @one-width", async ({
  page,
}) => {
  await gotoHydrated(page, "/fr/jobs/tour-guide-la-digue");
  await page.getByRole("link", { name: "Toutes les offres d'emploi" }).first().click();
  await expect(page).toHaveURL("/fr/jobs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toutes les offres d'emploi");

  await gotoHydrated(page, "/job-matcher");
  await expect(page.getByRole("link", { name: "No CV yet? See all open jobs" })).toHaveAttribute("href", "/jobs");
  await gotoHydrated(page, "/crs");
  const matcherCard = page.getByRole("main").getByRole("listitem").filter({ hasText: "Rod travay" });
  await expect(matcherCard.getByRole("link", { name: "Tou bann travay" })).toHaveAttribute("href", "/crs/jobs");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Tou bann travay" })).toHaveAttribute(
    "href",
    "/crs/jobs",
  );
  // Not in the top bar: its five links are the spec's. Hidden ones counted too (the phone's closed
  // menu, or the top bar a phone hides), so this holds for both navigations at any width.
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Tou bann travay", includeHidden: true }),
  ).toHaveCount(0);
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Rod travay", exact: true, includeHidden: true }),
  ).toHaveCount(2);
});

// The one test here that needs the site's service worker (the default blocks it: its precache of the
// whole site in each test's browser is CPU the others need not spend).
test.describe(() => {
  test.use({ serviceWorkers: "allow" });

  test("after one visit, the list and its filters work with no connection @one-width", async ({ page, context }) => {
    await gotoHydrated(page, "/");
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 30_000 })
      .toBe("activated");
    await context.setOffline(true);
    await gotoHydrated(page, "/jobs?where=La+Digue");
    await expect(cards(page)).toHaveText(["Tour Guide"]);
  });
});

test("/jobs links its language's Atom feed, visibly and in its head; the feed leaves out stale listings @one-width", async ({
  page,
  request,
}) => {
  for (const { prefix, lang, link } of [
    { prefix: "", lang: "en", link: "Follow new jobs (feed)" },
    { prefix: "/fr", lang: "fr", link: "Suivre les nouvelles offres (flux)" },
    { prefix: "/crs", lang: "crs", link: "Swiv bann nouvo anons travay (fid)" },
  ]) {
    await page.goto(`${prefix}/jobs`);
    await expect(page.getByRole("link", { name: link })).toHaveAttribute("href", `${prefix}/jobs/feed.xml`);
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      "href",
      `${prefix}/jobs/feed.xml`,
    );
    const response = await request.get(`${prefix}/jobs/feed.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^(application\/atom\+xml|application\/xml|text\/xml)/);
    // The five sample listings have no closing day and went up in April 2025: all over 2 months
    // old, so none is in the feed (e2e/dates and the feed's unit tests list open ones).
    expect(await readFeed(page, await response.text())).toEqual({
      lang,
      self: `${ORIGIN}${prefix}/jobs/feed.xml`,
      titles: [],
      links: [],
    });
  }
});

test(
  "nginx serves the jobs, news and courses feeds as Atom in UTF-8, gzipped",
  { tag: "@nginx" },
  async ({ request }) => {
    for (const path of ["/jobs/feed.xml", "/crs/jobs/feed.xml", "/fr/news/feed.xml", "/crs/training/feed.xml"]) {
      const response = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
      expect(response.headers()["content-encoding"]).toBe("gzip");
    }
  },
);
