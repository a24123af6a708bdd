// What must hold after any sequence of the ledger model (tests/integration/ledger-model.test.ts),
// once every webhook has been delivered, read from the database, the local payment provider and
// the organiser's API. Each finding is one line starting with the invariant's name in brackets;
// LEDGER_ONLY=name,name keeps only those. "Money" is what the provider charged for the order's
// sessions less what it refunded of those payments, plus office payments less their refunds; an
// order is live when PENDING, PARTIALLY_PAID or PAID, an item when not released.
//
//   ledger                   every order's money equals its paid − refunded
//   within-total             neither exceeds the order's total, which is not below zero
//   dead-holds-nothing       a CANCELLED, EXPIRED, FAILED or REFUNDED order holds no money (an
//                            organiser's cancel without refund may keep what was paid then, no more)
//   pending-refund           a refund still PENDING is one the provider has
//   office-cancel-stays      an order the organiser cancelled stays CANCELLED
//   one-live-order-per-item  no booth or seat is a live item of two live orders
//   booked-has-owner         every BOOKED booth and SOLD seat is a live fulfilled item of exactly
//                            one PAID or PARTIALLY_PAID order, and every such item's booth is
//                            BOOKED to that order's vendor (its seat SOLD)
//   coupon-limit             orders using the coupon that are live or hold money, and the coupon's
//                            redemptions, never exceed its maxRedemptions
//   total-is-priced          a live order's total is its live items priced as checkout prices them
//                            (with its coupon) plus its charges and their tax, less the credits
//                            of its refunds not FAILED (a goodwill refund lowers the price; never
//                            below zero)
//   dashboard, export        the dashboard's money collected and the orders export's Paid −
//                            Refunded, per event, equal the sum of its orders' money
//   deposit-ledger           the damage deposit's money (its own sessions and office payments,
//                            less their refunds) equals the order's deposit paid − returned, and
//                            never enters the money above (its paid, refunded, total, balance)
//   deposit-kept-apart       deposit held + returned + kept = deposit paid, held never below zero
//                            nor above one deposit, and its payments carry no invoice number
//   ended-holds-no-deposit   an order that is not live holds no deposit (unless the provider
//                            refused to give it back: a FAILED refund the office sees)
//   addon-with-its-booth     an add-on item not given back is on a live order that still holds
//                            its booth, and no request waits on an order that ended
//
// The seated show's waitlist and tickets ("open offer": OFFERED; "valid ticket": not voided):
//   offer-once               no seat is in two open offers; an entry is OFFERED exactly while it
//                            has an open offer
//   offered-held             a seat of an open offer is HELD for that offer (and, when checked
//                            out, by its holder's own order only); no seat is held for an offer
//                            that ended
//   sold-not-offered         a SOLD seat is in no open offer
//   offered-refused          a checkout of seats offered to someone else was refused (seen by
//                            the action that tried)
//   line-moves               nobody waits in line while seats their whole party fits are on sale
//   one-live-code            a seat has at most one valid ticket; a valid ticket's seat is SOLD
//                            to its order, a live item of it; every seat of a PAID ticket order
//                            has exactly one valid ticket of it
//   transfer-chain           an accepted transfer voided its ticket as TRANSFERRED and issued
//                            exactly its successor (same order and seat, next generation, held
//                            by the friend); a ticket is void as TRANSFERRED exactly when passed
//                            on once, of a later generation exactly when issued by a transfer,
//                            and of the first held by its buyer
//   door-codes               from the door's snapshot, a valid ticket's code (QR or short code)
//                            admits, one passed on answers TRANSFERRED, any other void one VOIDED
//   transfer-keeps-money     accepting a transfer changes nothing of the order's money (seen by
//                            the action)
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { effectiveSeatStatus } from "@/db/queries/seats";
import {
  addonRequests,
  booths,
  coupons,
  orderCharges,
  orderItems,
  orders,
  payments,
  refunds,
  seats,
  ticketTransfers,
  tickets,
  waitlistEntries,
  waitlistOffers,
} from "@/db/schema";
import { decideLocally, shortCodePayload } from "@/lib/door/client/local-decision";
import type { DoorSnapshot } from "@/lib/door/resource";
import { boothCartTotals, ticketTotals } from "@/lib/payments/pricing";
import { signTicket, verifyTicket } from "@/lib/tickets/signing";
import { TRANSFERRED } from "@/lib/tickets/void-reasons";
import { chooseSeats, type FreeSeat } from "@/lib/waitlist/rules";
import type { Organiser } from "./fixtures";
import type { Run } from "./ledger-model";
import { api, read } from "./requests";

