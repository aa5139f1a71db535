#!/usr/bin/env node
// Adds up the unit (Vitest) and browser (Playwright) results that `npm test` wrote to test-results/
// and prints "N passed, N failed". A failing step that ran no test (type-check, lint, build) counts
// as one failure, so a red run never reads as green.
import { existsSync, readFileSync } from "node:fs";

const exitStatus = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;
/** Browser tests that passed only on a second try (the editor's, in CI): named, so a flaky one is seen. */
const flaky = [];

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
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === "flaky") flaky.push(`${spec.file}:${spec.line} [${test.projectName}] ${spec.title}`);
    for (const inner of suite.suites ?? []) walk(inner);
  };
  for (const suite of e2e.suites ?? []) walk(suite);
}

if (flaky.length > 0) {
  console.log(`Passed on a second try (counted as passed, named here to be looked at):`);
  for (const name of flaky) console.log(`  ${name}`);
}

if (exitStatus !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
