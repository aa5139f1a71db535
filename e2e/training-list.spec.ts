import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";
import { readFeed } from "./atom-feed";
import { ORIGIN } from "./share-page";

/*
 * The list of courses (/training) in the three languages: every course as a card leading to its
 * page, filters (field, island, free only, starting in the next 30 days) that work without
 * JavaScript (CSS) and, with it, live in the address. The sample courses of content/courses
 * (samples for staff to replace, as content/README.md says), so the words are written out here:
 * 16 courses, 8 of them free; one on Praslin (First Aid Certificate (Praslin), SCR 800).
 */

const languages = [
  {
    lang: "en",
    prefix: "",
    h1: "Courses",
    count: "16 courses",
    card: ["Ministry of Education", "Seychelles Business Studies Academy, Anse Royale, Mahé"],
    facts: "8 weeks, two evenings a week · SCR 1,200",
    starts: "Starts 12 January 2027",
    title: "Office Computer Skills: Word, Excel and E-mail",
    rolling: "Starts when enough people enrol",
    free: "Free only",
    freeCount: "8 courses",
    field: "Field",
    sea: "Sea and fishing",
  },
  {
    lang: "fr",
    prefix: "/fr",
    h1: "Formations",
    count: "16 formations",
    card: ["Ministry of Education", "Seychelles Business Studies Academy, Anse Royale, Mahé"],
    facts: "8 semaines, deux soirs par semaine · SCR\u00a01\u202f200",
    starts: "Commence le 12 janvier 2027",
    title: "Bureautique\u202f: Word, Excel et e-mail",
    rolling: "Commence dès qu'assez de personnes sont inscrites",
    free: "Gratuites seulement",
    freeCount: "8 formations",
    field: "Domaine",
    sea: "Mer et pêche",
  },
  {
    lang: "crs",
    prefix: "/crs",
    h1: "Bann kour",
    count: "16 kour",
    card: ["Ministry of Education", "Seychelles Business Studies Academy, Anse Royale, Mahé"],
    facts: "8 semenn, de swar par semenn · SCR 1\u202f200",
    starts: "I konmans le 12 Zanvye 2027",
    title: "Konpiter pour travay biro: Word, Excel ek imel",
    rolling: "I konmans kan ase dimoun in enskri",
    free: "Gratis selman",
    freeCount: "8 kour",
    field: "Domenn",
    sea: "Lanmer ek lapes",
  },
] as const;

/** A day before any sample course starts, on the phone's clock (in Seychelles). */
const BEFORE_ANY_START = new Date("2026-12-01T09:00:00+04:00");

