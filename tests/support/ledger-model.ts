// The ledger model test's world and its actions (tests/integration/ledger-model.test.ts): a small
// festival made fresh for each generated sequence, the actions a sequence is made of, and how each
// is carried out against the site's API, the database and the local payment provider. Actions
// name orders, sessions and webhook events by their place among those that exist so far
// (`o[-1]` is the latest order), so every generated sequence means something in every state.
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { env } from "@/config/env";
import { getDb } from "@/db/client";
import { effectiveSeatStatus } from "@/db/queries/seats";
import {
  addons,
  authAttempts,
  booths,
  coupons,
  emailOutbox,
  events,
  orderItems,
  orders,
  seats,
  ticketTransfers,
  tickets,
  vendors,
  waitlistEntries,
  waitlistOffers,
} from "@/db/schema";
import { boothCartTotals, minimumPayCents, ticketTotals } from "@/lib/payments/pricing";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { signInAs, type Organiser, type SignedIn } from "./fixtures";
import { createBooths, createSeats, deliver, vendorPost, type TestVendor } from "./payments";
import { api, jsonRequest, read } from "./requests";

/** Booth prices in cents, odd cents included; booths are X-01 … X-04. */
export const BOOTH_PRICES = [45000, 33333, 10001, 120099];
/** Seat prices in cents; seats are S1 … S3. */
export const SEAT_PRICES = [5000, 7525, 2999];
export const VENDOR_COUNT = 3;
const VISITOR_COUNT = 2;
/** Everyone of a world: `who` in an action is an index among them (vendors first). */
export const PEOPLE_COUNT = VENDOR_COUNT + VISITOR_COUNT;
const COUPON_PERCENT = 10;
const COUPON_MAX_REDEMPTIONS = 1;
/** The booth event's damage deposit (its booths are not in a food section). */
export const DEPOSIT_CENTS = 20000;
/** CRON_SECRET while the model runs (the cron route wants it as a bearer token). */
export const CRON_SECRET = "ledger-model-cron-secret-0123456789";

type World = {
  boothEventId: number;
  boothIds: number[];
  seatEventId: number;
  seatIds: number[];
  vendors: TestVendor[];
  /** Visitor accounts: they join the show's waitlist, buy what it offers, are passed tickets. */
  visitors: TestVendor[];
  /** Everyone who buys, joins or holds tickets: the vendors, then the visitors. */
  people: TestVendor[];
  /** A coupon of this world only: 10% off, one redemption. */
  coupon: string;
  /** The booth event's add-ons: a table charged at once, an outlet that needs approval. */
  addons: { table: number; outlet: number };
};

/** An account written straight to the database (no password hashing), signed in. */
async function quickAccount(
  label: string,
  role: "vendor" | "visitor" = "vendor",
): Promise<TestVendor> {
  const db = await getDb();
  const id = randomUUID().slice(0, 8);
  const email = `ledger.${id}@example.com`;
  const lob = `${label} ${id}`;
  const [row] = await db
    .insert(vendors)
    .values({
      role,
      contactName: role === "vendor" ? "Ledger Vendor" : "Ledger Visitor",
      legalName: `${label} Ltd ${id}`,
      lob,
      city: "Toronto",
      phone: "416-555-0100",
      email,
      passwordHash: "unused",
    })
    .returning({ id: vendors.id, legalName: vendors.legalName });
  const account = { vendorId: row!.id, vendorName: row!.legalName, email };
  return { ...account, lob, ...(await signInAs(account, db)) };
}

/** A fresh booth event, seated event, vendors and single-use coupon. */
async function createWorld(): Promise<World> {
  const db = await getDb();
  const coupon = `LM${randomUUID().replace(/-/g, "").slice(0, 8).toUpperCase()}`;
  // A used-up coupon tried at checkout counts against the caller's coupon look-ups (all tests
  // come from one address): each sequence starts with none counted, as the limit is not what
  // this test checks, and the other test files find none left over.
  await db.delete(authAttempts).where(eq(authAttempts.kind, "coupon-lookup"));
  const [booth, seatIds, vendorAccounts, visitors] = await Promise.all([
    createBooths(BOOTH_PRICES),
    createSeats(SEAT_PRICES),
    Promise.all(Array.from({ length: VENDOR_COUNT }, (_, i) => quickAccount(`Model vendor ${i}`))),
    Promise.all(
      Array.from({ length: VISITOR_COUNT }, (_, i) =>
        quickAccount(`Model visitor ${i}`, "visitor"),
      ),
    ),
    db.insert(coupons).values({
      code: coupon,
      percentOff: COUPON_PERCENT,
      maxRedemptions: COUPON_MAX_REDEMPTIONS,
    }),
  ]);
  await db
    .update(events)
    .set({ depositFoodCents: 50000, depositOtherCents: DEPOSIT_CENTS })
    .where(eq(events.id, booth.eventId));
  const [table, outlet] = await db
    .insert(addons)
    .values([
      {
        eventId: booth.eventId,
        name: "Table",
        priceCents: 2599,
        appliesTo: "ALL",
        maxPerBooth: 20,
      },
      {
        eventId: booth.eventId,
        name: "Outlet",
        priceCents: 7501,
        appliesTo: "ALL",
        maxPerBooth: 20,
        needsApproval: true,
      },
    ])
    .returning({ id: addons.id });
  const [seat] = await db
    .select({ eventId: seats.eventId })
    .from(seats)
    .where(eq(seats.id, seatIds[0]!));
  return {
    boothEventId: booth.eventId,
    boothIds: booth.ids,
    seatEventId: seat!.eventId,
    seatIds,
    vendors: vendorAccounts,
    visitors,
    people: [...vendorAccounts, ...visitors],
    coupon,
    addons: { table: table!.id, outlet: outlet!.id },
  };
}

// --- Actions ---

type Recent = number; // 0: the latest, 1: the one before, …
type Oldest = number; // 0: the oldest, 1: the next, …
type OfficeMethod = "CHEQUE" | "ETRANSFER" | "CASH";

