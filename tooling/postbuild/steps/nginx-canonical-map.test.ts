// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { nginxCanonicalMap } from "../../canonical-path.mjs";
import { fixtureSite } from "../fixture.ts";
import { pageFiles, pageUrls } from "../site.ts";
import { writeNginxCanonicalMap } from "./nginx-canonical-map.ts";

it("writes nginx's case-redirect map for every built page, the news and job pages included", () => {
  const site = fixtureSite(
    {
      "index.html": "",
      "help/index.html": "",
      "news/2025-04-15-annual-fundraising-gala/index.html": "",
      "fr/jobs/community-health-worker/index.html": "",
      "404.html": "",
    },
    ["en", "fr"],
  );
  const urls = pageUrls(pageFiles(site));
  writeNginxCanonicalMap(site, urls);
  const map = readFileSync(path.join(site.buildDir, "nginx", "canonical-map.conf"), "utf8");

  expect(map).toContain(`${nginxCanonicalMap(urls)}\n`);
  expect(map).toMatch(/^map \$uri \$canonical_page \{$/m);
  expect(map).toContain('  "~^/news/2025-04-15-annual-fundraising-gala/?$" "";');
  expect(map).toContain(
    '  "~*^/news/2025-04-15-annual-fundraising-gala(/|/index\\.html)?$" /news/2025-04-15-annual-fundraising-gala;',
  );
  expect(map).toContain('  "~*^/fr/jobs/community-health-worker(/|/index\\.html)?$" /fr/jobs/community-health-worker;');
  expect(map).toContain('  "~*^/help(/|/index\\.html)?$" /help;');
  // The static hosts' 404 copy is not a page to redirect to.
  expect(map).not.toMatch(/404\\\.html/);
});
