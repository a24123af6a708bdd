import fc from "fast-check";
import { afterAll, beforeAll, describe, it, vi } from "vitest";
import { resetEnvForTests } from "@/config/env";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { authAttempts } from "@/db/schema";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { createOrganiser, type Organiser } from "../support/fixtures";
import { checkInvariants, describeOrders } from "../support/ledger-invariants";
import {
  BOOTH_PRICES,
  CRON_SECRET,
  describeAction,
  Run,
  SEAT_PRICES,
  VENDOR_COUNT,
  type Action,
} from "../support/ledger-model";
import { startProvider, stopProvider } from "../support/payments";

// A model-based test of the money: random sequences of checkouts, payments and expiries at the
// provider (webhooks on time, late, twice, out of order, or never until the end), balance
// payments, office payments, refunds, charges, cancellations, lapsed holds, add-ons added from
// the profile (charged at once, or asked for and approved by the organiser) and damage deposits
// (paid online from one or two tabs, at the office, returned in full or in part, or kept), each against a
// fresh world (tests/support/ledger-model.ts) on the real database and the local provider.
// After each sequence every webhook the provider recorded is delivered, then the invariants
// (tests/support/ledger-invariants.ts) must hold. Actions name what they act on by recency among
// what fits: `pay(open s[-1])` pays the latest session still open at the provider,
// `refund(paid o[-2])` refunds the order before the latest one still holding money.
//
// A failure prints fast-check's seed, path and shrunk sequence, then the shortest sequence found
// by dropping actions from it, with what each action did and the orders at the end. LEDGER_SEED
// and LEDGER_RUNS override the fixed seed and the number of sequences (`npm run test:ledger --
// --runs 500 --seed 7`); LEDGER_PATH with the seed replays a reported counterexample;
// LEDGER_ONLY=ledger,coupon-limit checks only those invariants.

/** A whole-number setting from the environment, or its default. */
function setting(name: string, fallback: number, { positive = false } = {}): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || (positive && value < 1))
    throw new Error(`${name} must be a ${positive ? "positive " : ""}whole number, not "${raw}"`);
  return value;
}

const embedded = !process.env.DATABASE_URL; // the PGlite project: slower, fewer sequences
const SEED = setting("LEDGER_SEED", 20_250_701);
const RUNS = setting("LEDGER_RUNS", embedded ? 20 : 100, { positive: true });
const MAX_ACTIONS = 24;

const recent = fc.nat({ max: 2 });
const vendor = fc.nat({ max: VENDOR_COUNT - 1 });
const indexes = (count: number, max: number) =>
  fc.subarray(
    Array.from({ length: count }, (_, i) => i),
    { minLength: 1, maxLength: max },
  );

const boothCheckout = fc.record({
  t: fc.constant("booths" as const),
  vendor,
  booths: indexes(BOOTH_PRICES.length, 3),
  deposit: fc.boolean(),
  coupon: fc.boolean(),
});
const seatCheckout = fc.record({
  t: fc.constant("seats" as const),
  vendor,
  seats: indexes(SEAT_PRICES.length, 2),
  deposit: fc.boolean(),
  coupon: fc.boolean(),
});
const checkout = fc.oneof(
  { weight: 3, arbitrary: boothCheckout },
  { weight: 1, arbitrary: seatCheckout },
);

const ACTIONS: fc.WeightedArbitrary<Action>[] = [
  { weight: 7, arbitrary: checkout },
  {
    weight: 3,
    arbitrary: fc.record({ t: fc.constant("balance"), order: recent, minimum: fc.boolean() }),
  },
  {
    weight: 7,
    arbitrary: fc.record({
      t: fc.constant("pay"),
      session: recent,
      hold: fc.oneof(
        { weight: 3, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant("expire"), session: recent, hold: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("fail"), session: recent }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("lateExpiry"), session: recent }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("deliverHeld"), event: fc.nat({ max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("redeliver"), event: recent }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("vendorCancel"), session: recent }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("successPage"), session: recent }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant("cancel"),
      order: recent,
      refund: fc.boolean(),
      outage: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant("office"),
      order: recent,
      full: fc.boolean(),
      method: fc.constantFrom("CHEQUE", "ETRANSFER", "CASH"),
      outage: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant("refund"),
      order: recent,
      amount: fc.constantFrom("all", "part"),
      release: fc.constantFrom("none", "one", "all"),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("charge"), order: recent }) },
  {
    weight: 3,
    arbitrary: fc.record({ t: fc.constant("addon"), order: recent, approval: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("lapse"), order: recent }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant("depositPay"),
      order: recent,
      tabs: fc.constantFrom<1 | 2>(1, 2),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant("officeDeposit"),
      order: recent,
      method: fc.constantFrom("CHEQUE", "ETRANSFER", "CASH"),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant("depositReturn"),
      order: recent,
      share: fc.constantFrom("full", "part", "keep"),
      outage: fc.oneof(
        { weight: 3, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
    }),
  },
];

