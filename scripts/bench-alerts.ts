#!/usr/bin/env -S npx tsx
// npm run bench:alerts: what the new-jobs check costs a phone (tooling/alerts-bench/run.ts): the
// size of the list of open listings for 50 listings, what a day with nothing new downloads, and the
// time to score the new listings for one kept CV. Loads the bench through Vite with the site's own
// setup, as bench:match does. Usage: npm run bench:alerts [-- --runs N]
import { withSiteModules } from "../tooling/site-modules.ts";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number, like --runs 5");

process.exitCode = await withSiteModules(async ({ load, pdfjs }) => {
  const { runAlertsBench } =
    await load<typeof import("../tooling/alerts-bench/run.ts")>("/tooling/alerts-bench/run.ts");
  return runAlertsBench({ pdfjs, runs, log: (line = "") => console.log(line) });
});
