import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { fixturePage, fixtureSite } from "../fixture.ts";
import { writeNotFoundCopies } from "./not-found-copies.ts";

it("copies each language's 404 page and each section's beside its pages, and drops the SPA fallback and their empty data", () => {
  const site = fixtureSite(
    {
      "404/index.html": fixturePage("", "<h1>Page not found</h1>"),
      "news/404/index.html": fixturePage("", "<h1>No such news item</h1>"),
      "news/404.data": "",
      "news/2025-04-15-gala.data": "[{}]",
      "news/2025-04-15-gala/index.html": fixturePage("", "<h1>Gala</h1>"),
      "fr/404/index.html": fixturePage("", "<h1>Page introuvable</h1>"),
      "fr/jobs/404/index.html": fixturePage("", "<h1>Offre introuvable</h1>"),
      "__spa-fallback.html": fixturePage(),
    },
    ["en", "fr"],
  );
  writeNotFoundCopies(site);
  const read = (file: string) => readFileSync(path.join(site.clientDir, file), "utf8");
  expect(read("404.html")).toContain("Page not found");
  expect(read("news/404.html")).toContain("No such news item");
  expect(read("fr/404.html")).toContain("Page introuvable");
  expect(read("fr/jobs/404.html")).toContain("Offre introuvable");
  expect(existsSync(path.join(site.clientDir, "news", "2025-04-15-gala", "404.html"))).toBe(false);
  expect(existsSync(path.join(site.clientDir, "__spa-fallback.html"))).toBe(false);
  expect(existsSync(path.join(site.clientDir, "news", "404.data"))).toBe(false);
  expect(read("news/2025-04-15-gala.data")).toBe("[{}]");
});
