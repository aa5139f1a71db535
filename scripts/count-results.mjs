#!/usr/bin/env node
// Adds up the unit (Vitest) and browser (Playwright) results that `npm test` wrote to test-results/
// and prints "N passed, N failed". A failing step that ran no test (type-check, lint, build) counts
// as one failure, so a red run never reads as green.
import { existsSync, readFileSync } from "node:fs";

const exitStatus = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

// The unit tests, then those that need pdftotext and LibreOffice (vitest.config.ts).
for (const unit of [readJson("test-results/unit.json"), readJson("test-results/unit-tools.json")]) {
  if (!unit) continue;
  passed += unit.numPassedTests ?? 0;
  failed += unit.numFailedTests ?? 0;
  // A test file that fails to load has no failed test of its own; count the file.
  for (const file of unit.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed").length;
    if (file.status === "failed" && failedTests === 0) failed += 1;
  }
}

// The browser tests on the preview server, the smoke subset on nginx, then the date tests on their own content.
for (const file of ["test-results/e2e.json", "test-results/e2e-nginx.json", "test-results/e2e-dates.json"]) {
  const e2e = readJson(file);
  if (!e2e?.stats) continue;
  passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected ?? 0;
  if (e2e.errors?.length) failed += e2e.errors.length;
}

if (exitStatus !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
