#!/usr/bin/env node
// `npm test`: every check, in stages, stopping at the first that fails, then each stage's minutes.
// Stages in one group run side by side when they keep different cores busy (tsc uses one core, the
// lint and Prettier one between them), and their output is printed whole as each ends; the others
// run one after the other, each with the whole machine. The minutes also go to
// test-results/stages.json, which .ci/run prints before its count.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";

/** @typedef {{ name: string, command: string }} Stage */
/** Each entry is a stage, or a list of stages run side by side. @type {(Stage | Stage[])[]} */
const plan = [
  [
    { name: "types", command: "npm run typecheck" },
    { name: "lint and format", command: "npm run lint && npm run format:check" },
  ],
  { name: "unit tests", command: "npm run test:unit" },
  { name: "unit tests with pdftotext and LibreOffice", command: "npm run test:unit:tools" },
  // The site and the date tests' own site (npm run test:dates builds it, then runs them) side by side:
  // each build leaves part of a core idle (its languages spend much of their time in one thread, its
  // postbuild in one), which the other fills. Neither compiles the messages (BUILD_I18N=0, which
  // scripts/build.ts explains): the type check did, and the two compiles would empty each other's.
  [
    { name: "build", command: "BUILD_I18N=0 npm run build" },
    { name: "the date tests' build", command: "BUILD_I18N=0 npm run build:dates" },
  ],
  { name: "budgets", command: "npm run budgets" },
  { name: "browser tests", command: "npm run test:e2e" },
  { name: "browser tests on nginx", command: "npm run test:nginx" },
  { name: "date tests", command: "playwright test -c playwright.dates.config.ts" },
];

/**
 * Runs `command` in a shell; its output goes straight through, or, when `buffer`, is kept and
 * printed whole at its end, so stages side by side do not interleave their lines.
 * @param {Stage} stage
 * @param {boolean} buffer
 * @returns {Promise<{ name: string, seconds: number, status: number }>}
 */
function run({ name, command }, buffer) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: buffer ? ["ignore", "pipe", "pipe"] : "inherit" });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      if (buffer) process.stdout.write(Buffer.concat(output));
      resolve({ name, seconds: (performance.now() - start) / 1000, status: code ?? 1 });
    });
  });
}

const minutes = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, "0")}`;

/** @type {{ name: string, seconds: number, status: number }[]} */
const done = [];
const started = performance.now();
let status = 0;
for (const step of plan) {
  const group = Array.isArray(step) ? step : [step];
  const groupStart = performance.now();
  const results = await Promise.all(group.map((stage) => run(stage, group.length > 1)));
  done.push(...results);
  if (group.length > 1) {
    done.push({
      name: `(${group.map((stage) => stage.name).join(" beside ")}: wall time)`,
      seconds: (performance.now() - groupStart) / 1000,
      status: 0,
    });
  }
  const failed = results.find((result) => result.status !== 0);
  if (failed) {
    status = failed.status;
    console.error(`\nnpm test: the stage '${failed.name}' failed; the stages after it did not run.`);
    break;
  }
}

const total = (performance.now() - started) / 1000;
console.log("\nStages (minutes:seconds):");
for (const stage of done)
  console.log(`  ${minutes(stage.seconds).padStart(6)}  ${stage.name}${stage.status ? " (failed)" : ""}`);
console.log(`  ${minutes(total).padStart(6)}  npm test in all`);
mkdirSync("test-results", { recursive: true });
writeFileSync("test-results/stages.json", JSON.stringify({ stages: done, total }, null, 2));
process.exit(status);
