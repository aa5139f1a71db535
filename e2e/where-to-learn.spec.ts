import type { Page } from "@playwright/test";
import path from "node:path";
import { expect, expectNoAxeViolationsUnderClock, gotoHydrated, test } from "./fixtures";

// Issue 46: under each requirement the CV does not show, a Job Matcher card names the one or two
// courses that teach it ('Where to learn this'), each linked to its page in the page's language,
// with who runs it, where, how long, what it costs and when it next starts; nothing under a
// requirement no course teaches. The fisherman's CV of the Job Matcher's labelled set shows none of
// the Administrative Assistant's office requirements: its 'Confident with Word, Excel and e-mail' is
// taught by the office computer skills course (c1), its year of office experience by the first-job
// scheme (c10), and no listed course teaches its 'Good written English and French; Creole spoken'.

const fisherman = path.join(
  import.meta.dirname,
  "..",
  "tooling",
  "match-bench",
  "labelled-set",
  "cvs",
  "en-12-fisherman.docx",
);

type Words = {
  prefix: string;
  browse: string;
  scan: string;
  results: string;
  jobTitle: string;
  learn: string;
  office: { requirement: string; course: string; facts: string[]; page: string };
  work: { requirement: string; course: string; facts: string[] };
  noCourse: string;
  /** What the job's own page says after the scan: how many of its four requirements the CV shows. */
  found: RegExp;
};

const languages: Words[] = [
  {
    prefix: "",
    browse: "Browse Files",
    scan: "Find Matching Jobs",
    results: "Matching Jobs",
    jobTitle: "Administrative Assistant",
    learn: "Where to learn this",
    office: {
      requirement: "Confident with Word, Excel and e-mail",
      course: "Office Computer Skills: Word, Excel and E-mail",
      facts: [
        "Ministry of Education",
        "Seychelles Business Studies Academy, Anse Royale, Mahé",
        "8 weeks, two evenings a week",
        "SCR 1,200",
        "Starts 12 January 2027",
      ],
      page: "/training/c1-office-computer-skills-anse-royale",
    },
    work: {
      requirement: "At least one year of office experience",
      course: "My First Job: paid work experience",
      facts: ["Ministry of Employment and Social Affairs", "Free", "Starts when enough people enrol"],
    },
    noCourse: "Good written English and French; Creole spoken",
    found: /^\d of 4 requirements found in your CV$/,
  },
  {
    prefix: "/fr",
    browse: "Parcourir les fichiers",
    scan: "Trouver des emplois correspondants",
    results: "Emplois correspondants",
    jobTitle: "Assistant administratif",
    learn: "Où l'apprendre",
    office: {
      requirement: "À l'aise avec Word, Excel et la messagerie électronique",
      course: "Bureautique\u202f: Word, Excel et e-mail",
      facts: [
        "Ministry of Education",
        "Seychelles Business Studies Academy, Anse Royale, Mahé",
        "8 semaines, deux soirs par semaine",
        "SCR\u00a01\u202f200",
        "Commence le 12 janvier 2027",
      ],
      page: "/fr/training/c1-office-computer-skills-anse-royale",
    },
    work: {
      requirement: "Au moins un an d'expérience dans un bureau",
      course: "Mon premier emploi\u202f: une expérience de travail payée",
      facts: [
        "Ministry of Employment and Social Affairs",
        "Gratuit",
        "Commence dès qu'assez de personnes sont inscrites",
      ],
    },
    noCourse: "Bon niveau d'anglais et de français écrits\u202f; créole parlé",
    found: /^Exigences trouvées dans votre CV\u202f: \d sur 4$/,
  },
  {
    prefix: "/crs",
    browse: "Rod fisye",
    scan: "Trouv bann travay ki koresponn",
    results: "Bann travay ki koresponn",
    jobTitle: "Asistan administratif",
    learn: "Kote pour aprann sa",
    office: {
      requirement: "Konn servi Word, Excel ek imel",
      course: "Konpiter pour travay biro: Word, Excel ek imel",
      facts: [
        "Ministry of Education",
        "Seychelles Business Studies Academy, Anse Royale, Mahé",
        "8 semenn, de swar par semenn",
        "SCR 1\u202f200",
        "I konmans le 12 Zanvye 2027",
      ],
      page: "/crs/training/c1-office-computer-skills-anse-royale",
    },
    work: {
      requirement: "Omwen en an leksperyans dan en biro",
      course: "Mon premye travay: leksperyans travay peye",
      facts: ["Ministry of Employment and Social Affairs", "Gratis", "I konmans kan ase dimoun in enskri"],
    },
    noCourse: "Ekrir byen an Angle ek an Franse; koz Kreol",
    found: /^\d lo 4 kondisyon in ganny trouve dan ou CV$/,
  },
];

