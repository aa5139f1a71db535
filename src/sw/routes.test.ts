import { describe, expect, it } from "vitest";
import {
  isNewsPhoto,
  isOwnLazyAsset,
  isOwnNavigation,
  isOwnPageData,
  isPrecacheable,
  lazyAssetCacheKey,
  notFoundUrlFor,
  pageDataOfflineResponse,
  photoOfflineResponse,
  withoutTrailingSlash,
  type WorkerLanguage,
} from "./routes";

const english: WorkerLanguage = {
  prefix: "",
  otherPrefixes: ["/fr", "/crs"],
  notFoundUrls: ["/404", "/news/404", "/jobs/404"],
  lazyAssetsCache: "lazy-assets",
  newsPhotosDir: "images/news",
  newJobs: { lang: "en", words: { title: "{title}, {figure}%", one: "", moreOne: "", moreOther: "" } },
};
const french: WorkerLanguage = {
  ...english,
  prefix: "/fr",
  otherPrefixes: ["/crs"],
  notFoundUrls: ["/fr/404", "/fr/news/404"],
};

const navigation = (pathname: string) => ({
  request: { mode: "navigate" } as Request,
  url: new URL(pathname, "https://example.org"),
});

describe("notFoundUrlFor", () => {
  it("gives an unknown news or job page its section's 404 page, so it hydrates with that section's route", () => {
    expect(notFoundUrlFor(english, "/news/no-such-item")).toBe("/news/404");
    expect(notFoundUrlFor(english, "/news/2019/old-story")).toBe("/news/404");
    expect(notFoundUrlFor(english, "/jobs/no-such-job/")).toBe("/jobs/404");
    expect(notFoundUrlFor(french, "/fr/news/aucune")).toBe("/fr/news/404");
    // The browser's router matches /News/nope to the news route too.
    expect(notFoundUrlFor(english, "/News/No-Such-Item")).toBe("/news/404");
  });

  it("gives any other unknown page the language's 404 page", () => {
    expect(notFoundUrlFor(english, "/no-such-page")).toBe("/404");
    expect(notFoundUrlFor(english, "/newsletter/x")).toBe("/404");
    expect(notFoundUrlFor(english, "/news")).toBe("/404");
    expect(notFoundUrlFor(french, "/fr/jobs/aucun")).toBe("/fr/404");
    expect(notFoundUrlFor(french, "/fr/a/b")).toBe("/fr/404");
  });
});

describe("isOwnNavigation", () => {
  it("takes the language's own pages and leaves the other languages' to their workers", () => {
    expect(isOwnNavigation(english)(navigation("/help"))).toBe(true);
    expect(isOwnNavigation(english)(navigation("/"))).toBe(true);
    expect(isOwnNavigation(english)(navigation("/fr"))).toBe(false);
    expect(isOwnNavigation(english)(navigation("/crs/news"))).toBe(false);
    expect(isOwnNavigation(english)(navigation("/france"))).toBe(true);
    expect(isOwnNavigation(french)(navigation("/fr/help"))).toBe(true);
    expect(isOwnNavigation(french)(navigation("/crs"))).toBe(false);
  });

  it("leaves requests that are not navigations alone", () => {
    expect(isOwnNavigation(english)({ ...navigation("/help"), request: { mode: "cors" } as Request })).toBe(false);
  });
});

const at = (pathname: string, sameOrigin = true) => ({ url: new URL(pathname, "https://example.org"), sameOrigin });

describe("isNewsPhoto and isOwnLazyAsset", () => {
  it("matches the news photos of this site, for every language", () => {
    expect(isNewsPhoto(french)(at("/images/news/photo-abc-640.webp"))).toBe(true);
    expect(isNewsPhoto(french)(at("/images/logo.svg"))).toBe(false);
    expect(isNewsPhoto(french)(at("/images/news/photo-abc-640.webp", false))).toBe(false);
  });

  it("matches only the language's own built chunks", () => {
    expect(isOwnLazyAsset(french)(at("/fr/assets/render-cv-pdf-A.js"))).toBe(true);
    expect(isOwnLazyAsset(french)(at("/assets/render-cv-pdf-A.js"))).toBe(false);
    expect(isOwnLazyAsset(english)(at("/assets/render-cv-pdf-A.js"))).toBe(true);
  });
});

