export declare function percentile(values: readonly number[], p: number): number;
