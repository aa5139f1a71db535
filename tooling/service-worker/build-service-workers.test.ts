import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildServiceWorkers } from "./build-service-workers";

// Each worker, and the engine they import, is a Vite build of its own: a few seconds each, a minute on a loaded machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/** A page that loads one script and one stylesheet up front. */
const pageHtml = (title: string, script: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>${title}</title><link rel="stylesheet" href="/assets/site.css"/><link rel="modulepreload" href="${script}"/></head><body></body></html>`;

let dir: string;
let stats: string[];
const worker = (file: string) => readFileSync(path.join(dir, file), "utf8");

/** A string literal in the minified bundle, in any of the three quotes. */
const quoted = (text: string) => `["'\`]${text.replaceAll("/", "\\/")}["'\`]`;

/** The precache list injectManifest wrote into a worker, as { url: revision }. */
function precache(source: string): Record<string, string | null> {
  const entries = [...source.matchAll(/\{"revision":("[0-9a-f]+"|null),"url":"([^"]+)"\}/g)];
  return Object.fromEntries(entries.map(([, revision, url]) => [url, JSON.parse(revision!)]));
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "koudmen-sw-build-"));
  const file = (name: string, body = "x") => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  };
  for (const name of [
    "favicon.svg",
    "manifest.webmanifest",
    "fr/manifest.webmanifest",
    "images/logo.svg",
    "images/news/photo-abc-640.webp",
    "icons/icon-192.png",
    "contacts/helpline.vcf",
    "assets/site.css",
    "assets/home-A.js",
    "fr/assets/home-B.js",
    "fr/assets/help-C.js",
  ]) {
    file(name);
  }
  // The pages' data (React Router's .data files), for the pages whose routes have loaders.
  file("_root.data", "[home]");
  file("fr/_root.data", "[accueil]");
  file("news/404.data", "");
  file("sitemap.xml.data", "[sitemap]");
  stats = await buildServiceWorkers({
    clientDir: dir,
    builtLocales: ["en", "fr"],
    pages: [
      { url: "/", relative: "index.html", html: pageHtml("Home", "/assets/home-A.js") },
      { url: "/404", relative: "404/index.html", html: pageHtml("Not found", "/assets/home-A.js") },
      { url: "/404.html", relative: "404.html", html: pageHtml("Not found", "/assets/home-A.js") },
      { url: "/news/404", relative: "news/404/index.html", html: pageHtml("No such item", "/assets/home-A.js") },
      { url: "/news/404.html", relative: "news/404.html", html: pageHtml("No such item", "/assets/home-A.js") },
      { url: "/fr", relative: "fr/index.html", html: pageHtml("Accueil", "/fr/assets/home-B.js") },
      { url: "/fr/help", relative: "fr/help/index.html", html: pageHtml("Aide", "/fr/assets/help-C.js") },
    ],
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("buildServiceWorkers", () => {
  it("writes one worker per language and a line of figures for each, and for the engine they share", () => {
    expect(stats).toEqual([
      expect.stringMatching(/^sw\.js 11 files \(\d+\.\d KiB\), itself \d+\.\d KiB gzip$/),
      expect.stringMatching(/^sw-fr\.js 11 files \(\d+\.\d KiB\), itself \d+\.\d KiB gzip$/),
      expect.stringMatching(
        /^assets\/sw-new-jobs-[0-9a-f]{10}\.js \(the daily check's engine, imported by each\) \d+\.\d KiB gzip$/,
      ),
    ]);
  });

  it("gives the daily check's engine a file of its own, named by its bytes, which every worker imports", () => {
    const matcher = /^assets\/(sw-new-jobs-[0-9a-f]{10}\.js)/.exec(stats[2]!)![1]!;
    expect(readFileSync(path.join(dir, "assets", matcher), "utf8")).toContain("koudmenNewJobsMatcher");
    for (const file of ["sw.js", "sw-fr.js"]) {
      expect(worker(file)).toContain("importScripts(");
      expect(worker(file)).toMatch(new RegExp(quoted(`/assets/${matcher}`)));
      // Not bundled in: the workers carry no matching engine of their own.
      expect(worker(file)).not.toContain("koudmenNewJobsMatcher=");
    }
  });

  it("precaches the language's pages by clean URL, their data, what they load, and the shared files, but no news photo", () => {
    const english = precache(worker("sw.js"));
    expect(Object.keys(english).toSorted()).toEqual([
      "/",
      "/404",
      "/_root.data",
      "/assets/home-A.js",
      "/assets/site.css",
      "/news/404",
      "contacts/helpline.vcf",
      "favicon.svg",
      "icons/icon-192.png",
      "images/logo.svg",
      "manifest.webmanifest",
    ]);
    expect(Object.keys(precache(worker("sw-fr.js"))).toSorted()).toEqual([
      "/assets/site.css",
      "/fr",
      "/fr/_root.data",
      "/fr/assets/help-C.js",
      "/fr/assets/home-B.js",
      "/fr/help",
      "contacts/helpline.vcf",
      "favicon.svg",
      "fr/manifest.webmanifest",
      "icons/icon-192.png",
      "images/logo.svg",
    ]);
    // A page's revision follows its HTML; a hashed asset needs none.
    expect(english["/"]).toMatch(/^[0-9a-f]{32}$/);
    expect(english["/"]).not.toBe(english["/404"]);
    expect(english["/assets/home-A.js"]).toBeNull();
    // A page's data changes with its content: its revision follows its bytes.
    expect(english["/_root.data"]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("builds each language's worker with its own values", () => {
    const english = worker("sw.js");
    const french = worker("sw-fr.js");
    expect(english).toMatch(new RegExp(`notFoundUrls:\\[${quoted("/404")},${quoted("/news/404")}\\]`));
    expect(english).toMatch(new RegExp(`otherPrefixes:\\[${quoted("/fr")}\\]`));
    expect(english).toMatch(new RegExp(`lazyAssetsCache:${quoted("lazy-assets")}`));
    expect(french).toMatch(new RegExp(`notFoundUrls:\\[\\]`));
    expect(french).toMatch(new RegExp(`otherPrefixes:\\[\\]`));
    expect(french).toMatch(new RegExp(`lazyAssetsCache:${quoted("lazy-assets-fr")}`));
    for (const source of [english, french]) {
      expect(source).toMatch(new RegExp(`newsPhotosDir:${quoted("images/news")}`));
      expect(source).not.toContain("__SW_LANGUAGE__");
      expect(source).not.toContain("self.__WB_MANIFEST");
      // The reload prompt's message, the daily check's, and no development logging.
      expect(source).toContain("SKIP_WAITING");
      expect(source).toMatch(/periodicsync/);
      expect(source).not.toMatch(/sourceMappingURL|process\.env/);
    }
  });
});
