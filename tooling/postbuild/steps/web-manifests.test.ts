// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { fixtureSite } from "../fixture.ts";
import { writeWebManifests } from "./web-manifests.ts";

it("writes each built language's manifest, opening that language's home page", () => {
  const site = fixtureSite({ "crs/404/index.html": "" }, ["en", "crs"]);
  writeWebManifests(site);
  const read = (...parts: string[]) =>
    JSON.parse(readFileSync(path.join(site.clientDir, ...parts), "utf8")) as Record<string, unknown>;
  expect(read("manifest.webmanifest")).toMatchObject({ lang: "en", start_url: "/" });
  expect(read("crs", "manifest.webmanifest")).toMatchObject({ lang: "crs", start_url: "/crs" });
});
