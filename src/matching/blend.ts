import type { FeatureName, ListingFeatures } from "./features.ts";
import fitted from "./fitted-weights.json";
import { HAND_SET_WEIGHTS } from "./weights.ts";

/*
 * The blend stage: a listing's parts (./features.ts), each 0 to 1, weighed into one share. The
 * figure a card shows is that share in whole percent: the weight of the parts the CV earns over the
 * weight of all the parts it could earn (a listing with no requirement to check leaves that part
 * out), so it reads as "how much of what counts for this job the CV shows". Every weight is 0 or
 * more, so a part that grows never lowers the figure.
 *
 * The level part (./features.ts levelPart) is the one taken away rather than earned: a senior post the
 * CV has not reached loses its weight from the share; any other listing, and a senior post reached,
 * keep their share of the other parts. So it lowers a skipper's figure for a deckhand without raising
 * every other listing's by the same amount, and ranks exactly as the fit's sum of weighed parts does
 * (the level part is 1 for all but the senior posts not reached: the sum differs only by a constant).
 */

export type BlendWeights = Readonly<Record<FeatureName, number>>;

/**
 * The weights the phone uses: fitted on the labelled set's tuning CVs by `npm run fit:match`
 * (tooling/match-bench/fit/, docs/matching.md), never set by hand. The file says which CVs, labels
 * and commit fitted them.
 */
export const FITTED_WEIGHTS: BlendWeights = fitted.weights;

export type Blended = {
  /** 0 to 1, unrounded: what the ranking orders by. */
  score: number;
  /** The score in whole percent, 0 to 100: what the card shows. */
  figure: number;
};

const toFigure = (score: number) => Math.max(0, Math.min(100, Math.round(100 * score)));

/** Each set of weights as its [name, weight] pairs, in its own order, listed once rather than for every listing. */
const weightLists = new WeakMap<BlendWeights, readonly [FeatureName, number][]>();
function weightList(weights: BlendWeights): readonly [FeatureName, number][] {
  let list = weightLists.get(weights);
  if (list === undefined) {
    list = Object.entries(weights) as [FeatureName, number][];
    weightLists.set(weights, list);
  }
  return list;
}

/** The share of the parts' weight the CV earns. */
export function blend(features: ListingFeatures, weights: BlendWeights): Blended {
  let earned = 0;
  let possible = 0;
  for (const [name, weight] of weightList(weights)) {
    if (name === "requirements" && features.requirementsWeight === 0) continue;
    if (name === "level") {
      earned -= weight * (1 - features.values.level);
      continue;
    }
    earned += weight * features.values[name];
    possible += weight;
  }
  const score = possible > 0 ? earned / possible : 0;
  return { score, figure: toFigure(score) };
}

/**
 * Issue 32's hand-set figure, kept to compare with (the bench's "hand-set" row): the same parts,
 * but each requirement weighs its own REQUIREMENT_WEIGHTS, so a listing with more requirements
 * leans more on them.
 */
export function handSetBlend(features: ListingFeatures): Blended {
  let earned = features.values.requirements * features.requirementsWeight;
  let possible = features.requirementsWeight;
  for (const [name, weight] of Object.entries(HAND_SET_WEIGHTS) as [FeatureName, number][]) {
    earned += weight * features.values[name];
    possible += weight;
  }
  const score = possible > 0 ? earned / possible : 0;
  return { score, figure: toFigure(score) };
}
