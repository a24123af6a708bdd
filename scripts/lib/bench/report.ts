// The rush's printed lines and its report for `npm run bench:all`.
import type { EventRecord } from "../../../tools/stripe-local/server";
import { writeReport } from "../serve.mjs";
import { RUSH_BOOTHS } from "./fixture";
import type { Ledger } from "./ledger";
import type { RelayCounts } from "./relay";
import { samplePercentile, sampleSummary, type Sample } from "./stats";
import { KINDS, waitingAtDeadline, type Kind, type Tally } from "./tally";

export type RushOutcome = {
  vendors: number;
  seconds: number;
  /** How long the vendors took, in seconds, and when the rush began (Date.now()). */
  elapsed: number;
  started: number;
  tally: Tally;
  recorded: EventRecord[];
  book: Ledger;
  relay: RelayCounts;
};

/** A percentile as printed: "n/a" for no requests, ">= " when it is a lower bound. */
function ms(samples: Sample[], p: number) {
  if (!samples.length) return "n/a";
  const { ms, atLeast } = samplePercentile(samples, p);
  return `${atLeast ? ">= " : ""}${ms.toFixed(0)} ms`;
}

/** "k: n" for each entry with a count, for a list in parentheses. */
const counted = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k}: ${n}`);

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** What the lines and the report add up from the outcome. */
type Verdict = { mismatches: number; failedDeliveries: number; pass: boolean };

/**
 * Prints the rush's lines, saves its report and sets exit code 1 when it failed: it passes with
 * nothing oversold, no mismatch, no 5xx and nothing lost on the way.
 */
export function reportRush(outcome: RushOutcome) {
  const { tally, recorded, book, relay } = outcome;
  const mismatches = total(book.mismatches);
  const failedDeliveries = recorded.filter((e) => e.delivery !== "delivered").length;
  const pass =
    book.oversold === 0 &&
    mismatches === 0 &&
    tally.fiveXX + relay.fiveXX === 0 &&
    tally.networkErrors + relay.failed + failedDeliveries === 0;
  const verdict = { mismatches, failedDeliveries, pass };
  printRush(outcome, verdict);
  saveRush(outcome, verdict);
  if (!pass) process.exitCode = 1;
}

function printRush(outcome: RushOutcome, { mismatches, failedDeliveries, pass }: Verdict) {
  const { vendors, seconds, elapsed, started, tally, recorded, book, relay } = outcome;
  const { samples } = tally;
  const all = Object.values(samples).flat();
  const waiting = (kind: Kind) => waitingAtDeadline(tally, kind);
  const soldOut =
    book.booked === RUSH_BOOTHS && book.lastBookedAt
      ? `sold out at ${((book.lastBookedAt.getTime() - started) / 1000).toFixed(1)} s`
      : "not sold out";
  const other = counted(tally.otherErrors);
  console.log(
    "\nRush: vendors log in, browse and check out through two app processes, PostgreSQL, local Stripe provider",
  );
  console.log(
    `rush                ${vendors} vendors, 2 app processes, ${seconds} s (vendors done at ${elapsed.toFixed(1)} s): ${book.booked} booths of ${RUSH_BOOTHS} sold (${soldOut}), ${tally.logins} logins (${waiting("login")} still waiting at the deadline), ${tally.browses} browses, ${tally.checkouts} checkouts (${tally.won} won, ${tally.conflicts} CONFLICT, ${waiting("checkout")} waiting at the deadline), ${tally.payments} payments (${waiting("pay")} waiting), ${tally.abandoned} cancelled, ${tally.sawSoldOut} saw no booth left, 5xx ${tally.fiveXX}, p50 ${ms(all, 50)}, p99 ${ms(all, 99)} (all ${all.length} requests), checkout p99 ${ms(samples.checkout, 99)}`,
  );
  const loginSeconds = (tally.lastLoginAt - tally.openedAt) / 1000;
  console.log(
    `rush logins         ${tally.logins} logins answered in ${loginSeconds.toFixed(1)} s: ${(tally.logins / loginSeconds).toFixed(1)} logins/s, ${waiting("login")} still waiting at the deadline`,
  );
  const cutOff = KINDS.filter(waiting).map((k) => `${k} ${waiting(k)}`);
  console.log(
    `rush latency        login p50 ${ms(samples.login, 50)} p99 ${ms(samples.login, 99)}; events p99 ${ms(samples.events, 99)}; floor plan p50 ${ms(samples.booths, 50)} p99 ${ms(samples.booths, 99)}; checkout p50 ${ms(samples.checkout, 50)} p99 ${ms(samples.checkout, 99)}; pay (webhook included) p50 ${ms(samples.pay, 50)} p99 ${ms(samples.pay, 99)}; success p99 ${ms(samples.success, 99)}; cancel p99 ${ms(samples.cancel, 99)}; requests cut off by the deadline ${all.filter((r) => r.waiting).length}${cutOff.length ? ` (${cutOff.join(", ")})` : ""}, network errors ${tally.networkErrors}${other.length ? `, other errors ${other.join(", ")}` : ""}`,
  );
  console.log(
    `rush webhooks       ${recorded.length} events sent by the provider, ${relay.delivered} deliveries answered by the apps, 5xx ${relay.fiveXX}, relay failures ${relay.failed}, not delivered ${failedDeliveries}`,
  );
  const broken = counted(book.mismatches);
  console.log(
    `rush ledger         oversold booths ${book.oversold}, money/booth mismatches ${mismatches}${broken.length ? ` (${broken.join("; ")})` : ""}, paid orders ${book.paidOrders}, booked booths ${book.booked}: ${pass ? "PASS" : "FAIL"}`,
  );
}

/** The figures `npm run bench:all` summarises, as .reports/bench-rush.json. */
function saveRush(outcome: RushOutcome, { failedDeliveries, pass }: Verdict) {
  const { vendors, seconds, elapsed, tally, recorded, book, relay } = outcome;
  const all = Object.values(tally.samples).flat();
  writeReport("bench-rush", {
    vendors,
    seconds,
    elapsedSeconds: elapsed,
    booths: RUSH_BOOTHS,
    ...book,
    stats: { ...tally, samples: undefined },
    latencyMs: Object.fromEntries(
      Object.entries({ all, ...tally.samples }).map(([k, v]) => [k, sampleSummary(v)]),
    ),
    webhooks: { events: recorded.length, notDelivered: failedDeliveries, ...relay },
    pass,
  });
}
