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
  // It reads every catalogue, content translation, the editor's words and the staff's messages:
  // seconds on a busy two-core machine.
}, 60_000);

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

/** The footer's title, checked as the French catalogue holds it. */
const footer = (text: string) =>
  checkCatalogue({ file: "fr.json", locale: "fr", messages: { shell_footer_about_title: text }, terms });

describe("the words a French and a Kreol reader found wrong on /fr and /crs (issue 48)", () => {
  // Each old text as the site had it, in a catalogue: the check names the word decided against.
  it.each([
    ["Met li dan en mesaz pour avoy sa paz.", "avoy"],
    ["Kopye adres sa paz dan ba adres olye.", "olye"],
    ["Vwar bann anons travay ki ankor ouver", "vwar"],
    ["se zis bann legzanp bann lofr demonstrasyon", "legzanp"],
    ["se zis bann legzanp bann lofr demonstrasyon", "lofr"],
    ["trouve enn parti: {shown} dan ou CV", "trouve enn parti"],
    ["Bann zenn otour en latab latelye avek lordinater ek kaye", "lordinater"],
    ["Lendi ziska Vandredi ant 9er bonmaten ek 3er apremidi", "bonmaten"],
    ["Latelye gratis sak semenn lo konman ekrir en CV", "konman ekrir"],
    ["Anse Royale Football Club oubyen bann Scout.", "scout"],
    ["{count} problem pour ranze avan ou CV kapab pare", "problem"],
    ["en profeser, en antrener, en pret oubyen en anplwayer", "en pret"],
    ["I fer {size} MB; en fisye CV pa kapab depas 10 MB.", "MB"],
    ["{size} KB", "KB"],
    ["Swiv bann nouvo anons travay (flux)", "flux"],
    ["Bon Angle ek Franse ekrir; Kreol koze", "Franse ekrir"],
    ["Konfortab avek Word, Excel ek imel", "konfortab"],
    ["e ed bann viziter plann zot zournen Praslin.", "plann zot zournen"],
  ])("Kreol: %s (%s)", (text, word) => {
    expect(problems("crs", text).join("\n")).toContain(`"${word}" is not used on this site`);
  });

  it.each([
    ["Aussi dans votre CV\u202F: {skills}.", "Aussi dans votre CV"],
    ["Votre profil cherche ce type de travail ({words}).", "votre profil"],
    ["Votre CV demande ce travail ou un travail proche ({words}).", "votre CV demande"],
    ["Salaire d'au moins", "salaire d'au moins"],
    ["Un mot de Koudmen Seychelles Foundation", "de Koudmen Seychelles Foundation"],
  ])("French: %s (%s)", (text, word) => {
    expect(problems("fr", text).join("\n")).toContain(`"${word}" is not used on this site`);
  });

  it("French: the footer's 'À propos de {name}' lacks the article before the foundation's name", () => {
    expect(footer("À propos de {name}").join("\n")).toContain(
      'shell_footer_about_title: does not use the term base\'s word for "the Foundation (its name in a French sentence)"',
    );
    expect(footer("À propos de la {name}")).toEqual([]);
  });

  it("Kreol keeps 'konman' for as and 'koman' for how, and the new words pass", () => {
    for (const text of [
      "De an konman kwizinye",
      "Sov ou CV konman en fisye PDF",
      "Latelye gratis sak semenn lo koman ekrir en CV",
      "Met li dan en mesaz pour anvoy sa paz.",
      "in ganny trouve an parti: {shown} dan ou CV",
      "I fer {size} Mo; en fisye CV pa kapab depas 10 Mo.",
      "Ekrir byen an Angle ek an Franse; koz Kreol",
    ])
      expect(problems("crs", text)).toEqual([]);
  });
});

it("has GLOSSARY.md as the term base writes it (run `node scripts/terms.mjs glossary` after changing terms.yaml)", async () => {
  expect(readFileSync(path.join(root, "src/i18n/GLOSSARY.md"), "utf8")).toBe(await glossaryText(root));
}, 60_000);

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
