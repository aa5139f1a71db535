// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fixturePage, fixtureSite } from "../fixture.ts";
import { parseHtml } from "../html.ts";
import { inlineScriptHashes, writeSecurityHeaders } from "./security-headers.ts";

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts a page runs, not its JSON-LD, which is never run, nor its script files", () => {
    const page = fixturePage(
      '<script>window.a=1</script><script type="application/ld+json">{"@type":"NewsArticle"}</script><script type=application/ld+json>{}</script><script type="module" src="/assets/a.js"></script>',
    );
    expect(inlineScriptHashes(parseHtml(page))).toEqual(["'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='"]);
  });
});

describe("writeSecurityHeaders", () => {
  const site = fixtureSite({ "admin/index.html": "" }, ["en", "fr"]);
  writeSecurityHeaders(site, ["'sha256-b'", "'sha256-a'", "'sha256-b'"]);
  const read = (...parts: string[]) => readFileSync(path.join(site.buildDir, ...parts), "utf8");

  it("gives the preview server the CSP with each script hash once", () => {
    const headers = JSON.parse(read("headers.json")) as Record<string, string>;
    expect(headers["Content-Security-Policy"]).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b';");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("writes the same headers for nginx, and the editor's own", () => {
    expect(read("nginx", "security-headers.conf")).toContain(
      'add_header Cross-Origin-Opener-Policy "same-origin" always;',
    );
    expect(read("nginx", "admin-headers.conf")).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
    expect(JSON.parse(read("admin-headers.json"))).toHaveProperty("X-Frame-Options", "DENY");
  });

  it("writes Cloudflare's _headers: every language's assets immutable, the editor's headers detached", () => {
    const headers = read("client", "_headers");
    expect(headers).toContain("/*\n  Content-Security-Policy: default-src 'self';");
    expect(headers).toContain("/fr/assets/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable");
    expect(headers).toContain("/admin/*\n  ! Content-Security-Policy\n");
  });
});

describe("a policy nginx cannot read", () => {
  it("stops the build, naming the cause, instead of writing a header nginx refuses", () => {
    const site = fixtureSite({}, ["en"]);
    const many = Array.from({ length: 80 }, (_, n) => `'sha256-${String(n).padStart(43, "x")}='`);
    expect(() => writeSecurityHeaders(site, many)).toThrow(/over the 4000 nginx accepts: the pages carry too many/);
  });
});
