// Issue 32's hand-set weights (src/matching/weights.ts HAND_SET_WEIGHTS, blend.ts handSetBlend) on the
// engine's own parts, kept to compare with the fitted blend: the bench's "hand-set" row. Accuracy only
// (the engine's speed and weight are the same code's).
import { handSetBlend } from "@/matching/blend";
import { cvFeatures } from "@/matching/match-cv";
import { rankByScore } from "@/matching/rank";
import { BENCH_DAY, prepareEngine, type EnginePrepared } from "../engine-browser";
import type { Scorer } from "../scorer";
import { setIndex } from "../fit/set-features";

export const handSet: Scorer<EnginePrepared> = {
  name: "Engine, issue 32's hand-set weights",
  prepare: (listings) => prepareEngine(setIndex(listings), listings),
  rank: (prepared, cv) => {
    const source = cv.stored ? { kind: "stored" as const, cv: cv.stored } : { kind: "text" as const, text: cv.text };
    const scores = new Map(
      cvFeatures(prepared.index, source, BENCH_DAY).features.map((f) => [f.id, handSetBlend(f).score]),
    );
    return rankByScore(prepared.listings, (id) => scores.get(id) ?? null).map((listing) => listing.id);
  },
};

export const scorers: Scorer[] = [handSet as Scorer];
