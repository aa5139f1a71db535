// The editor's labels and hints in the staff's three languages (src/content/engine/editor-words.yaml):
// every one the editor shows has its French and Kreol, with the term base's words and French
// typography, and reads as staff see it in /admin/config.yml.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import {
  editorWordSources,
  editorWordsOf,
  mergedEditorWords,
  parseEditorWords,
  SHARED_EDITOR_WORDS,
  staffHint,
  staffLabel,
  untranslatedEditorWords,
  type EditorWordSource,
  type OwnEditorWords,
} from "../../src/content/engine/editor-words.server.ts";
import { collections } from "../../src/content/registry.server.ts";
import { findPhrase } from "../../src/i18n/terms-base.mjs";
import { typesetFrench } from "../../src/i18n/french-typography.mjs";
import { checkCatalogue } from "../../src/i18n/terms-check.mjs";
import { readTerms } from "../../src/i18n/terms-files.mjs";
import {
  cmsConfigYaml,
  EDITOR_WORD_SOURCES,
  EDITOR_WORDS,
  NOTICE_WORDS,
  noticeWords,
  OWN_WORDS,
} from "./cms-config.ts";

const root = path.resolve(import.meta.dirname, "../..");
const terms = readTerms(root);
/** The editor's collections as the collections write them, in English. */
const english = collections.flatMap((collection) => collection.editor());
const FILE = "src/content/engine/editor-words.yaml";
/** Clock times and https:// are what staff type, not French sentences: their colons stay. */
const asTyped = (text: string) => text.replaceAll(/https:\/\//g, "https").replaceAll(/\b(\d\d):(\d\d)\b/g, "$1h$2");

/** One source's words held to the term base (no rejected word, the chosen ones) and, in French, its typography. */
function termProblems({ file, words }: EditorWordSource): string[] {
  return (["fr", "crs"] as const).flatMap((locale) => {
    // Each language's own words, the French typeset as the editor shows it (staffLabel, staffHint).
    const own = (kind: "labels" | "hints") =>
      Object.entries(words[kind]).map(([key, translated]) => [
        `${kind} → ${key}`,
        asTyped(locale === "fr" ? typesetFrench(translated.fr) : translated.crs),
      ]);
    const messages = Object.fromEntries([...own("labels"), ...own("hints")]);
    // The notice for more fields than one: one field has words of its own (NOTICE_WORDS.one).
    const alwaysPlural = { [`labels → ${NOTICE_WORDS.other}`]: "Shown for 2 or more fields; 1 has its own words." };
    return checkCatalogue({ file, locale, messages, terms, alwaysPlural });
  });
}

describe("the editor's words in English, French and Kreol Seselwa", () => {
  it("gives every label and hint the editor shows its French and its Kreol", () => {
    expect(untranslatedEditorWords(english, EDITOR_WORDS)).toEqual([]);
  });

  it("fails when a label or a hint lacks its French or Kreol", () => {
    const { Phone: _phone, ...labels } = EDITOR_WORDS.labels;
    expect(untranslatedEditorWords(english, { labels, hints: EDITOR_WORDS.hints })).toEqual([
      `label "Phone": no French and Kreol in ${FILE}`,
    ]);
    expect(() => parseEditorWords("labels:\n  Phone: { fr: Téléphone }\nhints: {}\n")).toThrow(
      `${FILE}: labels → Phone → crs: `,
    );
    expect(() => parseEditorWords("labels:\n  Phone: { fr: Téléphone, crs: ' ' }\nhints: {}\n")).toThrow(
      `${FILE}: labels → Phone → crs: `,
    );
  });

  it("holds no words the editor no longer shows (an English label or hint changed without its key)", () => {
    const used = editorWordsOf(english);
    for (const word of [...OWN_WORDS, ...Object.values(NOTICE_WORDS)]) used.labels.add(word);
    expect(Object.keys(EDITOR_WORDS.labels).filter((label) => !used.labels.has(label))).toEqual([]);
    expect(Object.keys(EDITOR_WORDS.hints).filter((hint) => !used.hints.has(hint))).toEqual([]);
  });

  it("uses the term base's words, no rejected word, and French typography, wherever the words are", () => {
    expect(EDITOR_WORD_SOURCES.map((source) => termProblems(source))).toEqual(EDITOR_WORD_SOURCES.map(() => []));
  });

  it("takes a collection's own words from its module, checked as the shared file's", () => {
    const shared = { labels: { Title: { fr: "Titre", crs: "Tit" } }, hints: {} };
    const place = { fr: "Lieu", crs: "Landrwa" };
    const sources = editorWordSources(shared, [
      { name: "jobs" },
      { name: "events", editorWords: { labels: { Place: place } } },
    ]);
    expect(sources.map((source) => source.file)).toEqual([FILE, "src/content/events/collection.server.ts"]);
    expect(mergedEditorWords(sources).labels).toEqual({ Title: { fr: "Titre", crs: "Tit" }, Place: place });
    // Its Kreol missing, or a word the shared file has already: refused, naming the collection's module.
    expect(() =>
      editorWordSources(shared, [
        { name: "events", editorWords: { labels: { Place: { fr: "Lieu" } } } as unknown as OwnEditorWords },
      ]),
    ).toThrow("src/content/events/collection.server.ts: editorWords → labels → Place → crs: ");
    expect(() =>
      editorWordSources(shared, [{ name: "events", editorWords: { labels: { Title: { fr: "Titre", crs: "Tit" } } } }]),
    ).toThrow(`src/content/events/collection.server.ts: editorWords → labels → Title: already in ${FILE}: keep one`);
    // A label the collection's editor shows with no words anywhere: the first test's check names it.
    const editor = [{ name: "events", label: "Place", fields: [{ name: "title", label: "Title" }] }];
    expect(untranslatedEditorWords(editor, mergedEditorWords(sources))).toEqual([]);
    expect(untranslatedEditorWords(editor, mergedEditorWords(sources.slice(0, 1)))).toEqual([
      `label "Place": no French and Kreol in ${FILE}`,
    ]);
    // A rejected word in a collection's own words: named with its module.
    const rejected = terms.find((term) => (term.rejected.crs ?? []).length > 0)!.rejected.crs![0]!;
    const spoiled: EditorWordSource = {
      file: "src/content/events/collection.server.ts",
      words: { labels: { Place: { fr: "Lieu", crs: rejected } }, hints: {} },
    };
    expect(termProblems(spoiled).join("\n")).toContain(
      `src/content/events/collection.server.ts: labels → Place: "${rejected}" is not used on this site`,
    );
  });

  it("names a field with the term base's word where the term base has one (Address: adresse, adres)", () => {
    const problems = Object.entries(EDITOR_WORDS.labels).flatMap(([label, words]) =>
      terms
        .filter((term) => term.words.en?.some((word) => word.toLowerCase() === label.toLowerCase()))
        .flatMap((term) =>
          (["fr", "crs"] as const).flatMap((locale) => {
            const chosen = term.words[locale];
            if (!chosen || chosen.some((word) => findPhrase(words[locale], word) !== undefined)) return [];
            return [`${label}: ${locale} "${words[locale]}" is not the term base's ${chosen.join(" or ")}`];
          }),
        ),
    );
    expect(problems).toEqual([]);
  });

  it("writes labels English first, then French and Kreol, each word once", () => {
    expect(staffLabel("Title", EDITOR_WORDS.labels)).toBe("Title · Titre · Tit");
    expect(staffLabel("Photo", EDITOR_WORDS.labels)).toBe("Photo · Foto");
    expect(staffLabel("Services", EDITOR_WORDS.labels)).toBe("Services · Servis");
    expect(staffLabel("ID", EDITOR_WORDS.labels)).toBe("ID");
    // French typography: a narrow no-break space before the colon.
    expect(staffLabel("Help: Government", EDITOR_WORDS.labels)).toBe(
      "Help: Government · Aide\u202F: gouvernement · Ed: gouvernman",
    );
    // No words yet: the English alone (and the first test fails).
    expect(staffLabel("Fax", EDITOR_WORDS.labels)).toBe("Fax");
  });

  it("writes hints as three lines: the English, the French, the Kreol", () => {
    expect(staffHint("The card's heading.", EDITOR_WORDS.hints)).toBe(
      "The card's heading.<br>Le titre de la carte.<br>Tit kart la.",
    );
  });

  it("gives the notice when Save is refused its French and Kreol, the French typeset, for one field and for more", () => {
    expect(noticeWords()).toEqual({
      one: {
        en: "Not saved yet: 1 field to correct. {button} shows which one and what to write.",
        fr: "Pas encore enregistré\u202F: 1 champ à corriger. {button} montre lequel et quoi écrire.",
        crs: "Pa'n ganny sove ankor: 1 kaz pou koriz. {button} i montre lekel e ki pou ekrir.",
      },
      other: {
        en: "Not saved yet: {count} fields to correct. {button} shows which ones and what to write.",
        fr: "Pas encore enregistré\u202F: {count} champs à corriger. {button} montre lesquels et quoi écrire.",
        crs: "Pa'n ganny sove ankor: {count} kaz pou koriz. {button} i montre lekel e ki pou ekrir.",
      },
    });
  });

  it("shows staff the three languages in /admin/config.yml, and keeps the build's English messages", () => {
    const written = parse(cmsConfigYaml()) as { collections: { name: string; label: string; fields: Field[] }[] };
    type Field = { name: string; label: string; hint?: string; pattern?: [string, string]; fields?: Field[] };
    const help = written.collections.find((collection) => collection.name === "help-private")!;
    expect(help.label).toBe("Help: Private · Aide\u202F: privé · Ed: prive");
    const phone = help.fields
      .find((field) => field.name === "contact")!
      .fields!.find((field) => field.name === "phone")!;
    expect(phone.label).toBe("Phone · Téléphone · Telefonn");
    expect(phone.hint).toBe(
      "+248, a space, then seven digits as ddd dddd: +248\u00A0429\u00A08600.<br>+248, une espace, puis sept chiffres en ddd dddd\u202F: +248\u00A0429\u00A08600.<br>+248, en lespas, apre set sif konman ddd dddd: +248\u00A0429\u00A08600.",
    );
    // The build's message, then its French and its Kreol Seselwa (the deploy's words), one per line.
    expect(phone.pattern?.[1]).toBe(
      [
        "Phone is not a phone number: write +248 and seven digits, like +248 429 8600",
        "Téléphone n'est pas un numéro de téléphone\u202F: écrivez +248 et sept chiffres, comme +248 429 8600",
        "Telefonn pa en nimero telefonn: ekrir +248 ek set sif, parey +248 429 8600",
      ].join("\n"),
    );
    // Every label and hint of the written file is a translated one.
    const shown = editorWordsOf(written.collections);
    const translated = new Set(Object.keys(EDITOR_WORDS.labels).map((label) => staffLabel(label, EDITOR_WORDS.labels)));
    expect([...shown.labels].filter((label) => !translated.has(label))).toEqual([]);
    expect([...shown.hints].filter((hint) => hint.split("<br>").length !== 3)).toEqual([]);
  });
});

// The words file is read as the build reads it.
it("reads src/content/engine/editor-words.yaml", () => {
  expect(parseEditorWords(readFileSync(path.join(root, FILE), "utf8"))).toEqual(SHARED_EDITOR_WORDS);
});