describe("lazyAssetCacheKey", () => {
  it("keeps a chunk asked for again with '?retry=N' under its plain address", () => {
    expect(lazyAssetCacheKey("https://example.org/fr/assets/render-cv-pdf-A.js?retry=2")).toBe(
      "https://example.org/fr/assets/render-cv-pdf-A.js",
    );
    expect(lazyAssetCacheKey("https://example.org/assets/cv-reader-pdf-B.js")).toBe(
      "https://example.org/assets/cv-reader-pdf-B.js",
    );
  });
});

describe("isOwnPageData", () => {
  it("matches the language's own pages' data, and leaves the other languages' to their workers", () => {
    expect(isOwnPageData(english)(at("/news/no-such-item.data"))).toBe(true);
    expect(isOwnPageData(english)(at("/_root.data"))).toBe(true);
    expect(isOwnPageData(english)(at("/fr/news/une.data"))).toBe(false);
    expect(isOwnPageData(french)(at("/fr/jobs/aucune.data"))).toBe(true);
    expect(isOwnPageData(french)(at("/crs/_root.data"))).toBe(false);
    expect(isOwnPageData(english)(at("/news/x.data", false))).toBe(false);
    expect(isOwnPageData(english)(at("/news/x"))).toBe(false);
  });

  it("answers a page's data the precache does not hold, offline, with a 404 as the server would", () => {
    expect(pageDataOfflineResponse().status).toBe(404);
  });
});

it("answers an unseen photo offline with the placeholder's picture icon", async () => {
  const response = photoOfflineResponse();
  expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
  expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">.*<rect width="18"/);
});

const variants = (address: string) => withoutTrailingSlash(new URL(address)).map((url) => url.href);

describe("withoutTrailingSlash", () => {
  it("finds a page asked for with one trailing slash under its clean URL", () => {
    expect(variants("https://example.org/crs/")).toEqual(["https://example.org/crs"]);
    expect(variants("https://example.org/news/?q=x")).toEqual(["https://example.org/news"]);
    expect(variants("https://example.org/fr/jobs/tour-guide-la-digue/")).toEqual([
      "https://example.org/fr/jobs/tour-guide-la-digue",
    ]);
  });

  it("adds nothing for the root or a clean URL", () => {
    expect(variants("https://example.org/")).toEqual([]);
    expect(variants("https://example.org/crs")).toEqual([]);
    expect(variants("https://example.org/news/feed.xml")).toEqual([]);
  });
});

/** A precache entry's address, as Workbox fetches it on install. */
const entry = (pathname: string) => new URL(`${pathname}?__WB_REVISION__=abc`, "https://example.org");

describe("isPrecacheable", () => {
  it("keeps what was found, and the language's 404 pages, which answer with status 404", () => {
    expect(isPrecacheable(english, entry("/news"), 200)).toBe(true);
    expect(isPrecacheable(english, entry("/news/404"), 404)).toBe(true);
    expect(isPrecacheable(english, entry("/404"), 404)).toBe(true);
    expect(isPrecacheable(french, entry("/fr/news/404"), 404)).toBe(true);
  });

  it("refuses any other failure, so a broken version never installs", () => {
    expect(isPrecacheable(english, entry("/news"), 404)).toBe(false);
    expect(isPrecacheable(english, entry("/assets/app.js"), 404)).toBe(false);
    expect(isPrecacheable(french, entry("/news/404"), 404)).toBe(false);
    expect(isPrecacheable(english, entry("/404"), 500)).toBe(false);
    expect(isPrecacheable(english, entry("/news"), 301)).toBe(false);
  });
});
