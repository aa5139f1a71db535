#!/usr/bin/env node
// `npm run test:quick`: a quick check of work in progress, never instead of `npm test` or `.ci/run`.
// Type-check, lint, format check and the unit tests, then the browser tests of the spec files the
// change touches, in both projects of playwright.config.ts:
//   - every e2e/*.spec.ts changed since the branch left main (committed, staged, unstaged or new);
//   - every spec that imports a changed helper of e2e/ (fixtures.ts is imported by all of them);
//   - for a changed feature folder, src/features/<name>/, every e2e/*<name>*.spec.ts
//     (cv-builder: cv-builder*.spec.ts; help: help.spec.ts, spec-sample-help*.spec.ts, …).
// It builds first when build/ is missing or older than a changed file outside e2e/ and docs/.
// Changed specs of e2e/dates/ run with `npm run test:dates`, which builds their own site.
// `-- --base <ref>` compares with another branch; `-- --list` only prints what it would run.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const base = args.includes("--base") ? args[args.indexOf("--base") + 1] : "main";
const listOnly = args.includes("--list");

const git = (...gitArgs) => execFileSync("git", gitArgs, { encoding: "utf8" }).split("\n").filter(Boolean);

// What the branch changed since it left `base`, and what is not committed yet.
const since = git("merge-base", base, "HEAD")[0];
const changed = [
  ...new Set([...git("diff", "--name-only", since), ...git("ls-files", "--others", "--exclude-standard")]),
].filter((file) => existsSync(file));

const specs = readdirSync("e2e").filter((name) => name.endsWith(".spec.ts"));
const chosen = new Set();
for (const file of changed) {
  const [top, second, third] = file.split("/");
  if (top === "e2e" && second?.endsWith(".spec.ts") && third === undefined) chosen.add(second);
  // A helper of e2e/ (fixtures.ts, cv-form.ts, …): the specs that import it.
  if (top === "e2e" && third === undefined && second?.endsWith(".ts") && !second.endsWith(".spec.ts")) {
    const helper = `"./${second.replace(/\.ts$/, "")}"`;
    for (const spec of specs) if (readFileSync(path.join("e2e", spec), "utf8").includes(helper)) chosen.add(spec);
  }
  if (top === "src" && second === "features" && third) {
    for (const spec of specs) if (spec.includes(third)) chosen.add(spec);
  }
}
const dateSpecs = changed.filter((file) => /^e2e\/dates\/[^/]+\.spec\.ts$/.test(file));
const browserSpecs = [...chosen].toSorted().map((spec) => `e2e/${spec}`);

console.log(`test:quick: ${changed.length} files changed since ${base} (${since.slice(0, 8)})`);
console.log(`  browser specs: ${browserSpecs.length ? browserSpecs.join(" ") : "none"}`);
if (dateSpecs.length) console.log(`  date specs: ${dateSpecs.join(" ")}`);
if (listOnly) process.exit(0);

function run(command, commandArgs) {
  console.log(`\n$ ${[command, ...commandArgs].join(" ")}`);
  const result = spawnSync(command, commandArgs, { stdio: "inherit" });
  if (result.status !== 0) {
    console.log(`\ntest:quick: failed at: ${[command, ...commandArgs].join(" ")}`);
    process.exit(result.status ?? 1);
  }
}

run("npm", ["run", "typecheck"]);
run("npm", ["run", "lint"]);
run("npm", ["run", "format:check"]);
run("npm", ["run", "test:unit"]);

if (browserSpecs.length) {
  const built = path.join(process.env.BUILD_DIR || "build", "client", "index.html");
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const stale = changed.some((file) => !/^(e2e|docs)\//.test(file) && statSync(file).mtimeMs > builtAt);
  if (stale) run("npm", ["run", "build"]);
  else console.log(`\ntest:quick: ${built} is newer than every changed file outside e2e/ and docs/: no build`);
  run("npx", ["playwright", "test", ...browserSpecs]);
}
if (dateSpecs.length)
  run("npm", ["run", "test:dates", "--", ...dateSpecs.map((file) => file.replace(/^e2e\/dates\//, ""))]);

console.log("\ntest:quick: passed. Before you stop, `.ci/run` (or `npm test`) is still the check.");