export type Action =
  | { t: "booths"; vendor: number; booths: number[]; deposit: boolean; coupon: boolean }
  | { t: "seats"; vendor: number; seats: number[]; deposit: boolean; coupon: boolean }
  | { t: "balance"; order: Recent; minimum: boolean }
  | { t: "pay"; session: Recent; hold: boolean }
  | { t: "expire"; session: Recent; hold: boolean }
  | { t: "fail"; session: Recent }
  | { t: "lateExpiry"; session: Recent }
  | { t: "deliverHeld"; event: Oldest }
  | { t: "redeliver"; event: Recent }
  | { t: "vendorCancel"; session: Recent }
  | { t: "successPage"; session: Recent }
  // `outage`: the provider cannot be reached while the office acts (its open checkouts stay
  // payable); a cancel that refunds needs the provider, so it has no outage
  | { t: "cancel"; order: Recent; refund: boolean; outage: boolean }
  | { t: "office"; order: Recent; full: boolean; method: OfficeMethod; outage: boolean }
  | {
      t: "refund";
      order: Recent;
      amount: "all" | "part";
      release: "none" | "one" | "all";
    }
  | { t: "charge"; order: Recent }
  // an add-on for the order's first booth, added by its vendor from the profile: charged at once,
  // or asked for and approved by the organiser
  | { t: "addon"; order: Recent; approval: boolean }
  | { t: "lapse"; order: Recent }
  // the damage deposit: the vendor's own Checkout Session, one paid at the office, the decision
  // after the event (`outage`: Stripe cannot be reached for the return)
  | { t: "depositPay"; order: Recent; tabs: 1 | 2 }
  | { t: "officeDeposit"; order: Recent; method: OfficeMethod }
  | { t: "depositReturn"; order: Recent; share: "full" | "part" | "keep"; outage: boolean }
  // the seated show's waitlist: one of the people joins with a party (only at S1's price when
  // `band`), after vendor `fill` checked out (and `paid` for) whatever was on sale, so the show
  // is sold out
  | { t: "join"; who: number; party: number; band: boolean; fill: number | null; paid: boolean }
  // seats come back: a seat order still unpaid expires at the provider, is cancelled by its
  // buyer or lapses (the cron); a paid one is refunded in full with all its seats
  | { t: "seatsBack"; order: Recent; how: "expire" | "cancel" | "lapse" }
  // an offer's seats checked out by its holder (and paid at once), or by someone else
  | { t: "offerCheckout"; offer: Recent; pay: boolean }
  | { t: "snipe"; offer: Recent; who: number }
  // an entry leaves the line (declining its offer), or an offer's time runs out and a list is read
  | { t: "leave"; entry: Recent }
  | { t: "offerLapse"; offer: Recent; via: "holder" | "office" }
  // a ticket passed on by its holder to another of the people (`to`: how many places on), then
  // accepted by them, cancelled by the holder, or left waiting for `settleTransfer`
  | {
      t: "transfer";
      ticket: Recent;
      to: number;
      language: "en" | "ar";
      then: "accept" | "cancel" | "wait";
    }
  | { t: "settleTransfer"; transfer: Recent; accept: boolean };

const boothName = (i: number) => `X-${String(i + 1).padStart(2, "0")}`;
/** One of the people as the report names them: `v0` … for vendors, `vis0` … for visitors. */
const personName = (i: number) => (i < VENDOR_COUNT ? `v${i}` : `vis${i - VENDOR_COUNT}`);
const recent = (list: string, k: number) => `${list}[-${k + 1}]`;

/** An action as the failure report prints it. */
export function describeAction(a: Action): string {
  switch (a.t) {
    case "booths":
      return `booths(v${a.vendor}, [${a.booths.map(boothName).join(",")}]${a.deposit ? ", deposit" : ""}${a.coupon ? ", coupon" : ""})`;
    case "seats":
      return `seats(v${a.vendor}, [${a.seats.map((i) => `S${i + 1}`).join(",")}]${a.deposit ? ", deposit" : ""}${a.coupon ? ", coupon" : ""})`;
    case "balance":
      return `balanceCheckout(owing ${recent("o", a.order)}${a.minimum ? ", minimum" : ""})`;
    case "pay":
      return `pay(open ${recent("s", a.session)}${a.hold ? ", webhook held" : ""})`;
    case "expire":
      return `expire(open ${recent("s", a.session)}${a.hold ? ", webhook held" : ""})`;
    case "fail":
      return `asyncPaymentFailed(open ${recent("s", a.session)})`;
    case "lateExpiry":
      return `expiryAfterPayment(paid ${recent("s", a.session)})`;
    case "deliverHeld":
      return `deliverHeld(held[${a.event}])`;
    case "redeliver":
      return `redeliver(${recent("delivered", a.event)})`;
    case "vendorCancel":
      return `vendorCancel(${recent("s", a.session)})`;
    case "successPage":
      return `successPage(${recent("s", a.session)})`;
    case "cancel":
      return `officeCancel(unpaid ${recent("o", a.order)}, ${a.refund ? "refund" : "keep money"}${a.outage && !a.refund ? ", provider unreachable" : ""})`;
    case "office":
      return `officePayment(owing ${recent("o", a.order)}, ${a.full ? "whole balance" : "part"}, ${a.method}${a.outage ? ", provider unreachable" : ""})`;
    case "refund":
      return `refund(paid ${recent("o", a.order)}, ${a.amount}, release ${a.release})`;
    case "charge":
      return `charge(paid ${recent("o", a.order)}, $12.34)`;
    case "addon":
      return `addon(booked ${recent("o", a.order)}, ${a.approval ? "outlet asked + approved" : "table"})`;
    case "lapse":
      return `lapseHold(pending ${recent("o", a.order)}) + cron`;
    case "depositPay":
      return `depositCheckout(booked ${recent("o", a.order)}${a.tabs === 2 ? ", two tabs" : ""})`;
    case "officeDeposit":
      return `officeDeposit(booked ${recent("o", a.order)}, ${a.method})`;
    case "depositReturn":
      return `depositReturn(held ${recent("o", a.order)}, ${a.share}${a.outage ? ", provider unreachable" : ""})`;
    case "join":
      return `join(${personName(a.who % PEOPLE_COUNT)}, party ${a.party}${a.band ? ", S1's price only" : ""}${a.fill === null ? "" : `, after v${a.fill} checks out${a.paid ? " and pays for" : ""} the seats on sale`})`;
    case "seatsBack":
      return `seatsBack(seat order ${recent("o", a.order)}: refunded in full when paid, else ${a.how === "cancel" ? "cancelled by its buyer" : a.how === "lapse" ? "its hold lapsed + cron" : "expired at the provider"})`;
    case "offerCheckout":
      return `offerCheckout(open ${recent("f", a.offer)} by its holder${a.pay ? ", paid" : ""})`;
    case "snipe":
      return `snipe(open ${recent("f", a.offer)} by its holder's +${a.who + 1})`;
    case "leave":
      return `leaveLine(live ${recent("e", a.entry)})`;
    case "offerLapse":
      return `offerLapse(open ${recent("f", a.offer)}, then ${a.via === "holder" ? "its holder" : "the office"} reads the list)`;
    case "transfer":
      return `transfer(valid ${recent("t", a.ticket)} to its holder's +${a.to + 1}, ${a.language}${a.then === "wait" ? "" : a.then === "accept" ? ", accepted" : ", cancelled"})`;
    case "settleTransfer":
      return `${a.accept ? "accept" : "cancel"}Transfer(pending ${recent("x", a.transfer)})`;
  }
}

// --- A run: one sequence against one world ---

type OrderRef = {
  id: number;
  label: string;
  /** Who placed it: an index among the world's people. */
  buyer: number;
  /** A ticket order (seats of the show). */
  tickets: boolean;
  /** The organiser cancelled it (POST …/cancel answered 200). */
  officeCancelled: boolean;
  /** What it still held (paid − refunded) once the organiser cancelled it. */
  keptAtCancel: number;
};

