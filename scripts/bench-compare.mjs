// `npm run bench:compare -- --baseline <dir> [--rounds N] [--figures <regex>] <bench>...`:
// compares this checkout's benches with another checkout's (e.g. a worktree of an earlier commit
// with node_modules). Each round runs every named bench (`checkout`, `rush`, ...: the script
// scripts/bench-<name>.ts) once in each directory, alternating which goes first, as child
// processes with the environment passed through (so the benches' own size knobs, such as
// BENCH_BOOTHS, apply to both). After each run it reads the report the bench saved
// (<dir>/.reports/bench-<name>.json), and at the end prints one table: every numeric figure of
// the reports (dotted paths; --figures keeps those matching the regex), the baseline's median
// (default 2 rounds), this checkout's median and the ratio current/baseline. A run that exits
// non-zero still counts when it saved its report; every run's exit status and time follow the
// table.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

function parseArgs(argv) {
  const options = { baseline: undefined, rounds: 2, figures: undefined, benches: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--baseline") options.baseline = argv[++i];
    else if (arg === "--rounds") options.rounds = Number(argv[++i]);
    else if (arg === "--figures") options.figures = new RegExp(argv[++i]);
    else if (arg.startsWith("--")) throw new Error(`unknown option ${arg}`);
    else options.benches.push(arg);
  }
  if (!options.baseline || !options.benches.length || !(options.rounds >= 1)) {
    console.error(
      "usage: node scripts/bench-compare.mjs --baseline <dir> [--rounds N] [--figures <regex>] <bench>...",
    );
    process.exit(2);
  }
  return options;
}

/** Runs scripts/bench-<name>.ts in `dir`, output shown as it comes; answers its exit status. */
function runBench(dir, name) {
  const args = [
    "--import",
    "tsx",
    "--import",
    "./tools/node/server-modules.mjs",
    `scripts/bench-${name}.ts`,
  ];
  const child = spawn(process.execPath, args, { cwd: dir, env: process.env, stdio: "inherit" });
  return new Promise((resolve) => {
    child.once("error", (error) => resolve(String(error)));
    child.once("exit", (code, signal) => resolve(signal ?? code));
  });
}

/** The numeric leaves of a report, by dotted path. */
function figuresOf(value, prefix = "", into = {}) {
  if (typeof value === "number" && Number.isFinite(value)) into[prefix] = value;
  else if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value))
      figuresOf(inner, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const show = (n) =>
  n === undefined ? "-" : Number.isInteger(n) || Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(2);

const options = parseArgs(process.argv.slice(2));
const sides = [
  { label: "baseline", dir: path.resolve(options.baseline) },
  { label: "current", dir: process.cwd() },
];
/** samples[bench][figure][side] = values, one per run that saved a report. */
const samples = {};
const runs = [];
const started = Date.now();

for (let round = 1; round <= options.rounds; round++) {
  for (const name of options.benches) {
    const order = round % 2 ? sides : [...sides].reverse();
    for (const side of order) {
      const report = path.join(side.dir, ".reports", `bench-${name}.json`);
      const runStart = Date.now();
      console.log(`\n=== round ${round}/${options.rounds}: ${name}, ${side.label} (${side.dir})`);
      const status = await runBench(side.dir, name);
      const seconds = (Date.now() - runStart) / 1000;
      // Only a report written during this run counts (not one left by an earlier run).
      const fresh = fs.existsSync(report) && fs.statSync(report).mtimeMs >= runStart;
      runs.push({ round, name, side: side.label, status, seconds, fresh });
      if (!fresh) continue;
      for (const [figure, value] of Object.entries(
        figuresOf(JSON.parse(fs.readFileSync(report, "utf8"))),
      )) {
        if (options.figures && !options.figures.test(figure)) continue;
        ((samples[name] ??= {})[figure] ??= { baseline: [], current: [] })[side.label].push(value);
      }
    }
  }
}

const rows = [["figure", "baseline", "current", "current/baseline"]];
for (const [name, figures] of Object.entries(samples))
  for (const [figure, { baseline, current }] of Object.entries(figures)) {
    const b = baseline.length ? median(baseline) : undefined;
    const c = current.length ? median(current) : undefined;
    const ratio = b && c !== undefined ? (c / b).toFixed(2) : "-";
    rows.push([`${name} ${figure}`, show(b), show(c), ratio]);
  }
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
console.log(
  `\nMedians of ${options.rounds} round(s), baseline ${sides[0].dir}, current ${sides[1].dir}:`,
);
for (const row of rows)
  console.log(
    row.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join("  "),
  );
for (const r of runs)
  console.log(
    `round ${r.round} ${r.name} ${r.side}: exit ${r.status}, ${r.seconds.toFixed(0)} s${r.fresh ? "" : ", no report saved (not counted)"}`,
  );
console.log(`wall time ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (runs.some((r) => r.status !== 0 || !r.fresh)) process.exitCode = 1;
