import { findInText, makeLexicon } from "./lexicon";
import { phraseKey, stemWord, words, wordSpans } from "./text";

it("folds case and accents and drops a plural ending, not a word's own", () => {
  expect(words("Réceptionniste d'HÔTEL, Guests")).toEqual(["receptionniste", "d", "hotel", "guest"]);
  expect(["business", "bus", "campus", "shifts", "hôtels"].map((w) => stemWord(w))).toEqual([
    "business",
    "bus",
    "campus",
    "shift",
    "hôtel",
  ]);
});

it("reads 'IT' in capitals as the field of computing, and the pronoun 'it' as no word a label has", () => {
  expect(words("IT support: I fixed it")).toEqual(["it", "support", "i", "fixed", "it'"]);
});

it("keeps where each word stands, to quote the CV's own words", () => {
  const spans = wordSpans("Hotel  Guests");
  expect(spans).toEqual({ words: ["hotel", "guest"], starts: [0, 7], ends: [5, 13] });
  expect(phraseKey("  Front-Office ")).toBe("front office");
});

it("finds the longest phrase at each word, none overlapping", () => {
  const lexicon = makeLexicon([
    ["hotel", [1]],
    ["hotel receptionist", [2]],
    ["receptionist", [3]],
  ]);
  expect(findInText("Hotel receptionist, then receptionist", lexicon).map((f) => [f.phrase, f.concepts])).toEqual([
    ["hotel receptionist", [2]],
    ["receptionist", [3]],
  ]);
});
