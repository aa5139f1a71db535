import { expect, expectNoAxeViolations, expectNotFoundLogs, gotoHydrated, test } from "./fixtures";

/*
 * A course's own page (/training/<id>-<slug>) in the three languages: what it teaches, who may
 * enrol, how, who runs it (its Help Directory entry), where, how long, the cost and the next start;
 * marked once its start has passed. The sample courses of content/courses (samples for staff to
 * replace, as content/README.md says), so the words are written out here.
 */

const OFFICE = "/training/c1-office-computer-skills-anse-royale";
const FIRST_JOB = "/training/c10-my-first-job-scheme";
const FIRST_AID = "/training/c5-first-aid-certificate-victoria";

const languages = [
  {
    lang: "en",
    prefix: "",
    title: "Office Computer Skills: Word, Excel and E-mail",
    headings: ["About the course", "What it teaches", "Who may enrol", "How to enrol"],
    provider: "Ministry of Education in the Help Directory",
    facts: [
      "Run by",
      "Where",
      "Seychelles Business Studies Academy, Anse Royale, Mahé",
      "Length",
      "8 weeks, two evenings a week",
      "Cost",
      "SCR 1,200",
    ],
    starts: "Starts 12 January 2027",
    teaches: "Excel: spreadsheets, sums and simple charts",
    enrol: "Enrol on the provider's website",
  },
  {
    lang: "fr",
    prefix: "/fr",
    title: "Bureautique\u202f: Word, Excel et e-mail",
    headings: ["À propos de la formation", "Ce qu'elle enseigne", "Qui peut s'inscrire", "Comment s'inscrire"],
    provider: "Ministry of Education dans le Répertoire d'aide",
    facts: ["Organisée par", "Lieu", "Durée", "8 semaines, deux soirs par semaine", "Coût", "SCR\u00a01\u202f200"],
    starts: "Commence le 12 janvier 2027",
    teaches: "Excel\u202f:",
    enrol: "S'inscrire sur le site de l'organisme",
  },
  {
    lang: "crs",
    prefix: "/crs",
    title: "Konpiter pour travay biro: Word, Excel ek imel",
    headings: ["Lo sa kour", "Sa ki i ansenny", "Lekel ki kapab enskri", "Ki mannyer pour enskri"],
    provider: "Ministry of Education dan Repertwar ed",
    facts: ["Organize par", "Kote", "Konbyen letan", "8 semenn, de swar par semenn", "Pri", "SCR 1\u202f200"],
    starts: "I konmans le 12 Zanvye 2027",
    teaches: "Excel: tablo, kalkil ek graf senp",
    enrol: "Enskri lo sit lorganizasyon",
  },
] as const;

for (const language of languages) {
  test.describe(`a course's page (${language.lang})`, () => {
    test("says what it teaches, who may enrol, how, who runs it, where, how long, the cost and the next start", async ({
      page,
    }) => {
      await gotoHydrated(page, `${language.prefix}${OFFICE}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.title);
      await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText([...language.headings]);
      const facts = page.getByRole("article").locator("dl");
      for (const fact of language.facts) await expect(facts).toContainText(fact);
      await expect(facts).toContainText(language.starts);
      await expect(page.getByRole("listitem").filter({ hasText: language.teaches })).toBeVisible();
      const enrol = page.getByRole("link", { name: language.enrol });
      await expect(enrol).toHaveAttribute("href", "https://www.sbsa.edu.sc/programmes/office-computer-skills");
      await expect(enrol).toHaveAttribute("target", "_blank");
      await expect(page.getByRole("link", { name: language.provider })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test("a free course that starts whenever enough people enrol says so", async ({ page }) => {
  await gotoHydrated(page, FIRST_JOB);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My First Job: paid work experience");
  const facts = page.getByRole("article").locator("dl");
  await expect(facts).toContainText("Free");
  await expect(facts).toContainText("Starts when enough people enrol");
  // 'Coût : Gratuit', as the Job Matcher's course suggestions say it (it agrees with 'coût').
  await gotoHydrated(page, `/fr${FIRST_JOB}`);
  await expect(
    page
      .getByRole("article")
      .getByRole("definition")
      .filter({ hasText: /^Gratuit$/ }),
  ).toHaveCount(1);
  await gotoHydrated(page, `/crs${FIRST_JOB}`);
  await expect(page.getByRole("article").locator("dl")).toContainText("Gratis");
  await expect(page.getByRole("article").locator("dl")).toContainText("I konmans kan ase dimoun in enskri");
});

test("a course whose start has passed is marked as started, with no next start", async ({ page }) => {
  // Eight days after the group began, on the phone's clock.
  await page.clock.setFixedTime(new Date("2027-01-20T09:00:00+04:00"));
  await gotoHydrated(page, OFFICE);
  await expect(
    page.getByText("Started 12 January 2027: ask Ministry of Education when the next group starts."),
  ).toBeVisible();
  await expect(page.getByText("Next start")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await gotoHydrated(page, `/fr${OFFICE}`);
  await expect(
    page.getByText(
      "A commencé le 12 janvier 2027\u202f: demandez à Ministry of Education quand commence le prochain groupe.",
    ),
  ).toBeVisible();
  // A course that starts whenever people enrol is never marked.
  await gotoHydrated(page, FIRST_JOB);
  await expect(page.getByText(/^Started /)).toHaveCount(0);
});

test("the provider's link opens its Help Directory entry, on its tab", async ({ page }) => {
  await gotoHydrated(page, FIRST_AID);
  await page.getByRole("link", { name: "Red Cross Society of Seychelles in the Help Directory" }).click();
  await expect(page).toHaveURL(/\/help\?q=Red\+Cross\+Society\+of\+Seychelles&tab=private#resource-p1$/);
  await expect(page.getByRole("tab", { name: "Private Organizations" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText([
    "Red Cross Society of Seychelles",
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the page is whole: its facts, what it teaches and how to enrol @one-width", async ({ page }) => {
    await page.goto(`/crs${OFFICE}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Konpiter pour travay biro: Word, Excel ek imel");
    await expect(page.getByRole("article").locator("dl")).toContainText("I konmans le 12 Zanvye 2027");
    await expect(page.getByRole("link", { name: "Enskri lo sit lorganizasyon" })).toBeVisible();
  });
});

test("an address under training/ that names no course is the 404 page @one-width", async ({ page, watch }) => {
  expectNotFoundLogs(watch);
  const response = await gotoHydrated(page, "/training/no-such-course");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
});

test("a course's page tells search engines it is a Course, with its provider, cost and next start @one-width", async ({
  page,
}) => {
  await gotoHydrated(page, "/fr/training/c2-basic-sea-safety-stcw-providence");
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "");
  expect(data).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Course",
    name: "Sécurité de base en mer (STCW)",
    inLanguage: "fr",
    provider: { "@type": "Organization", name: "Ministry of Education" },
    offers: [{ "@type": "Offer", category: "Paid", price: 4500, priceCurrency: "SCR" }],
    hasCourseInstance: [
      {
        "@type": "CourseInstance",
        courseMode: "Onsite",
        startDate: "2027-01-18",
        location: { name: "Seychelles Maritime Academy, Providence, Mahé" },
      },
    ],
  });
  expect(data.url).toMatch(/\/fr\/training\/c2-basic-sea-safety-stcw-providence$/);
});
