import { describe, expect, it } from "vitest";
import { medianInterval, percentile } from "@/scripts/lib/percentile.mjs";

/** 1..n in a scrambled order (the functions must sort what they are given). */
function scrambled(n: number): number[] {
  return Array.from({ length: n }, (_, i) => ((i * 7) % n) + 1);
}

/** A small seeded generator, so the draws below are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("percentile", () => {
  it("reads the median and the quartiles by nearest rank, and 0 of nothing", () => {
    expect(percentile([3, 1, 2], 50)).toBe(2);
    expect(percentile(scrambled(15), 25)).toBe(4);
    expect(percentile(scrambled(15), 75)).toBe(12);
    expect(percentile([], 50)).toBe(0);
  });
});

describe("medianInterval", () => {
  it("is the order statistics the binomial tables give at 95%", () => {
    expect(medianInterval(scrambled(9))).toEqual([2, 8]);
    expect(medianInterval(scrambled(15))).toEqual([4, 12]);
    expect(medianInterval(scrambled(25))).toEqual([8, 18]);
    expect(medianInterval(scrambled(40))).toEqual([14, 27]);
    expect(medianInterval(scrambled(100))).toEqual([40, 61]);
  });

  it("is the whole range when too few values reach the confidence, and [0, 0] for none", () => {
    expect(medianInterval(scrambled(5))).toEqual([1, 5]);
    expect(medianInterval([0.9])).toEqual([0.9, 0.9]);
    expect(medianInterval([])).toEqual([0, 0]);
  });

  it("holds the true median of a skewed distribution in at least 95% of samples, not all", () => {
    const random = seeded(38);
    const median = Math.LN2; // of the exponential distribution with mean 1
    let held = 0;
    const trials = 4000;
    for (let trial = 0; trial < trials; trial++) {
      const sample = Array.from({ length: 15 }, () => -Math.log(1 - random()));
      const [low, high] = medianInterval(sample);
      if (low <= median && median <= high) held += 1;
    }
    // 15 values: the 4th and the 12th hold it with probability 0.965
    expect(held / trials).toBeGreaterThanOrEqual(0.95);
    expect(held / trials).toBeLessThan(0.98);
  });
});
