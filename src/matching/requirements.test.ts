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
