import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-css.mjs";

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
        '<link rel="stylesheet" href="/assets/root-abc.css" media="print"/>' +
        '<style data-inlined="/assets/page-def.css">.x{margin:0}</style>' +
        '<link rel="stylesheet" href="/assets/page-def.css" media="print"/>' +
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
});
