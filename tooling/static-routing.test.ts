import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { builtPagePaths, resolveStaticPath } from "./static-routing";

let root: string;
const notFound = "404.html";

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "static-routing-"));
  mkdirSync(path.join(root, "news"));
  mkdirSync(path.join(root, "404"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "index.html"), "home");
  writeFileSync(path.join(root, "news", "index.html"), "news");
  writeFileSync(path.join(root, "404", "index.html"), "404");
  writeFileSync(path.join(root, "404.html"), "404");
  mkdirSync(path.join(root, "fr", "news"), { recursive: true });
  writeFileSync(path.join(root, "fr", "404.html"), "404 fr");
  writeFileSync(path.join(root, "fr", "news", "404.html"), "404 fr news");
  writeFileSync(path.join(root, "assets", "app.js"), "js");
});

const resolve = (pathname: string) => resolveStaticPath(root, pathname);

describe("resolveStaticPath", () => {
  it("serves prerendered pages from their folder's index.html", () => {
    expect(resolve("/")).toEqual({ kind: "file", file: path.join(root, "index.html") });
    expect(resolve("/news")).toEqual({ kind: "file", file: path.join(root, "news", "index.html") });
    expect(resolve("/news/")).toEqual({ kind: "file", file: path.join(root, "news", "index.html") });
  });

  it("serves files as they are", () => {
    expect(resolve("/assets/app.js")).toEqual({ kind: "file", file: path.join(root, "assets", "app.js") });
  });

  it("sends unknown paths, deep ones too, to the 404 page", () => {
    for (const p of ["/nope", "/a/b/c", "/assets", "/news/old-story", "/missing.js"]) {
      expect(resolve(p)).toEqual({ kind: "not-found", file: path.join(root, notFound) });
    }
  });

  it("sends an unknown path to the nearest 404 page up its path: its section's, else its language's", () => {
    for (const p of ["/fr/news/old-story", "/fr/news/2019/old-story", "/fr/news/old-story/", "/fr/News/Old-Story"])
      expect(resolve(p)).toEqual({ kind: "not-found", file: path.join(root, "fr", "news", "404.html") });
    for (const p of ["/fr/nope", "/fr/help/x"])
      expect(resolve(p)).toEqual({ kind: "not-found", file: path.join(root, "fr", "404.html") });
    expect(resolve("/fr/news/../../news/x")).toEqual({ kind: "not-found", file: path.join(root, notFound) });
  });

  it("answers a 404 page's own address with that 404 page and status 404, never as a page", () => {
    for (const p of ["/404", "/404/", "/404.html", "/404/index.html"])
      expect(resolve(p)).toEqual({ kind: "not-found", file: path.join(root, notFound) });
    for (const p of ["/fr/news/404", "/fr/news/404.html", "/fr/news/404/"])
      expect(resolve(p)).toEqual({ kind: "not-found", file: path.join(root, "fr", "news", "404.html") });
    expect(resolve("/fr/404")).toEqual({ kind: "not-found", file: path.join(root, "fr", "404.html") });
  });

  it("never leaves the root, whatever the path holds", () => {
    for (const p of ["/../package.json", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc/passwd", "/%E0%A4%A", "/a%00b"]) {
      expect(resolve(p).kind).toBe("not-found");
    }
  });
});

describe("builtPagePaths", () => {
  it("lists the home page and every folder with an index.html", () => {
    expect(builtPagePaths(root)).toEqual(["/", "/404", "/news"]);
  });
});
