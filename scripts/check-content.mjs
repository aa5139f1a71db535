#!/usr/bin/env node
// Checks content/ (or the folder given) as the build does, with the build's own loader
// (src/content/load-content.server.ts), and says which file and field to fix. Fast: no build.
// Usage: npm run check:content [-- path/to/content]
import path from "node:path";
import { runnerImport } from "vite";

const dir = path.resolve(process.argv[2] || "content");
const { module } = await runnerImport(path.resolve("src", "content", "load-content.server.ts"));
try {
  const { byLocale } = module.loadContent(dir);
  const { news, help, services, jobs } = byLocale.en;
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
