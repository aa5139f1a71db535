#!/usr/bin/env -S npx tsx
// npm run bench:alerts: what the new-jobs check costs a phone (tooling/alerts-bench/run.ts): the
// size of the list of open listings for 50 listings, what a day with nothing new downloads, and the
// time to score the new listings for one kept CV. Loads the bench through Vite with the site's own
// setup, as bench:match does. Usage: npm run bench:alerts [-- --runs N]
import { createServer } from "vite";
import type { PdfLibrary } from "../src/matching/read-cv/pdf-text.ts";
import { sharedDefine, sharedPlugins, sharedResolve } from "../vite.config.ts";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number, like --runs 5");

const vite = await createServer({
  configFile: false,
  logLevel: "error",
  plugins: sharedPlugins,
  resolve: sharedResolve,
  define: sharedDefine,
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { runAlertsBench } = (await vite.ssrLoadModule(
    "/tooling/alerts-bench/run.ts",
  )) as typeof import("../tooling/alerts-bench/run.ts");
  // pdf.js's own types are wider than the few calls the site's reader makes (PdfLibrary).
  const pdfjs = (await import("pdfjs-dist/legacy/build/pdf.mjs")) as unknown as PdfLibrary;
  process.exitCode = await runAlertsBench({ pdfjs, runs, log: (line = "") => console.log(line) });
} finally {
  await vite.close();
}
