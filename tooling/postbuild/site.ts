// What every postbuild step knows about the build: where it is, which languages it holds, and its
// pages (one per prerendered HTML file, the editor's folder excepted).
import type { Locale } from "../../src/i18n/locales.ts";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { localePrefix, locales } from "../locales.mjs";
import { ADMIN_PREFIX } from "../security-headers.ts";

export interface Site {
  buildDir: string;
  clientDir: string;
  /** The editor's folder (admin/vite.config.ts): not a public page, never in a worker's precache. */
  adminDir: string;
  /** The languages this build holds: English at the root, the others where scripts/build.ts put them. */
  builtLocales: Locale[];
}

export interface PageFile {
  /** The file's absolute path. */
  file: string;
  /** Its path under build/client, with "/": "news/index.html", "404.html". */
  relative: string;
  /** The URL it is served at: "/", "/news", "/404.html". */
  url: string;
}

/** A page once the page pass has written it: its final HTML. */
export interface BuiltPage extends PageFile {
  html: string;
}

export function siteOf(buildDir: string): Site {
  const clientDir = path.join(buildDir, "client");
  if (!existsSync(clientDir)) throw new Error(`No build at ${clientDir}: run react-router build first.`);
  return {
    buildDir,
    clientDir,
    adminDir: path.join(clientDir, ADMIN_PREFIX.slice(1, -1)),
    builtLocales: locales.filter((locale) => existsSync(path.join(clientDir, localePrefix(locale).slice(1), "404"))),
  };
}

/** "news/index.html" is served as /news; "404.html" is the static hosts' copy of /404. */
export function pageUrl(relative: string): string {
  return relative === "index.html" ? "/" : `/${relative.replace(/\/index\.html$/, "")}`;
}

/** Every HTML page of the build, outside the editor's folder. */
export function pageFiles(site: Site, dir = site.clientDir): PageFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === site.adminDir ? [] : pageFiles(site, file);
    if (!entry.name.endsWith(".html")) return [];
    const relative = path.relative(site.clientDir, file).split(path.sep).join("/");
    return [{ file, relative, url: pageUrl(relative) }];
  });
}

/** The URLs of the real pages (index.html files), which the redirects may lead to. */
export const pageUrls = (pages: readonly PageFile[]): string[] =>
  pages.filter((page) => page.relative.endsWith("index.html")).map((page) => page.url);
