import { describe, expect, it } from "vitest";
import { readSiteOrigin } from "./site-origin";

describe("readSiteOrigin", () => {
  it("is empty when unset, so the head links stay root-relative", () => {
    expect(readSiteOrigin(undefined)).toBe("");
    expect(readSiteOrigin("")).toBe("");
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
});
