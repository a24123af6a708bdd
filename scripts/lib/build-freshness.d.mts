export declare const BUILD_INPUTS: string[];
export declare function buildFreshness(
  root: string,
): { state: "missing" } | { state: "stale"; changed: string } | { state: "fresh"; builtAt: Date };
