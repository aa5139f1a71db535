import { describe, expect, it } from "vitest";
import { ASSET_HEADERS, isSubresourceAsset } from "./security-headers.mjs";

describe("which responses need only the asset headers", () => {
  it("is a hashed script, stylesheet or font, in any language's assets", () => {
    const paths = [
      "/assets/framework-B-Cjgpde.js",
      "/fr/assets/cv-builder-BAEj5DnI.js",
      "/crs/assets/root-D5JUKw7-.css",
      "/assets/noto-sans-latin-400-normal-DPpKfCgK.woff",
      "/assets/font-x.woff2",
    ];
    expect(paths.filter((path) => !isSubresourceAsset(path))).toEqual([]);
  });

  it("is not a worker script, a page, the service worker, a picture or a file outside the assets", () => {
    const paths = [
      "/assets/pdf.worker.min-C_oroY0n.js",
      "/crs/assets/pdf.worker.min-C_oroY0n.js",
      "/sw.js",
      "/sw-fr.js",
      "/",
      "/fr/help",
      "/404.html",
      "/assets/",
      "/assets/picture.svg",
      "/images/hero-coast.svg",
      "/icons/icon-192.png",
      "/manifest.webmanifest",
      "/assets/nested/x.js",
      "/help/assets/x.js",
    ];
    expect(paths.filter((path) => isSubresourceAsset(path))).toEqual([]);
  });

  it("keeps nosniff, which browsers check on scripts and styles, and nothing a page alone uses", () => {
    expect(ASSET_HEADERS).toEqual({ "X-Content-Type-Options": "nosniff" });
  });
});