const INVARIANTS = [
  "ledger",
  "within-total",
  "dead-holds-nothing",
  "pending-refund",
  "office-cancel-stays",
  "one-live-order-per-item",
  "booked-has-owner",
  "coupon-limit",
  "total-is-priced",
  "dashboard",
  "export",
  "deposit-ledger",
  "deposit-kept-apart",
  "ended-holds-no-deposit",
  "addon-with-its-booth",
  "offer-once",
  "offered-held",
  "sold-not-offered",
  "offered-refused",
  "line-moves",
  "one-live-code",
  "transfer-chain",
  "door-codes",
  "transfer-keeps-money",
];

/** The invariants LEDGER_ONLY names (comma-separated), or all of them. */
function onlyThese(): string[] {
  const named = (process.env.LEDGER_ONLY ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = named.filter((name) => !INVARIANTS.includes(name));
  if (unknown.length)
    throw new Error(`LEDGER_ONLY: no invariant ${unknown.join(", ")} (${INVARIANTS.join(", ")})`);
  return named.length ? named : INVARIANTS;
}

const LIVE = new Set(["PENDING", "PARTIALLY_PAID", "PAID"]);
const HOLDING = new Set(["PARTIALLY_PAID", "PAID"]);
const DEAD = new Set(["CANCELLED", "EXPIRED", "FAILED", "REFUNDED"]);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** RFC 4180 records, read with one sticky pattern per field. */
function csvRecords(text: string): string[][] {
  const field = /(?:"((?:[^"]|"")*)"|([^",\r\n]*))(,|\r\n|\n|$)/y;
  const records: string[][] = [];
  let record: string[] = [];
  for (let at = 0; at < text.length;) {
    field.lastIndex = at;
    const match = field.exec(text);
    if (!match) throw new Error(`unreadable CSV at ${at}`);
    record.push(match[1] !== undefined ? match[1].replaceAll('""', '"') : match[2]!);
    if (match[3] !== ",") {
      records.push(record);
      record = [];
    }
    if (field.lastIndex === at) break;
    at = field.lastIndex;
  }
  return records;
}

const cents = (dollars: string | number | undefined) => Math.round(Number(dollars || 0) * 100);

/** The organiser's money collected for an event, on the dashboard and in the orders export. */
async function organiserFigures(organiser: Organiser, eventId: number) {
  const headers = { cookie: organiser.cookie };
  const dashboard = await read(
    await api(
      new Request(`http://localhost/api/admin/v1/dashboard?eventId=${eventId}`, { headers }),
    ),
  );
  const file = await api(
    new Request(`http://localhost/api/admin/v1/exports/orders.csv?eventId=${eventId}`, { headers }),
  );
  if (dashboard.code !== 200 || file.status !== 200)
    throw new Error(`dashboard answered ${dashboard.code}, orders export ${file.status}`);
  const text = new TextDecoder().decode(await file.arrayBuffer()).replace(/^\uFEFF/, "");
  const [header, ...rows] = csvRecords(text);
  const column = (name: string) => header!.indexOf(name);
  const [paid, refunded] = [column("Paid"), column("Refunded")];
  return {
    dashboard: dashboard.payload.moneyCollectedCents as number,
    export:
      paid >= 0 && refunded >= 0
        ? sum(rows.filter((r) => r.length > 1).map((r) => cents(r[paid]) - cents(r[refunded])))
        : NaN, // no Paid or Refunded column
  };
}

