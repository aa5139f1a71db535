import { makeLexicon } from "./lexicon";
import { analyseRequirement, type RequirementTexts } from "./requirements";

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
