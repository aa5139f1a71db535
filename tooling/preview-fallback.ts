import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { resolveStaticPath } from "./static-routing.ts";

/**
 * `vite preview` would answer an unknown path with the prerendered home page, which then fails to
 * hydrate. This serves the build as it is deployed: prerendered pages by folder, and every unknown
 * path gets the prerendered 404 page with status 404 (the SPA fallback), which hydrates cleanly.
 */
export function previewFallback(options: { clientDir: string; notFoundFile: string }): Plugin {
  return {
    name: "koudmen:preview-fallback",
    configurePreviewServer(server) {
      const root = path.resolve(options.clientDir);
      server.middlewares.use((req, res, next) => {
        if (req.method !== "GET" && req.method !== "HEAD") return next();
        const url = new URL(req.url ?? "/", "http://localhost");
        const resolved = resolveStaticPath(root, url.pathname, options.notFoundFile);
        if (resolved.kind === "file") {
          req.url = `/${path.relative(root, resolved.file).split(path.sep).join("/")}${url.search}`;
          return next();
        }
        res.statusCode = 404;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.end(req.method === "HEAD" ? undefined : readFileSync(resolved.file));
      });
    },
  };
}
