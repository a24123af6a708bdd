export declare function percentile(values: readonly number[], p: number): number;
export declare function medianInterval(
  values: readonly number[],
  confidence?: number,
): [number, number];
