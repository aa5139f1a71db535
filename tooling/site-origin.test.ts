import { describe, expect, it } from "vitest";
import { readSiteOrigin, siteOriginNote } from "./site-origin";

describe("readSiteOrigin", () => {
  it("is where npm start serves the site when unset on a local build, and the build says so", () => {
    expect(readSiteOrigin(undefined)).toBe("http://localhost:4173");
    expect(readSiteOrigin("")).toBe("http://localhost:4173");
    expect(siteOriginNote("http://localhost:4173")).toContain("SITE_ORIGIN is not set");
    expect(siteOriginNote("https://example.org")).toBe(
      "build: links and previews point at https://example.org (SITE_ORIGIN)",
    );
  });

  it("keeps a scheme and host, with or without a trailing slash", () => {
    expect(readSiteOrigin("https://example.org")).toBe("https://example.org");
    expect(readSiteOrigin("https://example.org/")).toBe("https://example.org");
    expect(readSiteOrigin("http://127.0.0.1:4394")).toBe("http://127.0.0.1:4394");
  });

  it("refuses a path, another scheme, or something that is not an address", () => {
    expect(() => readSiteOrigin("https://example.org/site")).toThrow("only a scheme and host");
    expect(() => readSiteOrigin("ftp://example.org")).toThrow("only a scheme and host");
    expect(() => readSiteOrigin("example.org")).toThrow("such as https://example.org");
  });

  it("stops a public build that has no address, or only an http one", () => {
    expect(() => readSiteOrigin(undefined, { publicBuild: true })).toThrow(
      "SITE_ORIGIN is empty. A public build needs the address the site is served from",
    );
    expect(() => readSiteOrigin("", { publicBuild: true })).toThrow("SITE_ORIGIN is empty");
    expect(() => readSiteOrigin("http://example.org", { publicBuild: true })).toThrow(
      'SITE_ORIGIN must be an https address for a public build, not "http://example.org"',
    );
    expect(readSiteOrigin("https://example.org/", { publicBuild: true })).toBe("https://example.org");
  });
});
