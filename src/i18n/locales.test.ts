import { formatLocale, isLocale, localePrefix, localizePath, splitLocale } from "./locales";

describe("localizePath", () => {
  it("leaves English paths at the site root", () => {
    expect(localizePath("/", "en")).toBe("/");
    expect(localizePath("/help?q=health&tab=private", "en")).toBe("/help?q=health&tab=private");
  });

  it("puts French and Kreol under their prefix, keeping the query and the fragment", () => {
    expect(localizePath("/help?q=health&tab=private", "fr")).toBe("/fr/help?q=health&tab=private");
    expect(localizePath("/news#top", "crs")).toBe("/crs/news#top");
  });

  it("makes a language's home page its bare prefix", () => {
    expect(localizePath("/", "fr")).toBe("/fr");
    expect(localizePath("/?from=menu", "crs")).toBe("/crs?from=menu");
  });
});

describe("splitLocale", () => {
  it("reads the language from the first segment", () => {
    expect(splitLocale("/fr/cv-builder")).toEqual({ locale: "fr", path: "/cv-builder" });
    expect(splitLocale("/crs")).toEqual({ locale: "crs", path: "/" });
    expect(splitLocale("/crs/")).toEqual({ locale: "crs", path: "/" });
  });

  it("takes anything else as English, including /en and look-alikes", () => {
    expect(splitLocale("/help")).toEqual({ locale: "en", path: "/help" });
    expect(splitLocale("/")).toEqual({ locale: "en", path: "/" });
    expect(splitLocale("/en/help")).toEqual({ locale: "en", path: "/en/help" });
    expect(splitLocale("/france")).toEqual({ locale: "en", path: "/france" });
  });

  it("undoes localizePath", () => {
    for (const path of ["/", "/news", "/help", "/cv-builder", "/job-matcher"]) {
      expect(splitLocale(localizePath(path, "fr")).path).toBe(path);
    }
  });
});

describe("the other helpers", () => {
  it("knows its three languages", () => {
    expect(["en", "fr", "crs"].every(isLocale)).toBe(true);
    expect(isLocale("de")).toBe(false);
    expect(localePrefix("en")).toBe("");
    expect(localePrefix("crs")).toBe("/crs");
  });

  it("formats Kreol numbers with a locale that exists, the same in Node as in a phone", () => {
    expect(formatLocale.crs).toBe("fr-SC");
    expect(new Intl.NumberFormat(formatLocale.crs).format(1950)).toMatch(/^1\s950$/u);
  });
});
