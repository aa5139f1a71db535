import { expect, it } from "vitest";
import { buildWordsIndex, contentWords } from "./listing-words";
import { cvWordNumbers, deltaDecode, deltaEncode, wordsInCommon, wordsShare, wordsWeight } from "./words-in-common";

const listings = [
  [contentWords(["Hotel Receptionist", "Welcome guests, check them in and out, and take bookings."])],
  [contentWords(["Cashier", "Take payments from customers at the till."])],
];
const index = buildWordsIndex(listings);
const numberOf = new Map(index.vocabulary.map((word, n) => [word, n]));
const prepared = listings.map((_, i) =>
  index.listings[i]!.map((words) => ({ words, weight: wordsWeight(words, index.idf) })),
);
const share = (cv: string, listing: number) =>
  wordsInCommon(cvWordNumbers(contentWords([cv]), numberOf), prepared[listing]!, index.idf);

it("leaves out function words, generic words and bare numbers", () => {
  expect(contentWords(["Five years of experience with the guests in 2024, pendant deux ans"])).toEqual(["guest"]);
});

it("weighs a word more the fewer listings use it, and says which words the CV shares, the rarest first", () => {
  const receptionist = share("Receptionist in a hotel: I welcomed guests and took bookings.", 0);
  expect(receptionist.share).toBeGreaterThan(0.5);
  expect(receptionist.shared.map((n) => index.vocabulary[n])).toEqual(
    expect.arrayContaining(["guest", "booking", "receptionist", "hotel"]),
  );
  expect(share("Receptionist in a hotel: I welcomed guests and took bookings.", 1).share).toBeLessThan(0.2);
});

it("gives the same share alone (wordsShare, for one job's lines) as with the words", () => {
  for (const cv of ["Receptionist in a hotel: I welcomed guests and took bookings.", "Cashier at a shop", "Football"])
    for (const listing of [0, 1])
      expect(wordsShare(cvWordNumbers(contentWords([cv]), numberOf), prepared[listing]!, index.idf)).toBeCloseTo(
        share(cv, listing).share,
        12,
      );
  expect(
    wordsShare(cvWordNumbers(contentWords(["Took bookings for guests"]), numberOf), prepared[0]!, index.idf),
  ).toBeGreaterThan(0);
});

it("never gives a CV that says more a lower share of any listing", () => {
  const shorter = "Cashier at a shop";
  const longer = `${shorter}. Receptionist, then took payments from customers; I love football and fishing.`;
  for (const listing of [0, 1])
    expect(share(longer, listing).share).toBeGreaterThanOrEqual(share(shorter, listing).share);
});

it("compares the CV with the listing's language it is closest to", () => {
  const twoLanguages = buildWordsIndex([
    [contentWords(["Cook", "Prepare meals in the kitchen"]), contentWords(["Kwizinye", "Prepar manze dan lakwizin"])],
  ]);
  const languages = twoLanguages.listings[0]!.map((words) => ({ words, weight: wordsWeight(words, twoLanguages.idf) }));
  const numbers = new Map(twoLanguages.vocabulary.map((word, n) => [word, n]));
  const kreol = wordsInCommon(
    cvWordNumbers(contentWords(["Kwizinye, mon prepar manze dan lakwizin"]), numbers),
    languages,
    twoLanguages.idf,
  );
  expect(kreol.share).toBe(1);
});

it("delta-encodes a listing's ascending word numbers and decodes them back", () => {
  expect(deltaEncode([3, 7, 8, 120])).toEqual([3, 4, 1, 112]);
  expect(deltaDecode([3, 4, 1, 112])).toEqual([3, 7, 8, 120]);
  expect(deltaDecode(deltaEncode([]))).toEqual([]);
});
