// The statistics the benchmarks report: one percentile for every figure they print.
import { percentile } from "../percentile.mjs";

export { percentile };

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
