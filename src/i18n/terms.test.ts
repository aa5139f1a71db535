/*
 * The term base applied to the whole site (part of `npm test`): every French and Kreol Seselwa
 * catalogue and content translation uses the chosen words and none of the rejected ones,
 * GLOSSARY.md is what the term base writes, and every message a visitor reads in the navigation,
 * the page titles and the buttons is in the term base.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { checkCatalogue, interfaceKeys } from "./terms-check.mjs";
import { catalogueFiles, checkTerms, glossaryText, readTerms } from "./terms-files.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const terms = readTerms(root);

it("finds no rejected word and no message off its concept's words, in every catalogue and content translation", () => {
  expect(checkTerms(root)).toEqual([]);
});

const problems = (locale: "fr" | "crs", text: string) =>
  checkCatalogue({ file: `${locale}.json`, locale, messages: { demo: text }, terms });

describe("the words a French and a Kreol reader found wrong (issue 36)", () => {
  it.each([
    ["I ouver dan en lot tab", "tab"],
    ["avek moutya ek sega live", "live"],
    ["otour en latab avek laptop ek kaye", "laptop"],
    ["Sa travay in fermen", "fermen"],
    ["Antre ou bann detay", "Antre ou"],
    ["e get ou CV lo lekran", "get"],
    ["Kopye ladres sa paz", "ladres"],
    ["I kapab domaze", "domaze"],
    ["Pare pour travay par sif", "par sif"],
    ["Ou pou amenn bann pti group", "amenn"],
    ["En permi kondwir prop", "permi kondwir prop"],
    ["Ler ouvertir", "Ler ouvertir"],
    ["Sa ki zot demande", "sa ki zot demande"],
    ["pa'n trouve dan ou CV", "pa'n trouve"],
  ])("Kreol: %s", (text, word) => {
    expect(problems("crs", text).join("\n")).toContain(`"${word}" is not used on this site`);
  });

  it("French: 'Intérim' for any temporary job", () => {
    expect(problems("fr", "Intérim").join("\n")).toContain('"Intérim" is not used on this site (Temporary)');
  });

  it("Kreol keeps the words that only look like the rejected ones", () => {
    for (const text of [
      "Gete li dan Apersi",
      "Nou pa'n trouv okenn travay",
      "7 sif",
      "I ferm le 30 Zen 2026",
      "adres imel",
    ])
      expect(problems("crs", text)).toEqual([]);
  });
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
