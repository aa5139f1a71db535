import { describe, expect, it } from "vitest";
import { lowerScriptPriority } from "./script-priority.mjs";

describe("lowerScriptPriority", () => {
  it("fetches module preloads at low priority", () => {
    expect(lowerScriptPriority('<head><link rel="modulepreload" href="/assets/a.js"/></head>')).toBe(
      '<head><link fetchpriority="low" rel="modulepreload" href="/assets/a.js"/></head>',
    );
  });

  it("leaves stylesheets, images and other links at their priority", () => {
    const html =
      '<link rel="stylesheet" href="/assets/site.css"/><link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/><link rel="icon" href="/favicon.svg"/>';
    expect(lowerScriptPriority(html)).toBe(html);
  });

  it("keeps a priority a link already asks for", () => {
    const html = '<link rel="modulepreload" href="/assets/a.js" fetchpriority="high"/>';
    expect(lowerScriptPriority(html)).toBe(html);
  });

  it("changes every module preload on the page, and nothing else", () => {
    const html =
      '<link rel="modulepreload" href="/assets/a.js"/><script type="module">import "/assets/a.js";</script><link rel="modulepreload" href="/assets/b.js"/>';
    const out = lowerScriptPriority(html);
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<script type="module">import "/assets/a.js";</script>');
  });
});
