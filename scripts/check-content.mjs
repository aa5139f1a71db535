#!/usr/bin/env node
// Checks content/ (or the folder given) as the build does, with the build's own loader
// (src/content/load-content.server.ts), and says which file and field to fix. Fast: no build.
// Usage: npm run check:content [-- path/to/content]   (or CONTENT_DIR=path/to/content, as for the build)
// Each problem is printed on its own line, "  - <file> (<item>): <field>: <what to do>", which the
// deploy workflow reads back to tell the staff (tooling/deploy/problem-issue.mjs). What a collection
// could use but not understand (a requirement the Job Matcher cannot read) is a warning line,
// "warning: <file>: …", never a failure.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { runnerImport } from "vite";
import { contentFolder } from "../tooling/deploy/content-folder.mjs";

const root = path.resolve(import.meta.dirname, "..");
const folder = contentFolder({ args: process.argv.slice(2), env: process.env, cwd: process.cwd(), root });
if ("usage" in folder) {
  console.error(folder.usage);
  process.exit(2);
}
const dir = folder.dir;
/** The folder as a person finds it: from the repository's root when it is inside, else in full. */
const named = (/** @type {string} */ full) =>
  full.startsWith(root + path.sep) ? path.relative(root, full).split(path.sep).join("/") : full;
if (!existsSync(dir) || !statSync(dir).isDirectory()) {
  console.error(
    `There is no folder ${named(dir)} to check: give the content folder, like content or e2e/fixtures/content.`,
  );
  process.exit(2);
}
const { module } = await runnerImport(path.join(root, "src", "content", "load-content.server.ts"), { root });
const { module: registry } = await runnerImport(path.join(root, "src", "content", "registry.server.ts"), { root });
try {
  const { byLocale } = module.loadContent(dir);
  const { news, help, services, jobs, courses } = byLocale.en;
  for (const collection of registry.collections) {
    const everyLanguage = Object.fromEntries(
      Object.entries(byLocale).map(([locale, content]) => [locale, content[collection.name]]),
    );
    for (const text of collection.warnings?.(everyLanguage, dir) ?? []) {
      console.warn(`warning: ${text}`);
      if (process.env.GITHUB_ACTIONS)
        console.warn(`::warning title=Content to improve (${collection.name})::${text.replaceAll("%", "%25")}`);
    }
  }
  console.log(
    `${named(dir)}: ${news.length} news items, ${help.length} help entries, ${services.length} home services, ${jobs.length} job listings and ${courses.length} courses, each in English, French and Kreol Seselwa: no problems.`,
  );
} catch (error) {
  if (!(error instanceof Error) || error.name !== "ContentError") throw error;
  console.error(error.message);
  // GitHub Actions shows each problem on the run's summary too.
  if (process.env.GITHUB_ACTIONS)
    for (const problem of /** @type {{ problems: string[] }} */ (/** @type {unknown} */ (error)).problems)
      console.error(`::error title=Content to fix::${problem.replaceAll("%", "%25").replaceAll("\n", "%0A")}`);
  process.exit(1);
}
