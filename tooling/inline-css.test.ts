import { describe, expect, it } from "vitest";
import { inlineStylesheets, pruneUtilities, startupClassTokens } from "./inline-css.mjs";

const files: Record<string, string> = {
  "/assets/root-abc.css": "body{color:#111}@media print{header{display:none}}\n",
  "/assets/page-def.css": ".x{margin:0}",
};
const read = (href: string) => files[href];
const link = (href: string) => `<link rel="stylesheet" href="${href}">`;

describe("inlineStylesheets", () => {
  it("copies each stylesheet into the page and keeps its link, no longer render-blocking", () => {
    const html =
      '<html><head><meta charset="utf-8"/><link rel="stylesheet" href="/assets/root-abc.css"/><link rel="stylesheet" href="/assets/page-def.css"/></head><body></body></html>';
    const { html: out, inlined } = inlineStylesheets(html, read);
    expect(inlined).toEqual(["/assets/root-abc.css", "/assets/page-def.css"]);
    expect(out).toBe(
      '<html><head><meta charset="utf-8"/>' +
        '<style data-inlined="/assets/root-abc.css">body{color:#111}@media print{header{display:none}}</style>' +
        '<link rel="stylesheet" href="/assets/root-abc.css" media="print" data-full-stylesheet/>' +
        '<style data-inlined="/assets/page-def.css">.x{margin:0}</style>' +
        '<link rel="stylesheet" href="/assets/page-def.css" media="print" data-full-stylesheet/>' +
        "</head><body></body></html>",
    );
  });

  it("leaves other links, and a page already processed, as they are", () => {
    const html =
      '<link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/root-abc.css" media="print"/>';
    expect(inlineStylesheets(html, read)).toEqual({ html, inlined: [] });
  });

  it("refuses a stylesheet missing from the build, one that would close the style element, and a relative url()", () => {
    expect(() => inlineStylesheets(link("/assets/gone.css"), read)).toThrow("no such file");
    expect(() => inlineStylesheets(link("/assets/x.css"), () => "a::after{content:'</style>'}")).toThrow("</style");
    expect(() => inlineStylesheets(link("/assets/x.css"), () => "a{background:url(img.png)}")).toThrow("relative url");
    expect(inlineStylesheets(link("/assets/x.css"), () => "a{background:url(/images/a.svg)}").inlined).toEqual([
      "/assets/x.css",
    ]);
  });

  it("keeps in each copy only the utility rules the page's HTML and startup scripts can use", () => {
    const css =
      "/*! tailwindcss */@layer theme{:root{--x:1}}@layer base{a{color:inherit}}" +
      "@layer utilities{.flex{display:flex}.grid{display:grid}.sm\\:p-4{padding:1rem}.\\32 xl\\:hidden{display:none}" +
      ".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}.dialog-only{position:fixed}" +
      "@media (width>=40rem){.md\\:grid{display:grid}.md\\:block{display:block}}" +
      "@media print{.print-only{display:block}}[hidden]{display:none}.x[data-y='}']{color:red}}" +
      '@property --tw-a{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(360deg)}}';
    const html =
      '<link rel="modulepreload" href="/assets/root.js"/><link rel="stylesheet" href="/assets/root.css"/>' +
      '<div class="flex sm:p-4 [&amp;&gt;svg]:size-4"></div>' +
      '<script type="module">import "/assets/route.js";</script>';
    const scripts: Record<string, string> = {
      "/assets/root.js": "const a=`md:block ${b}`;",
      "/assets/route.js": 'x("2xl:hidden")',
    };
    const { html: out } = inlineStylesheets(
      html,
      () => css,
      (href) => scripts[href],
    );
    expect(out).toContain(
      '<style data-inlined="/assets/root.css">/*! tailwindcss */@layer theme{:root{--x:1}}@layer base{a{color:inherit}}' +
        "@layer utilities{.flex{display:flex}.sm\\:p-4{padding:1rem}.\\32 xl\\:hidden{display:none}" +
        ".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}@media (width>=40rem){.md\\:block{display:block}}" +
        "[hidden]{display:none}}" +
        '@property --tw-a{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(360deg)}}</style>' +
        '<link rel="stylesheet" href="/assets/root.css" media="print" data-full-stylesheet/>',
    );
  });

  it("reads class names from attributes and scripts, and refuses a script missing from the build", () => {
    const tokens = startupClassTokens(
      '<p class="a  b"></p><link rel="modulepreload" href="/assets/x.js"/>',
      () => "f('c d',\"e\")",
    );
    expect([...tokens]).toEqual(expect.arrayContaining(["a", "b", "c", "d", "e"]));
    expect(() => startupClassTokens('<link rel="modulepreload" href="/assets/gone.js"/>', () => undefined)).toThrow(
      "no such file",
    );
  });

  it("prunes nothing outside the utilities layer and refuses CSS it cannot split", () => {
    expect(pruneUtilities(".gone{color:red}", new Set())).toBe(".gone{color:red}");
    expect(() => pruneUtilities("@layer utilities{.a{color:red}", new Set())).toThrow("do not balance");
    expect(() => pruneUtilities("@layer utilities{.a{content:'x}}", new Set())).toThrow("not closed");
  });
});
