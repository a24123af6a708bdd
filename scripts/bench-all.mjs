#!/usr/bin/env node
// `npm run bench:all`: the public-page, checkout and rush benchmarks one after the other, then one
// summary table of their figures (each bench saves them in .reports/<name>.json).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const BENCHES = [
  ["bench-pages", "bench"],
  ["bench-checkout", "bench:checkout"],
  ["bench-rush", "bench:rush"],
];

const reportPath = (name) => path.join(root, ".reports", `${name}.json`);
const results = {};
let failed = false;
for (const [name, script] of BENCHES) {
  fs.rmSync(reportPath(name), { force: true });
  const run = spawnSync("npm", ["run", "--silent", script], { cwd: root, stdio: "inherit" });
  if (run.status !== 0) failed = true;
  if (fs.existsSync(reportPath(name)))
    results[name] = JSON.parse(fs.readFileSync(reportPath(name), "utf8"));
}

const lines = [];
const row = (what, figure, target = "", verdict = "") =>
  lines.push(`${what.padEnd(44)} ${figure.padEnd(46)} ${target.padEnd(14)} ${verdict}`);
const pass = (ok) => (ok ? "PASS" : "BELOW TARGET");

const pages = results["bench-pages"];
if (pages) {
  for (const [i, r] of pages.rows.entries()) {
    const ratio = r.vsStatic;
    row(
      `page ${r.label}`,
      `${r.app.rps.toFixed(0)} req/s, p99 ${r.app.p99} ms, ${ratio.toFixed(2)} of static`,
      i === 0 ? "" : ">= 0.90",
      i === 0 ? "" : pass(ratio >= 0.9),
    );
  }
} else row("public pages", "no result", "", "FAILED");

const checkout = results["bench-checkout"];
if (checkout) {
  row(
    "checkouts (distinct booths)",
    `${checkout.checkoutsPerMinute.toFixed(0)}/min, p99 ${checkout.checkoutP99.toFixed(0)} ms`,
    ">= 6000/min",
    pass(checkout.checkoutsPerMinute >= 6000),
  );
  row(
    "one-booth contention",
    `${checkout.contentionAttempts} tries: ${checkout.contentionWins} won, ${checkout.contentionConflicts} CONFLICT`,
    "1 winner",
    checkout.contentionWins === 1 ? "PASS" : "FAIL",
  );
  row(
    "seat rush",
    `${checkout.seatBuyers} buyers: ${checkout.seatsSold} of ${checkout.seatCount} seats sold`,
    "0 oversold",
    checkout.oversoldSeats === 0 ? "PASS" : "FAIL",
  );
  row(
    "webhooks, 3 deliveries each, deduplicated",
    `${checkout.webhookEventsPerSecond.toFixed(0)} events/s, errors ${checkout.webhookErrors}`,
    ">= 500/s",
    pass(checkout.webhookEventsPerSecond >= 500),
  );
  row(
    "oversold booths / seats, 5xx",
    `${checkout.oversoldBooths} / ${checkout.oversoldSeats}, 5xx ${checkout.fiveXX}`,
    "0",
    checkout.oversoldBooths + checkout.oversoldSeats + checkout.fiveXX === 0 ? "PASS" : "FAIL",
  );
} else row("checkouts", "no result", "", "FAILED");

const rush = results["bench-rush"];
if (rush) {
  const mismatches = Object.values(rush.mismatches).reduce((a, b) => a + b, 0);
  const fiveXX = rush.stats.fiveXX + rush.webhooks.fiveXX;
  const p = ({ ms, atLeast }) => `${atLeast ? ">= " : ""}${Math.round(ms)} ms`;
  row(
    `rush: ${rush.vendors} vendors, ${rush.seconds} s, 2 processes`,
    `${rush.booked} of ${rush.booths} booths sold, checkout p99 ${p(rush.latencyMs.checkout.p99)}`,
  );
  row(
    "rush: p99 of all requests, login p50",
    `${p(rush.latencyMs.all.p99)}, ${p(rush.latencyMs.login.p50)}`,
  );
  row(
    "rush: oversold, money/booth mismatches, 5xx",
    `${rush.oversold}, ${mismatches}, ${fiveXX}`,
    "0, 0, 0",
    rush.pass ? "PASS" : "FAIL",
  );
} else row("rush", "no result", "", "FAILED");

console.log("\nSummary (npm run bench:all)");
console.log(`${"measure".padEnd(44)} ${"figure".padEnd(46)} ${"target".padEnd(14)} verdict`);
for (const line of lines) console.log(line);
if (failed) process.exitCode = 1;
