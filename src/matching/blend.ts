import type { FeatureName, ListingFeatures } from "./features.ts";
import fitted from "./fitted-weights.json";
import {
  HAND_SET_WEIGHTS,
  HOURS_RULED_OUT,
  LEVEL_NOT_REACHED,
  LICENCE_NOT_HELD,
  LICENCE_SHORT,
  QUALIFICATION_SHORT,
  STEP_UP,
  WISH_SOUGHT,
} from "./weights.ts";

/*
 * The blend stage: a listing's parts (./features.ts), each 0 to 1, weighed into one share. The
 * figure a card shows is that share in whole percent: the weight of the parts the CV earns over the
 * weight of all the parts it could earn (a listing with no requirement to check leaves that part
 * out), so it reads as "how much of what counts for this job the CV shows". Every weight is 0 or
 * more, so a part that grows never lowers the figure.
 *
 * The level part (./features.ts levelPart) has no weight of its own: it scales the share. A senior post
 * the CV has not reached keeps LEVEL_NOT_REACHED of what its other parts earn (levelFactor); any other
 * listing, and a senior post reached, keep all of it. So a skipper's post for a deckhand falls by half,
 * as much when his CV is close to it as when it is not, and no other listing's figure moves. A senior post
 * reached whose every requirement the CV meets is the step up a recruiter offers before the post below it:
 * its share grows by STEP_UP (./weights.ts), the figure at most 100, so an accountant's CV gets the
 * accountant's post before the bookkeeper's, which it also fits. A listing whose qualification, asked as a must,
 * the CV does not show at all keeps QUALIFICATION_SHORT of its share: a recruiter does not put a bank teller's
 * post, which asks an A-level or a diploma, beside a cashier's own for a cashier without one. The fit scales a
 * listing's parts by the same factor (tooling/match-bench/fit/fit-blend.ts, shareFactor), so the ranking is the
 * fit's weighed sum.
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

/**
 * How much of its other parts' share a listing keeps for the level part: 1 for any listing but a senior post,
 * and for a senior post reached; LEVEL_NOT_REACHED for one not reached. It only grows with the level part.
 */
export const levelFactor = (level: number): number => 1 - (1 - level) * (1 - LEVEL_NOT_REACHED);

/**
 * How much of its parts' share a listing keeps: levelFactor's; STEP_UP for a senior post the CV has reached and meets
 * in full (./features.ts `stepUp`); QUALIFICATION_SHORT for a listing whose qualification, asked as a must, the CV does
 * not show (`qualificationShort`); HOURS_RULED_OUT for a listing that asks, as a must, hours the CV rules out
 * (`hoursRuledOut`); LICENCE_SHORT for one whose licence, asked as a must, the CV does not show (`licenceShort`), and
 * LICENCE_NOT_HELD instead where the CV says it is not held (`licenceNotHeld`); WISH_SOUGHT for the work the summary
 * says is looked for, on a listing the CV can do (`wishSought`).
 * It only grows as a CV shows more (hours ruled out and a licence said not held are not more shown, but what the
 * person says).
 */
export const shareFactor = (
  features: Pick<
    ListingFeatures,
    "values" | "stepUp" | "qualificationShort" | "hoursRuledOut" | "licenceShort" | "licenceNotHeld" | "wishSought"
  >,
): number =>
  levelFactor(features.values.level) *
  (features.stepUp ? STEP_UP : 1) *
  (features.qualificationShort ? QUALIFICATION_SHORT : 1) *
  (features.hoursRuledOut ? HOURS_RULED_OUT : 1) *
  (features.licenceShort ? LICENCE_SHORT : 1) *
  (features.licenceNotHeld ? LICENCE_NOT_HELD : 1) *
  (features.wishSought ? WISH_SOUGHT : 1);

/**
 * The share of the parts' weight the CV earns, scaled by the level part, a step up and a qualification short
 * (shareFactor).
 */
export function blend(features: ListingFeatures, weights: BlendWeights): Blended {
  let earned = 0;
  let possible = 0;
  for (const [name, weight] of weightList(weights)) {
    if (name === "level" || (name === "requirements" && features.requirementsWeight === 0)) continue;
    earned += weight * features.values[name];
    possible += weight;
  }
  const score = possible > 0 ? (earned * shareFactor(features)) / possible : 0;
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
