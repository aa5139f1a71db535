// The few lines every page carries that load the note of new jobs that fit a kept CV
// (src/features/job-alerts/new-jobs-entry.tsx), only when a CV is kept on this phone, after the
// page has loaded and is idle, and never with Save-Data on. Inline in the HTML, not in the pages'
// scripts: the home page's first-load JavaScript has no room left (docs/performance.md), and a
// visitor with no kept CV (every one of them, until they choose to keep one) runs a localStorage
// read and nothing else. The entry's file name comes from the language's Vite manifest, in an attribute, so the
// lines are the same on every page: one script hash in the security policy.
import { readFileSync } from "node:fs";
import path from "node:path";
import { KEPT_CV_FLAG } from "../../../src/alerts/kept-cv.ts";
import { MANIFESTS_DIR } from "../../chunk-graph.mjs";
import { localePrefix } from "../../locales.mjs";
import { DomUtils } from "htmlparser2";
import { parseHtml, type HtmlDocument } from "../html.ts";
import type { Site } from "../site.ts";
import type { Locale } from "../../../src/i18n/locales.ts";

/** The entry's source, as the manifest names it (the Job Matcher's kept-CV control imports it, which makes it a chunk). */
export const NEW_JOBS_ENTRY = "src/features/job-alerts/new-jobs-entry.tsx";

/** The entry's address in each built language: "/assets/new-jobs-entry-<hash>.js", "/fr/assets/…". */
export function newJobsEntryUrls(site: Site): Map<Locale, string> {
  return new Map(
    site.builtLocales.map((locale) => {
      const manifest = JSON.parse(
        readFileSync(path.join(site.buildDir, MANIFESTS_DIR, `${locale}.json`), "utf8"),
      ) as Record<string, { file: string }>;
      const chunk = manifest[NEW_JOBS_ENTRY];
      if (!chunk) throw new Error(`The ${locale} build has no chunk for ${NEW_JOBS_ENTRY}: is it still imported?`);
      return [locale, `${localePrefix(locale)}/${chunk.file}`];
    }),
  );
}

/**
 * The lines: with the kept CV's flag and no Save-Data, once the page has loaded and the browser is
 * idle, import the entry named by the script's `data-src`. Not a literal import("…"): that would
 * read as part of the page's first load to the budgets and the service worker's precache
 * (tooling/first-load.mjs), which this is not.
 */
export const NEW_JOBS_CHECK_SCRIPT =
  `try{var s=document.currentScript.dataset.src;localStorage.getItem(${JSON.stringify(KEPT_CV_FLAG)})` +
  `&&!(navigator.connection&&navigator.connection.saveData)` +
  `&&addEventListener("load",function(){(window.requestIdleCallback||setTimeout)(function(){` +
  `import(s).catch(function(){})})})}catch(e){}`;

/** Adds the lines at the end of the page's body: they wait for the page's load anyway. */
export function addNewJobsCheck(document: HtmlDocument, entryUrl: string): void {
  const body = DomUtils.findOne((element) => element.name === "body", document.children);
  if (!body) throw new Error("The page has no <body> to put the new-jobs check in.");
  const script = DomUtils.findOne(
    (element) => element.name === "script",
    parseHtml(`<script data-src="${entryUrl}">${NEW_JOBS_CHECK_SCRIPT}</script>`).children,
  );
  DomUtils.appendChild(body, script!);
}
