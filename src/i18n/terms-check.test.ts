import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { findPhrase, parseTerms } from "./terms-base.mjs";
import { checkCatalogue, checkContentFile, contentTexts, interfaceKeys, singleFileLocales } from "./terms-check.mjs";
import { renderGlossary } from "./terms-glossary.mjs";
import { checkTerms } from "./terms-files.mjs";

const termsYaml = `
- concept: browser
  en: browser
  fr: navigateur
  crs: brawzer
  rejected:
    crs: [navigater]
  note: One word.
  keys: [demo_privacy]
- concept: upload your CV
  fr: [Ajoutez votre CV, ajouter]
  crs: Met ou CV
  rejected:
    fr: [Téléversez]
    crs: [Anvoy ou CV]
  unsure: [crs]
  keys: [demo_upload]
`;
const terms = parseTerms(termsYaml);

describe("findPhrase", () => {
  it("finds whole words and phrases, whatever the case, the accents and the spaces between words", () => {
    expect(findPhrase("I ganny lir dan ou Navigater.", "navigater")).toBe("navigater");
    expect(findPhrase("ANVOY  OU\nCV isi", "Anvoy ou CV")).toBe("anvoy  ou\ncv");
    expect(findPhrase("Televersez votre CV", "Téléversez")).toBe("televersez");
    expect(findPhrase("Essayez d'ajouter un CV", "ajouter")).toBe("ajouter");
  });

  it("does not find part of a word, a word of a compound, or a placeholder's name", () => {
    expect(findPhrase("navigaters", "navigater")).toBeUndefined();
    expect(findPhrase("M'envoyer par e-mail", "mail")).toBeUndefined();
    expect(findPhrase("Foto: {version}", "version")).toBeUndefined();
    expect(findPhrase("Non fanmir", "Non fanmi")).toBeUndefined();
  });
});

describe("checkCatalogue", () => {
  it("names the file, the key, the rejected word and the word to use", () => {
    const problems = checkCatalogue({
      file: "src/features/demo/messages/crs.json",
      locale: "crs",
      messages: { $schema: "x", demo_privacy: "I ganny lir dan ou navigater.", demo_other: "Ok" },
      terms,
    });
    expect(problems).toEqual([
      'src/features/demo/messages/crs.json: demo_privacy: "navigater" is not used on this site (browser): write "brawzer"',
      'src/features/demo/messages/crs.json: demo_privacy: does not use the term base\'s word for "browser": write "brawzer"',
    ]);
  });

  it("checks each language against its own words only", () => {
    const messages = { demo_privacy: "Il est lu dans votre navigateur.", demo_upload: "Ajoutez votre CV" };
    expect(checkCatalogue({ file: "fr.json", locale: "fr", messages, terms })).toEqual([]);
    expect(
      checkCatalogue({ file: "fr.json", locale: "fr", messages: { demo_upload: "Téléversez votre CV" }, terms }),
    ).toEqual([
      'fr.json: demo_upload: "Téléversez" is not used on this site (upload your CV): write "Ajoutez votre CV"',
      'fr.json: demo_upload: does not use the term base\'s word for "upload your CV": write "Ajoutez votre CV" or "ajouter"',
    ]);
  });

  it("fails a French message with an ordinary space, or none, before ; : ! ?", () => {
    const messages = { demo_label: "Lieu : {place}", demo_ok: "Lieu\u202F: {place} «\u202F{button}\u202F»" };
    expect(checkCatalogue({ file: "fr.json", locale: "fr", messages, terms })).toEqual([
      'fr.json: demo_label: ":" has an ordinary space before it: put a narrow no-break space (U+202F) there',
    ]);
    expect(
      checkCatalogue({ file: "crs.json", locale: "crs", messages: { demo_label: "Landrwa: {place}" }, terms }),
    ).toEqual([]);
  });
});

describe("checkContentFile", () => {
  it("names the field of a YAML translation that uses a rejected word", () => {
    const source = "# comment: navigater\n- title: Rod travay\n  description: Anvoy ou CV e ganny en lalis.\n";
    expect(checkContentFile({ file: "content/home/services.crs.yaml", locale: "crs", source, terms })).toEqual([
      'content/home/services.crs.yaml: #1 → description: "Anvoy ou CV" is not used on this site (upload your CV): write "Met ou CV"',
    ]);
  });

  it("reads a Markdown translation's front matter and body", () => {
    const source = "---\ntitle: Navigater\ndescription: Ok\n---\n\nAnvoy ou CV\nbomaten.\n";
    expect(contentTexts("x.crs.md", source).map(({ where }) => where)).toEqual(["title", "description", "body"]);
    expect(checkContentFile({ file: "content/news/x.crs.md", locale: "crs", source, terms })).toEqual([
      'content/news/x.crs.md: title: "navigater" is not used on this site (browser): write "brawzer"',
      'content/news/x.crs.md: body: "Anvoy ou CV" is not used on this site (upload your CV): write "Met ou CV"',
    ]);
  });
});

