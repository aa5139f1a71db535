import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { VCARD_CONTENT_TYPE } from "../src/content/help/contact-card.ts";
import { ASSET_HEADERS, cacheControlFor, isAdminPath, isSubresourceAsset } from "./security-headers.ts";
import { canonicalRedirect } from "./canonical-path.mjs";
import { builtPagePaths, resolveStaticPath } from "./static-routing.ts";

/**
 * `vite preview` would answer an unknown path with the prerendered home page, which then fails to
 * hydrate. This serves the build as it is deployed: prerendered pages by folder, every unknown
 * path gets the nearest prerendered 404 page with status 404 (the SPA fallback), and every response
 * carries the security headers that the build wrote for its own inline scripts (a hashed script,
 * stylesheet or font only the ones it needs: ASSET_HEADERS). A known page typed in another case
 * or by its file name (/HELP, /index.html) is redirected to its own path, as nginx does
 * (tooling/canonical-path.mjs).
 */
export function previewFallback(options: { buildDir: string }): Plugin {
  return {
    name: "koudmen:preview-fallback",
    configurePreviewServer(server) {
      const root = path.resolve(options.buildDir, "client");
      const headersFile = path.resolve(options.buildDir, "headers.json");
      const headers: Record<string, string> = existsSync(headersFile)
        ? JSON.parse(readFileSync(headersFile, "utf8"))
        : {};
      if (!existsSync(headersFile)) server.config.logger.warn(`No ${headersFile}: run npm run build.`);
      // The editor at /admin has headers of its own (tooling/security-headers.ts, adminHeaders).
      const adminHeadersFile = path.resolve(options.buildDir, "admin-headers.json");
      const adminHeaders: Record<string, string> = existsSync(adminHeadersFile)
        ? JSON.parse(readFileSync(adminHeadersFile, "utf8"))
        : {};
      const pages = existsSync(root) ? builtPagePaths(root) : [];

      server.middlewares.use((req, res, next) => {
        if (req.method !== "GET" && req.method !== "HEAD") return next();
        const url = new URL(req.url ?? "/", "http://localhost");
        const admin = isAdminPath(url.pathname);
        for (const [name, value] of Object.entries(admin ? adminHeaders : headers)) res.setHeader(name, value);
        let decoded: string | undefined;
        try {
          decoded = decodeURIComponent(url.pathname);
        } catch {
          decoded = undefined;
        }
        const canonical = decoded === undefined || admin ? undefined : canonicalRedirect(decoded, pages);
        if (canonical) {
          res.statusCode = 301;
          res.setHeader("Location", `${canonical}${url.search}`);
          res.setHeader("Cache-Control", cacheControlFor("/"));
          return res.end();
        }
        // An unknown path gets the nearest 404 page: /fr/nope the French one, /fr/news/nope the French news route's.
        const resolved = resolveStaticPath(root, url.pathname);
        if (resolved.kind === "file") {
          const servedPath = `/${path.relative(root, resolved.file).split(path.sep).join("/")}`;
          res.setHeader("Cache-Control", cacheControlFor(servedPath));
          // A script, stylesheet or font needs only nosniff of the page headers, as nginx sends.
          if (!admin && isSubresourceAsset(servedPath)) {
            for (const name of Object.keys(headers)) if (!(name in ASSET_HEADERS)) res.removeHeader(name);
          }
          // i13: the Help Directory's contact cards (vite's own types lack .vcf).
          if (servedPath.endsWith(".vcf")) res.setHeader("Content-Type", VCARD_CONTENT_TYPE);
          req.url = `${servedPath}${url.search}`;
          return next();
        }
        res.statusCode = 404;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader("Cache-Control", cacheControlFor("/404.html"));
        res.end(req.method === "HEAD" ? undefined : readFileSync(resolved.file));
      });
    },
  };
}
