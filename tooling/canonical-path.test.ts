import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runInNewContext } from "node:vm";
import { canonicalRedirect, clientRedirectScript, nginxCanonicalMap, staticHostRedirects } from "./canonical-path.mjs";

const pages = ["/", "/news", "/help", "/cv-builder", "/job-matcher", "/404"];

/** Every page of the site in every language: the fixed ones and each news item's and job's page from content/. */
async function sitePages(): Promise<string[]> {
  const { allPagePaths } = await import("../src/config/paths");
  const { newsItemPath } = await import("../src/content/news/pages");
  const { jobPagePath } = await import("../src/content/jobs/pages");
  const { locales, localizePath } = await import("../src/i18n/locales");
  const { loadContent } = await import("../src/content/load-content.server");
  const { content } = loadContent(path.resolve(import.meta.dirname, "../content"));
  const contentPages = [
    ...content.news.map((item) => newsItemPath(item.slug)),
    ...content.jobs.map((job) => jobPagePath(job.slug)),
  ];
  return [...allPagePaths(), ...locales.flatMap((locale) => contentPages.map((page) => localizePath(page, locale)))];
}

/** A file of the repository, as text. */
const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, "..", file), "utf8");

/** "/news/a-b" → "/News/A-B": a letter after "/" or "-" in capitals. */
const mixedCase = (address: string) =>
  address.replace(/(^|[/-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());

/**
 * What nginx's `map $uri $canonical_page` gives for `uri`, read from the map's text: its regexes
 * tried in order (~ case-sensitive, ~* not), "" and no match meaning no redirect.
 */
function nginxMapLookup(map: string, uri: string): string | undefined {
  for (const line of map.split("\n")) {
    const rule = /^\s*"(~\*?)(.*)" (.*);$/.exec(line);
    if (!rule) continue;
    const [, kind, pattern, value] = rule;
    if (new RegExp(pattern!, kind === "~*" ? "i" : "").test(uri)) return value === '""' ? undefined : value;
  }
  return undefined;
}

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

  it("sends every page of the site, news and job pages included, where canonicalRedirect does", async () => {
    const site = await sitePages();
    const map = nginxCanonicalMap(site);
    const tried = site.flatMap((page) => {
      const stem = page === "/" ? "" : page;
      return [
        page,
        `${stem}/`,
        page.toUpperCase(),
        `${stem.toUpperCase()}/`,
        mixedCase(page),
        `${stem}/index.html`,
        `${mixedCase(stem)}/INDEX.HTML`,
        `${stem}/more`,
        `${mixedCase(stem)}x`,
        `${stem}/index.htm`,
      ];
    });
    expect(site).toContain("/news");
    expect(site.filter((page) => /^(\/(fr|crs))?\/(news|jobs)\/./.test(page)).length).toBeGreaterThanOrEqual(12);
    for (const uri of tried) expect([uri, nginxMapLookup(map, uri)]).toEqual([uri, canonicalRedirect(uri, site)]);
    expect(nginxMapLookup(map, "/News/Not-A-Story")).toBeUndefined();
  });

  it("is the map deploy/nginx.conf uses: the build's, put where the config includes it", () => {
    const conf = read("deploy/nginx.conf");
    // No hand-kept copy: the pages' map is the one the build writes (postbuild/steps/nginx-canonical-map.ts).
    expect(conf).not.toMatch(/^\s*map\s+\S+\s+\$canonical_page/m);
    expect(conf).toMatch(
      /^http \{[^]*^ {2}include \/etc\/nginx\/canonical-map\.conf;[^]*^ {4}if \(\$canonical_page\) \{\n {6}return 301 \$canonical_page\$is_args\$args;/m,
    );
    expect(read("deploy/Dockerfile")).toMatch(
      /^COPY --from=build \/app\/build\/nginx\/canonical-map\.conf \/etc\/nginx\/canonical-map\.conf$/m,
    );
    expect(read("scripts/serve-nginx.mjs")).toContain(
      '.replaceAll("/etc/nginx/canonical-map.conf", path.join(buildDir, "nginx", "canonical-map.conf"))',
    );
    expect(read("tooling/postbuild/steps/nginx-canonical-map.ts")).toContain("nginxCanonicalMap([...pageUrls])");
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
