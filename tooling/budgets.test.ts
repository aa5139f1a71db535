import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkBudgets, precachedUrls } from "./budgets.mjs";

const pageHtml = (script: string) =>
  `<!doctype html><html><head><link rel="stylesheet" href="/assets/site.css"><link rel="modulepreload" href="/assets/${script}"></head><body><script type="module">import "/assets/${script}";</script></body></html>`;

/** A page padded with random bytes as base64, which barely compress (gzip wins back the 4:3). */
const padded = (bytes: number) =>
  pageHtml("news.js").replace("</body>", `<!--${randomBytes(bytes).toString("base64")}--></body>`);

/** A fake build: pages that load scripts of the given sizes (random bytes, so gzip cannot shrink them). */
function fixtureBuild(options: { homeKiB: number; newsKiB: number; cssKiB: number; precache: string[] }) {
  const dir = mkdtempSync(path.join(tmpdir(), "budget-fixture-"));
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, "news"));
  const file = (name: string, kib: number) => writeFileSync(path.join(dir, "assets", name), randomBytes(kib * 1024));
  file("home.js", options.homeKiB);
  file("news.js", options.newsKiB);
  file("lazy-pdf.js", 300);
  file("site.css", options.cssKiB);
  writeFileSync(path.join(dir, "index.html"), pageHtml("home.js"));
  writeFileSync(path.join(dir, "news", "index.html"), pageHtml("news.js"));
  const entries = options.precache.map((url) => `{url:"${url}",revision:null}`).join(",");
  writeFileSync(path.join(dir, "sw.js"), `e.precacheAndRoute([${entries},{url:"/news",revision:"abc"}],{})`);
  return dir;
}

describe("checkBudgets", () => {
  it("passes a build within every budget", () => {
    const dir = fixtureBuild({
      homeKiB: 100,
      newsKiB: 140,
      cssKiB: 10,
      precache: ["/assets/home.js", "/assets/news.js"],
    });
    const { pages, problems } = checkBudgets(dir);
    expect(problems).toEqual([]);
    expect(pages.map((page) => page.route)).toEqual(["/", "/news"]);
    expect(pages[0]!.jsGzipKiB).toBeGreaterThan(99);
  });

  it("fails a home page over 115 KiB, a page over 150 KiB, CSS over 15 KiB and a precached lazy chunk", () => {
    const dir = fixtureBuild({
      homeKiB: 116,
      newsKiB: 151,
      cssKiB: 16,
      precache: ["/assets/home.js", "/assets/lazy-pdf.js"],
    });
    const { problems } = checkBudgets(dir);
    expect(problems).toEqual([
      expect.stringMatching(/^\/ loads 11\d\.\d KiB of JavaScript \(gzip\), over 115 KiB\.$/),
      expect.stringMatching(/^\/ loads 16\.\d KiB of CSS \(gzip\), over 15 KiB\.$/),
      expect.stringMatching(/^\/news loads 15\d\.\d KiB of JavaScript \(gzip\), over 150 KiB\.$/),
      expect.stringMatching(/^\/news loads 16\.\d KiB of CSS/),
      "/assets/lazy-pdf.js is precached, but it is loaded only on demand: it is cached on first use instead.",
    ]);
  });

  it("fails a page whose HTML is over 14 KiB gzip, and passes one just under", () => {
    const dir = fixtureBuild({ homeKiB: 1, newsKiB: 1, cssKiB: 1, precache: [] });
    writeFileSync(path.join(dir, "news", "index.html"), padded(15 * 1024));
    writeFileSync(path.join(dir, "index.html"), padded(13 * 1024));
    const { pages, problems } = checkBudgets(dir);
    expect(pages[0]!.htmlGzipKiB).toBeGreaterThan(13);
    expect(pages[0]!.htmlGzipKiB).toBeLessThan(14);
    expect(problems).toEqual([
      expect.stringMatching(
        /^\/news is 15\.\d KiB of HTML \(gzip\), over 14 KiB: its first paint needs a second round trip\.$/,
      ),
    ]);
  });

  it("fails a build with no service worker", () => {
    const dir = fixtureBuild({ homeKiB: 1, newsKiB: 1, cssKiB: 1, precache: [] });
    rmSync(path.join(dir, "sw.js"));
    expect(checkBudgets(dir).problems).toEqual(["No service worker (sw.js) in the build."]);
  });
});

/** The editor's folder in a fake build, with a script far over any page budget. */
function editor(dir: string) {
  mkdirSync(path.join(dir, "admin", "assets"), { recursive: true });
  writeFileSync(path.join(dir, "admin", "index.html"), pageHtml("../admin/assets/cms.js"));
  writeFileSync(path.join(dir, "admin", "assets", "cms.js"), randomBytes(900 * 1024));
}

describe("the editor at /admin", () => {
  it("is not a public page: its 900 KiB script counts against no budget", () => {
    const dir = fixtureBuild({ homeKiB: 1, newsKiB: 1, cssKiB: 1, precache: [] });
    editor(dir);
    const { pages, problems } = checkBudgets(dir);
    expect(problems).toEqual([]);
    expect(pages.map((page) => page.route)).toEqual(["/", "/news"]);
  });

  it("fails a public page that links to it or a service worker that precaches it", () => {
    const dir = fixtureBuild({ homeKiB: 1, newsKiB: 1, cssKiB: 1, precache: ["/admin/index.html"] });
    editor(dir);
    writeFileSync(
      path.join(dir, "news", "index.html"),
      pageHtml("news.js").replace("</body>", '<a href="/admin/">Edit</a></body>'),
    );
    expect(checkBudgets(dir).problems).toEqual([
      "/news refers to /admin/: no public page may link to or load the editor.",
      "sw.js refers to /admin/: the editor must never be precached or routed by a public worker.",
    ]);
  });

  it("fails a public page whose script preloads it", () => {
    const dir = fixtureBuild({ homeKiB: 1, newsKiB: 1, cssKiB: 1, precache: [] });
    writeFileSync(path.join(dir, "assets", "home.js"), 'fetch("/admin/config.yml")');
    expect(checkBudgets(dir).problems).toEqual(["/ refers to /admin/: no public page may link to or load the editor."]);
  });
});

describe("precachedUrls", () => {
  it("reads the URLs of a minified Workbox precache list", () => {
    expect(precachedUrls(`x.precacheAndRoute([{url:"/",revision:"1"},{url: "/assets/a.js",revision:null}])`)).toEqual([
      "/",
      "/assets/a.js",
    ]);
  });

  it("reads the URLs of the JSON list Workbox injectManifest writes", () => {
    expect(precachedUrls(`x(self.y=[{"revision":"1","url":"/fr"},{"revision":null,"url":"/fr/assets/a.js"}])`)).toEqual(
      ["/fr", "/fr/assets/a.js"],
    );
  });
});
