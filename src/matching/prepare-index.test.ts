import { miniIndex } from "./fixtures/mini-index";
import { prepareIndex } from "./prepare-index";
import { deltaDecode } from "./words-in-common";

it("decodes each listing's words once, with their weight, and its related occupations as a Map", () => {
  const index = miniIndex();
  const prepared = prepareIndex(index);
  const reception = prepared.listings.get("reception")!;
  expect(reception.words).toEqual(index.listings.reception!.words.map(deltaDecode));
  expect(reception.wordsByLanguage).toHaveLength(3);
  const [english] = reception.wordsByLanguage;
  expect(english!.weight).toBeCloseTo(english!.words.reduce((sum, n) => sum + index.words.idf[n]! ** 2, 0));
  const own = reception.occupations[0]!;
  expect(reception.relatedMap.get(own)).toBe(1);
  expect(prepared.wordNumbers.get(index.words.vocabulary[0]!)).toBe(0);
});
