// The bench's figures, from the rankings: top-1 and top-3 accuracy per language and overall, the CVs
// a scorer got wrong, the median time, and whether the target scorer meets the targets. Pure.
import { LANGUAGES, type Label, type Language } from "./scorer";

/** One CV's ranking by one scorer, beside its label. */
export type CvResult = { cv: string; language: Language; ranking: readonly string[]; label: Label };

/** A top-1 hit: the first-ranked listing is one the labels put first. */
export const isTop1Hit = (ranking: readonly string[], label: Label): boolean =>
  ranking.length > 0 && label.first.includes(ranking[0] as string);

/** A top-3 hit: one of the first three listings is one the labels put first. */
export const isTop3Hit = (ranking: readonly string[], label: Label): boolean =>
  ranking.slice(0, 3).some((id) => label.first.includes(id));

/** The listings among the first three that the labels keep out of the top 3 (the traps fallen into). */
export const trapsInTop3 = (ranking: readonly string[], label: Label): string[] =>
  ranking.slice(0, 3).filter((id) => label.notTop3.includes(id));

/** Counts for a group of CVs: how many, how many top-1 and top-3 hits, how many with a trap in the top 3. */
export type Accuracy = { cvs: number; top1: number; top3: number; traps: number };
export type AccuracyTable = Record<Language | "all", Accuracy>;

function count(results: readonly CvResult[]): Accuracy {
  return {
    cvs: results.length,
    top1: results.filter((r) => isTop1Hit(r.ranking, r.label)).length,
    top3: results.filter((r) => isTop3Hit(r.ranking, r.label)).length,
    traps: results.filter((r) => trapsInTop3(r.ranking, r.label).length > 0).length,
  };
}

/** Accuracy per language (crs, fr, en) and over all the CVs. */
export function accuracy(results: readonly CvResult[]): AccuracyTable {
  const table = Object.fromEntries(
    LANGUAGES.map((language) => [language, count(results.filter((r) => r.language === language))]),
  ) as Record<Language, Accuracy>;
  return { ...table, all: count(results) };
}

/** A share of the CVs, 0 to 1 (0 for no CVs). */
export const share = (hits: number, cvs: number): number => (cvs === 0 ? 0 : hits / cvs);

/** A CV the scorer got wrong: its first listing is not one the labels put first, or a trap is in its top 3. */
export type Miss = {
  cv: string;
  language: Language;
  expected: readonly string[];
  /** The scorer's first three. */
  got: string[];
  top3Hit: boolean;
  traps: string[];
};

export function misses(results: readonly CvResult[]): Miss[] {
  return results
    .filter((r) => !isTop1Hit(r.ranking, r.label) || trapsInTop3(r.ranking, r.label).length > 0)
    .map((r) => ({
      cv: r.cv,
      language: r.language,
      expected: r.label.first,
      got: r.ranking.slice(0, 3),
      top3Hit: isTop3Hit(r.ranking, r.label),
      traps: trapsInTop3(r.ranking, r.label),
    }));
}

/** The middle value (the mean of the two middle values for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Issue 32's targets for the Job Matcher's engine. */
export const TARGETS = {
  /** Top-1 accuracy in every language, at least. */
  top1: 0.9,
  /** Top-3 accuracy in every language, at least. */
  top3: 0.98,
  /** Median time to rank 200 listings for one CV in Chromium at 4× CPU slowdown, at most. */
  medianMs: 50,
  /** What the phone downloads to match, gzip, at most. */
  downloadKiB: 150,
} as const;

export type TargetInput = {
  name: string;
  accuracy: AccuracyTable;
  /** Undefined when the scorer gives no browser module. */
  medianMs?: number;
  /** Undefined when the scorer names no download. */
  downloadKiB?: number;
};

const percent = (value: number) => `${Math.round(value * 100)}%`;

/**
 * What keeps the target scorer from its targets, in words (none: it meets them). "Ahead of TF-IDF":
 * in every language no lower than the best baseline on top-1 and on top-3, and over all CVs higher on
 * top-1 than the best baseline (unless that is already 100%).
 */
export function targetFailures(target: TargetInput, baselines: readonly AccuracyTable[]): string[] {
  const failures: string[] = [];
  for (const language of LANGUAGES) {
    const { cvs, top1, top3 } = target.accuracy[language];
    if (share(top1, cvs) < TARGETS.top1)
      failures.push(`${language}: top-1 ${percent(share(top1, cvs))}, below ${percent(TARGETS.top1)}`);
    if (share(top3, cvs) < TARGETS.top3)
      failures.push(`${language}: top-3 ${percent(share(top3, cvs))}, below ${percent(TARGETS.top3)}`);
    for (const kind of ["top1", "top3"] as const) {
      const best = Math.max(0, ...baselines.map((b) => share(b[language][kind], b[language].cvs)));
      if (share(target.accuracy[language][kind], cvs) < best)
        failures.push(`${language}: ${kind === "top1" ? "top-1" : "top-3"} behind TF-IDF (${percent(best)})`);
    }
  }
  const bestAll = Math.max(0, ...baselines.map((b) => share(b.all.top1, b.all.cvs)));
  if (bestAll < 1 && share(target.accuracy.all.top1, target.accuracy.all.cvs) <= bestAll)
    failures.push(`all CVs: top-1 not ahead of TF-IDF (${percent(bestAll)})`);
  if (target.medianMs === undefined) failures.push("no speed figure: the scorer gives no browser module");
  else if (target.medianMs > TARGETS.medianMs)
    failures.push(`200 listings in ${target.medianMs.toFixed(1)} ms, over ${TARGETS.medianMs} ms`);
  if (target.downloadKiB === undefined) failures.push("no weight figure: the scorer names no download");
  else if (target.downloadKiB > TARGETS.downloadKiB)
    failures.push(`downloads ${target.downloadKiB.toFixed(1)} KiB gzip, over ${TARGETS.downloadKiB} KiB`);
  return failures;
}
