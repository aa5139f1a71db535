import type { Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileMenuItem, fillCv, group, marie, tab } from "./cv-form";
import { expect, expectNoAxeViolations, gotoHydrated, isNarrow, test } from "./fixtures";

/*
 * Issue 35: a CV a school leaver can be proud of, in the language the employer reads, that leaves
 * with them even offline. The CV's own language, the sections a first CV needs in all four
 * outputs, the usual order, hints before typing, the form first on a phone, an error summary that
 * reads once, and files made after the connection drops.
 */

test.use({ serviceWorkers: "block" });
// PDFs, Word files read back by LibreOffice: slow on a shared two-core machine.
test.describe.configure({ timeout: 150_000 });

/** The text of a PDF as poppler's pdftotext reads it, on one line. */
const pdfText = (bytes: Buffer) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: bytes }).toString("utf8").replace(/\s+/g, " ");

/** The text of a Word file as LibreOffice opens it, one paragraph a line, blank lines left out. */
function wordText(bytes: Buffer): string[] {
  const work = mkdtempSync(path.join(tmpdir(), "cv-word-"));
  try {
    writeFileSync(path.join(work, "cv.docx"), bytes);
    const profile = `-env:UserInstallation=file://${path.join(work, "profile")}`;
    const convert = ["--headless", "--convert-to", "txt:Text (encoded):UTF8", "--outdir", work];
    execFileSync("soffice", [profile, ...convert, path.join(work, "cv.docx")], { timeout: 120_000, stdio: "pipe" });
    return readFileSync(path.join(work, "cv.txt"), "utf8")
      .replace(/^\uFEFF/, "")
      .split(/\r?\n/)
      .filter((line) => line.trim());
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The bytes of the download a click starts. */
async function download(page: Page, click: () => Promise<void>) {
  const started = page.waitForEvent("download");
  await click();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

/** Whether the headings come in this order in a text. */
const inOrder = (text: string, headings: string[]) =>
  headings
    .map((heading) => text.indexOf(heading))
    .every((at, index, all) => at >= 0 && (index === 0 || at > all[index - 1]!));

/**
 * On the Kreol site's CV Builder, fills a school leaver's CV: no job yet (the nudge's link to
 * Activities and volunteering followed), two languages, an activity, an achievement and a reference,
 * leaving her on the Experience tab.
 */
async function fillSchoolLeaverInKreol(page: Page) {
  await page.getByLabel("Prenon").fill("Aline");
  await page.getByLabel("Non fanmir").fill("Payet");
  await page.getByLabel("Imel").fill("aline@example.sc");
  await page.getByLabel("Telefonn").fill("2 512 345");
  await page.getByLabel("Adres").fill("Baie Lazare, Mahé");
  await page.getByLabel("Rezime profesyonnel").fill("School leaver, friendly and on time, keen to start in a hotel.");
  await tab(page, "Ledikasyon").click();
  const education = group(page, "Ledikasyon #1");
  await education.getByLabel("Lenstitisyon").fill("Plaisance Secondary School");
  await education.getByLabel("Diplonm/kalifikasyon").fill("IGCSE");
  await education.getByLabel("Dat konmansman").fill("2019");
  await tab(page, /^Leksperyans/).click();

  // No job yet: the page points to Activities and volunteering.
  await page.getByRole("checkbox", { name: "Mon pa ankor annan leksperyans travay" }).check();
  const nudge = page.getByRole("status").filter({ hasText: "Pa ankor annan travay?" });
  await nudge.getByRole("link", { name: "Aktivite ek travay volonter" }).click();
  await expect(page.getByRole("heading", { name: /^Aktivite ek travay volonter/ })).toBeFocused();

  await page.getByRole("textbox", { name: "Konpetans #1", exact: true }).fill("Teamwork");
  await page.getByRole("button", { name: "Azout en lang" }).click();
  await group(page, "Lang #1").getByLabel("Lang", { exact: true }).fill("Kreol Seselwa");
  await group(page, "Lang #1").getByLabel("Koman ou koz li").selectOption("native");
  await page.getByRole("button", { name: "Azout en lang" }).click();
  await group(page, "Lang #2").getByLabel("Lang", { exact: true }).fill("English");
  await group(page, "Lang #2").getByLabel("Koman ou koz li").selectOption("good");
  await page.getByRole("button", { name: "Azout en aktivite" }).click();
  await group(page, "Aktivite #1").getByLabel("Sa ki ou ti fer").fill("Team captain");
  await group(page, "Aktivite #1").getByLabel("Klib, legliz oubyen group").fill("Baie Lazare Football Club");
  await group(page, "Aktivite #1").getByLabel("Dat konmansman").fill("2021");
  await page.getByRole("button", { name: "Azout en akonplisman" }).click();
  await group(page, "Akonplisman #1").getByLabel("Akonplisman", { exact: true }).fill("Prefect");
  await group(page, "Akonplisman #1").getByLabel("Lannen").fill("2023");
  await page.getByRole("button", { name: "Azout en referans" }).click();
  await group(page, "Referans #1").getByLabel("Non", { exact: true }).fill("Mrs Lucie Payet");
  await group(page, "Referans #1").getByLabel("Ki sa dimoun i ete").fill("Form teacher");
  await group(page, "Referans #1").getByLabel("Telefonn").fill("2 600 700");
}

// The form's state is checked by axe at both widths; the files it makes, at one (@one-width).
test("on the Kreol site, a school leaver's form with every new section, the nudge and the CV's language has no axe violations", async ({
  page,
}) => {
  await gotoHydrated(page, "/crs/cv-builder");
  await fillSchoolLeaverInKreol(page);
  // Every new section filled in, the nudge and the CV's language on screen.
  await expectNoAxeViolations(page);
});

test("on the Kreol site, a school leaver's CV in English has English headings and the new sections in the preview, the PDF, the Word file and the CV file, which opens back @one-width", async ({
  page,
}) => {
  await gotoHydrated(page, "/crs/cv-builder");
  await fillSchoolLeaverInKreol(page);

  // English unless chosen, with why.
  const language = page.getByRole("group", { name: "Lang ou CV" });
  await expect(language).toHaveAccessibleDescription("Laplipar anplwayer Sesel i lir CV an Angle.");
  await expect(language.getByRole("radio", { name: "English" })).toBeChecked();
  await page.getByRole("button", { name: "Fer mon CV" }).click();

  const cv = page.getByRole("article", { name: "Aline Payet" });
  await expect(cv).toHaveAttribute("lang", "en");
  const headings = [
    "Professional Summary",
    "Education",
    "Activities and Volunteering",
    "Achievements",
    "Skills",
    "Languages",
    "References",
  ];
  await expect(cv.getByRole("heading", { level: 4 })).toHaveText(headings);
  for (const line of ["2019 – Present", "Kreol Seselwa – Native", "English – Good", "Team captain", "2021 – Present"]) {
    await expect(cv).toContainText(line);
  }
  await expect(cv).toContainText("Mrs Lucie PayetForm teacherPhone: 2 600 700");

  const pdf = await download(page, () => page.getByRole("button", { name: "Telesarze an PDF" }).click());
  expect(pdf.name).toBe("Aline-Payet-CV.pdf");
  const text = pdfText(pdf.bytes);
  expect(
    inOrder(
      text,
      headings.map((heading) => heading.toUpperCase()),
    ),
  ).toBe(true);
  for (const line of ["Kreol Seselwa – Native", "Baie Lazare Football Club", "Prefect", "Phone: 2 600 700"]) {
    expect(text).toContain(line);
  }
  expect(text).not.toContain("LEDIKASYON");

  const word = await download(page, () => page.getByRole("button", { name: "Telesarze an Word" }).click());
  expect(word.name).toBe("Aline-Payet-CV.docx");
  const lines = wordText(word.bytes);
  expect(inOrder(lines.join("\n"), headings)).toBe(true);
  for (const line of [
    "Kreol Seselwa – Native   ·   English – Good",
    "Team captain",
    "Prefect",
    "Mrs Lucie Payet",
    "Phone: 2 600 700",
  ]) {
    expect(lines).toContain(line);
  }

  const saved = await download(page, async () => (await fileMenuItem(page, "Sov fisye CV", "Fisye CV")).click());
  expect(saved.name).toBe("Aline-Payet-CV.json");
  const resume = JSON.parse(saved.bytes.toString("utf8"));
  expect(resume).toMatchObject({
    languages: [
      { language: "Kreol Seselwa", fluency: "Native" },
      { language: "English", fluency: "Good" },
    ],
    volunteer: [{ position: "Team captain", organization: "Baie Lazare Football Club", startDate: "2021" }],
    awards: [{ title: "Prefect", date: "2023" }],
    references: [{ name: "Mrs Lucie Payet", reference: "Form teacher\nPhone: 2 600 700" }],
    meta: { language: "en" },
  });

  // Start over, then open the file: the new sections come back.
  await (await fileMenuItem(page, "Rekonmanse", "Fisye CV")).click();
  await page.getByRole("dialog").getByRole("button", { name: "Rekonmanse" }).click();
  await expect(page.getByLabel("Prenon")).toHaveValue("");
  const chooser = page.waitForEvent("filechooser");
  await (await fileMenuItem(page, "Ouver en fisye CV", "Fisye CV")).click();
  await (await chooser).setFiles({ name: saved.name, mimeType: "application/json", buffer: saved.bytes });
  await expect(page.getByLabel("Prenon")).toHaveValue("Aline");
  await tab(page, /^Leksperyans/).click();
  await expect(group(page, "Lang #2").getByLabel("Koman ou koz li")).toHaveValue("good");
  await expect(group(page, "Referans #1").getByLabel("Telefonn")).toHaveValue("2 600 700");
  await expect(group(page, "Aktivite #1").getByLabel("Sa ki ou ti fer")).toHaveValue("Team captain");
});

test("experience comes before education once the CV has some; the CV's language is chosen on the Preview and kept @one-width", async ({
  page,
}) => {
  await gotoHydrated(page, "/cv-builder");
  await fillCv(page, marie);
  await page.getByRole("button", { name: "Generate CV" }).click();
  const cv = page.getByRole("article", { name: "Marie-Claire Hoareau" });
  await expect(cv.getByRole("heading", { level: 4 })).toHaveText([
    "Professional Summary",
    "Experience",
    "Education",
    "Skills",
  ]);

  // The Preview's choice puts the CV in Kreol at once; the form's words stay English.
  await page.getByRole("group", { name: "Language of your CV" }).getByRole("radio", { name: "Kreol Seselwa" }).check();
  await expect(cv.getByRole("heading", { level: 4 })).toHaveText([
    "Rezime profesyonnel",
    "Leksperyans",
    "Ledikasyon",
    "Konpetans",
  ]);
  await expect(cv).toContainText("2015 – ozordi");
  await expect(cv).toHaveAttribute("lang", "crs");
  await expect(page.getByRole("button", { name: "Download as PDF" })).toBeVisible();

  // Without experience, education leads.
  await page.getByRole("button", { name: "Back to Edit" }).click();
  await page.getByRole("checkbox", { name: "I have no work experience yet" }).check();
  await expect(page.getByRole("radio", { name: "Kreol Seselwa" }).first()).toBeChecked();
  await page.getByRole("button", { name: "Generate CV" }).click();
  await expect(cv.getByRole("heading", { level: 4 })).toHaveText(["Rezime profesyonnel", "Ledikasyon", "Konpetans"]);

  // Remembered with the draft.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("koudmen.cv-builder.draft")))
    .toContain('"cvLanguage":"crs"');
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await tab(page, /Experience/).click();
  await expect(
    page.getByRole("group", { name: "Language of your CV" }).getByRole("radio", { name: "Kreol Seselwa" }),
  ).toBeChecked();
});

test("hints with an example show under the labels before typing and stay after; 'Before you start' says what to have ready", async ({
  page,
}) => {
  await gotoHydrated(page, "/cv-builder");
  await expect(page.getByText("Before you start, have to hand:", { exact: false })).toBeVisible();
  const email = page.getByLabel("Email");
  const hint = page.getByText("One you check often, for example aline.payet@gmail.com.");
  await expect(hint).toBeVisible();
  await expect(email).toHaveAccessibleDescription("One you check often, for example aline.payet@gmail.com.");
  await email.fill("aline@example.sc");
  await expect(hint).toBeVisible();
  // The summary's minimum is said before any error.
  await expect(page.getByLabel("Professional summary")).toHaveAccessibleDescription(/^At least 30 characters: /);
  await tab(page, "Education").click();
  await expect(group(page, "Education #1").getByText("The year you started, for example 2018.")).toBeVisible();

  // The 'CV file' menu: opened and closed from the keyboard, with no axe violation while open.
  const menu = page.getByRole("button", { name: "CV file", exact: true });
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("button", { name: "Save CV file" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Save CV file" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await expect(page.getByRole("button", { name: "Save CV file" })).toBeHidden();
});

test(
  "on a phone the first field is in view without scrolling, in English, French and Kreol",
  { tag: "@narrow" },
  async ({ page }) => {
    expect(isNarrow(page)).toBe(true);
    for (const [prefix, label] of [
      ["", "First name"],
      ["/fr", "Prénom"],
      ["/crs", "Prenon"],
    ] as const) {
      await gotoHydrated(page, `${prefix}/cv-builder`);
      const box = await page.getByLabel(label).boundingBox();
      const viewport = page.viewportSize()!;
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(box, `${prefix || "/"}: ${label}`).not.toBeNull();
      expect(box!.y + box!.height, `${prefix || "/"}: bottom of ${label}`).toBeLessThanOrEqual(viewport.height);
    }
  },
);

test("after 'Generate CV' online, the PDF, the Word file and the CV file are made offline, one toast each @one-width", async ({
  page,
  context,
  watch,
}) => {
  watch.allowConsoleError(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  await gotoHydrated(page, "/cv-builder");
  await fillCv(page, marie);
  // What the files need comes in the background once the CV is generated: the code and the fonts.
  const fetched = Promise.all(
    [
      /\/assets\/render-cv-pdf-[\w-]+\.js$/,
      /\/assets\/cv-export-[\w-]+\.js$/,
      /noto-sans-latin-700-normal-[\w-]+\.woff$/,
    ].map((url) => page.waitForResponse(url)),
  );
  await page.getByRole("button", { name: "Generate CV" }).click();
  await expect(page.getByRole("article", { name: "Marie-Claire Hoareau" })).toBeVisible();
  await fetched;
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);

  // Each press: its file, and one toast that says so (toasts stay 4 seconds: checked at once).
  const pdf = await download(page, () => page.getByRole("button", { name: "Download as PDF" }).click());
  await expect(page.getByText("Download Started")).toHaveCount(1);
  await expect(page.getByText(/needs a connection|could not be made/)).toHaveCount(0);
  const word = await download(page, () => page.getByRole("button", { name: "Download as Word" }).click());
  await expect(page.getByText("Word file ready")).toHaveCount(1);
  await expect(page.getByText(/needs a connection|could not be made/)).toHaveCount(0);
  const saved = await download(page, async () => (await fileMenuItem(page, "Save CV file")).click());
  await expect(page.getByText("CV file saved")).toHaveCount(1);
  await expect(page.getByText(/needs a connection|could not be made/)).toHaveCount(0);

  expect(pdf.name).toBe("Marie-Claire-Hoareau-CV.pdf");
  expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdfText(pdf.bytes)).toContain("Marie-Claire Hoareau");
  expect(word.name).toBe("Marie-Claire-Hoareau-CV.docx");
  expect(wordText(word.bytes).slice(0, 2)).toEqual([
    "Marie-Claire Hoareau",
    "marie-claire@example.sc  |  +248 2 512 345",
  ]);
  expect(JSON.parse(saved.bytes.toString("utf8")).basics.name).toBe("Marie-Claire Hoareau");
});
