import type { Page } from "@playwright/test";
import path from "node:path";
import { expect, expectNoAxeViolationsUnderClock, gotoHydrated, test } from "./fixtures";

// Pins the spec's sample listings (see spec-sample-content.spec.ts): real CVs, made by
// e2e/fixtures/cv/make-fixtures.mjs with LibreOffice, ranked on the device against the five of
// them. A hotel receptionist's CV in English, Kreol Seselwa and French (each on the page in its
// language) puts Hotel Receptionist first, and each card says what made its figure; a school
// leaver's Kreol CV meets no experience requirement.

const fixture = (name: string) => path.join(import.meta.dirname, "fixtures", "cv", name);

const pages = {
  en: {
    path: "/job-matcher",
    scan: "Find Matching Jobs",
    results: "Matching Jobs",
    read: "Your CV was read on this device; nothing was uploaded.",
    hotel: "Hotel Receptionist",
    counted: "What counted",
    worked: /You have worked as Hotel Receptionist \(\d+ years\)\./,
    found: "3 of 3 requirements found in your CV",
  },
  fr: {
    path: "/fr/job-matcher",
    scan: "Trouver des emplois correspondants",
    results: "Emplois correspondants",
    read: "Votre CV a été lu sur cet appareil",
    hotel: "Réceptionniste d'hôtel",
    counted: "Ce qui a compté",
    worked: /Vous avez travaillé comme Réceptionniste d'hôtel \(\d+ ans\)\./,
    found: "Exigences trouvées dans votre CV\u202f: 3 sur 3",
  },
  crs: {
    path: "/crs/job-matcher",
    scan: "Trouv bann travay ki koresponn",
    results: "Bann travay ki koresponn",
    read: "Ou CV in ganny lir lo sa aparey",
    hotel: "Resepsyonis lotel",
    counted: "Sa ki'n konte",
    worked: /Ou'n travay konman Resepsyonis lotel \(\d+ an\)\./,
    found: "3 lo 3 kondisyon in ganny trouve dan ou CV",
  },
} as const;

async function scan(page: Page, language: keyof typeof pages, file: string) {
  const words = pages[language];
  await page.clock.install();
  await gotoHydrated(page, words.path);
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.locator('input[type="file"]').setInputFiles(fixture(file));
  await page.getByRole("button", { name: words.scan }).click();
  await page.clock.runFor(2000);
  await expect(page.getByRole("heading", { level: 2, name: words.results })).toBeVisible();
  // pdf.js reads the CV in its worker, in the page's own time.
  await expect(page.getByText(words.read, { exact: false })).toBeVisible({ timeout: 30_000 });
}

const titles = (page: Page) => page.getByRole("article").getByRole("heading", { level: 3 });

for (const language of ["en", "crs", "fr"] as const) {
  test(`a receptionist's CV in ${language} ranks Hotel Receptionist first and says why @one-width`, async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const words = pages[language];
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await scan(page, language, `receptionist-${language}.pdf`);
    await expect(titles(page).first()).toHaveText(words.hotel);
    const card = page.getByRole("article", { name: words.hotel });
    await expect(card).toContainText(words.found);
    const counted = card.getByRole("list", { name: words.counted });
    await expect(counted).toContainText(words.worked);
    // Its figure is this CV's own, in the strongest tier, never a sample figure.
    await expect(card).toContainText(/(?:9\d|100)\s?%/);
    await expect(page.getByText(/85\s?%/)).toHaveCount(0);
    // Nothing was sent: every request stayed on the site.
    const origin = new URL(baseURL!).origin;
    expect(
      requests.filter((url) => !url.startsWith("blob:") && !url.startsWith("data:") && new URL(url).origin !== origin),
    ).toEqual([]);
  });
}

test("a school leaver's Kreol CV meets no experience requirement, whatever her summary wishes @one-width", async ({
  page,
}) => {
  test.slow();
  await scan(page, "en", "school-leaver-crs.pdf");
  const admin = page.getByRole("article", { name: "Administrative Assistant" });
  const experience = admin.getByRole("listitem").filter({ hasText: "At least one year of office experience" });
  await expect(experience).toContainText("not found in your CV");
  await expect(experience.getByRole("link", { name: "If you have this, add it to your CV" })).toHaveAttribute(
    "href",
    "/cv-builder",
  );
  const accountant = page.getByRole("article", { name: "Accountant" });
  await expect(
    accountant.getByRole("listitem").filter({ hasText: "Three years of bookkeeping and payroll" }),
  ).toContainText("not found in your CV");
  await expect(admin.getByRole("list", { name: "What counted" })).toContainText(
    "No job in your CV has this title or a related one.",
  );
});

test("no axe violations with the results explained", async ({ page }) => {
  test.slow();
  await scan(page, "en", "receptionist-en.pdf");
  await expectNoAxeViolationsUnderClock(page);
});
