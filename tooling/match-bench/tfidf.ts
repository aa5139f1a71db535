// TF-IDF with cosine similarity, the classic keyword matcher, as scikit-learn's TfidfVectorizer does it
// by default: raw term counts, smoothed inverse document frequency idf(t) = ln((1 + n) / (1 + df(t))) + 1
// over the n documents, each vector scaled to length 1, so the cosine is the dot product. A query's
// words that no document has are left out, as they cannot match anything. Pure: no I/O.

export type TfidfVector = ReadonlyMap<string, number>;
export type TfidfIndex = { idf: ReadonlyMap<string, number>; docs: { id: string; vector: TfidfVector }[] };

function counts(tokens: readonly string[]): Map<string, number> {
  const tally = new Map<string, number>();
  for (const token of tokens) tally.set(token, (tally.get(token) ?? 0) + 1);
  return tally;
}

/** tf × idf of each known word, scaled to length 1 (empty when no word is known). */
export function vectorize(tokens: readonly string[], idf: ReadonlyMap<string, number>): TfidfVector {
  const weights = new Map<string, number>();
  for (const [token, tf] of counts(tokens)) {
    const weight = idf.get(token);
    if (weight !== undefined) weights.set(token, tf * weight);
  }
  const length = Math.hypot(...weights.values());
  if (length > 0) for (const [token, weight] of weights) weights.set(token, weight / length);
  return weights;
}

/** The index of the documents: their words' idf and each document's vector. */
export function buildIndex(docs: readonly { id: string; tokens: readonly string[] }[]): TfidfIndex {
  const df = new Map<string, number>();
  for (const doc of docs) for (const token of new Set(doc.tokens)) df.set(token, (df.get(token) ?? 0) + 1);
  const n = docs.length;
  const idf = new Map([...df].map(([token, count]) => [token, Math.log((1 + n) / (1 + count)) + 1]));
  return { idf, docs: docs.map((doc) => ({ id: doc.id, vector: vectorize(doc.tokens, idf) })) };
}

/** The cosine of two vectors of length 1 (or 0 when either is empty). */
export function cosine(a: TfidfVector, b: TfidfVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [token, weight] of small) dot += weight * (large.get(token) ?? 0);
  return dot;
}

/** Every document with its cosine to the query, highest first; equal scores keep the documents' order. */
export function rankByCosine(index: TfidfIndex, queryTokens: readonly string[]): { id: string; score: number }[] {
  const query = vectorize(queryTokens, index.idf);
  return index.docs
    .map((doc, order) => ({ id: doc.id, score: cosine(query, doc.vector), order }))
    .toSorted((a, b) => b.score - a.score || a.order - b.order)
    .map(({ id, score }) => ({ id, score }));
}
