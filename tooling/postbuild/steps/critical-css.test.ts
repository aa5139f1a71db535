// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fixturePage, fixtureSite, transform } from "../fixture.ts";
import { criticalCss, deferFullStylesheets, StartupRules } from "./critical-css.ts";

const css = [
  "@layer base{*,::after,::before{box-sizing:border-box}:focus-visible{outline:2px solid}::placeholder{opacity:1}table{border-collapse:collapse}}",
  "@layer utilities{.flex{display:flex}.unused-class{color:red}.toast-open{position:fixed}.animate-spin{animation:var(--animate-spin)}",
  "@media (width>=48rem){.md\\:grid{display:grid}}}",
  "@keyframes spin{to{transform:rotate(360deg)}}",
].join("");

const page = fixturePage(
  '<link rel="modulepreload" href="/assets/app.js"/><link rel="stylesheet" href="/assets/site.css"/>',
  '<main class="flex md:grid"><h1>Help</h1></main>',
);

async function build() {
  const site = fixtureSite({
    "assets/site.css": css,
    // A startup script that can add "toast-open" and "animate-spin" before the full stylesheet arrives.
    "assets/app.js": 'export const open=(e)=>e.classList.add("toast-open","animate-spin");',
  });
  return transform(await criticalCss(site.clientDir)(page), deferFullStylesheets);
}

const inlined = (html: string) => /<style data-inlined="\/assets\/site.css">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";

describe("critical CSS", () => {
  it("copies into the page the rules its HTML uses, at every width, before the stylesheet's link", async () => {
    const html = await build();
    expect(html).toMatch(/<style data-inlined="\/assets\/site.css">[^<]+<\/style><link rel="stylesheet"/);
    expect(inlined(html)).toContain(".flex{display:flex}");
    expect(inlined(html)).toContain(".md\\:grid{display:grid}");
    expect(inlined(html)).toContain("box-sizing:border-box");
    expect(inlined(html)).not.toContain("unused-class");
    expect(inlined(html)).not.toContain("table");
  });

  it("keeps the rules the startup scripts' classes and the pseudo-only selectors need", async () => {
    const text = inlined(await build());
    expect(text).toContain(".toast-open{position:fixed}");
    expect(text).toContain(".animate-spin");
    expect(text).toContain("@keyframes spin");
    expect(text).toContain(":focus-visible{outline:2px solid}");
    expect(text).toContain("::placeholder{opacity:1}");
  });

  it("defers the full stylesheet without an inline handler the CSP would block", async () => {
    const html = await build();
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css" media="print" data-full-stylesheet>');
    expect(html).not.toMatch(/onload|<noscript|data-beasties/);
  });

  it("fails the build when a page names a stylesheet the build does not have", async () => {
    const site = fixtureSite({ "assets/app.js": "" });
    await expect(criticalCss(site.clientDir)(page)).rejects.toThrow(/site\.css/);
  });
});

describe("the rules kept whatever the HTML holds", () => {
  const rules = new StartupRules(new Set(["toast-open", "[&::-webkit-details-marker]:hidden"]));
  it("are those with a class the startup scripts name, however it is nested or escaped", () => {
    expect(rules.test(".toast-open")).toBe(true);
    expect(rules.test(":where(.toast-open>:not(:last-child))")).toBe(true);
    expect(rules.test(".\\[\\&\\:\\:-webkit-details-marker\\]\\:hidden::-webkit-details-marker")).toBe(true);
    expect(rules.test(".dialog-open")).toBe(false);
  });
  it("and those made only of pseudo-classes and pseudo-elements, never an element's", () => {
    expect(rules.test(":focus-visible")).toBe(true);
    expect(rules.test("::-webkit-search-decoration")).toBe(true);
    expect(rules.test("table")).toBe(false);
  });
});
