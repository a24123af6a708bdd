// The statistics the benchmarks report: one percentile for every figure they print.

/**
 * The p-th percentile of the values (nearest rank, rounded down: the value at index
 * floor(p% of the count) in ascending order); 0 for no values.
 */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** One request's time; `waiting` when a deadline cut it off, so its time is only a lower bound. */
export type Sample = { ms: number; waiting: boolean };

/**
 * The p-th percentile of request times, counting requests still waiting at the deadline at the
 * time they had waited; `atLeast` when such a request is at or below it (a lower bound then).
 */
export function samplePercentile(samples: readonly Sample[], p: number) {
  const ms = percentile(
    samples.map((s) => s.ms),
    p,
  );
  return { ms, atLeast: samples.some((s) => s.waiting && s.ms <= ms) };
}

/** A request kind's figures: how many, how many the deadline cut off, p50 and p99. */
export function sampleSummary(samples: readonly Sample[]) {
  return {
    count: samples.length,
    waitingAtDeadline: samples.filter((s) => s.waiting).length,
    p50: samplePercentile(samples, 50),
    p99: samplePercentile(samples, 99),
  };
}
