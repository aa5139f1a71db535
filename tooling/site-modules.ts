// The site's own code run in Node by a script (the benches, the fit): loaded through Vite with the
// site's setup (plugins, aliases, defines), so the CV readers and scorers run as the site builds
// them, with pdf.js's legacy build for Node. One place for what scripts/bench-match.ts,
// bench-alerts.ts and fit-match.ts share.
import { createServer, type InlineConfig } from "vite";
import type { PdfLibrary } from "../src/matching/read-cv/pdf-text.ts";
import { sharedDefine, sharedPlugins, sharedResolve } from "../vite.config.ts";

/** The site's Vite setup without its config file: for a server or a build a script makes. */
export const siteVite = {
  configFile: false,
  logLevel: "error",
  plugins: sharedPlugins,
  resolve: sharedResolve,
  define: sharedDefine,
} as const satisfies InlineConfig;

export type SiteModules = {
  /** A module of the repository by its path from the top ("/tooling/match-bench/run.ts"). */
  load: <Module>(file: string) => Promise<Module>;
  /** pdf.js for Node; its own types are wider than the few calls the site's reader makes (PdfLibrary). */
  pdfjs: PdfLibrary;
};

/** Runs `run` with the site's modules at hand, and closes Vite after, whatever happens. */
export async function withSiteModules<Result>(run: (modules: SiteModules) => Promise<Result>): Promise<Result> {
  const vite = await createServer({
    ...siteVite,
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const pdfjs = (await import("pdfjs-dist/legacy/build/pdf.mjs")) as unknown as PdfLibrary;
    return await run({ load: async (file) => (await vite.ssrLoadModule(file)) as never, pdfjs });
  } finally {
    await vite.close();
  }
}