/** Scans the fisherman's CV on the language's Job Matcher: the scan's two seconds are the clock's. */
async function scan(page: Page, words: Words) {
  await page.clock.install();
  await gotoHydrated(page, `${words.prefix}/job-matcher`);
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: words.browse }).click();
  await (await chooser).setFiles(fisherman);
  await page.getByRole("button", { name: words.scan }).click();
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(page.getByRole("heading", { level: 2, name: words.results })).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 45_000 });
}

const card = (page: Page, words: Words) => page.getByRole("article", { name: words.jobTitle });
/** The list of courses under a requirement, named by the label and the requirement it answers. */
const coursesUnder = (page: Page, words: Words, requirement: string) =>
  card(page, words).getByRole("list", { name: `${words.learn} ${requirement}` });

for (const words of languages) {
  test.describe(`in ${words.prefix || "/en"}`, () => {
    test("a requirement the CV does not show names the courses that teach it, linked to their pages", async ({
      page,
    }) => {
      test.slow();
      await scan(page, words);
      const office = coursesUnder(page, words, words.office.requirement);
      await expect(office).toBeVisible();
      await expect(office.getByRole("listitem")).toHaveCount(1);
      for (const fact of words.office.facts) await expect(office.getByText(fact, { exact: true })).toBeVisible();
      const work = coursesUnder(page, words, words.work.requirement);
      await expect(work.getByRole("link", { name: words.work.course, exact: true })).toBeVisible();
      for (const fact of words.work.facts) await expect(work.getByText(fact, { exact: true })).toBeVisible();

      // No listed course teaches the languages: nothing under them, and only the two lists on the card.
      await expect(card(page, words).getByText(words.noCourse, { exact: true })).toBeVisible();
      await expect(coursesUnder(page, words, words.noCourse)).toHaveCount(0);
      await expect(card(page, words).getByText(words.learn, { exact: true })).toHaveCount(2);

      // The course's title opens its page, in the page's language.
      const link = office.getByRole("link", { name: words.office.course, exact: true });
      await expect(link).toHaveAttribute("href", words.office.page);
      await link.click();
      await expect(page).toHaveURL(words.office.page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.office.course);
    });

    test("after the scan, the job's own page marks its requirements and names the courses, through a reload", async ({
      page,
    }) => {
      test.slow();
      await scan(page, words);
      await card(page, words).getByRole("link", { name: words.jobTitle, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.jobTitle);
      const main = page.getByRole("main");
      for (const _ of [1, 2]) {
        await expect(main.getByText(words.found)).toBeVisible();
        const office = main.getByRole("list", { name: `${words.learn} ${words.office.requirement}` });
        await expect(office.getByRole("link", { name: words.office.course, exact: true })).toHaveAttribute(
          "href",
          words.office.page,
        );
        await expect(main.getByText(words.learn, { exact: true })).toHaveCount(2);
        await page.reload();
      }
      await expectNoAxeViolationsUnderClock(page);
    });
  });
}

test("no axe violations on results with courses", async ({ page }) => {
  test.slow();
  await scan(page, languages[0]!);
  await expect(coursesUnder(page, languages[0]!, languages[0]!.office.requirement)).toBeVisible();
  await expectNoAxeViolationsUnderClock(page);
});

test("a card with no course suggested shows no 'Where to learn this' when the courses cannot be fetched", async ({
  page,
  watch,
}) => {
  test.slow();
  watch.allowConsoleError(/ERR_INTERNET_DISCONNECTED/);
  // The courses' file fails (a dropped connection): the results are the same, with no courses and no error.
  await page.route("**/assets/course-suggestions-*.json", (route) => route.abort("internetdisconnected"));
  const words = languages[0]!;
  await scan(page, words);
  await expect(card(page, words).getByText("not found in your CV").first()).toBeVisible();
  await expect(page.getByText(words.learn, { exact: true })).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test(
  "the courses' file comes with the matcher when a CV is chosen, never with the page's first load",
  { tag: "@one-width" },
  async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    const coursesFile = () =>
      fetched.filter((address) => /^\/fr\/assets\/course-suggestions-[0-9a-f]{10}\.json$/.test(address));
    await page.clock.install();
    await gotoHydrated(page, "/fr/job-matcher");
    await page.clock.runFor(5000);
    expect(coursesFile()).toEqual([]);
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Parcourir les fichiers" }).click();
    await (await chooser).setFiles(fisherman);
    await expect.poll(() => coursesFile()).toHaveLength(1);
  },
);
