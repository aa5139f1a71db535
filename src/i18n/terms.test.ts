/*
 * The term base applied to the whole site (part of `npm test`): every French and Kreol Seselwa
 * catalogue and content translation uses the chosen words and none of the rejected ones,
 * GLOSSARY.md is what the term base writes, and every message a visitor reads in the navigation,
 * the page titles and the buttons is in the term base.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { interfaceKeys } from "./terms-check.mjs";
import { catalogueFiles, checkTerms, glossaryText, readTerms } from "./terms-files.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const terms = readTerms(root);

it("finds no rejected word and no message off its concept's words, in every catalogue and content translation", () => {
  expect(checkTerms(root)).toEqual([]);
});

it("has GLOSSARY.md as the term base writes it (run `node scripts/terms.mjs glossary` after changing terms.yaml)", async () => {
  expect(readFileSync(path.join(root, "src/i18n/GLOSSARY.md"), "utf8")).toBe(await glossaryText(root));
});

const englishMessages = new Set(
  catalogueFiles(root)
    .filter(({ locale }) => locale === "fr")
    .flatMap(({ file }) =>
      Object.keys(JSON.parse(readFileSync(path.join(root, file.replace(/fr\.json$/, "en.json")), "utf8"))),
    ),
);

function componentSources(dir: string): { file: string; text: string }[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "paraglide" ? [] : componentSources(relative);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [{ file: relative, text: readFileSync(path.join(root, relative), "utf8") }];
  });
}

describe("the navigation, the page titles and the buttons", () => {
  const found = interfaceKeys(componentSources("src"));

  it("are found in the components (the menu, the page titles, the buttons)", () => {
    const expected = ["shell_nav_home", "shell_nav_cv_builder", "help_title", "news_title", "cvform_title"];
    expected.push("cvform_generate", "cvout_start_over", "jobs_scan_button", "jobs_apply", "home_learn_more");
    expect(expected.filter((key) => !found.has(key))).toEqual([]);
  });

  it("use only words of the term base: each of their messages is listed under a concept", () => {
    const listed = new Set(terms.flatMap((term) => term.keys));
    const missing = [...found]
      .filter(([key]) => !listed.has(key))
      .map(([key, where]) => `${key} (${where.join(", ")})`);
    expect(missing).toEqual([]);
  });
});

it("lists only messages that exist", () => {
  const known = new Set([...englishMessages].filter((key) => key !== "$schema"));
  const unknown = terms.flatMap((term) =>
    term.keys.filter((key) => !known.has(key)).map((key) => `${term.concept}: ${key}`),
  );
  expect(unknown).toEqual([]);
});
