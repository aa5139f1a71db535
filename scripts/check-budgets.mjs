#!/usr/bin/env node
// Fails when the build breaks a byte budget (see tooling/budgets.mjs). Run after npm run build.
import path from "node:path";
import { BUDGETS, checkBudgets } from "../tooling/budgets.mjs";

const clientDir = path.resolve(process.env.BUILD_DIR || "build", "client");
const { pages, problems } = checkBudgets(clientDir);
console.log("route            JS gzip   CSS gzip   HTML gzip   (first load, KiB)");
for (const page of pages) {
  console.log(
    `${page.route.padEnd(16)} ${page.jsGzipKiB.toFixed(1).padStart(7)}   ${page.cssGzipKiB.toFixed(1).padStart(8)}   ${page.htmlGzipKiB.toFixed(1).padStart(9)}`,
  );
}
console.log(
  `Budgets: home JS ${BUDGETS.homeJsKiB} KiB (/fr and /crs ${BUDGETS.localeHomeJsKiB} KiB), any page JS ${BUDGETS.routeJsKiB} KiB, CSS ${BUDGETS.cssKiB} KiB, HTML ${BUDGETS.htmlKiB} KiB.`,
);
if (problems.length > 0) {
  for (const problem of problems) console.error(`Over budget: ${problem}`);
  process.exit(1);
}
console.log("Within budget.");
