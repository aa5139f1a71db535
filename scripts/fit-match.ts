#!/usr/bin/env -S npx tsx
// npm run fit:match: fits the Job Matcher's blend weights on the labelled set's tuning CVs and writes
// src/matching/fitted-weights.json (tooling/match-bench/fit/fit-run.ts, docs/matching.md). Loads the
// fit through Vite with the site's own setup, like the bench (scripts/bench-match.ts).
import { createServer } from "vite";
import type { PdfLibrary } from "../src/matching/read-cv/pdf-text.ts";
import { sharedDefine, sharedPlugins, sharedResolve } from "../vite.config.ts";

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
  const { fitRun } = (await vite.ssrLoadModule(
    "/tooling/match-bench/fit/fit-run.ts",
  )) as typeof import("../tooling/match-bench/fit/fit-run.ts");
  const pdfjs = (await import("pdfjs-dist/legacy/build/pdf.mjs")) as unknown as PdfLibrary;
  await fitRun(pdfjs, (line = "") => console.log(line));
} finally {
  await vite.close();
}
