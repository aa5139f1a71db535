#!/usr/bin/env -S npx tsx
// npm run bench:match: the Job Matcher's quality, speed and weight on the labelled set
// (tooling/match-bench/README.md). Loads the bench through Vite with the site's own setup, so the
// site's CV readers and the scorers run as they are, pdf.js in its legacy build for Node.
// Usage: npm run bench:match [-- --runs N] [-- --accuracy-only] [-- --held-out | --tuning]
//   --held-out: only the CVs never used to tune the engine; --tuning: only the others.
//   BENCH_PORT (default 4395) serves the speed page on 127.0.0.1; CHROMIUM_PATH picks the browser.
import { build } from "vite";
import { siteVite, withSiteModules } from "../tooling/site-modules.ts";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number, like --runs 5");

process.exitCode = await withSiteModules(async ({ load, pdfjs }) => {
  const { runBench } = await load<typeof import("../tooling/match-bench/run.ts")>("/tooling/match-bench/run.ts");
  return runBench({
    pdfjs,
    port: Number(process.env.BENCH_PORT) || 4395,
    runs,
    chromiumPath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    speed: !args.includes("--accuracy-only"),
    cvs: args.includes("--held-out") ? "held-out" : args.includes("--tuning") ? "tuning" : "all",
    log: (line = "") => console.log(line),
    // The scorer's browser module as the site's build makes code: minified ES modules for the browser.
    bundle: async (entry, outDir) => {
      await build({
        ...siteVite,
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
});
