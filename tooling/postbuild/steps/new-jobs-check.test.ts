import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { fixturePage, fixtureSite, transform } from "../fixture.ts";
import { firstLoadAssets } from "../../first-load.mjs";
import { addNewJobsCheck, NEW_JOBS_CHECK_SCRIPT, NEW_JOBS_ENTRY, newJobsEntryUrls } from "./new-jobs-check.ts";

it("finds each language's entry of the note in its Vite manifest", () => {
  const site = fixtureSite({}, ["en", "fr"]);
  mkdirSync(path.join(site.buildDir, "vite-manifests"));
  for (const [locale, file] of [
    ["en", "assets/new-jobs-entry-A1.js"],
    ["fr", "assets/new-jobs-entry-B2.js"],
  ])
    writeFileSync(
      path.join(site.buildDir, "vite-manifests", `${locale}.json`),
      JSON.stringify({ [NEW_JOBS_ENTRY]: { file }, "src/app/root.tsx": { file: "assets/root-C.js" } }),
    );
  expect(Object.fromEntries(newJobsEntryUrls(site))).toEqual({
    en: "/assets/new-jobs-entry-A1.js",
    fr: "/fr/assets/new-jobs-entry-B2.js",
  });
});

it("adds the lines at the end of the body: nothing is fetched without a kept CV, nor before the page is idle", () => {
  const out = transform(fixturePage(), (document) => addNewJobsCheck(document, "/fr/assets/new-jobs-entry-B2.js"));
  expect(out).toContain(
    `</main><script data-src="/fr/assets/new-jobs-entry-B2.js">${NEW_JOBS_CHECK_SCRIPT}</script></body>`,
  );
  expect(NEW_JOBS_CHECK_SCRIPT).toContain('localStorage.getItem("koudmen.job-alerts.kept")');
  // Not part of the page's first load: neither the budgets nor the precache count it.
  expect(firstLoadAssets(out).scripts).toEqual([]);
});

/** The lines as the build writes them, run with the browser's parts stood in for. */
function run(kept: boolean, saveData: boolean) {
  const imported: string[] = [];
  const listeners: Record<string, () => void> = {};
  const idle: (() => void)[] = [];
  const window = {
    requestIdleCallback: (callback: () => void) => idle.push(callback),
  };
  new Function(
    "document",
    "localStorage",
    "navigator",
    "addEventListener",
    "window",
    "setTimeout",
    "__import",
    NEW_JOBS_CHECK_SCRIPT.replace("import(", "__import("),
  )(
    { currentScript: { dataset: { src: "/x.js" } } },
    { getItem: () => (kept ? "{}" : null) },
    { connection: { saveData } },
    (type: string, listener: () => void) => (listeners[type] = listener),
    window,
    () => {
      throw new Error("requestIdleCallback is there");
    },
    (url: string) => {
      imported.push(url);
      return Promise.resolve();
    },
  );
  listeners.load?.();
  const before = [...imported];
  for (const callback of idle) callback();
  return { before, after: imported };
}

it("runs as the browser would: the import waits for the flag, no Save-Data, the load event and an idle moment", () => {
  expect(run(false, false)).toEqual({ before: [], after: [] });
  expect(run(true, true)).toEqual({ before: [], after: [] });
  expect(run(true, false)).toEqual({ before: [], after: ["/x.js"] });
});
