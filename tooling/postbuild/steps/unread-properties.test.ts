// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fixturePage, transform } from "../fixture.ts";
import { pruneInlinedProperties, pruneUnreadProperties } from "./unread-properties.ts";

// What Tailwind writes, cut down: the initial values for browsers without @property, a rule reading
// two properties (one through a fallback), one setting a property nobody reads, and the registrations.
const css = [
  "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))){*,:before,:after,::backdrop{--tw-border-style:solid;--tw-rotate-x:initial;--tw-shadow-color:initial;--tw-font-weight:initial}}}",
  "@layer utilities{.border{border-style:var(--tw-border-style);border-width:1px}.shadow{box-shadow:0 1px var(--tw-shadow-color,#0000001a)}.font-bold{--tw-font-weight:700;font-weight:700}}",
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
  '@property --tw-rotate-x{syntax:"*";inherits:false}',
  '@property --tw-shadow-color{syntax:"*";inherits:false}',
  '@property --tw-font-weight{syntax:"*";inherits:false}',
].join("");

describe("the inlined CSS's unread custom properties", () => {
  it("loses the registrations and initial values of the properties no rule reads, and keeps the rules", () => {
    expect(pruneUnreadProperties(css)).toBe(
      [
        "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))){*,:before,:after,::backdrop{--tw-border-style:solid;--tw-shadow-color:initial}}}",
        "@layer utilities{.border{border-style:var(--tw-border-style);border-width:1px}.shadow{box-shadow:0 1px var(--tw-shadow-color,#0000001a)}.font-bold{--tw-font-weight:700;font-weight:700}}",
        '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
        '@property --tw-shadow-color{syntax:"*";inherits:false}',
      ].join(""),
    );
  });

  it("drops the properties layer whole when no property in it is read, and leaves CSS with nothing to drop as it was", () => {
    const unread =
      '@layer properties{@supports (x:y){*{--tw-skew-x:initial}}}.a{color:red}@property --tw-skew-x{syntax:"*"}';
    expect(pruneUnreadProperties(unread)).toBe(".a{color:red}");
    const nothing = '.a{color:var(--tw-x)}@property --tw-x{syntax:"*"}';
    expect(pruneUnreadProperties(nothing)).toBe(nothing);
  });

  it("prunes the page's inlined copy only, not a style of the page's own", () => {
    const page = fixturePage(
      `<style data-inlined="/assets/site.css">${css}</style><style>@property --mine{syntax:"*"}</style>`,
    );
    const html = transform(page, pruneInlinedProperties);
    expect(html).not.toContain("--tw-rotate-x");
    expect(html).toContain("@property --tw-border-style");
    expect(html).toContain('<style>@property --mine{syntax:"*"}</style>');
  });
});
