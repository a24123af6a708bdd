import type { Linter } from "eslint";

/** The layer rules, exported for the test that checks them. */
export declare const LAYERS: Linter.Config[];
declare const config: Linter.Config[];
export default config;
