// Each language's manifest, which its pages link to (src/app/root.tsx): installed from /crs, the app
// opens /crs and the install dialog describes it in Kreol. English's replaces the copy of public/.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { appDescription, baseManifest, localizedManifest, manifestPath } from "../../web-manifest.mjs";
import type { Site } from "../site.ts";

export function writeWebManifests(site: Site): void {
  for (const locale of site.builtLocales) {
    const manifest = localizedManifest(baseManifest(), locale, appDescription(locale));
    writeFileSync(path.join(site.clientDir, manifestPath(locale)), `${JSON.stringify(manifest, null, 2)}\n`);
  }
}
