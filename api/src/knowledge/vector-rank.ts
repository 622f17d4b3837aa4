// No imports: the knowledge bench (bench/knowledge.bench.mjs) runs it in Node as it is.

/**
 * The `limit` rows of a flat matrix of unit vectors (`dimensions` floats a row) most similar to
 * `query` (cosine: their dot product), as row indexes, best first.
 */
export function nearestRows(
  matrix: Float32Array,
  dimensions: number,
  query: Float32Array,
  limit: number,
): number[] {
  const rows = matrix.length / dimensions;
  const best: { row: number; score: number }[] = [];
  for (let row = 0; row < rows; row++) {
    let score = 0;
    const offset = row * dimensions;
    for (let i = 0; i < dimensions; i++) score += (matrix[offset + i] ?? 0) * (query[i] ?? 0);
    if (best.length < limit || score > (best[best.length - 1]?.score ?? -Infinity)) {
      best.push({ row, score });
      best.sort((a, b) => b.score - a.score);
      if (best.length > limit) best.pop();
    }
  }
  return best.map((entry) => entry.row);
}
