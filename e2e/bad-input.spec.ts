import type { BrowserContext, Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { contentByLocale } from "./content";
import { type Cv, fillCv, marie, tab } from "./cv-form";
import { expect, expectNoAxeViolations, expectNotFoundLogs, gotoHydrated, test, type Watch } from "./fixtures";

/*
 * Every bad input we know of, in one table (issue 15): what a new user types, pastes, chooses or
 * does, the clear answer the site must give, and a check that nothing they typed was lost. The
 * cases that already held when the issue was filed are here too, so they stay that way. The PDF
 * cases read the downloaded file back with pdftotext and compare it letter for letter.
 */

type Context = { page: Page; context: BrowserContext; watch: Watch };

/**
 * Offline, the browser logs each fetch it could not make; that is the case under test, not a fault.
 * A page the service worker controls (from the first visit on) logs ERR_FAILED for a chunk it does
 * not precache (the PDF code, loaded on demand).
 */
const OFFLINE_FETCH = /^Failed to load resource: net::ERR_(?:INTERNET_DISCONNECTED|FAILED)/;
/**
 * The form's code, at any address: a browser that keeps a failed fetch is asked for it again as
 * "cv-resolver-….js?retry=1" (src/lib/import-once.ts), and without a connection that fails too.
 */
const FORM_CODE = /\/assets\/cv-resolver-[\w-]+\.js(?:\?.*)?$/;
type BadInput = {
  input: string;
  answer: string;
  /**
   * Its tags (playwright.config.ts): @one-width where what it checks (the words, what is kept, the
   * files, the status) is the same at any width, @smoke where nginx runs it too.
   */
  tags: string[];
  /**
   * A case that goes offline on a first visit, while the site's worker installs, keeps the worker;
   * the others run without it (the default, playwright.config.ts): none of them reads its answers,
   * and page.route() would not see them.
   */
  worker?: true;
  run: (context: Context) => Promise<void>;
};

const generate = (page: Page) => page.getByRole("button", { name: "Generate CV" });
const preview = (page: Page, name: string) => page.getByRole("article", { name });

/** The saved draft, as the browser holds it: what survives a reload or a closed tab. */
async function savedDraft(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem("koudmen.cv-builder.draft") ?? "");
}

async function expectKept(page: Page, ...values: string[]) {
  for (const value of values) await expect.poll(() => savedDraft(page)).toContain(JSON.stringify(value).slice(1, -1));
}

/** Generates the CV, downloads the PDF, and returns its text as pdftotext reads it, on one line. */
async function downloadPdfText(page: Page, name: string): Promise<string> {
  await generate(page).click();
  await expect(preview(page, name)).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download as PDF" }).click();
  const bytes = readFileSync((await (await downloading).path())!);
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
  return execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: bytes }).toString("utf8").replace(/\s+/g, " ");
}

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
}

/** Addresses a visitor types or pastes: a known page in another case redirects; anything else is the 404 page. */
type UrlRow =
  | { url: string; why: string; redirectsTo: string; h1: string | RegExp }
  | { url: string; why: string; notFound: string };

const longPath = `/jobs/${"very-long-segment-".repeat(280)}end`; // 5,000+ characters