/** Every invariant's findings after a run (empty when all hold). */
export async function checkInvariants(run: Run, organiser: Organiser): Promise<string[]> {
  const { world, provider } = run;
  const db = await getDb();
  const ids = await run.orderIds();
  if (!ids.length) return [];
  const [
    orderRows,
    paymentRows,
    refundRows,
    itemRows,
    chargeRows,
    boothRows,
    seatRows,
    couponRows,
    requestRows,
    offerRows,
    entryRows,
    onSaleRows,
    ticketRows,
    transferRows,
  ] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, ids)),
    db.select().from(payments).where(inArray(payments.orderId, ids)),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)),
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
    db.select().from(orderCharges).where(inArray(orderCharges.orderId, ids)),
    db.select().from(booths).where(inArray(booths.id, world.boothIds)),
    db.select().from(seats).where(inArray(seats.id, world.seatIds)),
    db
      .select()
      .from(coupons)
      .where(inArray(coupons.code, [world.coupon])),
    db.select().from(addonRequests).where(inArray(addonRequests.orderId, ids)),
    db
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.eventId, world.seatEventId))
      .orderBy(waitlistOffers.id),
    db.select().from(waitlistEntries).where(eq(waitlistEntries.eventId, world.seatEventId)),
    db
      .select({ id: seats.id })
      .from(seats)
      .where(and(eq(seats.eventId, world.seatEventId), sql`${effectiveSeatStatus} = 'AVAILABLE'`)),
    db
      .select()
      .from(tickets)
      .where(eq(tickets.eventId, world.seatEventId))
      .orderBy(tickets.issuedAt, tickets.id),
    db
      .select()
      .from(ticketTransfers)
      .innerJoin(tickets, eq(tickets.id, ticketTransfers.ticketId))
      .where(eq(tickets.eventId, world.seatEventId))
      .then((rows) => rows.map((r) => r.ticket_transfers)),
  ]);
  const onSaleIds = new Set(onSaleRows.map((r) => r.id));
  const sessions = provider.control.sessions();
  const providerRefunds = provider.control.refunds();
  const found: string[] = [];
  const byId = new Map(orderRows.map((o) => [o.id, o]));
  const label = (id: number) => {
    const o = byId.get(id);
    return `${run.labelOf(id)} (#${id} ${o?.checkoutType === "TICKETS" ? "tickets" : "booths"} ${o?.status})`;
  };

  // What the money says, order by order: the provider's charges and refunds, and the office's.
  const ledger = new Map<number, { net: number; text: string }>();
  // the damage deposit's own payments: kept apart from the order's money, checked on their own
  const depositPayments = paymentRows.filter((p) => p.kind === "DEPOSIT");
  const depositSessions = new Set(depositPayments.map((p) => p.stripeSessionId));
  const depositIds = new Set(depositPayments.map((p) => p.id));
  for (const o of orderRows) {
    const ofOrder = sessions.filter(
      (s) => s.client_reference_id === String(o.id) && s.payment_status === "paid",
    );
    const deposits = ofOrder.filter((s) => depositSessions.has(s.id));
    const paid = ofOrder.filter((s) => !depositSessions.has(s.id));
    const intents = new Set(paid.map((s) => s.payment_intent));
    const charged = sum(paid.map((s) => s.amount_total));
    const givenBack = sum(
      providerRefunds.filter((r) => intents.has(r.payment_intent)).map((r) => r.amount),
    );
    const office = paymentRows.filter(
      (p) =>
        p.orderId === o.id &&
        p.kind !== "DEPOSIT" &&
        p.method !== "STRIPE" &&
        !["OPEN", "FAILED", "EXPIRED"].includes(p.status),
    );
    const officeIds = new Set(office.map((p) => p.id));
    const officePaid = sum(office.map((p) => p.amountCents));
    const officeBack = sum(
      refundRows
        .filter((r) => officeIds.has(r.paymentId) && r.status !== "FAILED")
        .map((r) => r.amountCents),
    );
    const net = charged - givenBack + officePaid - officeBack;

    // the deposit's money: its sessions at the provider and its office payments, less refunds
    const depositIntents = new Set(deposits.map((s) => s.payment_intent));
    const depositCharged = sum(deposits.map((s) => s.amount_total));
    const depositBack = sum(
      providerRefunds.filter((r) => depositIntents.has(r.payment_intent)).map((r) => r.amount),
    );
    const officeDeposits = depositPayments.filter(
      (p) => p.orderId === o.id && p.method !== "STRIPE" && p.status === "PAID",
    );
    const officeDepositIds = new Set(officeDeposits.map((p) => p.id));
    const officeDepositBack = sum(
      refundRows
        .filter((r) => officeDepositIds.has(r.paymentId) && r.status !== "FAILED")
        .map((r) => r.amountCents),
    );
    const depositNet =
      depositCharged -
      depositBack +
      sum(officeDeposits.map((p) => p.amountCents)) -
      officeDepositBack;
    const depositBook = o.depositPaidCents - o.depositReturnedCents;
    if (depositNet !== depositBook)
      found.push(
        `[deposit-ledger] ${label(o.id)}: the deposit's money is charged ${depositCharged} − refunded ${depositBack} + office ${sum(officeDeposits.map((p) => p.amountCents))} − ${officeDepositBack} = ${depositNet}¢, but the order says deposit paid ${o.depositPaidCents} − returned ${o.depositReturnedCents} = ${depositBook}¢`,
      );
    const held = o.depositPaidCents - o.depositReturnedCents - o.depositKeptCents;
    if (held < 0 || held > o.depositCents)
      found.push(
        `[deposit-kept-apart] ${label(o.id)}: holds ${held}¢ of deposit (paid ${o.depositPaidCents}, returned ${o.depositReturnedCents}, kept ${o.depositKeptCents}), owed ${o.depositCents}¢`,
      );
    if (held + o.depositReturnedCents + o.depositKeptCents !== o.depositPaidCents)
      found.push(`[deposit-kept-apart] ${label(o.id)}: held + returned + kept ≠ paid`);
    const failedDepositRefund = refundRows.some(
      (r) => r.orderId === o.id && depositIds.has(r.paymentId) && r.status === "FAILED",
    );
    if (!LIVE.has(o.status) && held > 0 && !failedDepositRefund)
      found.push(
        `[ended-holds-no-deposit] ${label(o.id)}: ${o.status}, yet it holds ${held}¢ of deposit`,
      );

    ledger.set(o.id, {
      net,
      text: `provider charged ${charged} − refunded ${givenBack} + office ${officePaid} − ${officeBack} = ${net}`,
    });
    const book = o.paidCents - o.refundedCents;
    if (net !== book)
      found.push(
        `[ledger] ${label(o.id)}: ${ledger.get(o.id)!.text}¢, but the order says paid ${o.paidCents} − refunded ${o.refundedCents} = ${book}¢`,
      );
    if (o.totalCents < 0)
      found.push(`[within-total] ${label(o.id)}: its total is ${o.totalCents}¢, below zero`);
    else if (book > o.totalCents || net > o.totalCents)
      found.push(
        `[within-total] ${label(o.id)}: holds ${Math.max(book, net)}¢ (order ${book}, money ${net}) of a ${o.totalCents}¢ total`,
      );
    const ref = run.orders.find((r) => r.id === o.id);
    if (ref?.officeCancelled && o.status !== "CANCELLED")
      found.push(
        `[office-cancel-stays] ${label(o.id)}: the organiser cancelled it, yet it is ${o.status} now`,
      );
    if (DEAD.has(o.status)) {
      // a deposit the organiser kept when cancelling (refund: false) may stay, never grow
      const allowed = ref?.officeCancelled && o.status === "CANCELLED" ? ref.keptAtCancel : 0;
      if (book > allowed || net > allowed)
        found.push(
          `[dead-holds-nothing] ${label(o.id)}: holds ${Math.max(book, net)}¢ (order ${book}, money ${net}), at most ${allowed}¢ allowed`,
        );
    }
  }

  for (const p of depositPayments.filter((x) => x.invoiceNumber !== null))
    found.push(
      `[deposit-kept-apart] ${label(p.orderId)}: deposit payment #${p.id} has invoice number ${p.invoiceNumber}`,
    );
  for (const r of refundRows.filter((x) => depositIds.has(x.paymentId) && x.invoiceNumber !== null))
    found.push(
      `[deposit-kept-apart] ${label(r.orderId)}: refund #${r.id} of a deposit has credit note number ${r.invoiceNumber}`,
    );

  for (const r of refundRows.filter((x) => x.status === "PENDING")) {
    const atProvider = providerRefunds.some(
      (p) => p.id === r.stripeRefundId || p.metadata.refund_id === String(r.id),
    );
    if (!atProvider)
      found.push(
        `[pending-refund] ${label(r.orderId)}: refund #${r.id} of ${r.amountCents}¢ is PENDING and the provider has no such refund`,
      );
  }

  // Items: one live order per booth or seat; every BOOKED booth and SOLD seat owned by one
  // paid order's live fulfilled item, and every such item's booth or seat booked to its vendor.
  const liveItems = itemRows.filter(
    (i) => i.releasedAt === null && LIVE.has(byId.get(i.orderId)!.status),
  );
  for (const [kind, key] of [
    ["booth", "boothId"],
    ["seat", "seatId"],
  ] as const) {
    const holders = new Map<number, Set<number>>();
    for (const i of liveItems) {
      const target = i[key];
      if (target === null) continue;
      holders.set(target, (holders.get(target) ?? new Set()).add(i.orderId));
    }
    for (const [target, owners] of holders)
      if (owners.size > 1)
        found.push(
          `[one-live-order-per-item] ${kind} ${target} is in live orders ${[...owners].map(label).join(", ")}`,
        );
  }
  const owning = (key: "boothId" | "seatId", target: number) =>
    liveItems.filter(
      (i) => i[key] === target && i.fulfilled && HOLDING.has(byId.get(i.orderId)!.status),
    );
  for (const b of boothRows) {
    const owners = owning("boothId", b.id);
    if (b.status === "BOOKED" && owners.length !== 1)
      found.push(
        `[booked-has-owner] booth ${b.name} is BOOKED with ${owners.length} paid owner(s)${owners.length ? `: ${owners.map((i) => label(i.orderId)).join(", ")}` : ""}`,
      );
    for (const i of owners)
      if (b.status !== "BOOKED" || b.vendorId !== byId.get(i.orderId)!.vendorId)
        found.push(
          `[booked-has-owner] booth ${b.name} is ${b.status} (vendor ${b.vendorId}) but ${label(i.orderId)} holds it as sold`,
        );
  }
  for (const s of seatRows) {
    const owners = owning("seatId", s.id);
    if (s.status === "SOLD" && owners.length !== 1)
      found.push(
        `[booked-has-owner] seat S${s.column} is SOLD with ${owners.length} paid owner(s)${owners.length ? `: ${owners.map((i) => label(i.orderId)).join(", ")}` : ""}`,
      );
    for (const i of owners)
      if (s.status !== "SOLD" || s.vendorId !== byId.get(i.orderId)!.vendorId)
        found.push(
          `[booked-has-owner] seat S${s.column} is ${s.status} (vendor ${s.vendorId}) but ${label(i.orderId)} holds it as sold`,
        );
  }

  // The coupon: never more uses than it allows, counted by the orders and by the coupon.
  const coupon = couponRows[0]!;
  const users = orderRows.filter(
    (o) => o.couponCode === coupon.code && (LIVE.has(o.status) || ledger.get(o.id)!.net > 0),
  );
  const max = coupon.maxRedemptions ?? Infinity;
  if (users.length > max)
    found.push(
      `[coupon-limit] the coupon (max ${max}) is used by ${users.length} live or paid orders: ${users.map((o) => label(o.id)).join(", ")}`,
    );
  if (coupon.redemptions > max)
    found.push(`[coupon-limit] the coupon counts ${coupon.redemptions} redemptions, max ${max}`);

  // A live order's total is its live items priced as checkout prices them, plus its charges, less
  // the credits its refunds gave (a goodwill refund lowers the price: docs/decisions.md), at
  // most down to zero.
  for (const o of orderRows.filter((x) => LIVE.has(x.status))) {
    const prices = itemRows
      .filter((i) => i.orderId === o.id && i.releasedAt === null)
      .flatMap((i) => Array<number>(i.quantity).fill(i.unitPriceCents));
    const percent = o.couponCode ? coupon.percentOff : 0; // the world's one coupon
    const priced = (o.checkoutType === "TICKETS" ? ticketTotals : boothCartTotals)(prices, percent);
    const charges = sum(
      chargeRows.filter((c) => c.orderId === o.id).map((c) => c.amountCents + c.taxCents),
    );
    const credits = sum(
      refundRows
        .filter((r) => r.orderId === o.id && r.status !== "FAILED")
        .map((r) => r.creditCents),
    );
    // an order that holds nothing costs nothing; credits never take a total below zero
    const gross = prices.length ? priced.totalCents + charges : 0;
    if (o.totalCents !== gross - Math.min(credits, gross))
      found.push(
        `[total-is-priced] ${label(o.id)}: total ${o.totalCents}¢, but its ${prices.length} live item(s) [${prices.join(", ")}] price at ${priced.totalCents}¢ + charges ${charges}¢ − credits ${credits}¢`,
      );
  }

  // An add-on is for its booth: it leaves with it, and with the order.
  for (const i of itemRows.filter((x) => x.kind === "ADDON" && x.releasedAt === null)) {
    const o = byId.get(i.orderId)!;
    const booth = itemRows.some(
      (b) =>
        b.orderId === i.orderId &&
        b.kind === "BOOTH" &&
        b.boothId === i.forBoothId &&
        b.releasedAt === null,
    );
    if (!LIVE.has(o.status) || !booth)
      found.push(
        `[addon-with-its-booth] ${label(i.orderId)}: add-on item #${i.id} (${i.name}) is still held${booth ? "" : ", but its booth is not"}`,
      );
  }
  for (const r of requestRows.filter((x) => x.status === "PENDING"))
    if (!LIVE.has(byId.get(r.orderId)!.status))
      found.push(`[addon-with-its-booth] ${label(r.orderId)}: request #${r.id} still waits`);

  // The waitlist: no seat offered twice, an offered seat held for its offer alone, a sold one
  // offered to nobody, an entry offered seats exactly while it has an open offer, and nobody left
  // waiting while seats their party fits are on sale.
  const openOffers = offerRows.filter((f) => f.status === "OFFERED");
  const offerLabel = (id: number) => `f${offerRows.findIndex((f) => f.id === id) + 1}`;
  const seatName = (id: number) => `S${world.seatIds.indexOf(id) + 1}`;
  const seatById = new Map(seatRows.map((s) => [s.id, s]));
  const entryById = new Map(entryRows.map((e) => [e.id, e]));
  for (const id of world.seatIds) {
    const offeredIn = openOffers.filter((f) => f.seatIds.includes(id));
    if (offeredIn.length > 1)
      found.push(
        `[offer-once] seat ${seatName(id)} is in open offers ${offeredIn.map((f) => offerLabel(f.id)).join(", ")}`,
      );
  }
  for (const f of openOffers) {
    const entry = entryById.get(f.entryId)!;
    if (entry.status !== "OFFERED")
      found.push(`[offer-once] ${offerLabel(f.id)} is open, but its entry is ${entry.status}`);
    for (const id of f.seatIds) {
      const s = seatById.get(id)!;
      const checkout = s.heldByOrderId === null ? undefined : byId.get(s.heldByOrderId);
      if (s.status !== "HELD" || s.heldByOfferId !== f.id)
        found.push(
          `[offered-held] seat ${seatName(id)} of open ${offerLabel(f.id)} is ${s.status}${s.heldByOfferId === null ? "" : ` for ${offerLabel(s.heldByOfferId)}`}`,
        );
      else if (checkout && checkout.vendorId !== entry.accountId)
        found.push(
          `[offered-held] seat ${seatName(id)} of open ${offerLabel(f.id)} is held by ${label(checkout.id)} of another account`,
        );
    }
  }
  for (const e of entryRows.filter((x) => x.status === "OFFERED"))
    if (!openOffers.some((f) => f.entryId === e.id))
      found.push(`[offer-once] entry #${e.id} is OFFERED without an open offer`);
  for (const s of seatRows) {
    if (s.heldByOfferId === null) continue;
    const offer = offerRows.find((f) => f.id === s.heldByOfferId);
    if (offer?.status !== "OFFERED")
      found.push(
        `[offered-held] seat ${seatName(s.id)} is ${s.status} for ${offerLabel(s.heldByOfferId)}, which is ${offer?.status ?? "unknown"}`,
      );
  }
  for (const s of seatRows.filter((x) => x.status === "SOLD")) {
    const offeredIn = openOffers.filter((f) => f.seatIds.includes(s.id));
    if (offeredIn.length)
      found.push(
        `[sold-not-offered] seat ${seatName(s.id)} is SOLD and in open offer ${offeredIn.map((f) => offerLabel(f.id)).join(", ")}`,
      );
  }
  const onSale: FreeSeat[] = seatRows
    .filter((s) => onSaleIds.has(s.id))
    .map((s) => ({ id: s.id, row: s.row, column: s.column, priceCents: s.priceCents }));
  for (const e of entryRows.filter((x) => x.status === "WAITING")) {
    const fits = chooseSeats(onSale, e.partySize, e.priceBandCents);
    if (fits)
      found.push(
        `[line-moves] entry #${e.id} (party ${e.partySize}${e.priceBandCents === null ? "" : ` at ${e.priceBandCents}¢`}) waits while [${fits.seatIds.map(seatName).join(",")}] are on sale`,
      );
  }

  // Tickets: one valid ticket per seat, only for a seat sold to its order, one for every seat of a
  // paid order; a transfer voids exactly the ticket passed on and issues exactly its successor.
  const ticketName = (id: string) => `t${ticketRows.findIndex((t) => t.id === id) + 1}`;
  const valid = ticketRows.filter((t) => t.voidedAt === null);
  for (const id of world.seatIds) {
    const ofSeat = valid.filter((t) => t.seatId === id);
    if (ofSeat.length > 1)
      found.push(
        `[one-live-code] seat ${seatName(id)} has ${ofSeat.length} valid tickets: ${ofSeat.map((t) => ticketName(t.id)).join(", ")}`,
      );
  }
  for (const t of valid) {
    const o = byId.get(t.orderId);
    const item = liveItems.find((i) => i.orderId === t.orderId && i.seatId === t.seatId);
    const seat = seatById.get(t.seatId)!;
    if (
      !o ||
      !HOLDING.has(o.status) ||
      !item ||
      seat.status !== "SOLD" ||
      seat.vendorId !== o.vendorId
    )
      found.push(
        `[one-live-code] ${ticketName(t.id)} (seat ${seatName(t.seatId)}, ${label(t.orderId)}) is valid, but the seat is ${seat.status}${item ? "" : " and no live item of the order"}`,
      );
  }
  for (const o of orderRows.filter((x) => x.checkoutType === "TICKETS" && x.status === "PAID"))
    for (const i of liveItems.filter((x) => x.orderId === o.id && x.seatId !== null)) {
      const count = valid.filter((t) => t.orderId === o.id && t.seatId === i.seatId).length;
      if (count !== 1)
        found.push(
          `[one-live-code] ${label(o.id)} is PAID, yet seat ${seatName(i.seatId!)} has ${count} valid tickets of it`,
        );
    }
  const ticketById = new Map(ticketRows.map((t) => [t.id, t]));
  const accepted = transferRows.filter((x) => x.status === "ACCEPTED");
  for (const x of accepted) {
    const old = ticketById.get(x.ticketId)!;
    const next = x.newTicketId ? ticketById.get(x.newTicketId) : undefined;
    if (old.voidedAt === null || old.voidReason !== TRANSFERRED)
      found.push(
        `[transfer-chain] transfer #${x.id} was accepted, but ${ticketName(old.id)} is ${old.voidedAt ? `void for ${old.voidReason}` : "valid"}`,
      );
    if (
      !next ||
      next.orderId !== old.orderId ||
      next.seatId !== old.seatId ||
      next.generation !== old.generation + 1 ||
      next.holderAccountId !== x.acceptedBy
    )
      found.push(
        `[transfer-chain] transfer #${x.id} of ${ticketName(old.id)} issued ${next ? `${ticketName(next.id)} (order #${next.orderId}, seat ${seatName(next.seatId)}, generation ${next.generation}, holder ${next.holderAccountId})` : "nothing"}, not its successor held by ${x.acceptedBy}`,
      );
  }
  for (const t of ticketRows) {
    const passedOn = accepted.filter((x) => x.ticketId === t.id).length;
    if ((t.voidReason === TRANSFERRED) !== (passedOn === 1))
      found.push(
        `[transfer-chain] ${ticketName(t.id)} is ${t.voidedAt ? `void for ${t.voidReason}` : "valid"} with ${passedOn} accepted transfer(s)`,
      );
    const issuedBy = accepted.filter((x) => x.newTicketId === t.id).length;
    if (t.generation > 1 !== (issuedBy === 1))
      found.push(
        `[transfer-chain] ${ticketName(t.id)} of generation ${t.generation} was issued by ${issuedBy} accepted transfer(s)`,
      );
    if (t.generation === 1 && t.holderAccountId !== byId.get(t.orderId)?.vendorId)
      found.push(`[transfer-chain] ${ticketName(t.id)} was issued to someone other than its buyer`);
  }

  // The door, from the snapshot a phone syncs: each valid ticket's code (its QR code, or its short
  // code typed) admits, a ticket passed on answers TRANSFERRED, any other void one VOIDED.
  if (ticketRows.length) {
    const answer = await read(
      await api(
        new Request(`http://localhost/api/door/v1/events/${world.seatEventId}/snapshot`, {
          headers: { cookie: organiser.cookie },
        }),
      ),
    );
    if (answer.code !== 200) throw new Error(`the door's snapshot answered ${answer.code}`);
    const snapshot = answer.payload as DoorSnapshot;
    const basis = { snapshot, refreshedAt: new Date().toISOString(), scans: [] };
    const scan = {
      at: new Date().toISOString(),
      gate: "Model gate",
      deviceId: "model-phone",
      direction: "IN" as const,
      dayConfirmed: true,
    };
    for (const t of ticketRows) {
      const expected =
        t.voidedAt === null ? "ADMITTED" : t.voidReason === TRANSFERRED ? "TRANSFERRED" : "VOIDED";
      const code = signTicket({ t: t.id, e: snapshot.event.guid, s: t.seatLabel });
      for (const [how, payload] of [
        ["QR code", verifyTicket(code)],
        ["short code", shortCodePayload(snapshot, t.shortCode)],
      ] as const) {
        const result = decideLocally(basis, payload, scan).result;
        if (result !== expected)
          found.push(
            `[door-codes] ${ticketName(t.id)} (seat ${seatName(t.seatId)}, ${t.voidedAt ? "void" : "valid"}): its ${how} answers ${result}, not ${expected}`,
          );
      }
    }
  }

  found.push(...run.findings);

  // The organiser's figures against the money, event by event.
  for (const eventId of [world.boothEventId, world.seatEventId]) {
    const eventOrders = orderRows.filter((o) => o.eventId === eventId);
    const money = sum(eventOrders.map((o) => ledger.get(o.id)!.net));
    const figures = await organiserFigures(organiser, eventId);
    const which = eventId === world.boothEventId ? "booth event" : "seated event";
    if (figures.dashboard !== money)
      found.push(
        `[dashboard] ${which}: the dashboard's money collected is ${figures.dashboard}¢, the money says ${money}¢`,
      );
    if (figures.export !== money)
      found.push(
        `[export] ${which}: the orders export's Paid − Refunded is ${figures.export}¢, the money says ${money}¢`,
      );
  }

  const only = onlyThese();
  return found.filter((f) => only.some((name) => f.startsWith(`[${name}]`)));
}

/** Every order of the run as it ended, for the failure report. */
export async function describeOrders(run: Run): Promise<string> {
  const ids = await run.orderIds();
  if (!ids.length) return "    (no orders)";
  const db = await getDb();
  const rows = await db.select().from(orders).where(inArray(orders.id, ids));
  return rows
    .sort((a, b) => a.id - b.id)
    .map(
      (o) =>
        `    ${run.labelOf(o.id)} #${o.id} ${o.status}: total ${o.totalCents}, paid ${o.paidCents}, refunded ${o.refundedCents}, balance ${o.balanceCents}${o.couponCode ? ", coupon" : ""}; deposit ${o.depositCents}: paid ${o.depositPaidCents}, returned ${o.depositReturnedCents}, kept ${o.depositKeptCents}`,
    )
    .join("\n");
}
