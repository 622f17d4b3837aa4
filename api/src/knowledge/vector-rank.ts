// No imports: the knowledge bench (bench/knowledge.bench.mjs) runs it in Node as it is.

/**
 * The `limit` rows of a flat matrix of unit vectors (`dimensions` floats a row, a multiple of
 * 4) most similar to `query` (cosine: their dot product), as row indexes, best first. One tight
 * pass scores every row (four products a step), then only rows above the running `limit`-th
 * score are kept and sorted.
 */
export function nearestRows(
  matrix: Float32Array,
  dimensions: number,
  query: Float32Array,
  limit: number,
): number[] {
  const rows = Math.floor(matrix.length / dimensions);
  const scores = new Float32Array(rows);
  for (let row = 0, offset = 0; row < rows; row++, offset += dimensions) {
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    for (let i = 0; i < dimensions; i += 4) {
      a += (matrix[offset + i] as number) * (query[i] as number);
      b += (matrix[offset + i + 1] as number) * (query[i + 1] as number);
      c += (matrix[offset + i + 2] as number) * (query[i + 2] as number);
      d += (matrix[offset + i + 3] as number) * (query[i + 3] as number);
    }
    scores[row] = a + b + c + d;
  }
  let kept: number[] = [];
  let floor = Number.NEGATIVE_INFINITY;
  for (let row = 0; row < rows; row++) {
    if ((scores[row] as number) <= floor) continue;
    kept.push(row);
    if (kept.length >= limit * 4) {
      kept.sort((x, y) => (scores[y] as number) - (scores[x] as number));
      kept = kept.slice(0, limit);
      floor = scores[kept[limit - 1] as number] as number;
    }
  }
  kept.sort((x, y) => (scores[y] as number) - (scores[x] as number));
  return kept.slice(0, limit);
}
