// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap";

const SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML = "http://www.w3.org/1999/xhtml";

describe("sitemapXml", () => {
  it("lists every page in every language, each with its alternates, as well-formed XML", () => {
    const xml = new DOMParser().parseFromString(
      sitemapXml("https://koudmen.example", [{ path: "/" }, { path: "/news/gala&more", lastmod: "2025-04-15" }]),
      "application/xml",
    );
    expect(xml.getElementsByTagName("parsererror")).toHaveLength(0);
    const urls = [...xml.getElementsByTagNameNS(SITEMAP, "url")];
    expect(urls.map((url) => url.getElementsByTagNameNS(SITEMAP, "loc")[0]?.textContent)).toEqual([
      "https://koudmen.example/",
      "https://koudmen.example/fr",
      "https://koudmen.example/crs",
      "https://koudmen.example/news/gala&more",
      "https://koudmen.example/fr/news/gala&more",
      "https://koudmen.example/crs/news/gala&more",
    ]);
    const alternates = [...urls[4]!.getElementsByTagNameNS(XHTML, "link")].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]);
    expect(alternates).toEqual([
      ["en", "https://koudmen.example/news/gala&more"],
      ["fr", "https://koudmen.example/fr/news/gala&more"],
      ["crs", "https://koudmen.example/crs/news/gala&more"],
      ["x-default", "https://koudmen.example/news/gala&more"],
    ]);
    expect(urls[4]!.getElementsByTagNameNS(SITEMAP, "lastmod")[0]?.textContent).toBe("2025-04-15");
    expect(urls[0]!.getElementsByTagNameNS(SITEMAP, "lastmod")).toHaveLength(0);
  });
});
