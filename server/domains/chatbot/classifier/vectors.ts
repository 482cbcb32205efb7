/** Sparse, L2-normalised TF-IDF vectors. */
export type SparseVector = Map<string, number>;

export class VectorSpace {
  private readonly idf = new Map<string, number>();
  /** Weight of a feature no training document has: the rarest possible. */
  private readonly unseenIdf: number;

  constructor(documents: readonly Map<string, number>[]) {
    const df = new Map<string, number>();
    for (const doc of documents) for (const key of doc.keys()) df.set(key, (df.get(key) ?? 0) + 1);
    const n = documents.length;
    for (const [key, count] of df) this.idf.set(key, Math.log((n + 1) / (count + 1)) + 1);
    this.unseenIdf = Math.log(n + 1) + 1;
  }

  knows(feature: string): boolean {
    return this.idf.has(feature);
  }

  /**
   * Unknown features count toward the length (so a question mostly about something else scores low)
   * but can never match anything.
   */
  vector(features: Map<string, number>): SparseVector {
    const out: SparseVector = new Map();
    let norm = 0;
    for (const [key, tf] of features) {
      if (tf <= 0) continue;
      // Sublinear term frequency; fractional counts (character grams) stay as they are.
      const weight = (tf > 1 ? 1 + Math.log(tf) : tf) * (this.idf.get(key) ?? this.unseenIdf);
      out.set(key, weight);
      norm += weight * weight;
    }
    return normalize(out, Math.sqrt(norm));
  }
}

function normalize(vector: SparseVector, norm: number): SparseVector {
  if (norm === 0) return vector;
  for (const [key, value] of vector) vector.set(key, value / norm);
  return vector;
}

export function cosine(a: SparseVector, b: SparseVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [key, value] of small) {
    const other = large.get(key);
    if (other !== undefined) dot += value * other;
  }
  return dot;
}

/** The normalised mean of unit vectors: the direction an intent's examples share. */
export function centroid(vectors: readonly SparseVector[]): SparseVector {
  const sum: SparseVector = new Map();
  for (const vector of vectors) for (const [key, value] of vector) sum.set(key, (sum.get(key) ?? 0) + value);
  let norm = 0;
  for (const value of sum.values()) norm += value * value;
  return normalize(sum, Math.sqrt(norm));
}
