// Runs after `react-router build`, once every page is prerendered (scripts/build.ts calls it
// through scripts/postbuild.mjs). Each step is a file in steps/ with its unit test beside it:
//  1. 404 copies beside the pages, for static hosts (not-found-copies);
//  2. one pass over each page, read once and written once: its critical CSS inlined (critical-css,
//     with beasties), then, on the parsed page, the full stylesheet deferred, the inlined copy rid
//     of the custom properties' registrations no rule of it reads (unread-properties), the scripts fetched
//     at low priority (script-priority), the inline scripts added (root-redirect, case-redirect,
//     and new-jobs-check, which loads the note of new jobs only when a CV is kept), and each page's
//     loader data moved out of its inline script into a data block, so the inline scripts are the
//     same on every page (route-data-blocks);
//  3. the security headers, with the hashes of the inline scripts the pages now carry
//     (security-headers), the static host's redirects (redirects), nginx's case redirects for every
//     page (nginx-canonical-map), the 404 page nginx sends for each folder (nginx-not-found-map) and
//     each language's web app manifest (web-manifests);
//  4. the service workers, which precache the pages as written (service-worker).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseHtml, serializeHtml } from "./html.ts";
import { pageFiles, pageUrls, siteOf, type BuiltPage } from "./site.ts";
import { localeOfUrl } from "../locales.mjs";
import { addCaseRedirect } from "./steps/case-redirect.ts";
import { addNewJobsCheck, newJobsEntryUrls } from "./steps/new-jobs-check.ts";
import { criticalCss, deferFullStylesheets } from "./steps/critical-css.ts";
import { writeNotFoundCopies } from "./steps/not-found-copies.ts";
import { writeRedirects } from "./steps/redirects.ts";
import { addRootRedirect } from "./steps/root-redirect.ts";
import { writeNginxCanonicalMap } from "./steps/nginx-canonical-map.ts";
import { writeNginxNotFoundMap } from "./steps/nginx-not-found-map.ts";
import { leanIconsHtml } from "./steps/lean-icons.ts";
import { moveRouteDataToBlocks } from "./steps/route-data-blocks.ts";
import { pruneInlinedProperties } from "./steps/unread-properties.ts";
import { lowerScriptPriority } from "./steps/script-priority.ts";
import { inlineScriptHashes, writeSecurityHeaders } from "./steps/security-headers.ts";
import { writeServiceWorkers } from "./steps/service-worker.ts";
import { writeWebManifests } from "./steps/web-manifests.ts";

export async function runPostbuild(buildDir = path.resolve(process.env.BUILD_DIR || "build")): Promise<void> {
  const site = siteOf(buildDir);
  const notFoundFolders = writeNotFoundCopies(site);

  const files = pageFiles(site);
  const known = pageUrls(files);
  const inlineCss = criticalCss(site.clientDir);
  const newJobsEntries = newJobsEntryUrls(site);
  const scriptHashes = new Set<string>();
  const pages: BuiltPage[] = [];
  for (const page of files) {
    const document = parseHtml(await inlineCss(leanIconsHtml(readFileSync(page.file, "utf8"))));
    deferFullStylesheets(document);
    pruneInlinedProperties(document);
    lowerScriptPriority(document);
    addRootRedirect(document, page.url);
    addCaseRedirect(document, page.url, known);
    addNewJobsCheck(document, newJobsEntries.get(localeOfUrl(page.url))!);
    moveRouteDataToBlocks(document);
    for (const hash of inlineScriptHashes(document)) scriptHashes.add(hash);
    const html = serializeHtml(document);
    writeFileSync(page.file, html);
    pages.push({ ...page, html });
  }

  writeSecurityHeaders(site, scriptHashes);
  writeRedirects(site, known);
  writeNginxCanonicalMap(site, known);
  writeNginxNotFoundMap(site, notFoundFolders);
  writeWebManifests(site);
  const workers = await writeServiceWorkers(site, pages);
  console.log(
    `postbuild: ${pages.length} pages in ${site.builtLocales.join(", ")}, CSP with ${scriptHashes.size} script hashes, service workers: ${workers.join("; ")}`,
  );
}