for (const language of languages) {
  test(`lists every course with its provider, place, length, cost and start (${language.lang})`, async ({ page }) => {
    await page.clock.setFixedTime(BEFORE_ANY_START);
    await gotoHydrated(page, `${language.prefix}/training`);
    await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.h1);
    await expect(page.getByRole("status").filter({ hasText: language.count })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(16);
    const card = page.getByRole("article", { name: language.title });
    for (const words of [...language.card, language.facts, language.starts]) await expect(card).toContainText(words);
    await expect(page.getByRole("article").filter({ hasText: language.rolling })).toHaveCount(3);
    await expect(page.getByRole("group", { name: language.field })).toBeVisible();
    await expectNoAxeViolations(page);
    await card.getByRole("link", { name: language.title }).click();
    await expect(page).toHaveURL(new RegExp(`${language.prefix}/training/c1-office-computer-skills-anse-royale$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.title);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("ticking 'Free only' leaves only the free courses, and a choice nothing fits says so", async ({ page }) => {
    await page.goto("/training");
    await expect(page.getByRole("article")).toHaveCount(16);
    await expect(page.getByText("No course matches what you chose.")).toBeHidden();
    await page.getByRole("checkbox", { name: "Free only" }).check();
    await expect(page.getByRole("article")).toHaveCount(8);
    for (const card of await page.getByRole("article").all()) await expect(card).toContainText("Free");
    await page.getByRole("radio", { name: "Praslin" }).check();
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(page.getByText("No course matches what you chose.")).toBeVisible();
    await page.getByRole("radio", { name: "Every island" }).check();
    await page.getByRole("checkbox", { name: "Free only" }).uncheck();
    await page.getByRole("radio", { name: "Sea and fishing" }).check();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Basic Sea Safety (STCW)"]);
    await expect(page.getByText("No course matches what you chose.")).toBeHidden();
    // (Axe needs JavaScript: the same states are checked with it below.)
  });

  test("a shared link's filters need JavaScript, and the page says so @one-width", async ({ page }) => {
    await page.goto("/training?free=1");
    await expect(page.getByRole("article")).toHaveCount(16);
    // (Inside <noscript>, which getByText does not search.)
    await expect(
      page.locator("p", {
        hasText:
          "JavaScript is off in this browser: a shared link opens every course, and the choices below still filter the list.",
      }),
    ).toBeVisible();
    await page.goto("/crs/training?free=1");
    await expect(
      page.locator("p", {
        hasText:
          "JavaScript i pa marse dan sa brawzer: en lyen ki en dimoun in partaze i ouver tou bann kour, me ou kapab touzour swazir anba.",
      }),
    ).toBeVisible();
  });

  for (const language of languages.slice(1))
    test(`the filters work in ${language.lang} too @one-width`, async ({ page }) => {
      await page.goto(`${language.prefix}/training`);
      await page.getByRole("checkbox", { name: language.free }).check();
      await expect(page.getByRole("article")).toHaveCount(8);
      await page.getByRole("radio", { name: language.sea }).check();
      await expect(page.getByRole("article")).toHaveCount(0);
    });
});

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(BEFORE_ANY_START);
  });

  test("a shared link opens filtered, and each change is written to the address, not to history", async ({ page }) => {
    await gotoHydrated(page, "/");
    await gotoHydrated(page, "/training?field=hotels&free=1");
    await expect(page.getByRole("radio", { name: "Tourism, hotels and food" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Free only" })).toBeChecked();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Certificate in Front Office Operations",
      "Certificate in Professional Cookery",
      "Tour Guiding Certificate",
    ]);
    await expect(page.getByRole("status")).toHaveText("3 courses");

    await page.getByRole("radio", { name: "Sea and fishing" }).check();
    await expect(page).toHaveURL(/\/training\?field=sea&free=1$/);
    await expect(page.getByText("No course matches what you chose.")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole("radio", { name: "Every field" }).check();
    await expect(page).toHaveURL(/\/training\?free=1$/);
    await expect(page.getByRole("status")).toHaveText("8 courses");
    // By keyboard: Space unticks the box.
    await page.getByRole("checkbox", { name: "Free only" }).focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/\/training$/);
    await expect(page.getByRole("status")).toHaveText("16 courses");
    // Each change replaced the address: Back leaves the list.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a link with a value the list does not know shows every course @one-width", async ({ page }) => {
    await gotoHydrated(page, "/training?field=cooking&island=mars&free=maybe");
    await expect(page.getByRole("article")).toHaveCount(16);
    await expect(page.getByRole("radio", { name: "Every field" })).toBeChecked();
  });

  test("a provider's link shows its courses, and the way back to every course @one-width", async ({ page }) => {
    await gotoHydrated(page, "/crs/training?provider=p1");
    await expect(page.getByText("Kour organize par Red Cross Society of Seychelles")).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Sertifika premye swen (Praslin)",
      "Sertifika premye swen",
    ]);
    await page.getByRole("link", { name: "Montre tou bann kour" }).first().click();
    await expect(page).toHaveURL(/\/crs\/training$/);
    await expect(page.getByRole("article")).toHaveCount(16);
  });

  test("'Starts in the next 30 days' counts on the phone's day, and a course whose start has passed is marked", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2026-12-20T09:00:00+04:00"));
    await gotoHydrated(page, "/training?soon=1");
    await expect(page.getByRole("checkbox", { name: "Starts in the next 30 days" })).toBeChecked();
    await expect(page.getByRole("status")).toHaveText("6 courses");
    await page.getByRole("checkbox", { name: "Starts in the next 30 days" }).uncheck();
    const hygiene = page.getByRole("article", { name: "Food Hygiene Certificate" });
    await expect(hygiene).toContainText(
      "Started 14 December 2026: ask Ministry of Education when the next group starts.",
    );
    await expect(hygiene).not.toContainText("Starts 14 December 2026");
    await expectNoAxeViolations(page);
  });
});

test("a course whose start has passed is marked in every language @one-width", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2027-01-20T09:00:00+04:00"));
  await gotoHydrated(page, "/fr/training");
  await expect(page.getByRole("article", { name: "Bureautique\u202f: Word, Excel et e-mail" })).toContainText(
    "A commencé le 12 janvier 2027\u202f: demandez à Ministry of Education quand commence le prochain groupe.",
  );
  await gotoHydrated(page, "/crs/training");
  await expect(page.getByRole("article", { name: "Konpiter pour travay biro: Word, Excel ek imel" })).toContainText(
    "In konmanse le 12 Zanvye 2027",
  );
});

test("the footer and each course's page lead to the list", async ({ page }) => {
  await gotoHydrated(page, "/crs");
  await page.getByRole("contentinfo").getByRole("link", { name: "Tou bann kour" }).click();
  await expect(page).toHaveURL(/\/crs\/training$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bann kour");
  await gotoHydrated(page, "/training/c2-basic-sea-safety-stcw-providence");
  await page.getByRole("main").getByRole("link", { name: "All courses" }).click();
  await expect(page).toHaveURL(/\/training$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Courses");
});

test("a Help Directory entry that runs courses links to them, in every language", async ({ page }) => {
  await page.clock.setFixedTime(BEFORE_ANY_START);
  await gotoHydrated(page, "/help");
  await page.getByRole("article", { name: "Ministry of Education" }).getByRole("link", { name: "Courses: 11" }).click();
  await expect(page).toHaveURL(/\/training\?provider=g3$/);
  await expect(page.getByText("Courses run by Ministry of Education")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(11);
  await gotoHydrated(page, "/fr/help");
  await expect(
    page.getByRole("article", { name: "Ministry of Education" }).getByRole("link", { name: "Formations\u202f: 11" }),
  ).toBeVisible();
  await gotoHydrated(page, "/crs/help?tab=private");
  const redCross = page.getByRole("article", { name: "Red Cross Society of Seychelles" });
  await expect(redCross.getByRole("link", { name: "Kour: 2" })).toHaveAttribute("href", "/crs/training?provider=p1");
  await expectNoAxeViolations(page);
});

test("/training links its language's Atom feed of courses, visibly and in its head @one-width", async ({
  page,
  request,
}) => {
  for (const { prefix, lang, link, rolling } of [
    { prefix: "", lang: "en", link: "Follow new courses (feed)", rolling: "Learner Driver Course (Class B)" },
    {
      prefix: "/fr",
      lang: "fr",
      link: "Suivre les nouvelles formations (flux)",
      rolling: "Cours de conduite (permis B)",
    },
    { prefix: "/crs", lang: "crs", link: "Swiv bann nouvo kour (fid)", rolling: "Kour pour aprann kondwir (permi B)" },
  ]) {
    await page.goto(`${prefix}/training`);
    await expect(page.getByRole("main").getByRole("link", { name: link })).toHaveAttribute(
      "href",
      `${prefix}/training/feed.xml`,
    );
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      "href",
      `${prefix}/training/feed.xml`,
    );
    const response = await request.get(`${prefix}/training/feed.xml`);
    expect(response.status()).toBe(200);
    const feed = await readFeed(page, await response.text());
    expect(feed).toMatchObject({ lang, self: `${ORIGIN}${prefix}/training/feed.xml` });
    // Which dated courses are in it depends on the day of the build (a start passed is left out:
    // the unit tests of src/content/courses/feed.server.ts); a course that starts whenever people
    // enrol always is, with its page's address.
    expect(feed!.titles).toContain(rolling);
    expect(feed!.links).toContain(`${ORIGIN}${prefix}/training/c8-learner-driver-course-roche-caiman`);
    expect(feed!.titles.length).toBeLessThanOrEqual(16);
  }
});
