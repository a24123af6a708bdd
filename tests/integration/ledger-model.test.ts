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
  PEOPLE_COUNT,
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
// Half the sequences are the seated show's: it sells out and people join its waitlist with a
// party, seats come back (an unpaid checkout expires, is cancelled or lapses; a paid one is
// refunded) and are offered down the line, an offer is bought by its holder, declined, lapses
// (its end moved into the past, then a list read) or is refused to anyone else, and tickets are
// passed on, accepted or cancelled, and passed on again, among the ticket orders' own money.
// After each sequence every webhook the provider recorded is delivered, then the invariants
// (tests/support/ledger-invariants.ts) must hold. Actions name what they act on by recency among
// what fits: `pay(open s[-1])` pays the latest session still open at the provider,
// `refund(paid o[-2])` refunds the order before the latest one still holding money,
// `offerCheckout(open f[-1])` the latest open offer, `transfer(valid t[-1])` the latest valid
// ticket. The summary says what the sequences reached (offers made and how they ended, tickets
// passed on), so a change that makes the show's actions miss shows there.
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
const SHOW_MIN_ACTIONS = 10;

const recent = fc.nat({ max: 2 });
const vendor = fc.nat({ max: VENDOR_COUNT - 1 });
const person = fc.nat({ max: PEOPLE_COUNT - 1 });
/** True one time in four. */
const rarely = fc.oneof(
  { weight: 3, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.constant(true) },
);
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
const balance = fc.record({ t: fc.constant("balance"), order: recent, minimum: fc.boolean() });
const pay = fc.record({ t: fc.constant("pay"), session: recent, hold: rarely });
const expire = fc.record({ t: fc.constant("expire"), session: recent, hold: fc.boolean() });
const fail = fc.record({ t: fc.constant("fail"), session: recent });
const lateExpiry = fc.record({ t: fc.constant("lateExpiry"), session: recent });
const deliverHeld = fc.record({ t: fc.constant("deliverHeld"), event: fc.nat({ max: 3 }) });
const redeliver = fc.record({ t: fc.constant("redeliver"), event: recent });
const vendorCancel = fc.record({ t: fc.constant("vendorCancel"), session: recent });
const successPage = fc.record({ t: fc.constant("successPage"), session: recent });
const cancel = fc.record({
  t: fc.constant("cancel"),
  order: recent,
  refund: fc.boolean(),
  outage: fc.boolean(),
});
const office = fc.record({
  t: fc.constant("office"),
  order: recent,
  full: fc.boolean(),
  method: fc.constantFrom("CHEQUE", "ETRANSFER", "CASH"),
  outage: fc.boolean(),
});
const refund = fc.record({
  t: fc.constant("refund"),
  order: recent,
  amount: fc.constantFrom("all", "part"),
  release: fc.constantFrom("none", "one", "all"),
});
const charge = fc.record({ t: fc.constant("charge"), order: recent });
const addon = fc.record({ t: fc.constant("addon"), order: recent, approval: fc.boolean() });
const lapse = fc.record({ t: fc.constant("lapse"), order: recent });
const depositPay = fc.record({
  t: fc.constant("depositPay"),
  order: recent,
  tabs: fc.constantFrom<1 | 2>(1, 2),
});
const officeDeposit = fc.record({
  t: fc.constant("officeDeposit"),
  order: recent,
  method: fc.constantFrom("CHEQUE", "ETRANSFER", "CASH"),
});
const depositReturn = fc.record({
  t: fc.constant("depositReturn"),
  order: recent,
  share: fc.constantFrom("full", "part", "keep"),
  outage: rarely,
});

// The seated show's own: a ticket order (which takes no deposit: one asking for less than the
// total is refused), the waitlist and passing tickets on.
const ticketCheckout = fc.record({
  t: fc.constant("seats" as const),
  vendor,
  seats: indexes(SEAT_PRICES.length, 3),
  deposit: rarely,
  coupon: fc.boolean(),
});
const join = fc.record({
  t: fc.constant("join"),
  who: person,
  // (a party of three takes the whole hall)
  party: fc.oneof(
    { weight: 2, arbitrary: fc.constant(1) },
    { weight: 2, arbitrary: fc.constant(2) },
    { weight: 1, arbitrary: fc.constant(3) },
  ),
  band: rarely,
  fill: fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 3, arbitrary: vendor }),
  paid: fc.boolean(),
});
const seatsBack = fc.record({
  t: fc.constant("seatsBack"),
  order: recent,
  how: fc.constantFrom("expire", "cancel", "lapse"),
});
const offerCheckout = fc.record({
  t: fc.constant("offerCheckout"),
  offer: recent,
  pay: fc.boolean(),
});
const snipe = fc.record({
  t: fc.constant("snipe"),
  offer: recent,
  who: fc.nat({ max: PEOPLE_COUNT - 2 }),
});
const leave = fc.record({ t: fc.constant("leave"), entry: recent });
const offerLapse = fc.record({
  t: fc.constant("offerLapse"),
  offer: recent,
  via: fc.constantFrom("holder", "office"),
});
const transfer = fc.record({
  t: fc.constant("transfer"),
  ticket: recent,
  to: fc.nat({ max: PEOPLE_COUNT - 2 }),
  language: fc.constantFrom("en", "ar"),
  then: fc.oneof(
    { weight: 2, arbitrary: fc.constant("accept") },
    { weight: 1, arbitrary: fc.constantFrom("cancel", "wait") },
  ),
});
const settleTransfer = fc.record({
  t: fc.constant("settleTransfer"),
  transfer: recent,
  accept: fc.boolean(),
});

