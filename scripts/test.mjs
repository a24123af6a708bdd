#!/usr/bin/env node
// `npm test`: every check in order: lint, types, formatting, unit tests, integration tests on
// PostgreSQL and on PGlite, the production build, and browser tests against that build.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { failedTestLines, readReport, slowestTestLines } from "./lib/test-reports.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
delete env.DATABASE_URL; // the build and the tests choose their own databases

const reports = path.join(root, ".reports"); // outside test-results/, which Playwright empties
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const vitest = (project, { report = project, files = [] } = {}) => [
  "run",
  "--project",
  project,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(reports, `${report}.vitest.json`)}`,
  ...files,
];
// The ledger's model test (a hundred generated sequences of money events) is a third of the
// PostgreSQL suite's time, spent waiting on the database: it runs beside the rest, on a database
// of its own, instead of after it.
const LEDGER_MODEL = "tests/integration/ledger-model.test.ts";
env.PLAYWRIGHT_JSON_OUTPUT_FILE = path.join(reports, "browser.playwright.json");
// No trace recording in the whole run (a failure still prints its error and page snapshot):
// recording every action of every test costs the suite a fifth of the browser step's CPU.
env.E2E_TRACE ??= "off";

const steps = [
  ["lint", bin("eslint"), ["--max-warnings", "0", "."]],
  ["typecheck", bin("tsc"), ["--noEmit"]],
  ["format", bin("prettier"), ["--check", "."]],
  [
    "openapi lint",
    process.execPath,
    ["--import", "tsx", "--import", "./tools/node/server-modules.mjs", "scripts/openapi-lint.ts"],
  ],
  // Copied blocks of 70 tokens or more may make up at most 1% of the code (today about 0.15%).
  [
    "duplicates",
    bin("jscpd"),
    [
      "--silent",
      "--reporters",
      "console",
      "--format",
      "typescript,tsx,javascript",
      "--ignore",
      "**/node_modules/**,**/.next/**,**/db/migrations/**",
      "--min-tokens",
      "70",
      "--threshold",
      "1",
      "app",
      "components",
      "lib",
      "db",
      "scripts",
      "tools",
      "tests",
    ],
  ],
  // Exports, files and dependencies nothing uses (knip.config.ts says what counts as used).
  ["unused code", bin("knip"), ["--no-progress"]],
  ["unit", bin("vitest"), vitest("unit")],
  [
    "integration (PostgreSQL)",
    bin("vitest"),
    vitest("integration-pg", { files: ["--exclude", LEDGER_MODEL] }),
  ],
  [
    "integration (PostgreSQL, ledger model)",
    bin("vitest"),
    vitest("integration-pg", { report: "integration-pg-ledger", files: [LEDGER_MODEL] }),
  ],
  ["integration (PGlite)", bin("vitest"), vitest("integration-pglite")],
  ["build", process.execPath, [path.join(root, "scripts", "build.mjs")]],
  ["browser", bin("playwright"), ["test"]],
];

/** Test counts from the runners' JSON reports, for one closing line. */
function countTests() {
  let passed = 0;
  let failed = 0;
  for (const file of fs.readdirSync(reports)) {
    // A report a crashed step left unreadable counts nothing; that step's exit code fails the run.
    const report = readReport(path.join(reports, file));
    if (!report) continue;
    if (file.endsWith(".vitest.json")) {
      passed += report.numPassedTests;
      failed += report.numFailedTests;
    } else if (file.endsWith(".playwright.json")) {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
    }
  }
  return { passed, failed };
}

// Steps in one group run at the same time (their output is printed as each one finishes); the
// groups run in order. The checks that only read files share the first group; the integration
// suites, which wait on their databases as much as on the CPU, run beside the production build
// and then the browser tests, which start as soon as the build is done.
// An entry may be a chain of steps run one after another.
const GROUPS = [
  ["lint", "typecheck", "format", "openapi lint", "duplicates", "unused code", "unit"],
  [
    "integration (PostgreSQL)",
    "integration (PostgreSQL, ledger model)",
    "integration (PGlite)",
    ["build", "browser"],
  ],
];

const ungrouped = steps.filter(([name]) => !GROUPS.flat(2).includes(name));
if (ungrouped.length) throw new Error(`steps in no group: ${ungrouped.map(([n]) => n).join(", ")}`);

// The CPU time of each step and everything it starts, where GNU time is at hand: the run is bound
// by two cores, so a step's CPU seconds, not its wall time beside others, say what it costs.
const GNU_TIME = "/usr/bin/time";
const timed = fs.existsSync(GNU_TIME);

/** User plus system seconds GNU time wrote to `file`, or undefined. */
function cpuSeconds(file) {
  try {
    const [user, system] = fs.readFileSync(file, "utf8").trim().split(/\s+/).slice(-2).map(Number);
    return Number.isFinite(user + system) ? Math.round(user + system) : undefined;
  } catch {
    return undefined;
  }
}

function runStep([name, command, args], { inherit }) {
  const started = Date.now();
  const cpuFile = path.join(reports, `${name.replace(/\W+/g, "-")}.cpu`);
  if (timed) [command, args] = [GNU_TIME, ["-q", "-f", "%U %S", "-o", cpuFile, command, ...args]];
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: inherit ? env : { ...env, FORCE_COLOR: "1" },
      stdio: inherit ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      if (!inherit) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({ name, ok: code === 0, seconds, cpu: timed ? cpuSeconds(cpuFile) : undefined });
    });
  });
}

const only = process.argv.slice(2);
const chosen = (name) => !only.length || only.some((o) => name.startsWith(o));
// The typecheck step fails the run on a type error; a build in the same run need not check again.
if (chosen("typecheck")) env.BUILD_TYPES_CHECKED = "1";
const results = [];
const runStarted = Date.now();
const step = (name) => steps.find(([n]) => n === name && chosen(n));
for (const group of GROUPS) {
  // each entry a chain of chosen steps, run one after another (a step alone is a chain of one)
  const chains = group
    .map((entry) => (Array.isArray(entry) ? entry : [entry]).map(step).filter(Boolean))
    .filter((chain) => chain.length);
  if (!chains.length) continue;
  // A step alone keeps the terminal (progress output as it happens).
  const inherit = chains.length === 1 && chains[0].length === 1;
  if (inherit) console.log(`\n=== ${chains[0][0][0]} ===`);
  const runChain = async (chain) => {
    const done = [];
    for (const link of chain) {
      const result = await runStep(link, { inherit });
      done.push(result);
      // the browser tests need the build
      if (!result.ok && result.name === "build") break;
    }
    return done;
  };
  results.push(...(await Promise.all(chains.map(runChain))).flat());
  const buildFailed = results.some((r) => r.name === "build" && !r.ok);
  if (buildFailed || (process.env.FAIL_FAST && results.some((r) => !r.ok))) break;
}

console.log("\n=== summary ===");
for (const r of results) {
  const cpu = r.cpu === undefined ? "" : `, CPU ${r.cpu}s`;
  console.log(`${r.ok ? "PASS" : "FAIL"}  ${r.name} (${r.seconds}s${cpu})`);
}
const wall = Math.round((Date.now() - runStarted) / 1000);
const cpu = results.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
if (timed) console.log(`${wall}s in all, CPU ${cpu}s (${os.availableParallelism()} cores)`);
const failedSteps = results.filter((r) => !r.ok).length;
const tests = countTests();
console.log(`${tests.passed} passed, ${tests.failed} failed`);
// The slowest tests are for reading only: nothing in their lists can fail the run.
try {
  for (const line of slowestTestLines(reports, root)) console.log(line);
  for (const line of failedTestLines(reports, root)) console.log(line);
} catch (error) {
  console.log(`\n(slowest tests not listed: ${error instanceof Error ? error.message : error})`);
}
process.exit(failedSteps || tests.failed || tests.passed === 0 ? 1 : 0);
