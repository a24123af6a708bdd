// The one percentile every benchmark reports with (plain JavaScript, so the .mjs benchmarks run
// by node and the TypeScript ones share it).

/**
 * The p-th percentile of the values (nearest rank, rounded down: the value at index
 * floor(p% of the count) in ascending order); 0 for no values. p = 50 is the median.
 * @param {readonly number[]} values
 * @param {number} p
 * @returns {number}
 */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
