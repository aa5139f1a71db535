import { findInText, labelKey, makeLexicon } from "./lexicon";
import { caseOf, hasMarker, markerKeys, phraseKey, stemWord, words, wordSpans } from "./text";

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
  expect(spans).toMatchObject({ words: ["hotel", "guest"], starts: [0, 7], ends: [5, 13] });
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

it("covers the words of a phrase that names nothing, so that no shorter phrase in it is found", () => {
  const lexicon = makeLexicon([
    ["securite", [1]],
    ["en securite", []],
  ]);
  expect(
    findInText("Utilise les outils en sécurité ; agent de sécurité", lexicon).map((f) => [f.phrase, f.start]),
  ).toEqual([["securite", 7]]);
});

it("keeps every start of a phrase of several words, and reads on only while the words start one", () => {
  const lexicon = makeLexicon([
    ["front", [1]],
    ["front office manager", [2]],
    ["hotel front desk agent", [3]],
    ["desk", [4]],
  ]);
  expect([...lexicon.starts].toSorted()).toEqual(["front", "front office", "hotel", "hotel front", "hotel front desk"]);
  const found = (text: string) => findInText(text, lexicon).map((f) => [f.phrase, f.start, f.end]);
  expect(found("Front office manager")).toEqual([["front office manager", 0, 3]]);
  expect(found("Front office clerk, hotel front desk")).toEqual([
    ["front", 0, 1],
    ["front", 4, 5],
    ["desk", 5, 6],
  ]);
  expect(found("Hotel front desk agent")).toEqual([["hotel front desk agent", 0, 4]]);
});

it("says how each word is written, for the short labels only a capital tells apart", () => {
  expect(wordSpans("PA pa Ris ris ICT S5 Hotel").cases).toEqual([
    "upper",
    "lower",
    "capital",
    "lower",
    "upper",
    "upper",
    "capital",
  ]);
});

it("reads the case of a plain ASCII word as of any other: capitals and digits, a capital first, or neither", () => {
  expect(["A", "A1", "a1", "S5", "Ab", "AB-C", "", "ÉCOLE", "École", "été", "É"].map((w) => caseOf(w))).toEqual([
    "capital",
    "upper",
    "lower",
    "upper",
    "capital",
    "capital",
    "lower",
    "upper",
    "capital",
    "lower",
    "capital",
  ]);
});

it("finds a short label written in capitals only where the text writes it so: 'PA', never the Kreol 'pa'", () => {
  const lexicon = makeLexicon([
    [labelKey("PA", "pa"), [1]],
    [labelKey("Ris", "ris"), [2]],
    [labelKey("bar", "bar"), [3]],
    [labelKey("personal assistant", "personal assistant"), [4]],
  ]);
  const found = (text: string) => findInText(text, lexicon).flatMap((f) => f.concepts);
  expect(found("Mon pa annan sertifika; larg e ris long-line")).toEqual([]);
  expect(found("PA to the director; English, French, Ris")).toEqual([1, 2]);
  expect(found("Pa annan")).toEqual([]);
  expect(found("Bar and BAR, Personal Assistant")).toEqual([3, 3, 4]);
});

it("finds a marker as whole words in the matcher's words, whatever the case, accents and plurals", () => {
  const markers = markerKeys(["used to", "ex", "j'ai été"]);
  expect(markers).toEqual(["used to", "ex", "j ai ete"]);
  expect(hasMarker("I USED TO work nights", markers)).toBe(true);
  expect(hasMarker("J’ai été caissière", markers)).toBe(true);
  expect(hasMarker("My next job", markers)).toBe(false);
});
