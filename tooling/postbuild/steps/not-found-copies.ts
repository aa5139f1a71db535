// Unknown paths get the prerendered 404 page nearest to them: /fr/… gets /fr/404.html, and an
// unknown news or job page (/news/…, /fr/jobs/…) its section's, which hydrates with the section's
// route (src/app/routes/news-item.tsx). A static host serves the nearest 404.html up the path; the
// preview server (tooling/static-routing.ts), nginx (deploy/nginx.conf) and the service worker
// (src/sw/routes.ts) choose the same one. Never the framework's SPA fallback. A section's 404
// document has no data of its own (src/app/entry.server.tsx leaves its .data empty): that file
// goes, so a request for it is a 404 too.
import { copyFileSync, existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { Site } from "../site.ts";

/** Every folder under `dir` holding a prerendered 404 document (404/index.html), the editor's and the assets' aside. */
function notFoundDocuments(site: Site, dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "assets" && path.join(dir, entry.name) !== site.adminDir)
    .flatMap((entry) => {
      const sub = path.join(dir, entry.name);
      const document = path.join(sub, "index.html");
      return [...(entry.name === "404" && existsSync(document) ? [sub] : []), ...notFoundDocuments(site, sub)];
    });
}

/** Writes the copies; returns each folder, from the site's root, that now holds a 404.html ("/", "/fr/news"). */
export function writeNotFoundCopies(site: Site): string[] {
  rmSync(path.join(site.clientDir, "__spa-fallback.html"), { force: true });
  return notFoundDocuments(site, site.clientDir).map((folder) => {
    copyFileSync(path.join(folder, "index.html"), path.join(path.dirname(folder), "404.html"));
    rmSync(`${folder}.data`, { force: true });
    return (
      `/${path.relative(site.clientDir, path.dirname(folder)).split(path.sep).join("/")}`.replace(/\/$/, "") || "/"
    );
  });
}
