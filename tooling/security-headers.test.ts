import { describe, expect, it } from "vitest";
import {
  adminContentSecurityPolicy,
  adminHeaders,
  ASSET_HEADERS,
  cacheControlFor,
  contentSecurityPolicy,
  isAdminPath,
  isSubresourceAsset,
} from "./security-headers.ts";

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

/** A policy's directives by name. */
const directives = (csp: string) => Object.fromEntries(csp.split("; ").map((d) => [d.split(" ")[0], d]));

describe("the editor's headers (/admin)", () => {
  it("allows our origin, the GitHub API and the sign-in service, and no other host", () => {
    const csp = directives(adminContentSecurityPolicy({ authOrigin: "https://sign-in.koudmen.workers.dev" }));
    expect(csp["connect-src"]).toBe(
      "connect-src 'self' blob: data: https://api.github.com https://sign-in.koudmen.workers.dev",
    );
    expect(csp["script-src"]).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp["default-src"]).toBe("default-src 'self'");
    expect(csp["frame-ancestors"]).toBe("frame-ancestors 'none'");
    expect(csp["object-src"]).toBe("object-src 'none'");
    const hosts = adminContentSecurityPolicy({ authOrigin: "https://sign-in.koudmen.workers.dev" }).match(
      /https?:\/\/[^ ;]+/g,
    );
    expect(hosts).toEqual(["https://api.github.com", "https://sign-in.koudmen.workers.dev"]);
  });

  it("names no sign-in service when none is configured (token sign-in)", () => {
    expect(directives(adminContentSecurityPolicy())["connect-src"]).toBe(
      "connect-src 'self' blob: data: https://api.github.com",
    );
  });

  it("is never indexed or framed, and leaves the public pages' policy as it was", () => {
    const headers = adminHeaders(adminContentSecurityPolicy());
    expect(headers["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    expect(contentSecurityPolicy([])).not.toContain("api.github.com");
  });

  it("applies to /admin and everything under it, and nothing else", () => {
    expect(["/admin", "/admin/", "/admin/config.yml", "/admin/assets/index-x.js"].filter(isAdminPath)).toHaveLength(4);
    expect(["/", "/administration", "/fr/admin", "/help"].filter(isAdminPath)).toEqual([]);
  });
});

describe("cacheControlFor", () => {
  it("revalidates pages and their data on every load, keeps hashed assets a year and the rest an hour", () => {
    expect(cacheControlFor("/news/2025-04-15-annual-fundraising-gala")).toBe("no-cache");
    expect(cacheControlFor("/news/2025-04-15-annual-fundraising-gala.data")).toBe("no-cache");
    expect(cacheControlFor("/fr/_root.data")).toBe("no-cache");
    expect(cacheControlFor("/fr/assets/news-item-A1b2.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/icons/icon-192.png")).toBe("public, max-age=3600");
  });
});
