// The new-jobs check as a visitor meets it: keeping a CV on the Job Matcher, then coming back to a
// site with one more listing. The main build is reused: the "site with one more listing" is its
// list of open listings and its match index, made by the build's own functions from content/ and
// one listing more (the labelled set's Front Office Agent), and served in place of the build's with
// Playwright's routing, for the pages and the service worker alike. A third build of the whole site
// would cost CI minutes for the same two files.
import type { BrowserContext, Page } from "@playwright/test";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse, stringify } from "yaml";
import { matchIndexAddress, matchIndexFile } from "../src/content/jobs/match-index.server";
import { openListings } from "../src/content/jobs/open-listings.server";
import { loadContent } from "../src/content/load-content.server";
import { expect } from "./fixtures";

export type Language = "en" | "fr" | "crs";
export const prefixOf = (language: Language) => (language === "en" ? "" : `/${language}`);

const REPO = path.resolve(import.meta.dirname, "..");
const SET = path.join(REPO, "tooling", "match-bench", "labelled-set");

/** A CV of the labelled set, by file name ("en-01-hotel-receptionist.pdf"). */
export const labelledCv = (name: string) => path.join(SET, "cvs", name);

/** The listing added: the labelled set's Front Office Agent, posted the day before the visit and still open. */
export const NEW_LISTING = { id: "job11", slug: "front-office-agent-port-glaud", posted: "2026-11-26" };
/** Its title in each language, as its files have it. */
export const NEW_TITLE: Record<Language, string> = {
  en: "Front Office Agent",
  fr: "Agent de réception",
  crs: "Azan resepsyon (front office)",
};

type Served = { lists: Record<Language, string>; index: { address: Record<Language, string>; source: string } };
let served: Served | undefined;

/** content/ with the new listing in it, read and checked by the build's loader; its list and index as the build writes them. */
export function siteWithOneMoreListing(): Served {
  if (served) return served;
  const dir = mkdtempSync(path.join(tmpdir(), "one-more-listing-"));
  try {
    cpSync(path.join(REPO, "content"), path.join(dir, "content"), { recursive: true });
    for (const suffix of ["", ".fr", ".crs"]) {
      const name = `job11-front-office-agent-port-glaud${suffix}.yaml`;
      const fields = parse(readFileSync(path.join(SET, "listings", name), "utf8")) as Record<string, unknown>;
      if (suffix === "") {
        fields.posted = NEW_LISTING.posted;
        delete fields.closes;
      }
      writeFileSync(path.join(dir, "content", "jobs", name), stringify(fields));
    }
    const { byLocale } = loadContent(path.join(dir, "content"));
    const everyLanguage = { en: byLocale.en.jobs, fr: byLocale.fr.jobs, crs: byLocale.crs.jobs };
    const languages = ["en", "fr", "crs"] as const;
    const address = (language: Language) => matchIndexAddress(everyLanguage, language);
    served = {
      lists: Object.fromEntries(
        languages.map((language) => [
          language,
          JSON.stringify(openListings(byLocale[language].jobs, "2026-11-27", address(language))),
        ]),
      ) as Record<Language, string>,
      index: {
        address: Object.fromEntries(languages.map((language) => [language, address(language)])) as Record<
          Language,
          string
        >,
        source: matchIndexFile(everyLanguage).source,
      },
    };
    return served;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** From now on the site has one more listing: its list and index are served in place of the build's. */
export async function serveOneMoreListing(context: BrowserContext): Promise<void> {
  const { lists, index } = siteWithOneMoreListing();
  for (const language of ["en", "fr", "crs"] as const) {
    await context.route(`**${prefixOf(language)}/jobs/open.json`, (route) =>
      route.fulfill({ contentType: "application/json", body: lists[language] }),
    );
    await context.route(`**${index.address[language]}`, (route) =>
      route.fulfill({ contentType: "application/json", body: index.source }),
    );
  }
}

/** The Job Matcher's words in each language, written out (a typo in a catalogue fails). */
export const WORDS = {
  en: {
    browse: "Browse Files",
    scan: "Find Matching Jobs",
    results: "Matching Jobs",
    keep: "Keep my CV on this phone",
    forget: "Forget my CV",
    kept: /^Your CV \(.+\) is kept on this phone since 20 November\./,
    note: "1 new job fits your CV since 20 November",
  },
  fr: {
    browse: "Parcourir les fichiers",
    scan: "Trouver des emplois correspondants",
    results: "Emplois correspondants",
    keep: "Garder mon CV sur ce téléphone",
    forget: "Oublier mon CV",
    kept: /^Votre CV \(.+\) est gardé sur ce téléphone depuis le 20\u00a0novembre\./,
    note: "1 nouvelle offre correspond à votre CV depuis le 20\u00a0novembre",
  },
  crs: {
    browse: "Rod fisye",
    scan: "Trouv bann travay ki koresponn",
    results: "Bann travay ki koresponn",
    keep: "Gard mon CV lo sa telefonn",
    forget: "Oubliy mon CV",
    kept: /^Ou CV \(.+\) i ganny gard lo sa telefonn depi 20 Novanm\./,
    note: "1 nouvo travay i konpatib avek ou CV depi 20 Novanm",
  },
} as const;

/** The day she keeps her CV, and the day she comes back, at 9:00 in Seychelles. */
export const KEEP_DAY = new Date("2026-11-20T09:00:00+04:00");
export const RETURN_DAY = new Date("2026-11-27T09:00:00+04:00");

/**
 * Chooses `cvFile` on the Job Matcher (the clock installed: the page's time flows, unless `pauseTime` pauses it) and
 * scans it to the results.
 */
export async function scanCv(page: Page, language: Language, cvFile: string, { pauseTime = false } = {}) {
  const words = WORDS[language];
  await page.goto(`${prefixOf(language)}/job-matcher`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: words.browse }).click();
  await (await chooser).setFiles(cvFile);
  // pauseTime: from the scan on, the page's time moves only when the test moves it (the toast's four seconds too). The
  // page's time flows until then, so a moment chosen ahead of it can be behind it by the time the pause is asked: again.
  if (pauseTime)
    await expect(async () => {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    }).toPass({ timeout: 10_000 });
  await page.getByRole("button", { name: words.scan }).click();
  // The scan's two seconds are the clock's; reading the file and fetching the matcher take real time.
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(page.getByRole("heading", { level: 2, name: words.results })).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 30_000 });
}

/** Moves the page's clock on until the note's code has run (it waits for the page to load and be idle). */
export async function letNoteCheck(page: Page) {
  await expect(async () => {
    await page.clock.runFor(200);
    await expect(page.locator("#new-jobs[data-new-jobs]")).toBeAttached({ timeout: 300 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Taps "Keep my CV on this phone" on the results and waits for what keeping starts to end: the
 * sentence that the CV is kept, and the Job Matcher's own check of the list, which keeping starts
 * (it remembers the listings open that day). Left running, that check could fetch the list after
 * serveOneMoreListing and count the new listing as seen on the day the CV was kept: then no note
 * comes a week later (a CI run under load, once).
 */
export async function keepCv(page: Page, language: Language) {
  await page.getByRole("button", { name: WORDS[language].keep }).click();
  // Keeping loads its code and writes the phone's storage: on a busy two-core machine that took
  // over the 5 s default once (CI, load 10), with the button still there and nothing wrong.
  await expect(page.getByText(WORDS[language].kept)).toBeVisible({ timeout: 15_000 });
  await letNoteCheck(page);
}
