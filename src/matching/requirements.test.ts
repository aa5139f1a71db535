import { makeLexicon } from "./lexicon";
import { analyseRequirement, type RequirementTexts } from "./requirements";
import { LEVELS } from "./levels";

// No concepts: these tests are about a requirement's shape (its years, its marks), read from its words.
const lexicon = makeLexicon([]);
const analyse = (texts: RequirementTexts) => analyseRequirement(texts, lexicon, () => undefined).requirement;

it("reads 'no experience needed', in each language, as experience of 0 years", () => {
  const none = { kind: "experience", years: 0, fields: [] };
  expect(analyse({ en: "No experience needed; training given" })).toEqual(none);
  expect(analyse({ en: "Training given", fr: "Aucune expérience exigée ; formation assurée" })).toEqual(none);
  expect(analyse({ en: "Training given", crs: "Pa bezwen leksperyans; nou donn formasyon" })).toEqual(none);
  expect(analyse({ en: "Two years of experience" })).toEqual({ kind: "experience", years: 2, fields: [] });
});

// Two levels of study, to read a qualification's shape.
const levelLexicon = makeLexicon([
  ["a level", [0]],
  ["diploma", [1]],
]);
const levelInfo = (n: number) => ({ kind: "level" as const, level: n === 0 ? LEVELS.aLevel : LEVELS.diploma });

it("drops a later ';' clause marked as a plus from what is required: a note, in any language", () => {
  const texts = {
    en: "A-level or a diploma; customer service experience an advantage",
    fr: "A-level ou un diplôme ; une expérience du service client est un atout",
    crs: "A-level oubyen en diplonm; leksperyans servis kliyan i en avantaz",
  };
  expect(analyseRequirement(texts, levelLexicon, levelInfo).requirement).toEqual({
    kind: "qualification",
    options: [
      { level: LEVELS.aLevel, fields: [], named: [] },
      { level: LEVELS.diploma, fields: [], named: [] },
    ],
  });
});

it("makes a requirement whose first clause is marked as a plus optional", () => {
  expect(analyse({ en: "Hotel experience preferred; training given" })).toMatchObject({ optional: true });
  expect(analyse({ en: "Hotel experience; training given" }).optional).toBeUndefined();
});

// A named qualification and a licence, to check that a document's marks leave them as they were.
const documentLexicon = makeLexicon([
  ["food hygiene", [0]],
  ["driving licence", [1]],
  ["padi open water scuba instructor", [2]],
  ["certificate", [3]],
]);
const documentInfo = (n: number) =>
  n === 1
    ? { kind: "licence" as const }
    : n === 3
      ? { kind: "level" as const, level: LEVELS.certificate }
      : { kind: "qualification" as const, level: LEVELS.certificate };
const read = (texts: RequirementTexts) => analyseRequirement(texts, documentLexicon, documentInfo);

describe("a document the employer asks for when it hires", () => {
  const listings = {
    "job8, kitchen hand": {
      en: "Medical certificate (health card) before you start",
      fr: "Certificat médical (carte de santé) avant l'embauche",
      crs: "Sertifika medikal (kart lasante) avan ou konmanse",
    },
    "job25, security guard": {
      en: "A police clearance certificate",
      fr: "Un certificat de bonne conduite de la police (police clearance)",
      crs: "En sertifika klerans lapolis",
    },
    "job28, teacher's assistant": {
      en: "Patient, caring and reliable, with a police clearance certificate",
      fr: "Patient, attentionné et fiable, avec un certificat de bonne conduite de la police",
      crs: "Pasyan, kontan zanfan e serye, avek en sertifika klerans lapolis",
    },
  };

  it.each(Object.entries(listings))(
    "reads %s's as a document, in its three languages and in each alone",
    (_, texts) => {
      expect(read(texts)).toEqual({ requirement: { kind: "document" }, understood: true });
      // Each language's own words say it: the English put aside, the French or the Kreol alone.
      expect(read({ en: "Before you start", fr: texts.fr }).requirement).toEqual({ kind: "document" });
      expect(read({ en: "Before you start", crs: texts.crs }).requirement).toEqual({ kind: "document" });
      expect(read({ en: texts.en }).requirement).toEqual({ kind: "document" });
    },
  );

  it("reads the other wordings of the same papers as documents too", () => {
    for (const en of ["Health card", "Certificate of good conduct", "Police certificate"])
      expect(read({ en }).requirement).toEqual({ kind: "document" });
    expect(read({ en: "x", fr: "Extrait de casier judiciaire" }).requirement).toEqual({ kind: "document" });
    expect(read({ en: "x", crs: "Sertifika lapolis" }).requirement).toEqual({ kind: "document" });
  });

  it("keeps a real qualification a qualification and a licence a licence", () => {
    expect(read({ en: "Food hygiene certificate", fr: "Certificat d'hygiène alimentaire" }).requirement).toEqual({
      kind: "qualification",
      options: [{ level: LEVELS.certificate, fields: [], named: [0] }],
    });
    expect(read({ en: "PADI Open Water Scuba Instructor" }).requirement).toEqual({
      kind: "qualification",
      options: [{ level: null, fields: [], named: [2] }],
    });
    expect(read({ en: "Clean driving licence" }).requirement).toEqual({ kind: "licence", concepts: [1], need: 1 });
    // "Lasante" (health) alone is care work, not the health card: "swen lasante" is health care.
    expect(read({ en: "x", crs: "Sertifika asistan enfirmye oubyen swen lasante" }).requirement.kind).not.toBe(
      "document",
    );
  });
});
