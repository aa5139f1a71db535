/*
 * npm run check:english: the English words left on the built French and Kreol Seselwa pages
 * (build/client, or BUILD_DIR/client), read from their HTML: text, titles, descriptions,
 * aria-labels, alt texts, placeholders. Run it after `npm run build`; e2e/no-english-left.spec.ts
 * runs the same check in `npm test`. See tooling/english-left/english-left.ts for what counts.
 */
import path from "node:path";
import { loadContent } from "../tooling/content/load-content.ts";
import { findEnglishLeft } from "../tooling/english-left/english-left.ts";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, process.env.BUILD_DIR || "build", "client");
const found = findEnglishLeft(clientDir, loadContent(path.join(root, process.env.CONTENT_DIR || "content")));
if (found.length > 0) {
  console.error(`${found.length} English word${found.length === 1 ? "" : "s"} on French or Kreol pages:`);
  for (const { page, word, in: text } of found) console.error(`  - ${page}: "${word}" in "${text}"`);
  process.exit(1);
}
console.log(`No English word left on the French and Kreol Seselwa pages of ${path.relative(root, clientDir)}.`);