const weighted = (...list: [number, fc.Arbitrary<Action>][]) =>
  fc.oneof(...list.map(([weight, arbitrary]) => ({ weight, arbitrary })));

/** The money of booths and seats: checkouts, payments, refunds, add-ons and deposits. */
const moneyAction = weighted(
  [7, checkout],
  [3, balance],
  [7, pay],
  [2, expire],
  [1, fail],
  [1, lateExpiry],
  [2, deliverHeld],
  [1, redeliver],
  [1, vendorCancel],
  [1, successPage],
  [2, cancel],
  [3, office],
  [3, refund],
  [1, charge],
  [3, addon],
  [1, lapse],
  [3, depositPay],
  [1, officeDeposit],
  [2, depositReturn],
);

/**
 * The seated show: ticket orders and their money (a booth order now and then), its waitlist
 * (joining a sold-out show, seats coming back and offered, offers bought, declined, lapsed or
 * refused to others) and tickets passed on, accepted or cancelled, and passed on again.
 */
const showAction = weighted(
  [4, ticketCheckout],
  [1, boothCheckout],
  [5, pay],
  [1, expire],
  [1, fail],
  [1, lateExpiry],
  [2, deliverHeld],
  [1, redeliver],
  [1, vendorCancel],
  [1, successPage],
  [1, cancel],
  [1, office],
  [2, refund],
  [1, charge],
  [1, lapse],
  [6, join],
  [8, seatsBack],
  [7, offerCheckout],
  [2, snipe],
  [2, leave],
  [4, offerLapse],
  [8, transfer],
  [2, settleTransfer],
);

/** Printed by fast-check as the report prints it: `pay(open s[-1], webhook held)`. */
const printable = (a: Action) => Object.assign(a, { [fc.toStringMethod]: () => describeAction(a) });

const isCheckout = (a: Action) =>
  a.t === "booths" || a.t === "seats" || (a.t === "join" && a.fill !== null);

/**
 * A sequence starts with a checkout (every other action needs an order or a session); shrinking
 * may drop that first checkout when the next action is one too. Half the sequences are the
 * money's; the other half the seated show's, which start sold out with someone in line (a
 * vendor checks out whatever is on sale, then one of the people joins).
 */
const moneySequence = fc
  .array(moneyAction, { minLength: 1, maxLength: MAX_ACTIONS, size: "max" })
  .filter((actions) => isCheckout(actions[0]!));
const showSequence = fc
  .tuple(
    join.map((a) => ({ ...a, fill: a.fill ?? 0 })),
    fc.array(showAction, { minLength: SHOW_MIN_ACTIONS, maxLength: MAX_ACTIONS - 1, size: "max" }),
  )
  .map(([first, rest]) => [first, ...rest]);
const sequence = fc.oneof(moneySequence, showSequence).map((actions) => actions.map(printable));

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

/** What the sequences reached of the seated show, summed over every one run (printed at the end). */
const reached = new Map<string, number>();
type Outcome = { findings: string[]; text: string };

/** One sequence against a fresh world: its findings, and the report printed when there are any. */
async function attempt(actions: Action[], drainOrder: DrainOrder): Promise<Outcome> {
  const run = await Run.start(provider, organiser);
  let findings: string[];
  try {
    for (const a of actions) await run.exec(a);
    await run.drain(drainOrder);
    findings = await checkInvariants(run, organiser);
    for (const [what, count] of Object.entries(await run.reached()))
      reached.set(what, (reached.get(what) ?? 0) + count);
  } catch (error) {
    findings = [`[run] ${error instanceof Error ? error.message : String(error)}`];
  } finally {
    await run.finish();
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
      console.log(
        `ledger model reached: ${[...reached].map(([what, count]) => `${what} ${count}`).join(", ")}`,
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
