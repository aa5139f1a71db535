import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runInNewContext } from "node:vm";
import { canonicalRedirect, clientRedirectScript, nginxCanonicalMap, staticHostRedirects } from "./canonical-path.mjs";

const pages = ["/", "/news", "/help", "/cv-builder", "/job-matcher", "/404"];

describe("canonicalRedirect", () => {
  it("sends a known page typed in another case to its own path", () => {
    expect(canonicalRedirect("/HELP", pages)).toBe("/help");
    expect(canonicalRedirect("/Cv-Builder", pages)).toBe("/cv-builder");
    expect(canonicalRedirect("/JOB-MATCHER/", pages)).toBe("/job-matcher");
    expect(canonicalRedirect("/News", pages)).toBe("/news");
  });

  it("sends a page's file name to the page", () => {
    expect(canonicalRedirect("/index.html", pages)).toBe("/");
    expect(canonicalRedirect("/INDEX.HTML", pages)).toBe("/");
    expect(canonicalRedirect("/news/index.html", pages)).toBe("/news");
    expect(canonicalRedirect("/Help/Index.html", pages)).toBe("/help");
  });

  it("leaves the pages' own paths, and unknown paths, alone", () => {
    for (const page of pages) expect(canonicalRedirect(page, pages)).toBeUndefined();
    expect(canonicalRedirect("/help/", pages)).toBeUndefined();
    expect(canonicalRedirect("/helpdesk", pages)).toBeUndefined();
    expect(canonicalRedirect("/HELP/more", pages)).toBeUndefined();
    expect(canonicalRedirect("/news/index.htm", pages)).toBeUndefined();
    expect(canonicalRedirect("//", pages)).toBeUndefined();
  });
});

describe("nginxCanonicalMap", () => {
  it("lists the own paths, case-sensitive, before the case-insensitive variants", () => {
    expect(nginxCanonicalMap(["/", "/cv-builder"])).toBe(
      [
        "map $uri $canonical_page {",
        '  default "";',
        '  "~^/$" "";',
        '  "~^/cv-builder/?$" "";',
        '  "~*^(/|/index\\.html)?$" /;',
        '  "~*^/cv-builder(/|/index\\.html)?$" /cv-builder;',
        "}",
      ].join("\n"),
    );
  });

  it("is what deploy/nginx.conf says, for every page of the site", async () => {
    const { allPagePaths } = await import("../src/config/paths");
    const conf = readFileSync(path.resolve(import.meta.dirname, "../deploy/nginx.conf"), "utf8");
    const indented = nginxCanonicalMap(allPagePaths())
      .split("\n")
      .map((line) => `  ${line}`)
      .join("\n");
    expect(conf).toContain(indented);
  });
});

describe("staticHostRedirects", () => {
  it("sends each page's file name to the page", () => {
    expect(staticHostRedirects(["/", "/news"])).toEqual(["/index.html / 301", "/news/index.html /news 301"]);
  });
});

/** Runs the script as the browser would at `href`, and says where it sent the page. */
function run(href: string) {
  const url = new URL(href, "https://koudmen.example");
  const calls: string[] = [];
  const location = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: (to: string) => calls.push(`replace ${to}`),
  };
  runInNewContext(clientRedirectScript(pages), { location, stop: () => calls.push("stop") });
  return calls;
}

describe("clientRedirectScript", () => {
  it("stops the 404 page and goes to the page a mistyped address means, query and hash kept", () => {
    expect(run("/HELP?q=health#top")).toEqual(["stop", "replace /help?q=health#top"]);
    expect(run("/Cv-Builder")).toEqual(["stop", "replace /cv-builder"]);
    expect(run("/%48ELP")).toEqual(["stop", "replace /help"]);
    expect(run("/index.html")).toEqual(["stop", "replace /"]);
  });

  it("does nothing on an unknown path, a page's own path or a broken escape", () => {
    expect(run("/no-such-page")).toEqual([]);
    expect(run("/404")).toEqual([]);
    expect(run("/help")).toEqual([]);
    expect(run("/%E0%A4%A")).toEqual([]);
  });

  it("cannot close the script element it lives in", () => {
    expect(clientRedirectScript(["/</script>"])).not.toMatch(/<\/script/i);
  });
});
