#!/usr/bin/env -S npx tsx
// npm run fit:match: fits the Job Matcher's blend weights on the labelled set's tuning CVs and writes
// src/matching/fitted-weights.json (tooling/match-bench/fit/fit-run.ts, docs/matching.md). Loads the
// fit through Vite with the site's own setup, like the bench (scripts/bench-match.ts).
import { withSiteModules } from "../tooling/site-modules.ts";

await withSiteModules(async ({ load, pdfjs }) => {
  const { fitRun } = await load<typeof import("../tooling/match-bench/fit/fit-run.ts")>(
    "/tooling/match-bench/fit/fit-run.ts",
  );
  await fitRun(pdfjs, (line = "") => console.log(line));
});
