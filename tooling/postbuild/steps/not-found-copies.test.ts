import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { fixturePage, fixtureSite } from "../fixture.ts";
import { writeNotFoundCopies } from "./not-found-copies.ts";

it("copies each language's 404 page beside its pages and drops the SPA fallback", () => {
  const site = fixtureSite(
    {
      "404/index.html": fixturePage("", "<h1>Page not found</h1>"),
      "fr/404/index.html": fixturePage("", "<h1>Page introuvable</h1>"),
      "__spa-fallback.html": fixturePage(),
    },
    ["en", "fr"],
  );
  writeNotFoundCopies(site);
  expect(readFileSync(path.join(site.clientDir, "404.html"), "utf8")).toContain("Page not found");
  expect(readFileSync(path.join(site.clientDir, "fr", "404.html"), "utf8")).toContain("Page introuvable");
  expect(existsSync(path.join(site.clientDir, "__spa-fallback.html"))).toBe(false);
});
