// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { fixtureSite } from "../fixture.ts";
import { writeRedirects } from "./redirects.ts";

it("redirects each page's file name to the page on the static host", () => {
  const site = fixtureSite({});
  writeRedirects(site, ["/", "/help"]);
  const redirects = readFileSync(path.join(site.clientDir, "_redirects"), "utf8");
  expect(redirects).toMatch(/^\/index\.html \/ 301$/m);
  expect(redirects).toMatch(/^\/help\/index\.html \/help 301$/m);
});
