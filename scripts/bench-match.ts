#!/usr/bin/env -S npx tsx
// npm run bench:match: the Job Matcher's quality, speed and weight on the labelled set
// (tooling/match-bench/README.md). Loads the bench through Vite with the site's own setup, so the
// site's CV readers and the scorers run as they are, pdf.js in its legacy build for Node.
// Usage: npm run bench:match [-- --runs N] [-- --accuracy-only]
//   BENCH_PORT (default 4395) serves the speed page on 127.0.0.1; CHROMIUM_PATH picks the browser.
import { build, createServer } from "vite";
import type { PdfLibrary } from "../src/features/job-matcher/logic/read-cv/pdf-text.ts";
import { sharedDefine, sharedPlugins, sharedResolve } from "../vite.config.ts";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number, like --runs 5");

const shared = {
  configFile: false,
  logLevel: "error",
  plugins: sharedPlugins,
  resolve: sharedResolve,
  define: sharedDefine,
} as const;

const vite = await createServer({
  ...shared,
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { runBench } = (await vite.ssrLoadModule(
    "/tooling/match-bench/run.ts",
  )) as typeof import("../tooling/match-bench/run.ts");
  // pdf.js's own types are wider than the few calls the site's reader makes (PdfLibrary).
  const pdfjs = (await import("pdfjs-dist/legacy/build/pdf.mjs")) as unknown as PdfLibrary;
  process.exitCode = await runBench({
    pdfjs,
    port: Number(process.env.BENCH_PORT) || 4395,
    runs,
    chromiumPath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    speed: !args.includes("--accuracy-only"),
    log: (line = "") => console.log(line),
    // The scorer's browser module as the site's build makes code: minified ES modules for the browser.
    bundle: async (entry, outDir) => {
      await build({
        ...shared,
        mode: "production",
        publicDir: false,
        build: {
          outDir,
          emptyOutDir: true,
          minify: true,
          lib: { entry, formats: ["es"], fileName: () => "scorer.js" },
        },
      });
    },
  });
} finally {
  await vite.close();
}
