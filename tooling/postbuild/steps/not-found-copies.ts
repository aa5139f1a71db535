// Unknown paths get the prerendered 404 page in the language of the path (/fr/… gets /fr/404.html;
// a static host serves the nearest one), never the framework's SPA fallback.
import { copyFileSync, rmSync } from "node:fs";
import path from "node:path";
import { localePrefix } from "../../locales.mjs";
import type { Site } from "../site.ts";

export function writeNotFoundCopies(site: Site): void {
  rmSync(path.join(site.clientDir, "__spa-fallback.html"), { force: true });
  for (const locale of site.builtLocales) {
    const dir = path.join(site.clientDir, localePrefix(locale).slice(1));
    copyFileSync(path.join(dir, "404", "index.html"), path.join(dir, "404.html"));
  }
}
