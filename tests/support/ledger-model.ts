// The ledger model test's world and its actions (tests/integration/ledger-model.test.ts): a small
// festival made fresh for each generated sequence, the actions a sequence is made of, and how each
// is carried out against the site's API, the database and the local payment provider. Actions
// name orders, sessions and webhook events by their place among those that exist so far
// (`o[-1]` is the latest order), so every generated sequence means something in every state.
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { env } from "@/config/env";
import { getDb } from "@/db/client";
import {
  addons,
  authAttempts,
  booths,
  coupons,
  events,
  orderItems,
  orders,
  seats,
  vendors,
} from "@/db/schema";
import { boothCartTotals, minimumPayCents, ticketTotals } from "@/lib/payments/pricing";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { signInAs, type Organiser } from "./fixtures";
import { createBooths, createSeats, deliver, vendorPost, type TestVendor } from "./payments";
import { api, jsonRequest, read } from "./requests";

/** Booth prices in cents, odd cents included; booths are X-01 … X-04. */
export const BOOTH_PRICES = [45000, 33333, 10001, 120099];
/** Seat prices in cents; seats are S1 … S3. */
export const SEAT_PRICES = [5000, 7525, 2999];
export const VENDOR_COUNT = 3;
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
  /** A coupon of this world only: 10% off, one redemption. */
  coupon: string;
  /** The booth event's add-ons: a table charged at once, an outlet that needs approval. */
  addons: { table: number; outlet: number };
};

/** A vendor account written straight to the database (no password hashing), signed in. */
async function quickVendor(label: string): Promise<TestVendor> {
  const db = await getDb();
  const id = randomUUID().slice(0, 8);
  const email = `ledger.${id}@example.com`;
  const lob = `${label} ${id}`;
  const [row] = await db
    .insert(vendors)
    .values({
      contactName: "Ledger Vendor",
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
  const [booth, seatIds, people] = await Promise.all([
    createBooths(BOOTH_PRICES),
    createSeats(SEAT_PRICES),
    Promise.all(Array.from({ length: VENDOR_COUNT }, (_, i) => quickVendor(`Model vendor ${i}`))),
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
    vendors: people,
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
  | { t: "depositReturn"; order: Recent; share: "full" | "part" | "keep"; outage: boolean };

const boothName = (i: number) => `X-${String(i + 1).padStart(2, "0")}`;
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
  }
}

// --- A run: one sequence against one world ---

type OrderRef = {
  id: number;
  label: string;
  vendor: number;
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
        return this.unreachable(a.outage && !a.refund, () => this.cancel(a.order, a.refund));
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
        this.world.vendors[order.vendor]!,
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
          this.world.vendors[order.vendor]!,
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
    const vendor = this.world.vendors[vendorIndex]!;
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
    const answer = await this.vendorCall(vendor, "/api/v1/payment", {
      termsAccepted: true,
      ...body,
    });
    refuse5xx("checkout", answer);
    if (answer.code !== 200) return outcome(answer);
    const order: OrderRef = {
      id: answer.payload.orderId,
      label: `o${this.orders.length + 1}`,
      vendor: vendorIndex,
      officeCancelled: false,
      keptAtCancel: 0,
    };
    this.orders.push(order);
    const session = this.addSession(answer.payload.sessionId, order, "INITIAL");
    const row = await this.orderRow(order.id);
    return `200 ${order.label}=#${order.id} total ${row.totalCents}¢, ${session.label} asks ${this.amountOf(session)}¢`;
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
        this.world.vendors[order.vendor]!,
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
      if (what === "pay") await this.provider.control.pay(session.id);
      else await this.provider.control.expire(session.id);
      const done = what === "pay" ? `paid ${this.amountOf(session)}¢` : "expired";
      const fresh = this.collect();
      if (hold) return `${done} at the provider; webhook held`;
      const sent: string[] = [];
      for (const delivery of fresh) sent.push(await this.send(delivery));
      return `${done} at the provider; ${sent.join(", ")}`;
    });
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
      const vendor = this.world.vendors[session.order.vendor]!;
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

  private cancel(k: Recent, refund: boolean) {
    return this.onOrder(k, "unpaid", async (order) => {
      const answer = await this.admin(`/api/admin/v1/orders/${order.id}/cancel`, {
        refund,
        reason: "Model cancel",
      });
      refuse5xx("cancel", answer);
      if (answer.code !== 200) return outcome(answer);
      const row = await this.orderRow(order.id);
      order.officeCancelled = true;
      order.keptAtCancel = row.paidCents - row.refundedCents;
      return `200 CANCELLED, keeps ${order.keptAtCancel}¢`;
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
    return this.onOrder(k, "paid", async (order) => {
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
    });
  }

  /** The order's holds moved into the past, then the scheduled work the cron route runs. */
  private lapse(k: Recent) {
    return this.onOrder(k, "pending", async (order) => {
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
    });
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
