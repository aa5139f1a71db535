import { blend } from "@/matching/blend";
import { FEATURES, type FeatureValues, type ListingFeatures } from "@/matching/features";
import { rowOf, toBlendWeights } from "./fit-blend";

const listing = (given: Partial<FeatureValues>): ListingFeatures => ({
  id: "x",
  values: { ...(Object.fromEntries(FEATURES.map((name) => [name, 0])) as FeatureValues), level: 1, ...given },
  requirementsWeight: 6,
  requirements: [],
  background: null,
  fieldStudied: null,
  skills: [],
  wish: null,
  askedFor: null,
  sharedWords: [],
});

it("fits the parts as the blend weighs them: a senior post not reached has its row scaled to half", () => {
  const reached = listing({ trade: 1, requirements: 0.5, words: 0.4, level: 1 });
  const notReached = listing({ trade: 1, requirements: 0.5, words: 0.4, level: 0 });
  expect(rowOf(notReached)).toEqual(rowOf(reached).map((value) => value / 2));
  // Neither the cosine nor the level part is a column of its own: eight parts are fitted.
  expect(rowOf(reached)).toEqual([1, 0, 0.5, 0, 0, 0.4, 0, 0]);
});

it("ranks as the fit's weighed sum does: the blend's score is that sum over the weights' total", () => {
  const weights = [2, 1, 4, 0, 1, 3, 1, 1];
  const blendWeights = toBlendWeights(weights);
  expect(blendWeights.level).toBe(0);
  expect(blendWeights.cosine).toBe(0);
  for (const parts of [
    listing({ trade: 1, requirements: 0.5, level: 0 }),
    listing({ background: 0.7, words: 0.3, duties: 0.2, level: 1 }),
  ]) {
    const sum = rowOf(parts).reduce((total, value, k) => total + value * weights[k]!, 0);
    expect(blend(parts, blendWeights).score).toBeCloseTo(sum / 13, 3);
  }
});