type SessionRef = {
  id: string;
  label: string;
  order: OrderRef;
  kind: "INITIAL" | "BALANCE" | "DEPOSIT";
  /** An async_payment_failed was delivered for it: that session is over. */
  failed: boolean;
};

type Delivery = { label: string; payload: string };

/** A transfer the run started: the token its e-mail carried, who sent it and to whom. */
type TransferRef = {
  id: number;
  label: string;
  token: string;
  ticketId: string;
  /** Indexes among the world's people. */
  from: number;
  to: number;
};

/** A waitlist offer of the world's show, as the actions pick them. */
type OfferRef = {
  id: number;
  label: string;
  seatIds: number[];
  /** Its entry's account, an index among the world's people. */
  holder: number;
  /** OFFERED and its time not run out. */
  open: boolean;
};

/** A request's outcome as the log prints it: `200`, `409 "Order 12 is PAID: …"`. */
function outcome(answer: { code: number; payload: unknown }): string {
  if (answer.code < 300) return String(answer.code);
  const text = typeof answer.payload === "string" ? answer.payload : JSON.stringify(answer.payload);
  return `${answer.code} "${text.length > 90 ? `${text.slice(0, 87)}...` : text}"`;
}

/** Thrown for what the model never accepts: a 5xx, or the provider's control API failing. */
class RunFailure extends Error {}

function refuse5xx(what: string, answer: { code: number; payload: unknown }) {
  if (answer.code >= 500) throw new RunFailure(`${what} answered ${outcome(answer)}`);
}

export class Run {
  readonly orders: OrderRef[] = [];
  private readonly sessions: SessionRef[] = [];
  /** Events the provider recorded that the site has not been sent yet, oldest first. */
  private readonly held: Delivery[] = [];
  /** Events sent at least once, oldest first (for redelivery). */
  private readonly delivered: Delivery[] = [];
  private eventsSeen = 0;
  private readonly lines: string[] = [];
  readonly transfers: TransferRef[] = [];
  /**
   * What an action saw that must never happen (an offered seat sold to someone else, a transfer
   * that changed the order's money), each a finding as the invariants word them.
   */
  readonly findings: string[] = [];
  /** Someone joined the show's waitlist (the list is closed when the run ends). */
  private joined = false;
  /** Checkouts of seats offered to someone else, refused. */
  private refusedSnipes = 0;

  private constructor(
    readonly world: World,
    readonly provider: StripeLocal,
    private readonly organiser: Organiser,
  ) {}

  /** A fresh world and a provider with nothing recorded. */
  static async start(provider: StripeLocal, organiser: Organiser): Promise<Run> {
    provider.control.reset();
    return new Run(await createWorld(), provider, organiser);
  }

  /** The actions carried out, each with what came of it. */
  report(): string {
    return this.lines.join("\n");
  }

  private note(line: string) {
    this.lines.push(line);
  }

  private sessionByIntent(intent: unknown): SessionRef | undefined {
    return this.sessions.find(
      (s) => this.provider.control.session(s.id)?.payment_intent === intent,
    );
  }

  /** Moves the events the provider recorded since last time to the held queue; answers them. */
  private collect(): Delivery[] {
    const records = this.provider.control.events();
    const fresh = records.slice(this.eventsSeen).map((r) => {
      const object = r.event.data.object as { id: string; payment_intent?: unknown };
      const session =
        r.type === "charge.refunded"
          ? this.sessionByIntent(object.payment_intent)
          : this.sessions.find((s) => s.id === object.id);
      return { label: `${r.type}(${session?.label ?? object.id})`, payload: r.payload };
    });
    this.eventsSeen = records.length;
    this.held.push(...fresh);
    return fresh;
  }

  private async send(delivery: Delivery): Promise<string> {
    const response = await deliver(delivery.payload);
    const answer = await read(response);
    refuse5xx(`webhook ${delivery.label}`, answer);
    const held = this.held.indexOf(delivery);
    if (held >= 0) this.held.splice(held, 1);
    if (!this.delivered.includes(delivery)) this.delivered.push(delivery);
    return `${delivery.label} → ${outcome(answer)}`;
  }

  private pickRecent<T>(list: T[], k: number): T | undefined {
    return list.length ? list[list.length - 1 - (k % list.length)] : undefined;
  }

  private async orderRow(id: number) {
    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return row!;
  }

  private async admin(url: string, body: unknown) {
    return read(await api(jsonRequest(url, body, { session: this.organiser })));
  }

  private async vendorCall(vendor: TestVendor, url: string, body: unknown) {
    return read(await api(vendorPost(vendor, url, body)));
  }

