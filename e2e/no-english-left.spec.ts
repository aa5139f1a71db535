import path from "node:path";
import { loadContent } from "../src/content/load-content.server";
import { findEnglishLeft } from "../tooling/english-left/english-left";
import { expect, test } from "./fixtures";

/*
 * Issue 36: no English word on a French or Kreol Seselwa page, in its text or in what a screen
 * reader says (aria-labels, alt texts), outside names and addresses. Read from every prerendered
 * page of the build (build/client), as `npm run check:english` does; no browser needed, so once.
 */

test("the built French and Kreol pages have no English word outside names and addresses", { tag: "@one-width" }, () => {
  const root = path.resolve(import.meta.dirname, "..");
  const found = findEnglishLeft(
    path.join(root, process.env.BUILD_DIR || "build", "client"),
    loadContent(path.join(root, "content")),
  );
  expect(found.map(({ page, word, in: text }) => `${page}: "${word}" in "${text}"`)).toEqual([]);
});
