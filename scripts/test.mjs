#!/usr/bin/env node
// `npm test`: every check in order: lint, types, formatting, unit tests, integration tests on
// PostgreSQL and on PGlite, the production build, and browser tests against that build.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
delete env.DATABASE_URL; // the build and the tests choose their own databases

const reports = path.join(root, ".reports"); // outside test-results/, which Playwright empties
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const vitest = (project) => [
  "run",
  "--project",
  project,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(reports, `${project}.vitest.json`)}`,
];
env.PLAYWRIGHT_JSON_OUTPUT_FILE = path.join(reports, "browser.playwright.json");

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
  ["integration (PostgreSQL)", bin("vitest"), vitest("integration-pg")],
  ["integration (PGlite)", bin("vitest"), vitest("integration-pglite")],
  ["build", bin("next"), ["build"]],
  ["browser", bin("playwright"), ["test"]],
];

/** Test counts from the runners' JSON reports, for one closing line. */
function countTests() {
  let passed = 0;
  let failed = 0;
  for (const file of fs.readdirSync(reports)) {
    const report = JSON.parse(fs.readFileSync(path.join(reports, file), "utf8"));
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

const only = process.argv.slice(2);
const results = [];
for (const [name, command, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok && (name === "build" || process.env.FAIL_FAST)) break;
}

console.log("\n=== summary ===");
for (const r of results) console.log(`${r.ok ? "PASS" : "FAIL"}  ${r.name} (${r.seconds}s)`);
const failedSteps = results.filter((r) => !r.ok).length;
const tests = countTests();
console.log(`${tests.passed} passed, ${tests.failed} failed`);
process.exit(failedSteps || tests.failed || tests.passed === 0 ? 1 : 0);
