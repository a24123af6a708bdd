// The one percentile every benchmark reports with (plain JavaScript, so the .mjs benchmarks run
// by node and the TypeScript ones share it), and how far a median of noisy windows can be trusted.

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

/**
 * An interval holding the median of the distribution the values were drawn from, with at least
 * the given confidence, assuming nothing of its shape: the j-th smallest and the j-th largest
 * value, for the largest j with P(X < j) at most half of (1 - confidence), X the number of
 * values below the median (binomial, n and 1/2). Fifteen values give the 4th and the 12th at
 * 95%, twenty-five the 8th and the 18th. With too few values to reach the confidence, the
 * smallest and the largest; [0, 0] for none.
 * @param {readonly number[]} values
 * @param {number} [confidence]
 * @returns {[number, number]}
 */
export function medianInterval(values, confidence = 0.95) {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return [0, 0];
  const tail = (1 - confidence) / 2;
  let j = 1;
  let term = 0.5 ** n; // P(X = 0)
  let below = term; // P(X < j), for j = 1
  while (2 * j < n) {
    term = (term * (n - j + 1)) / j; // P(X = j)
    if (below + term > tail) break;
    below += term;
    j += 1;
  }
  return [sorted[j - 1], sorted[n - j]];
}
