// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { fixtureSite } from "../fixture.ts";
import { writeNotFoundCopies } from "./not-found-copies.ts";
import { nginxNotFoundMap, writeNginxNotFoundMap } from "./nginx-not-found-map.ts";

/** The 404 page a map sends for `uri`, as nginx reads it: the first regular expression that matches, else the default. */
function lookup(map: string, uri: string): string {
  for (const [, pattern, page] of map.matchAll(/^ {2}"~\*(.+)" (\S+);$/gm)) {
    if (new RegExp(pattern!, "i").test(uri)) return page!;
  }
  return map.match(/^ {2}default (\S+);$/m)![1]!;
}

it("sends each address the nearest 404 page up its path, in any case, the root's by default", () => {
  const map = nginxNotFoundMap(["/", "/news", "/fr/news", "/fr", "/fr/jobs", "/crs", "/crs/events"]);
  expect(lookup(map, "/fr/news/old-story")).toBe("/fr/news/404.html");
  expect(lookup(map, "/FR/News/Old-Story")).toBe("/fr/news/404.html");
  expect(lookup(map, "/fr/jobs/404")).toBe("/fr/jobs/404.html");
  expect(lookup(map, "/fr/nope")).toBe("/fr/404.html");
  expect(lookup(map, "/crs/events/x")).toBe("/crs/events/404.html");
  expect(lookup(map, "/news/x")).toBe("/news/404.html");
  expect(lookup(map, "/jobs/x")).toBe("/404.html");
  expect(lookup(map, "/newsletter")).toBe("/404.html");
  expect(lookup(map, "/france/x")).toBe("/404.html");
  expect(lookup(map, "/nope")).toBe("/404.html");
});

it("is written from the 404 pages the build holds", () => {
  const site = fixtureSite(
    {
      "index.html": "",
      "404/index.html": "root",
      "news/404/index.html": "news",
      "fr/404/index.html": "fr",
      "fr/news/404/index.html": "fr news",
    },
    ["en", "fr"],
  );
  const folders = writeNotFoundCopies(site);
  expect(folders.toSorted()).toEqual(["/", "/fr", "/fr/news", "/news"]);
  writeNginxNotFoundMap(site, folders);
  const map = readFileSync(path.join(site.buildDir, "nginx", "not-found-map.conf"), "utf8");
  expect(map).toContain(`${nginxNotFoundMap(folders)}\n`);
  expect(lookup(map, "/fr/news/x")).toBe("/fr/news/404.html");
  expect(lookup(map, "/fr/x")).toBe("/fr/404.html");
  expect(lookup(map, "/news/x")).toBe("/news/404.html");
  expect(lookup(map, "/x")).toBe("/404.html");
});

const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, "../../..", file), "utf8");

it("is the map deploy/nginx.conf uses, which names no language and no section of its own", () => {
  const conf = read("deploy/nginx.conf");
  expect(conf).toMatch(/^ {2}include \/etc\/nginx\/not-found-map\.conf;$/m);
  expect(conf).toMatch(/^ {4}error_page 404 \$not_found_page;$/m);
  // A fourth language or a new collection's section is the build's to add, not a line here.
  expect(conf.replace(/#.*$/gm, "")).not.toMatch(/\bfr\b|\bcrs\b|\bnews\b|\bjobs\b/);
  expect(read("deploy/Dockerfile")).toMatch(
    /^COPY --from=build \/app\/build\/nginx\/not-found-map\.conf \/etc\/nginx\/not-found-map\.conf$/m,
  );
  expect(read("scripts/serve-nginx.mjs")).toContain(
    '.replaceAll("/etc/nginx/not-found-map.conf", path.join(buildDir, "nginx", "not-found-map.conf"))',
  );
});
