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

it("lists once per listing the named qualifications it asks for and its occupations' ISCO sub-major groups", () => {
  const prepared = prepareIndex(miniIndex());
  const guard = prepared.listings.get("guard")!;
  expect(guard.namedAsked.map((c) => prepared.concepts[c]!.id)).toEqual(["own:security-cert"]);
  expect([...guard.occupationGroups]).toEqual(["54"]);
  const reception = prepared.listings.get("reception")!;
  expect(reception.namedAsked).toEqual([]);
  expect([...reception.occupationGroups]).toEqual(["42"]);
  expect([...prepared.listings.get("deckhand")!.occupationGroups]).toEqual(["83"]);
});

it("makes the lexicon and the words' numbers once per index, for every subset of its listings prepared", () => {
  const index = miniIndex();
  const whole = prepareIndex(index);
  const some = prepareIndex({ ...index, listings: { guard: index.listings.guard! } });
  expect(some.lexicon).toBe(whole.lexicon);
  expect(some.wordNumbers).toBe(whole.wordNumbers);
  expect([...some.listings.keys()]).toEqual(["guard"]);
  // Another index (a newer one fetched) gets its own.
  const other = miniIndex();
  expect(prepareIndex(other).lexicon).not.toBe(whole.lexicon);
});
