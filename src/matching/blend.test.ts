import { blend, handSetBlend, type BlendWeights } from "./blend";
import { FEATURES, type FeatureValues, type ListingFeatures } from "./features";

// Every part 0 but the level part, 1 as for any listing that is no senior post.
const values = (given: Partial<FeatureValues>): FeatureValues => ({
  ...(Object.fromEntries(FEATURES.map((name) => [name, 0])) as FeatureValues),
  level: 1,
  ...given,
});
const features = (given: Partial<FeatureValues>, requirementsWeight = 6): ListingFeatures => ({
  id: "x",
  values: values(given),
  requirementsWeight,
  requirements: [],
  background: null,
  fieldStudied: null,
  skills: [],
  wish: null,
  askedFor: null,
  sharedWords: [],
});
const weights: BlendWeights = {
  trade: 2,
  background: 2,
  requirements: 4,
  field: 0,
  skills: 1,
  words: 1,
  duties: 0,
  wish: 0,
  cosine: 0,
  level: 0,
};

it("is the share of the parts' weight the CV earns: a plain share, in whole percent", () => {
  // 2 × 1 (trade) + 4 × 0.5 (half the requirements) = 4 of 10.
  expect(blend(features({ trade: 1, requirements: 0.5 }), weights)).toEqual({ score: 0.4, figure: 40 });
  expect(blend(features({}), weights).figure).toBe(0);
  const all = values(Object.fromEntries(FEATURES.map((name) => [name, 1])));
  expect(blend(features(all), weights).figure).toBe(100);
});

it("leaves the requirements out of a listing that has none to check, rather than counting them as missing", () => {
  // 2 (trade) of 2 + 2 + 1 + 1.
  expect(blend(features({ trade: 1, requirements: 0 }, 0), weights).score).toBeCloseTo(2 / 6);
});

it("never lowers the figure when any part grows", () => {
  const base = { trade: 0.3, background: 0.2, requirements: 0.5, skills: 0.25, words: 0.4, level: 0 };
  const before = blend(features(base), weights).score;
  for (const name of FEATURES) {
    const grown = { ...base, [name]: Math.min(1, (base[name as keyof typeof base] ?? 0) + 0.3) };
    expect({ name, lower: blend(features(grown), weights).score < before }).toEqual({ name, lower: false });
  }
});

it("scales a senior post the CV has not reached to half its share, and no other listing", () => {
  // The level part's own weight counts for nothing: trade 2 + half the requirements 2, of 10.
  const withLevel = { ...weights, level: 5 };
  // A listing that is no senior post, or a senior post reached (level 1), keeps its 40%.
  expect(blend(features({ trade: 1, requirements: 0.5, level: 1 }), withLevel)).toEqual({ score: 0.4, figure: 40 });
  // Not reached: half of 40%.
  expect(blend(features({ trade: 1, requirements: 0.5, level: 0 }), withLevel)).toEqual({ score: 0.2, figure: 20 });
  expect(blend(features({ level: 0 }), withLevel).figure).toBe(0);
  // Reaching it only raises the figure.
  expect(blend(features({ trade: 1, level: 1 }), weights).score).toBeGreaterThan(
    blend(features({ trade: 1, level: 0 }), weights).score,
  );
});

it("raises a senior post the CV has reached and meets in full by a tenth, the figure at most 100", () => {
  // Trade 2 + the requirements 4, of 10: 60%, and a tenth more as a step up.
  const senior = { trade: 1, requirements: 1, level: 1 };
  expect(blend(features(senior), weights)).toEqual({ score: 0.6, figure: 60 });
  const stepUp = blend({ ...features(senior), stepUp: true }, weights);
  expect(stepUp.score).toBeCloseTo(0.66);
  expect(stepUp.figure).toBe(66);
  const all = Object.fromEntries(FEATURES.map((name) => [name, 1])) as FeatureValues;
  expect(blend({ ...features(all), stepUp: true }, weights).figure).toBe(100);
});

it("raises a listing whose work the summary says is looked for, and that the CV can do, by a tenth", () => {
  // Trade 2 + the requirements 4, of 10 (these weights give the wish none): 60%, and a tenth more.
  const parts = features({ trade: 1, requirements: 1, wish: 1, level: 1 });
  expect(blend(parts, weights)).toEqual({ score: 0.6, figure: 60 });
  const sought = blend({ ...parts, wishSought: true }, weights);
  expect(sought.score).toBeCloseTo(0.66);
  expect(sought.figure).toBe(66);
});

it("keeps four fifths of a listing whose qualification, asked as a must, the CV does not show", () => {
  // Trade 2 + the requirements 4 × 0.5, of 10: 40%, and four fifths of it.
  const parts = features({ trade: 1, requirements: 0.5, level: 1 });
  expect(blend(parts, weights)).toEqual({ score: 0.4, figure: 40 });
  const short = blend({ ...parts, qualificationShort: true }, weights);
  expect(short.score).toBeCloseTo(0.32);
  expect(short.figure).toBe(32);
  // With a senior post not reached as well: half of that.
  expect(
    blend({ ...features({ trade: 1, requirements: 0.5, level: 0 }), qualificationShort: true }, weights).figure,
  ).toBe(16);
});

it("keeps issue 32's hand-set figure: each requirement by its own weight beside the other parts", () => {
  // (6 × 0.5 + 16 × 1 + 20 × 0.4 ÷ …): earned 3 + 16 + 8 = 27 of 6 + 48.5.
  const parts = features({ requirements: 0.5, background: 1, words: 0.4 });
  expect(handSetBlend(parts).score).toBeCloseTo(27 / 54.5);
  expect(handSetBlend(parts).figure).toBe(50);
});

it("keeps four fifths of a listing that asks, as a must, hours the CV rules out", () => {
  const parts = features({ trade: 1, requirements: 0.5, level: 1 });
  const ruledOut = blend({ ...parts, hoursRuledOut: true }, weights);
  expect(ruledOut.score).toBeCloseTo(0.32);
  expect(ruledOut.figure).toBe(32);
  // With a qualification short as well: four fifths of four fifths.
  expect(blend({ ...parts, hoursRuledOut: true, qualificationShort: true }, weights).figure).toBe(26);
});

it("keeps four fifths of a listing whose licence, asked as a must, the CV does not show, and half where it says so", () => {
  const parts = features({ trade: 1, requirements: 0.5, level: 1 });
  expect(blend(parts, weights).figure).toBe(40);
  expect(blend({ ...parts, licenceShort: true }, weights).figure).toBe(32);
  expect(blend({ ...parts, licenceNotHeld: true }, weights).figure).toBe(20);
  expect(blend({ ...parts, licenceNotHeld: true, hoursRuledOut: true }, weights).figure).toBe(16);
});