  /** Carries out one action and logs what came of it; RunFailure for a 5xx. */
  async exec(action: Action): Promise<void> {
    const head = `${String(this.lines.length + 1).padStart(2)}. ${describeAction(action)} →`;
    let result: string;
    try {
      result = await this.perform(action);
    } catch (error) {
      this.note(`${head} FAILED: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
    const extra = this.collect();
    const also = extra.length ? ` [provider recorded ${extra.map((d) => d.label).join(", ")}]` : "";
    this.note(`${head} ${result}${also}`);
  }

  private async perform(a: Action): Promise<string> {
    switch (a.t) {
      case "booths":
      case "seats":
        return this.checkout(a);
      case "balance":
        return this.balance(a.order, a.minimum);
      case "pay":
      case "expire":
        return this.payOrExpire(a.t, a.session, a.hold);
      case "fail":
        return this.asyncFailure(a.session);
      case "lateExpiry":
        return this.lateExpiry(a.session);
      case "deliverHeld": {
        if (!this.held.length) return "skipped: nothing held";
        return this.send(this.held[a.event % this.held.length]!);
      }
      case "redeliver": {
        const again = this.pickRecent(this.delivered, a.event);
        return again ? `again: ${await this.send(again)}` : "skipped: nothing delivered yet";
      }
      case "vendorCancel":
      case "successPage":
        return this.vendorPage(a.t, a.session);
      case "cancel":
        return this.unreachable(a.outage && !a.refund, () =>
          this.cancel(a.order, a.refund, a.outage && !a.refund),
        );
      case "office":
        return this.unreachable(a.outage, () => this.officePayment(a.order, a.full, a.method));
      case "refund":
        return this.refund(a.order, a.amount, a.release);
      case "charge":
        return this.onOrder(a.order, "paid", async (order) => {
          const answer = await this.admin(`/api/admin/v1/orders/${order.id}/charges`, {
            description: "Electricity",
            amountCents: 1234,
          });
          refuse5xx("charge", answer);
          return outcome(answer);
        });
      case "addon":
        return this.addon(a.order, a.approval);
      case "lapse":
        return this.lapse(a.order);
      case "depositPay":
        return this.depositPay(a.order, a.tabs);
      case "officeDeposit":
        return this.onOrder(a.order, "booked", async (order) => {
          const answer = await this.admin(`/api/admin/v1/orders/${order.id}/deposit-payment`, {
            method: a.method,
            reference: "Model deposit",
          });
          refuse5xx("office deposit", answer);
          return outcome(answer);
        });
      case "depositReturn":
        return this.unreachable(a.outage, () => this.depositReturn(a.order, a.share));
      case "join":
        return this.join(a);
      case "seatsBack":
        return this.seatsBack(a.order, a.how);
      case "offerCheckout":
        return this.offerCheckout(a.offer, a.pay);
      case "snipe":
        return this.snipe(a.offer, a.who);
      case "leave":
        return this.leave(a.entry);
      case "offerLapse":
        return this.offerLapse(a.offer, a.via);
      case "transfer":
        return this.transfer(a);
      case "settleTransfer":
        return this.settleTransfer(a.transfer, a.accept);
    }
  }

  /** The vendor adds an add-on for the order's first booth; one that needs approval is approved. */
  private addon(k: Recent, approval: boolean) {
    return this.onOrder(k, "booked", async (order) => {
      const db = await getDb();
      const [booth] = await db
        .select({ boothId: orderItems.boothId })
        .from(orderItems)
        .where(
          and(
            eq(orderItems.orderId, order.id),
            eq(orderItems.kind, "BOOTH"),
            isNull(orderItems.releasedAt),
          ),
        )
        .orderBy(orderItems.id)
        .limit(1);
      if (!booth) return "skipped: it holds no booth";
      const added = await this.vendorCall(
        this.world.people[order.buyer]!,
        `/api/vendor/v1/orders/${order.id}/addons`,
        {
          boothId: booth.boothId,
          addonId: approval ? this.world.addons.outlet : this.world.addons.table,
          quantity: 1,
        },
      );
      refuse5xx("add-on", added);
      if (added.code !== 202) return outcome(added);
      const decided = await this.admin(
        `/api/admin/v1/addon-requests/${added.payload.requestId}/decision`,
        { approve: true },
      );
      refuse5xx("add-on approval", decided);
      return `202 asked; approval ${outcome(decided)}`;
    });
  }

  /** The vendor opens the deposit's Checkout Session, in one tab or two. */
  private depositPay(k: Recent, tabs: 1 | 2) {
    return this.onOrder(k, "booked", async (order) => {
      const opened: string[] = [];
      for (let tab = 0; tab < tabs; tab++) {
        const answer = await this.vendorCall(
          this.world.people[order.buyer]!,
          `/api/vendor/v1/orders/${order.id}/deposit`,
          {},
        );
        refuse5xx("deposit checkout", answer);
        if (answer.code !== 200) return [...opened, outcome(answer)].join("; ");
        const session = this.addSession(answer.payload.sessionId, order, "DEPOSIT");
        opened.push(`200 ${session.label} asks ${this.amountOf(session)}¢ of deposit`);
      }
      return opened.join("; ");
    });
  }

  /** The decision after the event: the booth event is moved into the past while it is made. */
  private depositReturn(k: Recent, share: "full" | "part" | "keep") {
    return this.onOrder(k, "depositHeld", async (order) => {
      const row = await this.orderRow(order.id);
      const held = row.depositPaidCents - row.depositReturnedCents - row.depositKeptCents;
      const returnedCents = share === "full" ? held : share === "part" ? Math.floor(held / 4) : 0;
      const db = await getDb();
      const [event] = await db
        .select({ startsAt: events.startsAt, endsAt: events.endsAt })
        .from(events)
        .where(eq(events.id, this.world.boothEventId));
      await db
        .update(events)
        .set({ startsAt: sql`now() - interval '4 days'`, endsAt: sql`now() - interval '3 days'` })
        .where(eq(events.id, this.world.boothEventId));
      try {
        const answer = await this.admin(`/api/admin/v1/orders/${order.id}/deposit-return`, {
          returnedCents,
          reason: share === "full" ? null : "Model damage",
          checklist: { vacated: true, noDamage: share === "full", garbageRemoved: true },
        });
        // Stripe out of reach: the return is refused (503) and the deposit held again
        if (answer.code !== 503) refuse5xx("deposit return", answer);
        return `${returnedCents}¢ of ${held}¢ → ${outcome(answer)}`;
      } finally {
        await db.update(events).set(event!).where(eq(events.id, this.world.boothEventId));
      }
    });
  }

  private async checkout(a: Extract<Action, { t: "booths" | "seats" }>): Promise<string> {
    const vendorIndex = a.vendor % this.world.vendors.length;
    const tickets = a.t === "seats";
    const prices = tickets
      ? a.seats.map((i) => SEAT_PRICES[i]!)
      : a.booths.map((i) => BOOTH_PRICES[i]!);
    const body: Record<string, unknown> = tickets
      ? { checkoutType: "TICKETS", seatIds: a.seats.map((i) => this.world.seatIds[i]) }
      : { cartItemModelList: a.booths.map((i) => ({ eventId: this.world.boothIds[i] })) };
    if (a.coupon) body.couponCode = this.world.coupon;
    if (a.deposit) {
      const percent = a.coupon ? COUPON_PERCENT : 0;
      const total = (tickets ? ticketTotals : boothCartTotals)(prices, percent).totalCents;
      body.paidAmount = minimumPayCents(total, env().DEPOSIT_MIN_PERCENT) / 100;
    }
    return (await this.placeOrder(vendorIndex, body)).text;
  }

  /** A checkout (POST /api/v1/payment) by one of the people; its order and session join the run. */
  private async placeOrder(
    buyer: number,
    body: Record<string, unknown>,
  ): Promise<{ text: string; order?: OrderRef; session?: SessionRef }> {
    const answer = await this.vendorCall(this.world.people[buyer]!, "/api/v1/payment", {
      termsAccepted: true,
      ...body,
    });
    refuse5xx("checkout", answer);
    if (answer.code !== 200) return { text: outcome(answer) };
    const order: OrderRef = {
      id: answer.payload.orderId,
      label: `o${this.orders.length + 1}`,
      buyer,
      tickets: body.checkoutType === "TICKETS",
      officeCancelled: false,
      keptAtCancel: 0,
    };
    this.orders.push(order);
    const session = this.addSession(answer.payload.sessionId, order, "INITIAL");
    const row = await this.orderRow(order.id);
    const text = `200 ${order.label}=#${order.id} total ${row.totalCents}¢, ${session.label} asks ${this.amountOf(session)}¢`;
    return { text, order, session };
  }

  private addSession(id: string, order: OrderRef, kind: SessionRef["kind"]): SessionRef {
    const session = { id, label: `s${this.sessions.length + 1}`, order, kind, failed: false };
    this.sessions.push(session);
    return session;
  }

  private amountOf(session: SessionRef): number | undefined {
    return this.provider.control.session(session.id)?.amount_total;
  }

  /**
   * The k-th latest order among those that fit (`owing`: PARTIALLY_PAID; `unpaid`: PENDING or
   * PARTIALLY_PAID; `paid`: some money kept; `pending`: PENDING), or among all when none fits: a
   * generated sequence keeps meaning something whatever the site made of the actions before.
   */
  private async onOrder(
    k: Recent,
    fit: "owing" | "unpaid" | "paid" | "pending" | "booked" | "depositHeld",
    fn: (order: OrderRef) => Promise<string>,
  ): Promise<string> {
    if (!this.orders.length) return "skipped: no order yet";
    const db = await getDb();
    const rows = await db
      .select({
        id: orders.id,
        status: orders.status,
        net: sql<number>`${orders.paidCents} - ${orders.refundedCents}`,
        deposit: sql<number>`${orders.depositPaidCents} - ${orders.depositReturnedCents} - ${orders.depositKeptCents}`,
      })
      .from(orders)
      .where(
        inArray(
          orders.id,
          this.orders.map((o) => o.id),
        ),
      );
    const fits = (o: OrderRef) => {
      const row = rows.find((r) => r.id === o.id)!;
      if (fit === "owing") return row.status === "PARTIALLY_PAID";
      if (fit === "unpaid") return row.status === "PENDING" || row.status === "PARTIALLY_PAID";
      if (fit === "pending") return row.status === "PENDING";
      if (fit === "booked") return row.status === "PARTIALLY_PAID" || row.status === "PAID";
      if (fit === "depositHeld") return Number(row.deposit) > 0;
      return Number(row.net) > 0;
    };
    const fitting = this.orders.filter(fits);
    const order = this.pickRecent(fitting.length ? fitting : this.orders, k)!;
    return `${order.label}: ${await fn(order)}`;
  }

  /** The k-th latest session among those that fit (open or paid at the provider), else any. */
  private async onSession(
    k: Recent,
    fit: "open" | "paid" | "any",
    fn: (session: SessionRef) => Promise<string>,
  ) {
    const fits = (s: SessionRef) => {
      const current = this.provider.control.session(s.id);
      if (fit === "open") return !s.failed && current?.status === "open";
      if (fit === "paid") return current?.payment_status === "paid";
      return true;
    };
    const fitting = this.sessions.filter(fits);
    const session = this.pickRecent(fitting.length ? fitting : this.sessions, k);
    if (!session) return "skipped: no session yet";
    return `${session.label} (${session.order.label} ${session.kind}): ${await fn(session)}`;
  }

  private balance(k: Recent, minimum: boolean) {
    return this.onOrder(k, "owing", async (order) => {
      const row = await this.orderRow(order.id);
      const paidAmount =
        minimum && row.balanceCents > 0
          ? minimumPayCents(row.balanceCents, env().DEPOSIT_MIN_PERCENT) / 100
          : undefined;
      const answer = await this.vendorCall(
        this.world.people[order.buyer]!,
        "/api/v1/order/balance",
        {
          orderId: order.id,
          ...(paidAmount ? { paidAmount } : {}),
        },
      );
      refuse5xx("balance checkout", answer);
      if (answer.code !== 200) return outcome(answer);
      const session = this.addSession(answer.payload.sessionId, order, "BALANCE");
      return `200 ${session.label} asks ${this.amountOf(session)}¢ of balance ${row.balanceCents}¢`;
    });
  }

  private payOrExpire(what: "pay" | "expire", k: Recent, hold: boolean) {
    return this.onSession(k, "open", async (session) => {
      if (session.failed) return "skipped: its payment failed";
      const status = this.provider.control.session(session.id)?.status;
      if (status !== "open") return `skipped: provider session is ${status}`;
      return this.settleSession(session, what, hold);
    });
  }

  /** An open session paid or expired at the provider, its webhooks sent at once unless held. */
  private async settleSession(session: SessionRef, what: "pay" | "expire", hold = false) {
    if (what === "pay") await this.provider.control.pay(session.id);
    else await this.provider.control.expire(session.id);
    const done = what === "pay" ? `paid ${this.amountOf(session)}¢` : "expired";
    const fresh = this.collect();
    if (hold) return `${done} at the provider; webhook held`;
    const sent: string[] = [];
    for (const delivery of fresh) sent.push(await this.send(delivery));
    return `${done} at the provider; ${sent.join(", ")}`;
  }

  /** A signed event the provider cannot produce itself, delivered now (and kept for redelivery). */
  private async synthetic(type: string, session: SessionRef, object: object): Promise<string> {
    const id = `evt_model_${randomUUID().replace(/-/g, "")}`;
    const payload = JSON.stringify({ id, object: "event", type, data: { object } });
    return this.send({ label: `${type}(${session.label}, made up)`, payload });
  }

  private asyncFailure(k: Recent) {
    return this.onSession(k, "open", async (session) => {
      const current = this.provider.control.session(session.id);
      if (session.failed || current?.status !== "open")
        return `skipped: provider session is ${current?.status}`;
      session.failed = true;
      return this.synthetic("checkout.session.async_payment_failed", session, {
        ...current,
        status: "complete",
        payment_status: "unpaid",
      });
    });
  }

  private lateExpiry(k: Recent) {
    return this.onSession(k, "paid", async (session) => {
      const current = this.provider.control.session(session.id);
      if (current?.payment_status !== "paid") return "skipped: not paid at the provider";
      return this.synthetic("checkout.session.expired", session, {
        ...current,
        status: "expired",
        payment_status: "unpaid",
      });
    });
  }

  private vendorPage(what: "vendorCancel" | "successPage", k: Recent) {
    return this.onSession(k, "any", async (session) => {
      const vendor = this.world.people[session.order.buyer]!;
      const url = what === "vendorCancel" ? "/api/v1/order/cancel" : "/api/v1/order/success";
      const answer = await this.vendorCall(vendor, url, { sessionId: session.id });
      refuse5xx(what, answer);
      const message = answer.payload?.message ?? answer.payload?.paymentStatus;
      return answer.code === 200 && message ? `200 "${message}"` : outcome(answer);
    });
  }

  /** Runs `work` with the provider answering nothing (when `outage`), as during an outage. */
  private async unreachable(outage: boolean, work: () => Promise<string>): Promise<string> {
    if (!outage) return work();
    this.provider.control.setDown(true);
    try {
      return await work();
    } finally {
      this.provider.control.setDown(false);
    }
  }

  private cancel(k: Recent, refund: boolean, outage: boolean) {
    return this.onOrder(k, "unpaid", async (order) => {
      const answer = await this.admin(`/api/admin/v1/orders/${order.id}/cancel`, {
        refund,
        reason: "Model cancel",
      });
      // a cancellation gives a held damage deposit back even when it keeps the rest: with the
      // provider out of reach that refund fails and the answer says so (503), the order cancelled
      const depositNotReturned = outage && answer.code === 503;
      if (!depositNotReturned) refuse5xx("cancel", answer);
      if (answer.code !== 200 && !depositNotReturned) return outcome(answer);
      const row = await this.orderRow(order.id);
      if (row.status !== "CANCELLED")
        throw new RunFailure(`cancel answered ${outcome(answer)}, yet the order is ${row.status}`);
      order.officeCancelled = true;
      order.keptAtCancel = row.paidCents - row.refundedCents;
      return `${outcome(answer)} CANCELLED, keeps ${order.keptAtCancel}¢`;
    });
  }

  private officePayment(k: Recent, full: boolean, method: OfficeMethod) {
    return this.onOrder(k, "owing", async (order) => {
      const { balanceCents } = await this.orderRow(order.id);
      const cents = Math.max(1, full ? balanceCents : Math.floor(balanceCents / 3));
      const answer = await this.admin(`/api/admin/v1/orders/${order.id}/payments`, {
        amountCents: cents,
        method,
        reference: "Model ref",
      });
      refuse5xx("office payment", answer);
      return `${cents}¢ → ${outcome(answer)}`;
    });
  }

  private refund(k: Recent, amount: "all" | "part", release: "none" | "one" | "all") {
    return this.onOrder(k, "paid", (order) => this.refundOrder(order, amount, release));
  }

  private async refundOrder(
    order: OrderRef,
    amount: "all" | "part",
    release: "none" | "one" | "all",
  ): Promise<string> {
    const db = await getDb();
    const row = await this.orderRow(order.id);
    const live = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), isNull(orderItems.releasedAt)))
      .orderBy(orderItems.id);
    const net = row.paidCents - row.refundedCents;
    const cents = Math.max(1, amount === "all" ? net : Math.floor(net / 4));
    const releaseItems =
      release === "none" ? [] : live.slice(0, release === "one" ? 1 : undefined).map((i) => i.id);
    const answer = await this.admin(`/api/admin/v1/orders/${order.id}/refunds`, {
      amountCents: cents,
      reason: "Model refund",
      releaseItems,
    });
    refuse5xx("refund", answer);
    return `${cents}¢, releasing ${releaseItems.length} of ${live.length} item(s) → ${outcome(answer)}`;
  }

  /** The order's holds moved into the past, then the scheduled work the cron route runs. */
  private lapse(k: Recent) {
    return this.onOrder(k, "pending", (order) => this.lapseOrder(order));
  }

  private async lapseOrder(order: OrderRef): Promise<string> {
    const db = await getDb();
    const past = sql`now() - interval '1 minute'`;
    await db
      .update(booths)
      .set({ heldUntil: past })
      .where(and(eq(booths.heldByOrderId, order.id), eq(booths.status, "HELD")));
    await db
      .update(seats)
      .set({ heldUntil: past })
      .where(and(eq(seats.heldByOrderId, order.id), eq(seats.status, "HELD")));
    await db
      .update(orders)
      .set({ holdExpiresAt: past })
      .where(and(eq(orders.id, order.id), isNotNull(orders.holdExpiresAt)));
    const answer = await read(
      await api(
        new Request("http://localhost/api/cron/daily", {
          method: "POST",
          headers: { authorization: `Bearer ${CRON_SECRET}` },
        }),
      ),
    );
    refuse5xx("cron", answer);
    if (answer.code !== 200) throw new RunFailure(`cron answered ${outcome(answer)}`);
    return `cron: ${answer.payload.holdsExpired} hold(s) expired`;
  }

  // --- The waitlist and passing tickets on ---

  /** A request as one of the people's browsers (or the organiser's) sends it. */
  private async as(who: SignedIn, method: "GET" | "POST" | "DELETE", url: string, body?: unknown) {
    const request =
      method === "GET"
        ? new Request(`http://localhost${url}`, { headers: { cookie: who.cookie } })
        : jsonRequest(url, body, { session: who, method });
    return read(await api(request));
  }

  /** The index among the world's people of an account. */
  private personOf(accountId: number): number {
    const i = this.world.people.findIndex((p) => p.vendorId === accountId);
    if (i < 0) throw new RunFailure(`account ${accountId} is none of the world's people`);
    return i;
  }

  /** The show's seats on sale now (a lapsed checkout hold counts, an offered seat does not). */
  private async seatsOnSale(): Promise<number[]> {
    const db = await getDb();
    const rows = await db
      .select({ id: seats.id })
      .from(seats)
      .where(
        and(eq(seats.eventId, this.world.seatEventId), sql`${effectiveSeatStatus} = 'AVAILABLE'`),
      )
      .orderBy(seats.id);
    return rows.map((r) => r.id);
  }

  private seatName = (id: number) => `S${this.world.seatIds.indexOf(id) + 1}`;

  /** The show's line as the report prints it: `e1 OFFERED f1 [S2] vis0, e2 WAITING v1 (2)`. */
  private async line(): Promise<string> {
    const db = await getDb();
    const [entries, offers] = await Promise.all([
      db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.eventId, this.world.seatEventId))
        .orderBy(waitlistEntries.id),
      this.offers(),
    ]);
    if (!entries.length) return "line: empty";
    const said = entries.map((e, i) => {
      const offer = offers.findLast((f) => f.entryId === e.id);
      const offered = offer
        ? ` ${offer.label} ${offer.status} [${offer.seatIds.map(this.seatName).join(",")}]`
        : "";
      return `e${i + 1} ${personName(this.personOf(e.accountId))} ${e.status} (${e.partySize})${offered}`;
    });
    return `line: ${said.join(", ")}`;
  }

  /** The show's offers, oldest first (`f1` …). */
  private async offers(): Promise<(OfferRef & { entryId: number; status: string })[]> {
    const db = await getDb();
    const rows = await db
      .select({
        id: waitlistOffers.id,
        entryId: waitlistOffers.entryId,
        seatIds: waitlistOffers.seatIds,
        status: waitlistOffers.status,
        accountId: waitlistEntries.accountId,
        open: sql<boolean>`${waitlistOffers.status} = 'OFFERED' and ${waitlistOffers.expiresAt} > now()`,
      })
      .from(waitlistOffers)
      .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
      .where(eq(waitlistOffers.eventId, this.world.seatEventId))
      .orderBy(waitlistOffers.id);
    return rows.map((r, i) => ({
      ...r,
      label: `f${i + 1}`,
      holder: this.personOf(r.accountId),
    }));
  }

  /** The k-th latest open offer, or (none open) the k-th latest of all. */
  private async onOffer(k: Recent, fn: (offer: OfferRef) => Promise<string>): Promise<string> {
    const all = await this.offers();
    const open = all.filter((f) => f.open);
    const offer = this.pickRecent(open.length ? open : all, k);
    if (!offer) return "skipped: no offer yet";
    const result = await fn(offer);
    return `${offer.label} (${offer.open ? "open" : "ended"}, ${personName(offer.holder)}'s [${offer.seatIds.map(this.seatName).join(",")}]): ${result}; ${await this.line()}`;
  }

  /** Joins the waitlist (after `fill` checked out the seats on sale, when told and there are some). */
  private async join(a: Extract<Action, { t: "join" }>): Promise<string> {
    const said: string[] = [];
    if (a.fill !== null) {
      const free = await this.seatsOnSale();
      if (free.length) {
        const placed = await this.placeOrder(a.fill % VENDOR_COUNT, {
          checkoutType: "TICKETS",
          seatIds: free,
        });
        said.push(
          `v${a.fill % VENDOR_COUNT} checks out [${free.map(this.seatName).join(",")}]: ${placed.text}`,
        );
        if (a.paid && placed.session)
          said.push(`${placed.session.label} ${await this.settleSession(placed.session, "pay")}`);
      }
    }
    const answer = await this.vendorCall(
      this.world.people[a.who % PEOPLE_COUNT]!,
      `/api/v1/events/${this.world.seatEventId}/waitlist`,
      { partySize: a.party, ...(a.band ? { priceBand: SEAT_PRICES[0] } : {}) },
    );
    refuse5xx("join", answer);
    if (answer.code === 201) this.joined = true;
    said.push(`join ${outcome(answer)}`, await this.line());
    return said.join("; ");
  }

  /**
   * Seats of the show come back: the k-th latest seat order still holding seats gives them all
   * back (refunded in full when paid, else ended unpaid `how`), and the site settles the line.
   */
  private async seatsBack(k: Recent, how: "expire" | "cancel" | "lapse") {
    const seatOrders = this.orders.filter((o) => o.tickets);
    if (!seatOrders.length) return "skipped: no seat order yet";
    const db = await getDb();
    const rows = await db
      .select({
        id: orders.id,
        status: orders.status,
        net: sql<number>`${orders.paidCents} - ${orders.refundedCents}`,
      })
      .from(orders)
      .where(
        inArray(
          orders.id,
          seatOrders.map((o) => o.id),
        ),
      );
    const statusOf = (o: OrderRef) => rows.find((r) => r.id === o.id)!;
    const holding = seatOrders.filter((o) => {
      const row = statusOf(o);
      return row.status === "PENDING" || (Number(row.net) > 0 && row.status !== "CANCELLED");
    });
    const order = this.pickRecent(holding, k);
    if (!order) return "skipped: no seat order holds seats";
    let result: string;
    if (statusOf(order).status !== "PENDING") result = await this.refundOrder(order, "all", "all");
    else if (how === "lapse") result = await this.lapseOrder(order);
    else {
      const session = this.sessions.findLast(
        (x) => x.order === order && this.provider.control.session(x.id)?.status === "open",
      );
      if (!session) result = "skipped: no open session";
      else if (how === "expire")
        result = `${session.label} ${await this.settleSession(session, "expire")}`;
      else {
        const answer = await this.vendorCall(
          this.world.people[order.buyer]!,
          "/api/v1/order/cancel",
          { sessionId: session.id },
        );
        refuse5xx("vendorCancel", answer);
        result = `${session.label} cancelled: ${outcome(answer)}`;
      }
    }
    return `${order.label}: ${result}; ${await this.line()}`;
  }

  /** The offer's holder checks out its seats (as its e-mail's link does), and pays at once. */
  private offerCheckout(k: Recent, pay: boolean) {
    return this.onOffer(k, async (offer) => {
      const placed = await this.placeOrder(offer.holder, {
        checkoutType: "TICKETS",
        seatIds: offer.seatIds,
      });
      if (!pay || !placed.session) return placed.text;
      return `${placed.text}; ${placed.session.label} ${await this.settleSession(placed.session, "pay")}`;
    });
  }

  /** Someone other than the holder tries to check out an open offer's seats: refused. */
  private snipe(k: Recent, who: number) {
    return this.onOffer(k, async (offer) => {
      if (!offer.open) return "skipped: no open offer";
      const buyer = (offer.holder + 1 + who) % PEOPLE_COUNT;
      const placed = await this.placeOrder(buyer, {
        checkoutType: "TICKETS",
        seatIds: offer.seatIds,
      });
      if (!placed.order) this.refusedSnipes++;
      else
        this.findings.push(
          `[offered-refused] ${personName(buyer)} checked out [${offer.seatIds.map(this.seatName).join(",")}] (${placed.order.label}), seats offered to ${personName(offer.holder)} (${offer.label})`,
        );
      return `${personName(buyer)}: ${placed.text}`;
    });
  }

  /** An entry in line (one offered seats first) leaves it: its offer is declined and passed on. */
  private async leave(k: Recent): Promise<string> {
    const db = await getDb();
    const entries = await db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.eventId, this.world.seatEventId))
      .orderBy(waitlistEntries.id);
    const labelled = entries.map((e, i) => ({ ...e, label: `e${i + 1}` }));
    const live = labelled.filter((e) => e.status === "WAITING" || e.status === "OFFERED");
    const offered = live.filter((e) => e.status === "OFFERED");
    const entry = this.pickRecent(offered.length ? offered : live.length ? live : labelled, k);
    if (!entry) return "skipped: nobody joined";
    const answer = await this.as(
      this.world.people[this.personOf(entry.accountId)]!,
      "DELETE",
      `/api/visitor/v1/waitlist/${entry.id}`,
    );
    refuse5xx("leave", answer);
    return `${entry.label} (${entry.status}): ${outcome(answer)}; ${await this.line()}`;
  }

  /** An open offer's time runs out (moved into the past), then a list is read, which lapses it. */
  private offerLapse(k: Recent, via: "holder" | "office") {
    return this.onOffer(k, async (offer) => {
      if (!offer.open) return "skipped: no open offer";
      const db = await getDb();
      const past = sql`now() - interval '1 minute'`;
      await db
        .update(waitlistOffers)
        .set({ expiresAt: past })
        .where(eq(waitlistOffers.id, offer.id));
      // the seats held for the offer alone end with it (a checkout of them keeps its own time)
      await db
        .update(seats)
        .set({ heldUntil: past })
        .where(and(eq(seats.heldByOfferId, offer.id), isNull(seats.heldByOrderId)));
      const answer =
        via === "holder"
          ? await this.as(this.world.people[offer.holder]!, "GET", "/api/visitor/v1/waitlist")
          : await this.as(
              this.organiser,
              "GET",
              `/api/admin/v1/events/${this.world.seatEventId}/waitlist`,
            );
      refuse5xx("waitlist read", answer);
      if (answer.code !== 200) throw new RunFailure(`waitlist read answered ${outcome(answer)}`);
      return "read 200";
    });
  }

  /** The show's tickets, oldest first (`t1` …). */
  private async tickets() {
    const db = await getDb();
    const rows = await db
      .select({
        id: tickets.id,
        orderId: tickets.orderId,
        holderAccountId: tickets.holderAccountId,
        seatId: tickets.seatId,
        valid: sql<boolean>`${tickets.voidedAt} is null`,
      })
      .from(tickets)
      .where(eq(tickets.eventId, this.world.seatEventId))
      .orderBy(tickets.issuedAt, tickets.id);
    return rows.map((r, i) => ({ ...r, label: `t${i + 1}` }));
  }

  /** The holder of the k-th latest valid ticket (or any) passes it on to another of the people. */
  private async transfer(a: Extract<Action, { t: "transfer" }>): Promise<string> {
    const all = await this.tickets();
    const valid = all.filter((t) => t.valid);
    const ticket = this.pickRecent(valid.length ? valid : all, a.ticket);
    if (!ticket) return "skipped: no ticket yet";
    const from = this.personOf(ticket.holderAccountId);
    const to = (from + 1 + a.to) % PEOPLE_COUNT;
    const friend = this.world.people[to]!;
    const head = `${ticket.label} (${ticket.valid ? "valid" : "void"}, ${this.seatName(ticket.seatId)}) ${personName(from)} → ${personName(to)}`;
    const answer = await this.as(
      this.world.people[from]!,
      "POST",
      `/api/visitor/v1/tickets/${ticket.id}/transfer`,
      { email: friend.email, language: a.language },
    );
    refuse5xx("transfer", answer);
    if (answer.code !== 201) return `${head}: ${outcome(answer)}`;
    const transferId = answer.payload.transferId as number;
    const db = await getDb();
    const [mail] = await db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, friend.email))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const token = new RegExp(`/tickets/transfer/${transferId}\\?token=([\\w-]+)`).exec(
      mail?.text ?? "",
    )?.[1];
    if (!token) throw new RunFailure(`the transfer e-mail to ${friend.email} carries no link`);
    const transfer: TransferRef = {
      id: transferId,
      label: `x${this.transfers.length + 1}`,
      token,
      ticketId: ticket.id,
      from,
      to,
    };
    this.transfers.push(transfer);
    const started = `${head}: 201 ${transfer.label}`;
    if (a.then === "wait") return started;
    const settled =
      a.then === "accept"
        ? await this.acceptTransfer(transfer)
        : await this.cancelTransfer(transfer);
    return `${started}; ${settled}`;
  }

  /** The k-th latest transfer still waiting (or any) accepted by its friend or cancelled. */
  private async settleTransfer(k: Recent, accept: boolean): Promise<string> {
    if (!this.transfers.length) return "skipped: no transfer yet";
    const db = await getDb();
    const pending = new Set(
      (
        await db
          .select({ id: ticketTransfers.id })
          .from(ticketTransfers)
          .where(
            and(
              inArray(
                ticketTransfers.id,
                this.transfers.map((x) => x.id),
              ),
              eq(ticketTransfers.status, "PENDING"),
            ),
          )
      ).map((r) => r.id),
    );
    const waiting = this.transfers.filter((x) => pending.has(x.id));
    const transfer = this.pickRecent(waiting.length ? waiting : this.transfers, k)!;
    return accept ? this.acceptTransfer(transfer) : this.cancelTransfer(transfer);
  }

  /** The friend accepts with the e-mailed token; the order's money must not move. */
  private async acceptTransfer(transfer: TransferRef): Promise<string> {
    const db = await getDb();
    const [ticket] = await db
      .select({ orderId: tickets.orderId })
      .from(tickets)
      .where(eq(tickets.id, transfer.ticketId));
    const money = (o: typeof orders.$inferSelect) =>
      `${o.status}: total ${o.totalCents}, paid ${o.paidCents}, refunded ${o.refundedCents}, balance ${o.balanceCents}, deposit ${o.depositPaidCents}`;
    const before = money(await this.orderRow(ticket!.orderId));
    const answer = await this.as(
      this.world.people[transfer.to]!,
      "POST",
      `/api/visitor/v1/transfers/${transfer.id}/accept`,
      { token: transfer.token },
    );
    refuse5xx("accept transfer", answer);
    const after = money(await this.orderRow(ticket!.orderId));
    if (after !== before)
      this.findings.push(
        `[transfer-keeps-money] ${this.labelOf(ticket!.orderId)}: accepting ${transfer.label} changed it from ${before} to ${after}`,
      );
    return `${personName(transfer.to)} accepts ${transfer.label}: ${outcome(answer)}`;
  }

  private async cancelTransfer(transfer: TransferRef): Promise<string> {
    const answer = await this.as(
      this.world.people[transfer.from]!,
      "DELETE",
      `/api/visitor/v1/transfers/${transfer.id}`,
    );
    refuse5xx("cancel transfer", answer);
    return `${personName(transfer.from)} cancels ${transfer.label}: ${outcome(answer)}`;
  }

  /**
   * What the run reached of the show, for the summary: offers by how they ended, snipes
   * refused, transfers by status, and tickets passed on more than once.
   */
  async reached(): Promise<Record<string, number>> {
    const db = await getDb();
    const [offerRows, ticketRows, transferRows] = await Promise.all([
      db
        .select({ status: waitlistOffers.status })
        .from(waitlistOffers)
        .where(eq(waitlistOffers.eventId, this.world.seatEventId)),
      db
        .select({ generation: tickets.generation })
        .from(tickets)
        .where(eq(tickets.eventId, this.world.seatEventId)),
      db
        .select({ status: ticketTransfers.status })
        .from(ticketTransfers)
        .innerJoin(tickets, eq(tickets.id, ticketTransfers.ticketId))
        .where(eq(tickets.eventId, this.world.seatEventId)),
    ]);
    const tally: Record<string, number> = {
      "offers made": offerRows.length,
      "tickets issued": ticketRows.length,
      "tickets passed on twice": ticketRows.filter((t) => t.generation >= 3).length,
    };
    for (const o of offerRows) tally[`offers ${o.status}`] = (tally[`offers ${o.status}`] ?? 0) + 1;
    for (const x of transferRows)
      tally[`transfers ${x.status}`] = (tally[`transfers ${x.status}`] ?? 0) + 1;
    tally["offered seats refused to others"] = this.refusedSnipes;
    return tally;
  }

  /**
   * When the run is over: the show's waitlist is closed, so the scheduled work and the settling
   * after later runs' changes (which look at every show) find nothing left to do in it.
   */
  async finish(): Promise<void> {
    if (!this.joined) return;
    const answer = await this.as(
      this.organiser,
      "POST",
      `/api/admin/v1/events/${this.world.seatEventId}/waitlist/close`,
    );
    if (answer.code !== 200)
      throw new RunFailure(`closing the waitlist answered ${outcome(answer)}`);
  }

  /**
   * The provider sends every event it recorded and has not sent yet (as Stripe does, sooner or
   * later), oldest or newest first, including those the deliveries themselves cause.
   */
  async drain(order: "oldest first" | "newest first"): Promise<void> {
    const sent: string[] = [];
    for (let round = 0; this.held.length && round < 500; round++) {
      const next = order === "oldest first" ? this.held[0]! : this.held[this.held.length - 1]!;
      sent.push(await this.send(next));
      this.collect();
    }
    if (this.held.length) throw new RunFailure("webhooks keep causing webhooks");
    this.note(`    drain (${order}): ${sent.length ? sent.join("; ") : "nothing held"}`);
  }

  /** The run's orders by id, for the invariants' messages. */
  labelOf(orderId: number): string {
    return this.orders.find((o) => o.id === orderId)?.label ?? `#${orderId}`;
  }

  /** Orders of the world (by event), the ones the run knows first. */
  async orderIds(): Promise<number[]> {
    const db = await getDb();
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.eventId, [this.world.boothEventId, this.world.seatEventId]));
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }
}
