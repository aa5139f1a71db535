import { rankByScore, scoreOf } from "./rank";

const listing = (id: string, posted: string, title = id) => ({ id, posted, title });

it("puts the highest score first; equal scores newest posted first, then by title, then by id", () => {
  const listings = [
    listing("a", "2025-01-01"),
    listing("b", "2025-03-01"),
    listing("c", "2025-02-01", "Zebra"),
    listing("d", "2025-02-01", "Apple"),
    listing("e", "2025-02-01", "Apple"),
  ];
  const scores: Record<string, number> = { a: 0.9, b: 0.4, c: 0.4, d: 0.4, e: 0.4 };
  expect(rankByScore(listings, (id) => scores[id]!).map((l) => l.id)).toEqual(["a", "b", "d", "e", "c"]);
  // The input is left as it was.
  expect(listings.map((l) => l.id)).toEqual(["a", "b", "c", "d", "e"]);
});

it("ranks by the unrounded score, so two listings that both show 84% keep the better first", () => {
  const listings = [listing("older", "2025-01-01"), listing("newer", "2025-03-01")];
  const scores: Record<string, number> = { older: 0.8449, newer: 0.8351 };
  expect(rankByScore(listings, (id) => scores[id]!).map((l) => l.id)).toEqual(["older", "newer"]);
});

it("puts a listing without a score after every listing with one, even a score of 0", () => {
  const listings = [listing("none", "2025-05-01"), listing("zero", "2025-01-01")];
  expect(rankByScore(listings, (id) => (id === "zero" ? 0 : null)).map((l) => l.id)).toEqual(["zero", "none"]);
});

it("reads a match's unrounded score, or its figure when it has none", () => {
  expect(scoreOf({ figure: 84, score: 0.8449 })).toBe(0.8449);
  expect(scoreOf({ figure: 84 })).toBe(0.84);
  expect(scoreOf(undefined)).toBeNull();
});
