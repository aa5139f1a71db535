import { expect, it } from "vitest";
import { firstLoadAssets } from "./first-load.mjs";

it("lists the same-site scripts and stylesheets a page loads up front, from its parsed HTML", () => {
  const html = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"><link rel="modulepreload" href="/assets/a.js"><link rel="modulepreload" href="https://example.org/x.js"><link rel="icon" href="/favicon.svg"></head><body><script type="module">import "/assets/entry.js";
const b = await import("/assets/b.js");</script><script src="/assets/c.js"></script><script type="application/ld+json">{"a":"/assets/d.js"}</script></body></html>`;
  expect(firstLoadAssets(html)).toEqual({
    scripts: ["/assets/a.js", "/assets/entry.js", "/assets/b.js", "/assets/c.js"],
    styles: ["/assets/root.css"],
  });
});