describe("checkContentFile, on an item with its languages in one file (en:, fr:, crs:)", () => {
  const source = [
    "en:",
    "  title: Browser day",
    "fr:",
    "  title: Journée du navigateur",
    "crs:",
    "  title: Zour navigater",
    "  description: Anvoy ou CV.",
    "",
  ].join("\n");

  it("checks only the language's own part, naming the field under its code", () => {
    expect(singleFileLocales("content/events/x.yaml", source)).toEqual(["en", "fr", "crs"]);
    expect(checkContentFile({ file: "content/events/x.yaml", locale: "crs", source, terms })).toEqual([
      'content/events/x.yaml: crs → title: "navigater" is not used on this site (browser): write "brawzer"',
      'content/events/x.yaml: crs → description: "Anvoy ou CV" is not used on this site (upload your CV): write "Met ou CV"',
    ]);
    expect(checkContentFile({ file: "content/events/x.yaml", locale: "fr", source, terms })).toEqual([]);
  });

  it("takes no other file for one: an English file, a translation's own file, a list", () => {
    expect(singleFileLocales("content/jobs/job1.yaml", "title: Accountant\nen: 1\n")).toBeUndefined();
    expect(singleFileLocales("content/events/x.fr.yaml", source)).toBeUndefined();
    expect(singleFileLocales("content/home/services.yaml", "- en: 1\n")).toBeUndefined();
    expect(singleFileLocales("content/news/x.md", source)).toBeUndefined();
  });
});

describe("checkTerms, on a repository's files", () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "koudmen-terms-"));
    write("src/i18n/terms.yaml", termsYaml);
    write(
      "project.inlang/settings.json",
      JSON.stringify({
        "plugin.inlang.messageFormat": { pathPattern: ["./src/features/demo/messages/{locale}.json"] },
      }),
    );
    write("src/features/demo/messages/fr.json", JSON.stringify({ demo_privacy: "Lu dans votre navigateur." }));
    write("src/features/demo/messages/crs.json", JSON.stringify({ demo_privacy: "Lir dan ou navigater." }));
    write("content/jobs/job1.yaml", "description: navigater\n");
    write("content/jobs/job1.crs.yaml", "requirements:\n  - text: Konn servi en navigater\n");
    write("content/jobs/job1.fr.yaml", "requirements:\n  - text: Savoir utiliser un navigateur\n");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("finds a rejected word in a catalogue and in a content translation, not in the English file", () => {
    expect(checkTerms(root)).toEqual([
      'src/features/demo/messages/crs.json: demo_privacy: "navigater" is not used on this site (browser): write "brawzer"',
      'src/features/demo/messages/crs.json: demo_privacy: does not use the term base\'s word for "browser": write "brawzer"',
      'content/jobs/job1.crs.yaml: requirements #1 → text: "navigater" is not used on this site (browser): write "brawzer"',
    ]);
  });

  it("checks only the files named, as a file an editor has just saved", () => {
    expect(checkTerms(root, ["content/jobs/job1.fr.yaml"])).toEqual([]);
    expect(checkTerms(root, ["content/jobs/job1.crs.yaml"])).toHaveLength(1);
  });

  it("checks the French and Kreol parts of an item with its languages in one file, in the folder or named", () => {
    write("content/events/day.yaml", "en:\n  title: Browser\nfr:\n  title: Navigateur\ncrs:\n  title: Navigater\n");
    const found =
      'content/events/day.yaml: crs → title: "navigater" is not used on this site (browser): write "brawzer"';
    expect(checkTerms(root).filter((problem) => problem.startsWith("content/events/"))).toEqual([found]);
    expect(checkTerms(root, ["content/events/day.yaml"])).toEqual([found]);
  });

  it("finds a rejected word in the editor's words and in the staff's messages too, each language its own", () => {
    write(
      "src/content/engine/editor-words.yaml",
      [
        "labels:",
        "  Browser: { fr: Navigateur, crs: Navigater }",
        "hints:",
        '  "Upload it.": { fr: "Téléversez votre CV.", crs: "Met ou CV." }',
      ].join("\n"),
    );
    write(
      "tooling/deploy/messages/crs.json",
      JSON.stringify({ $comment: "In English: navigater", lead: "Ok", fixes: { web: "lir dan ou navigater" } }),
    );
    expect(checkTerms(root).slice(3)).toEqual([
      'tooling/deploy/messages/crs.json: fixes → web: "navigater" is not used on this site (browser): write "brawzer"',
      'src/content/engine/editor-words.yaml: hints → "Upload it." → fr: "Téléversez" is not used on this site (upload your CV): write "Ajoutez votre CV"',
      'src/content/engine/editor-words.yaml: labels → "Browser" → crs: "navigater" is not used on this site (browser): write "brawzer"',
    ]);
    expect(checkTerms(root, ["src/content/engine/editor-words.yaml"])).toHaveLength(2);
    expect(checkTerms(root, ["tooling/deploy/messages/crs.json"])).toHaveLength(1);
  });
});