/** "2025-04-15-annual-gala" → "2025-04-15-Annual-Gala": a letter after "/" or "-" in capitals. */
const mixedCase = (text: string) =>
  text.replace(/(^|[/-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());

// The first news item and job listing, whatever the content: their pages come from content/.
const news = { en: contentByLocale.en.news[0]!, fr: contentByLocale.fr.news[0]! };
const job = { en: contentByLocale.en.jobs[0]!, crs: contentByLocale.crs.jobs[0]! };

const urlRows: UrlRow[] = [
  { url: "/HELP", why: "a page in capitals", redirectsTo: "/help", h1: "Help Directory" },
  { url: "/Cv-Builder", why: "a page in title case", redirectsTo: "/cv-builder", h1: "CV Builder" },
  { url: "/News/", why: "another case and a trailing slash", redirectsTo: "/news", h1: "Foundation News" },
  { url: "/JOB-MATCHER", why: "a page in capitals", redirectsTo: "/job-matcher", h1: "Job Matcher" },
  { url: "/index.html", why: "the home page's file name", redirectsTo: "/", h1: /Welcome to the .*Foundation/ },
  { url: "/news/index.html", why: "a page's file name", redirectsTo: "/news", h1: "Foundation News" },
  {
    url: "/HELP?q=health&tab=government",
    why: "a search in a mistyped address",
    redirectsTo: "/help?q=health&tab=government",
    h1: "Help Directory",
  },
  {
    url: `/News/${mixedCase(news.en.slug)}`,
    why: "a news item's page in another case",
    redirectsTo: `/news/${news.en.slug}`,
    h1: news.en.title,
  },
  {
    url: `/JOBS/${job.en.slug.toUpperCase()}`,
    why: "a job's page in capitals",
    redirectsTo: `/jobs/${job.en.slug}`,
    h1: job.en.title,
  },
  {
    url: `/FR/News/${mixedCase(news.fr.slug)}/`,
    why: "a French news item's page in another case, with a trailing slash",
    redirectsTo: `/fr/news/${news.fr.slug}`,
    h1: news.fr.title,
  },
  {
    url: `/crs/Jobs/${mixedCase(job.crs.slug)}?from=whatsapp`,
    why: "a Kreol job's page in another case, shared with a query",
    redirectsTo: `/crs/jobs/${job.crs.slug}?from=whatsapp`,
    h1: job.crs.title,
  },
  { url: "/help/extra", why: "a path under a page", notFound: "/help/extra" },
  { url: "/News/No-Such-Story", why: "an unknown news item in another case", notFound: "/News/No-Such-Story" },
  { url: "/Helpdesk", why: "a near miss", notFound: "/Helpdesk" },
  { url: "/caf%C3%A9", why: "an escaped letter", notFound: "/café" },
  {
    url: longPath,
    why: "a 5,000-character path",
    // About 80 characters: its start, an ellipsis, its end.
    notFound: "/jobs/very-long-segment-very-long-segmen…very-long-segment-very-long-segment-end",
  },
];

const badInputs: BadInput[] = [
  // ── CV Builder: the cases ───────────────────────────────────────────────────────────
  {
    input: "'abcdefg' as a phone number",
    answer: "Phone number must be at least 7 digits.",
    tags: ["@one-width"],
    async run({ page }) {
      await gotoHydrated(page, "/cv-builder");
      await fillCv(page);
      await tab(page, "Personal").click();
      await page.getByLabel("Phone").fill("abcdefg");
      await tab(page, /Experience/).click();
      await generate(page).click();
      // The message names its field: the summary says it once (issue 35).
      await expect(page.getByRole("region", { name: /1 problem to fix/ }).getByRole("link")).toHaveText(
        "Phone number must be at least 7 digits.",
      );
      await tab(page, /Personal/).click();
      await expect(page.getByLabel("Phone")).toHaveAccessibleErrorMessage("Phone number must be at least 7 digits.");
      await expect(page.getByLabel("Phone")).toHaveValue("abcdefg");
      await expectKept(page, "abcdefg", "Marie-Claire");
    },
  },
  {
    input: "a phone number with 7 digits and letters: '2512345 ext 4'",
    answer: "Phone number can only contain digits, spaces and + - ( ) .",
    tags: ["@one-width"],
    async run({ page }) {
      await gotoHydrated(page, "/cv-builder");
      await fillCv(page);
      await tab(page, "Personal").click();
      await page.getByLabel("Phone").fill("2512345 ext 4");
      await page.getByRole("button", { name: "Next: Education" }).click();
      await page.getByRole("button", { name: "Next: Experience" }).click();
      await generate(page).click();
      await tab(page, /Personal/).click();
      await expect(page.getByLabel("Phone")).toHaveAccessibleErrorMessage(
        "Phone number can only contain digits, spaces and + - ( ) .",
      );
      await expectKept(page, "2512345 ext 4");
    },
  },
  {
    input: "a 10,000-character summary, pasted",
    answer: "Please keep this to 2,000 characters or fewer. (the counter: 10,000 / 2,000 characters)",
    tags: ["@one-width"],
    async run({ page }) {
      await gotoHydrated(page, "/cv-builder");
      await fillCv(page);
      await tab(page, "Personal").click();
      const summary = page.getByLabel("Professional summary");
      const long = "Reliable. ".repeat(1000).trim() + "!";
      await summary.fill(long);
      // Told at once, before any submit, and never cut.
      await expect(page.getByText("10,000 / 2,000 characters (8,000 too many)")).toBeVisible();
      await expect(page.getByText("Please keep this to 2,000 characters or fewer.")).toBeVisible();
      await expect(summary).toHaveValue(long);
      await tab(page, /Experience/).click();
      await generate(page).click();
      await expect(page.getByRole("region", { name: /1 problem to fix/ })).toContainText(
        "Professional summary: Please keep this to 2,000 characters or fewer.",
      );
      await expect(preview(page, "Marie-Claire Hoareau")).toHaveCount(0);
      await expectKept(page, long);
    },
  },
  {
    input: "a summary near its limit (1,950 characters)",
    answer: "1,950 / 2,000 characters",
    tags: ["@one-width"],
    async run({ page }) {
      await gotoHydrated(page, "/cv-builder");
      const summary = page.getByLabel("Professional summary");
      await summary.fill("x".repeat(1950));
      // After the field's hint, which says the 30-character minimum before any error.
      await expect(summary).toHaveAccessibleDescription(/^At least 30 characters: .* 1,950 \/ 2,000 characters$/);
      await summary.fill("x".repeat(100));
      await expect(page.getByText(/ \/ 2,000 characters/)).toHaveCount(0);
    },
  },
  {
    input: "a 61-character first name",
    answer: "Please keep this to 60 characters or fewer.",
    tags: ["@one-width"],
    async run({ page }) {
      await gotoHydrated(page, "/cv-builder");
      const first = page.getByLabel("First name");
      await first.fill("M".repeat(61));
      await expect(first).toHaveAccessibleDescription(
        "Please keep this to 60 characters or fewer. 61 / 60 characters (1 too many)",
      );
      await expectKept(page, "M".repeat(61));
    },
  },
  {
    input: "a 21st skill",
    answer: "You can add up to 20 skills. (beside the disabled 'Add Another Skill')",
    tags: ["@one-width"],
    async run({ page }) {
      await gotoHydrated(page, "/cv-builder");
      await tab(page, /Experience/).click();
      const add = page.getByRole("button", { name: "Add Another Skill" });
      for (let count = 1; count < 20; count++) await add.click();
      await expect(page.getByRole("textbox", { name: /^Skill #\d+$/ })).toHaveCount(20);
      await expect(add).toBeDisabled();
      await expect(add).toHaveAccessibleDescription("You can add up to 20 skills.");
      await expect(page.getByText("You can add up to 20 skills.")).toBeVisible();
      await page.getByRole("button", { name: "Remove Skill #20" }).click();
      await expect(add).toBeEnabled();
    },
  },
  {
    input: "the connection drops after typing, on a first visit, then 'Generate CV'",
    answer: "the CV is generated from code fetched while typing: 'CV Generated'",
    tags: ["@one-width"],
    worker: true,
    async run({ page, context, watch }) {
      watch.allowConsoleError(OFFLINE_FETCH);
      await gotoHydrated(page, "/cv-builder");
      await fillCv(page);
      await expectKept(page, "Customer service");
      await context.setOffline(true);
      await generate(page).click();
      await expect(preview(page, "Marie-Claire Hoareau")).toBeVisible();
      await expect(page.getByText("CV Generated")).toBeVisible();
    },
  },
  {
    input: "'Generate CV' when the form's code could not be fetched at all",
    answer: "a message that names the connection and says the CV is kept on this device",
    tags: ["@one-width"],
    async run({ page, watch }) {
      watch.allowConsoleError(OFFLINE_FETCH);
      await page.route(FORM_CODE, (route) => route.abort("internetdisconnected"));
      await gotoHydrated(page, "/cv-builder");
      await fillCv(page);
      await generate(page).click();
      const message = page.getByRole("alert").filter({ hasText: "internet connection" });
      await expect(message).toContainText("Everything you typed is kept on this device.");
      await expect(message).toContainText("Press Generate CV again when you are back online.");
      await expect(page.getByRole("textbox", { name: "Skill #1", exact: true })).toHaveValue("Customer service");
      await expectKept(page, "Customer service", "Marie-Claire");
      // Back online, the same button works.
      await page.unroute(FORM_CODE);
      await generate(page).click();
      await expect(preview(page, "Marie-Claire Hoareau")).toBeVisible();
      await expect(message).toHaveCount(0);
    },
  },
  {
    input: "'Łukasz Đặng', French 'œ', Greek and Cyrillic in the PDF",
    answer: "the PDF has every letter as typed",
    tags: ["@one-width"],
    async run({ page }) {
      await gotoHydrated(page, "/cv-builder");
      const cv: Cv = {
        first: "Łukasz",
        last: "Đặng",
        address: "Cœur de Mahé, Ελλάδα, Київ",
        summary: "Œuvre de ma sœur. Γεια σου κόσμε. Привет, мир. Tiếng Việt: ặ ẫ ự ổ. Zażółć gęślą jaźń.",
        skill: "Русский язык",
      };
      await fillCv(page, cv);
      const text = await downloadPdfText(page, "Łukasz Đặng");
      for (const typed of ["Łukasz Đặng", cv.address, cv.summary, cv.skill]) expect(text).toContain(typed);
      expect(text).not.toContain("?");
      await expect(page.getByText("can't be shown in the PDF")).toHaveCount(0);
    },
  },
  {
    input: "Arabic, Chinese, Devanagari and emoji in the CV",
    answer: "These characters can't be shown in the PDF: … use 'Download as Word' (and the PDF is still made)",
    tags: ["@one-width"],
    async run({ page }) {
      await gotoHydrated(page, "/cv-builder");
      await fillCv(page, { ...marie, summary: "I love the sea 🌊 and speak عربي, 中文 and हिन्दी as well as English." });
      const text = await downloadPdfText(page, "Marie-Claire Hoareau");
      expect(text).toContain("I love the sea and speak , and as well as English.");
      const notice = page.getByRole("status").filter({ hasText: "can't be shown in the PDF" });
      for (const char of ["🌊", "ع", "ي", "中", "文", "ह"]) await expect(notice).toContainText(char);
      await expect(notice).toContainText("'Download as Word'");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    },
  },
  {
    input: "a 300-character URL and 60-letter words, on a 375 px phone",
    answer:
      "they wrap: no sideways scrolling in the form, the error summary or the preview; the PDF keeps every letter",
    // It sets a phone's width itself: the desktop project would run it at 375 px again.
    tags: ["@narrow"],
    async run({ page }) {
      await page.setViewportSize({ width: 375, height: 800 });
      await gotoHydrated(page, "/cv-builder");
      const url = `https://example.sc/${"portfolio".repeat(31)}`.slice(0, 300);
      const word = "W".repeat(60);
      await fillCv(page, { ...marie, first: word, last: "Hoareau", summary: `My work: ${url}`, skill: word });
      await tab(page, "Personal").click();
      await page.getByLabel("Email").fill(`${"e".repeat(300)}@example.sc`);
      await tab(page, /Experience/).click();
      await generate(page).click();
      await expect(page.getByRole("region", { name: /problem to fix/ })).toBeVisible();
      await expectNoSideways(page);
      await tab(page, "Personal").click();
      await page.getByLabel("Email").fill("marie@example.sc");
      await tab(page, /Experience/).click();
      const text = await downloadPdfText(page, `${word} Hoareau`);
      await expectNoSideways(page);
      expect(text).toContain(url);
    },
  },
  // ── CV Builder: cases that held when the issue was filed ───────────────────────────────────
  {
    input: "markup in a field: <img onerror> and <script>",
    answer: "shown as text, never run",
    tags: ["@one-width"],
    async run({ page }) {
      await gotoHydrated(page, "/cv-builder");
      const payload = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;
      await fillCv(page, { ...marie, address: payload });
      const text = await downloadPdfText(page, "Marie-Claire Hoareau");
      await expect(preview(page, "Marie-Claire Hoareau")).toContainText(payload);
      await expect(preview(page, "Marie-Claire Hoareau").locator("img")).toHaveCount(0);
      expect(text).toContain(payload);
    },
  },
  {
    input: "a damaged draft and CV in storage",
    answer: "Your saved CV could not be restored",
    tags: ["@one-width"],
    async run({ page }) {
      await page.addInitScript(() => {
        if (sessionStorage.getItem("seeded")) return;
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem("koudmen.cv-builder.draft", "{not json");
        localStorage.setItem("koudmen.cv-builder.cv", JSON.stringify({ firstName: "Old shape" }));
      });
      await gotoHydrated(page, "/cv-builder");
      await expect(page.getByText("Your saved CV could not be restored")).toHaveCount(1);
      await page.getByLabel("First name").fill("Marie");
      await expectKept(page, "Marie");
    },
  },
  {
    input: "storage blocked or full",
    answer: "Your CV is not being saved (once), and the form still works",
    tags: ["@one-width"],
    async run({ page }) {
      await page.addInitScript(() => {
        Storage.prototype.setItem = () => {
          throw new DOMException("Quota exceeded", "QuotaExceededError");
        };
      });
      await gotoHydrated(page, "/cv-builder");
      await fillCv(page);
      await expect(page.getByText("Your CV is not being saved")).toHaveCount(1);
      await generate(page).click();
      await expect(preview(page, "Marie-Claire Hoareau")).toBeVisible();
      await expect(page.getByText("Your CV is not being saved")).toHaveCount(1);
    },
  },
  {
    input: "a double click on 'Generate CV'",
    answer: "one CV, one 'CV Generated'",
    tags: ["@one-width"],
    async run({ page }) {
      await gotoHydrated(page, "/cv-builder");
      await fillCv(page);
      await generate(page).dblclick();
      await expect(preview(page, "Marie-Claire Hoareau")).toHaveCount(1);
      await expect(page.getByText("CV Generated")).toHaveCount(1);
    },
  },
  // ── Job Matcher: files (held when the issue was filed) ─────────────────────────────────────
  ...[
    {
      file: { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.alloc(2000, 0x25) },
      message: "This file can't be used. Choose a PDF or Word file: .pdf, .doc or .docx.",
    },
    {
      file: { name: "empty-cv.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(0) },
      message: "This file is empty (0 bytes). Choose the file your CV is saved in.",
    },
    {
      file: { name: "huge-cv.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(11 * 1024 * 1024, 0x25) },
      message: "This file is larger than 10 MB. Choose a CV file of 10 MB or less.",
    },
  ].map(({ file, message }): BadInput => ({
    input: `the file ${file.name} (${file.buffer.length} bytes) in the Job Matcher`,
    answer: message,
    tags: ["@one-width"],
    async run({ page }) {
      await gotoHydrated(page, "/job-matcher");
      const upload = page.getByRole("region", { name: "Upload your CV" });
      const chooser = page.waitForEvent("filechooser");
      await page.getByRole("button", { name: "Browse Files" }).click();
      await (await chooser).setFiles(file);
      await expect(upload.getByRole("alert")).toHaveText(message);
      await expect(page.getByRole("button", { name: "Find Matching Jobs" })).toBeDisabled();
    },
  })),
  // ── Mistyped addresses: tagged @smoke, so they run against nginx with deploy/nginx.conf too ──
  ...urlRows.map((row): BadInput => {
    const label = row.url.length > 40 ? `${row.url.slice(0, 40)}…` : row.url;
    if ("redirectsTo" in row) {
      return {
        input: `${label} (${row.why})`,
        answer: `a 301 redirect to ${row.redirectsTo}`,
        tags: ["@smoke", "@one-width"],
        async run({ page }) {
          const response = await gotoHydrated(page, row.url);
          expect(response?.status()).toBe(200);
          const redirect = await response!.request().redirectedFrom()?.response();
          expect(redirect?.status()).toBe(301);
          expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(row.redirectsTo);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(row.h1);
        },
      };
    }
    return {
      input: `${label} (${row.why})`,
      answer: "the 404 page on both sides",
      // At both widths: no sideways scrolling, and the way home in view.
      tags: ["@smoke"],
      async run({ page, watch }) {
        expectNotFoundLogs(watch);
        const response = await gotoHydrated(page, row.url);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
        const shown = page.getByRole("main").locator("code");
        await expect(shown).toHaveText(row.notFound);
        expect(Array.from(row.notFound).length).toBeLessThanOrEqual(80);
        // The console keeps the whole path, however long.
        if (row.url.length > 200) {
          await expect
            .poll(() => watch.consoleErrors)
            .toContainEqual(`404 Error: User attempted to access non-existent route: ${row.url}`);
        }
        await expectNoSideways(page);
        await expect(page.getByRole("link", { name: "Return to Homepage" })).toBeInViewport();
      },
    };
  }),
];

// Most rows fill a whole CV first: give them room on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

for (const { input, answer, tags, worker, run } of badInputs) {
  test.describe(() => {
    // A row that goes offline on a first visit keeps the worker (playwright.config.ts blocks it by default).
    test.use({ serviceWorkers: worker ? "allow" : "block" });
    test(`${input} → ${answer}`, { tag: tags }, async ({ page, context, watch }) => {
      await run({ page, context, watch });
    });
  });
}

test.describe(() => {
  // page.route() (the form code that cannot be fetched) does not see what a service worker answers.
  test.use({ serviceWorkers: "block" });
  test("the new answers have no axe violations: counter, limit message, full list, offline message, PDF notice", async ({
    page,
    watch,
  }) => {
    test.setTimeout(120_000);
    watch.allowConsoleError(OFFLINE_FETCH);
    await page.route(FORM_CODE, (route) => route.abort("internetdisconnected"));
    await gotoHydrated(page, "/cv-builder");
    await fillCv(page, { ...marie, summary: "I love the sea 🌊 and speak 中文 with my family every day." });
    await tab(page, "Personal").click();
    await page.getByLabel("Address").fill("A".repeat(210));
    await page.getByLabel("First name").fill("M".repeat(58));
    await expectNoAxeViolations(page);
    await tab(page, /Experience/).click();
    for (let count = 1; count < 20; count++) await page.getByRole("button", { name: "Add Another Skill" }).click();
    await generate(page).click();
    await expect(page.getByRole("alert").filter({ hasText: "internet connection" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.unroute(FORM_CODE);
    for (let count = 20; count > 1; count--) await page.getByRole("button", { name: `Remove Skill #${count}` }).click();
    await tab(page, "Personal").click();
    await page.getByLabel("Address").fill(marie.address);
    await page.getByLabel("First name").fill(marie.first);
    await tab(page, /Experience/).click();
    await generate(page).click();
    await expect(page.getByText("can't be shown in the PDF")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
