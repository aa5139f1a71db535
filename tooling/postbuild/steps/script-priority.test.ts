import { describe, expect, it } from "vitest";
import { fixturePage, transform } from "../fixture.ts";
import { lowerScriptPriority } from "./script-priority.ts";

describe("lowerScriptPriority", () => {
  it("fetches module preloads at low priority", () => {
    const out = transform(fixturePage('<link rel="modulepreload" href="/assets/a.js"/>'), lowerScriptPriority);
    expect(out).toContain('<link fetchpriority="low" rel="modulepreload" href="/assets/a.js">');
  });

  it("leaves stylesheets, images and other links at their priority", () => {
    const head =
      '<link rel="stylesheet" href="/assets/site.css"><link rel="preload" as="image" href="/images/hero.svg" fetchpriority="high"><link rel="icon" href="/favicon.svg">';
    expect(transform(fixturePage(head), lowerScriptPriority)).toContain(head);
  });

  it("keeps a priority a link already asks for, whatever the case of its name", () => {
    const out = transform(
      fixturePage('<link rel="modulepreload" href="/assets/a.js" fetchPriority="high"/>'),
      lowerScriptPriority,
    );
    expect(out).toContain('<link rel="modulepreload" href="/assets/a.js" fetchpriority="high">');
  });

  it("changes every module preload on the page, and nothing else", () => {
    const out = transform(
      fixturePage(
        '<link rel="modulepreload" href="/assets/a.js"/><script type="module">import "/assets/a.js";</script><link rel="modulepreload" href="/assets/b.js"/>',
      ),
      lowerScriptPriority,
    );
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<script type="module">import "/assets/a.js";</script>');
  });
});
