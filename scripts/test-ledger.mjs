#!/usr/bin/env node
// `npm run test:ledger -- --runs 500 --seed 7`: the ledger model test alone, on PostgreSQL, with
// more (or fewer) generated sequences and another seed than `npm test` uses. `--path` replays
// the counterexample a failure reported (give its seed too); `--only ledger,coupon-limit` checks
// only those invariants (tests/support/ledger-invariants.ts names them).
import { spawn } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    runs: { type: "string" },
    seed: { type: "string" },
    path: { type: "string" },
    only: { type: "string" },
  },
});

const env = { ...process.env };
if (values.runs !== undefined) {
  if (!/^[1-9]\d*$/.test(values.runs)) throw new Error(`--runs takes a positive whole number`);
  env.LEDGER_RUNS = values.runs;
}
if (values.seed !== undefined) {
  if (!/^-?\d+$/.test(values.seed)) throw new Error(`--seed takes a whole number`);
  env.LEDGER_SEED = values.seed;
}
if (values.path !== undefined) env.LEDGER_PATH = values.path;
if (values.only !== undefined) env.LEDGER_ONLY = values.only;

const child = spawn(
  path.join(root, "node_modules", ".bin", "vitest"),
  ["run", "--project", "integration-pg", "tests/integration/ledger-model.test.ts"],
  { cwd: root, env, stdio: "inherit" },
);
child.on("close", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
