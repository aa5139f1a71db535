// One service worker per language (sw.js for /, sw-fr.js for /fr, sw-crs.js for /crs), built from the
// typed source in src/sw/ by tooling/service-worker/ once every page is prerendered. The last step:
// it precaches the pages as the earlier steps wrote them.
import { buildServiceWorkers } from "../../service-worker/build-service-workers.ts";
import type { BuiltPage, Site } from "../site.ts";

/** @returns one line per worker: its file, how many files it precaches and its size */
export const writeServiceWorkers = (site: Site, pages: readonly BuiltPage[]): Promise<string[]> =>
  buildServiceWorkers({ clientDir: site.clientDir, pages, builtLocales: site.builtLocales });
