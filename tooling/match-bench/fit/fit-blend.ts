// The blend's weights from the labelled set (issue 45): each CV's parts for every listing
// (./set-features.ts) become one ranking group, the pairwise logistic regression
// (./pairwise-logistic.ts) fits one weight per part, and leave-one-CV-out scores every CV by weights
// fitted without it. Pure: the script (scripts/fit-match.ts) reads the CVs and writes the file.
import { blend, shareFactor, type BlendWeights } from "@/matching/blend";
import { FEATURES, type FeatureName, type ListingFeatures } from "@/matching/features";
import { rankByScore, type Rankable } from "@/matching/rank";
import { accuracy, type AccuracyTable, type CvResult } from "../metrics";
import type { BenchCv, Label } from "../scorer";
import { fitPairwise, type RankGroup } from "./pairwise-logistic";

export type CvParts = { cv: Pick<BenchCv, "id" | "language">; label: Label; features: readonly ListingFeatures[] };

/** The L2 penalties the fit tries; the one with the best leave-one-out top-1 (then top-3, then the larger) is kept. */
export const LAMBDAS = [0.001, 0.01] as const;

/**
 * Parts the fit leaves at weight 0. TF-IDF's cosine was fitted (leave-one-out top-1 99%, as without it)
 * but it divides by the length of the whole CV, so adding a line about other work lowers it: with a
 * weight it broke the property that showing more never lowers a figure (match-quality.test.ts). The level
 * part has no weight: it scales a listing's other parts (blend.ts levelFactor), here as on the phone.
 */
export const LEFT_OUT: readonly FeatureName[] = ["cosine", "level"];
const FITTED: readonly FeatureName[] = FEATURES.filter((name) => !LEFT_OUT.includes(name));

/** A listing's row: its fitted parts, in FEATURES' order, scaled by the level part and a step up as the blend scales them. */
export function rowOf(features: ListingFeatures): number[] {
  const factor = shareFactor(features);
  return FITTED.map((name) => features.values[name] * factor);
}

export function groupOf({ cv, label, features }: CvParts): RankGroup {
  const first = new Set<number>();
  const traps = new Set<number>();
  features.forEach((f, n) => {
    if (label.first.includes(f.id)) first.add(n);
    if (label.notTop3.includes(f.id)) traps.add(n);
  });
  return { id: cv.id, rows: features.map(rowOf), first, traps };
}

/** Weights as the phone reads them: each part's share of 100, to three decimals (the figure is a share of their sum). */
export function toBlendWeights(weights: readonly number[]): BlendWeights {
  const total = weights.reduce((sum, w) => sum + w, 0) || 1;
  const byName = new Map(FITTED.map((name, k) => [name, weights[k]!]));
  return Object.fromEntries(
    FEATURES.map((name) => [name, Math.round((100_000 * (byName.get(name) ?? 0)) / total) / 1000]),
  ) as BlendWeights;
}

export const fitBlend = (set: readonly CvParts[], lambda: number): BlendWeights =>
  toBlendWeights(fitPairwise(set.map(groupOf), { lambda, maxSteps: 1500 }));

/** The listings of one CV in the page's order under these weights. */
export function rankWith(listings: readonly Rankable[], parts: CvParts, weights: BlendWeights): string[] {
  const scores = new Map(parts.features.map((f) => [f.id, blend(f, weights).score]));
  return rankByScore(listings, (id) => scores.get(id) ?? null).map((listing) => listing.id);
}

/** Leave one CV out: each CV ranked by weights fitted on all the others. */
export function leaveOneOut(
  listings: readonly Rankable[],
  set: readonly CvParts[],
  lambda: number,
): { results: CvResult[]; table: AccuracyTable } {
  const results = set.map((parts, n): CvResult => {
    const weights = fitBlend(
      set.filter((_, m) => m !== n),
      lambda,
    );
    return {
      cv: parts.cv.id,
      language: parts.cv.language,
      ranking: rankWith(listings, parts, weights),
      label: parts.label,
    };
  });
  return { results, table: accuracy(results) };
}