describe("parseTerms", () => {
  it("says which entry has a wrong shape", () => {
    expect(() => parseTerms("- concept: x\n  fr: [1]\n  colour: red\n")).toThrow(
      /entry #1 \(x\): unknown field "colour"[\s\S]*entry #1 \(x\): "fr" must be a word or a list of words/,
    );
    expect(() => parseTerms("- concept: x\n  crs: met\n  rejected:\n    crs: [met]\n")).toThrow(
      /"met" is both chosen and rejected in crs/,
    );
  });
});

it("renders the glossary with the chosen words, the unsure mark and the rejected words struck out", () => {
  const glossary = renderGlossary(terms);
  expect(glossary).toContain("| browser | navigateur | brawzer | ~~navigater~~ (crs) | One word. |");
  expect(glossary).toContain(
    "| upload your CV | Ajoutez votre CV (also ajouter) | Met ou CV **?** | ~~Téléversez~~ (fr), ~~Anvoy ou CV~~ (crs) |  |",
  );
});

it("finds the messages of the navigation, page titles and buttons in components", () => {
  const found = interfaceKeys([
    { file: "a.tsx", text: "export const meta = () => pageMeta(m.demo_title(), m.demo_description());" },
    { file: "b.tsx", text: "<Button onClick={go}>\n  <Icon />\n  {m.demo_go()}\n</Button>\n<p>{m.demo_text()}</p>" },
    { file: "c.tsx", text: '<a href="/" className={buttonVariants()}>{m.demo_link()}</a><h1>{m.demo_h1()}</h1>' },
    { file: "d.tsx", text: "<ConfirmDialog title={m.demo_q()} confirmLabel={m.demo_yes()} />" },
  ]);
  expect([...found.keys()].toSorted()).toEqual(["demo_go", "demo_h1", "demo_link", "demo_q", "demo_title", "demo_yes"]);
});

const checkFrench = (messages: Record<string, string>, alwaysPlural = {}) =>
  checkCatalogue({ file: "fr.json", locale: "fr", messages, terms, alwaysPlural });

describe("a French message with a count", () => {
  it("needs a singular: '1 caractères' is wrong", () => {
    expect(checkFrench({ demo_too_long: "{label}\u202F: trop long de {count} caractères." })).toEqual([
      'fr.json: demo_too_long: has a {count} but no singular: add "demo_too_long_one" (French writes "1 caractère", "0 offre"), or list the key in src/i18n/always-plural.json with why its count is never 0 or 1',
    ]);
    expect(checkFrench({ demo_shown_other: "{count} emplois affichés." })).toHaveLength(1);
  });

  it("passes with its singular beside it, or when listed as never 0 or 1", () => {
    expect(checkFrench({ demo_too_long: "{count} caractères", demo_too_long_one: "{count} caractère" })).toEqual([]);
    expect(checkFrench({ demo_shown_one: "{count} emploi", demo_shown_other: "{count} emplois" })).toEqual([]);
    expect(checkFrench({ demo_days: "dans {count} jours" }, { demo_days: "2 or 3 days only" })).toEqual([]);
    // Kreol has one form for every count.
    expect(checkCatalogue({ file: "crs.json", locale: "crs", messages: { demo_days: "{count} zour" }, terms })).toEqual(
      [],
    );
  });
});
