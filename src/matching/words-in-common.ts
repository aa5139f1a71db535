/*
 * Words in common: how much of a listing's own wording a CV uses, whatever the matcher understood
 * of it. A CV that speaks of "guests", "check-in" and "bookings" is closer to a receptionist's job
 * than one that does not, even where no requirement names those words. Each word weighs more the
 * fewer listings use it (inverse document frequency, made at build over all the listings), and the
 * measure is the share of the listing's word weight the CV shows, in the listing's language closest
 * to the CV. Words are compared as the matcher folds them (./text.ts): "Guests" and "guest" are one.
 * The build chooses the words worth comparing and weighs them (./listing-words.ts); the phone only
 * looks them up here.
 */

/** Ascending numbers as the gaps between them (the first from 0): [3, 7, 8] → [3, 4, 1]. */
export function deltaEncode(ascending: readonly number[]): number[] {
  return ascending.map((n, i) => n - (i === 0 ? 0 : ascending[i - 1]!));
}

/** deltaEncode undone: [3, 4, 1] → [3, 7, 8]. */
export function deltaDecode(gaps: readonly number[]): number[] {
  let n = 0;
  return gaps.map((gap) => (n += gap));
}

/** A CV's words as numbers of the vocabulary: words no listing has cannot count. */
export function cvWordNumbers(words: Iterable<string>, numberOf: ReadonlyMap<string, number>): Set<number> {
  const numbers = new Set<number>();
  for (const word of words) {
    const n = numberOf.get(word);
    if (n !== undefined) numbers.add(n);
  }
  return numbers;
}

/** How many times a CV uses each word of the vocabulary (words no listing has are left out). */
export function cvWordCounts(words: Iterable<string>, numberOf: ReadonlyMap<string, number>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const word of words) {
    const n = numberOf.get(word);
    if (n !== undefined) counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  return counts;
}

/** The weight of a listing's words in one language: the sum of their weights squared. */
export function wordsWeight(words: readonly number[], idf: readonly number[]): number {
  let sum = 0;
  for (const n of words) sum += idf[n]! ** 2;
  return sum;
}

/**
 * How much of the listing's wording the CV uses, 0 to 1, in the listing's language the CV is closest
 * to: the weight of the words they share over the weight of all the listing's words in that language
 * (the rarer a word, the more it weighs). Only the CV's words that the listing has count, so a CV
 * that says more never scores lower on any listing. Also the words they share, the rarest first.
 */
export function wordsInCommon(
  cv: ReadonlySet<number>,
  languages: readonly { words: readonly number[]; weight: number }[],
  idf: readonly number[],
): { share: number; shared: number[] } {
  let best = { share: 0, shared: [] as number[] };
  for (const { words, weight } of languages) {
    if (weight === 0) continue;
    const shared = words.filter((n) => cv.has(n));
    const share = wordsWeight(shared, idf) / weight;
    if (share > best.share) best = { share, shared };
  }
  return { share: best.share, shared: best.shared.toSorted((a, b) => idf[b]! - idf[a]! || a - b) };
}

/**
 * wordsInCommon's share alone, without the words: for one job's lines, against every listing, so it
 * keeps to a loop. 0 to 1, in the listing's language closest to those words.
 */
export function wordsShare(
  cv: ReadonlySet<number>,
  languages: readonly { words: readonly number[]; weight: number }[],
  idf: readonly number[],
): number {
  let best = 0;
  for (const { words, weight } of languages) {
    if (weight === 0) continue;
    let shared = 0;
    for (const n of words) if (cv.has(n)) shared += idf[n]! ** 2;
    best = Math.max(best, shared / weight);
  }
  return best;
}

/** The length of a CV's TF-IDF vector: each word's count times its weight, squared, summed, square-rooted. */
export function cvVectorLength(counts: ReadonlyMap<number, number>, idf: readonly number[]): number {
  let sum = 0;
  for (const [n, count] of counts) sum += (count * idf[n]!) ** 2;
  return Math.sqrt(sum);
}

/**
 * TF-IDF's cosine between the CV and the listing, in the listing's language closest to the CV, as
 * scikit-learn's TfidfVectorizer weighs a word (its count times its weight), with each of the
 * listing's words counted once (a listing rarely says a word twice). 0 to 1; unlike the share of
 * words in common, it falls a little as a CV grows longer with words the listing does not use.
 */
export function tfidfCosine(
  counts: ReadonlyMap<number, number>,
  cvLength: number,
  languages: readonly { words: readonly number[]; weight: number }[],
  idf: readonly number[],
): number {
  if (cvLength === 0) return 0;
  let best = 0;
  for (const { words, weight } of languages) {
    if (weight === 0) continue;
    let dot = 0;
    for (const n of words) {
      const count = counts.get(n);
      if (count !== undefined) dot += count * idf[n]! ** 2;
    }
    best = Math.max(best, dot / (cvLength * Math.sqrt(weight)));
  }
  return best;
}
