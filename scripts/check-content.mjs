#!/usr/bin/env node
// Checks content/ (or the folder given) as the build does, with the build's own loader
// (tooling/content/load-content.ts), and says which file and field to fix. Fast: no build.
// Usage: npm run check:content [-- path/to/content]
import path from "node:path";
import { runnerImport } from "vite";

const dir = path.resolve(process.argv[2] || "content");
const { module } = await runnerImport(path.resolve("tooling", "content", "load-content.ts"));
const { module: matching } = await runnerImport(path.resolve("tooling", "matching", "match-index.ts"));
const { module: warnings } = await runnerImport(path.resolve("tooling", "matching", "index-warnings.ts"));
try {
  const { byLocale } = module.loadContent(dir);
  const { news, help, services, jobs } = byLocale.en;
  // What the Job Matcher could not understand: a warning to act on, never a failure.
  const index = matching.matchIndexFor({ en: byLocale.en.jobs, fr: byLocale.fr.jobs, crs: byLocale.crs.jobs });
  for (const warning of index.warnings) {
    const text = warnings.describeIndexWarning(warning, dir);
    console.warn(`warning: ${text}`);
    if (process.env.GITHUB_ACTIONS) console.warn(`::warning title=Job Matcher::${text.replaceAll("%", "%25")}`);
  }
  console.log(
    `content: ${news.length} news items, ${help.length} help entries, ${services.length} home services and ${jobs.length} job listings, each in English, French and Kreol Seselwa: no problems.`,
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
