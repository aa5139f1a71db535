import { expect, it } from "vitest";
import { fixturePage, transform } from "../fixture.ts";
import { addCaseRedirect, isNotFoundPage } from "./case-redirect.ts";

const known = ["/", "/help", "/fr/help"];

it("gives each 404 page the script that sends /HELP to /help, knowing every page", () => {
  for (const url of ["/404", "/404.html", "/fr/404", "/fr/404.html"]) {
    const out = transform(fixturePage("<title>Not found</title>"), (document) => addCaseRedirect(document, url, known));
    expect(out).toMatch(/<head><meta charset="utf-8"><script>[^<]*"\/fr\/help"[^<]*<\/script><title>/);
  }
});

it("leaves the real pages alone", () => {
  for (const url of ["/", "/help", "/news/404-stories"]) {
    expect(isNotFoundPage(url)).toBe(false);
    expect(transform(fixturePage(), (document) => addCaseRedirect(document, url, known))).not.toContain("<script>");
  }
});
