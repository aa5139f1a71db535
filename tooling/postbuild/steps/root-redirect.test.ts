import { expect, it } from "vitest";
import { fixturePage, transform } from "../fixture.ts";
import { addRootRedirect } from "./root-redirect.ts";

it("puts the language redirect first in the English home page's head, right after its charset", () => {
  const out = transform(fixturePage("<title>Home</title>"), (document) => addRootRedirect(document, "/"));
  expect(out).toMatch(/<head><meta charset="utf-8"><script>try\{var p=\{"fr":"\/fr","crs":"\/crs"\}/);
  expect(out).toContain('localStorage.getItem("koudmen.locale")');
  expect(out.indexOf("<script>")).toBeLessThan(out.indexOf("<title>"));
});

it("leaves every other page alone", () => {
  for (const url of ["/news", "/fr", "/crs", "/404"]) {
    expect(transform(fixturePage(), (document) => addRootRedirect(document, url))).not.toContain("<script>");
  }
});