/** Printed by fast-check as the report prints it: `pay(open s[-1], webhook held)`. */
const printable = (a: Action) => Object.assign(a, { [fc.toStringMethod]: () => describeAction(a) });

const isCheckout = (a: Action) => a.t === "booths" || a.t === "seats";

/**
 * A sequence starts with a checkout (every other action needs an order or a session); shrinking
 * may drop that first checkout when the next action is one too.
 */
const sequence = fc
  .array(fc.oneof(...ACTIONS), { minLength: 1, maxLength: MAX_ACTIONS, size: "max" })
  .filter((actions) => isCheckout(actions[0]!))
  .map((actions) => actions.map(printable));

let provider: StripeLocal;
let organiser: Organiser;

beforeAll(async () => {
  provider = await startProvider();
  vi.stubEnv("CRON_SECRET", CRON_SECRET);
  resetEnvForTests();
  organiser = await createOrganiser(await getDb(), "Ledger Office");
});
afterAll(async () => {
  await stopProvider(provider);
  // the coupon look-ups the last sequence counted (the other files try coupons from this address)
  const db = await getDb();
  await db.delete(authAttempts).where(eq(authAttempts.kind, "coupon-lookup"));
});

type DrainOrder = "oldest first" | "newest first";
type Outcome = { findings: string[]; text: string };

/** One sequence against a fresh world: its findings, and the report printed when there are any. */
async function attempt(actions: Action[], drainOrder: DrainOrder): Promise<Outcome> {
  const run = await Run.start(provider, organiser);
  let findings: string[];
  try {
    for (const a of actions) await run.exec(a);
    await run.drain(drainOrder);
    findings = await checkInvariants(run, organiser);
  } catch (error) {
    findings = [`[run] ${error instanceof Error ? error.message : String(error)}`];
  }
  if (!findings.length) return { findings, text: "" };
  const text = [
    `${findings.length} finding(s):`,
    ...findings.map((f) => `  ${f}`),
    "What each action did:",
    run.report(),
    "The orders at the end:",
    await describeOrders(run),
  ].join("\n");
  return { findings, text };
}

/** A property failure that carries its findings, for the shortening below. */
class SequenceFailure extends Error {
  constructor(readonly outcome: Outcome) {
    super(outcome.text);
  }
}

const names = (findings: string[]) => new Set(findings.map((f) => /^\[([^\]]+)\]/.exec(f)?.[1]));

/**
 * fast-check's shrinking leaves actions that do nothing here when dropping one alone would shift
 * what the others refer to; this drops actions one at a time while the sequence still breaks one
 * of the same invariants, for the shortest sequence the report can show.
 */
async function dropActions(actions: Action[], drainOrder: DrainOrder, failure: Outcome) {
  const wanted = names(failure.findings);
  let best = { actions, failure };
  for (let changed = true; changed;) {
    changed = false;
    for (let i = best.actions.length - 1; i >= 0 && best.actions.length > 1; i--) {
      const fewer = best.actions.filter((_, j) => j !== i);
      if (!isCheckout(fewer[0]!)) continue;
      const outcome = await attempt(fewer, drainOrder);
      if (![...names(outcome.findings)].some((name) => wanted.has(name))) continue;
      best = { actions: fewer, failure: outcome };
      changed = true;
    }
  }
  return best;
}

describe("the ledger under random sequences of money events", () => {
  it(
    `every order's money matches the provider and the office, sequence after sequence (seed ${SEED}, ${RUNS} runs)`,
    async () => {
      console.log(`ledger model: seed ${SEED}, ${RUNS} runs (LEDGER_SEED / LEDGER_RUNS override)`);
      // LEDGER_PATH (from a failure's report) replays that counterexample, with its seed
      let sequences = 0;
      let actionsRun = 0;
      const property = fc.asyncProperty(
        sequence,
        fc.constantFrom<DrainOrder>("oldest first", "newest first"),
        async (actions, drainOrder) => {
          sequences++;
          actionsRun += actions.length;
          const outcome = await attempt(actions, drainOrder);
          if (outcome.findings.length) throw new SequenceFailure(outcome);
        },
      );
      const path = process.env.LEDGER_PATH;
      const details = await fc.check(property, {
        seed: SEED,
        numRuns: RUNS,
        ...(path ? { path } : {}),
      });
      console.log(
        `ledger model: ${sequences} sequences, ${actionsRun} actions, seed ${SEED}: ${details.failed ? "FAILED" : "every invariant held"}`,
      );
      if (!details.failed) return;
      const report = fc.defaultReportMessage(details);
      if (!details.counterexample) throw new Error(report);
      const [actions, drainOrder] = details.counterexample;
      const failure = details.errorInstance;
      if (!(failure instanceof SequenceFailure)) throw new Error(report, { cause: failure });
      const shortest = await dropActions(actions, drainOrder, failure.outcome);
      throw new Error(
        [
          report,
          "",
          `Shortest sequence found (${shortest.actions.length} action(s), drain ${drainOrder}):`,
          `  ${shortest.actions.map(describeAction).join(", ")}`,
          shortest.failure.text,
        ].join("\n"),
      );
    },
    30 * 60_000,
  );
});
