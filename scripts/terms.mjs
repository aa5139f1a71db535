#!/usr/bin/env node
/*
 * The term base's command line (src/i18n/terms.yaml):
 *   node scripts/terms.mjs check [file …]   every French and Kreol catalogue and content translation
 *                                           (or the files named) against the term base
 *   node scripts/terms.mjs glossary         rewrite src/i18n/GLOSSARY.md from the term base
 * `npm test` runs the same check and fails when GLOSSARY.md is not what the term base writes.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { checkTerms, glossaryText } from "../src/i18n/terms-files.mjs";

const root = path.resolve(import.meta.dirname, "..");
const [command, ...files] = process.argv.slice(2);

if (command === "glossary") {
  writeFileSync(path.join(root, "src/i18n/GLOSSARY.md"), await glossaryText(root));
  console.log("Wrote src/i18n/GLOSSARY.md");
} else if (command === "check") {
  const problems = checkTerms(
    root,
    files.length > 0 ? files.map((file) => path.relative(root, path.resolve(file))) : undefined,
  );
  if (problems.length > 0) {
    console.error(`The term check found ${problems.length} problem${problems.length === 1 ? "" : "s"}:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    // GitHub Actions shows each problem on the run's summary too.
    if (process.env.GITHUB_ACTIONS)
      for (const problem of problems)
        console.error(`::error title=Word to change::${problem.replaceAll("%", "%25").replaceAll("\n", "%0A")}`);
    process.exit(1);
  }
  console.log("The term check found no problem.");
} else {
  console.error("Usage: node scripts/terms.mjs check [file …] | glossary");
  process.exit(2);
}
