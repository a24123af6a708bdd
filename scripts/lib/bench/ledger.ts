// The rush's ledger, read once the provider has delivered everything: nothing sold twice, and
// money, payments and booth states agree in the database and at the provider.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { CheckoutSession, EventRecord, Refund } from "../../../tools/stripe-local/server";
import { countOf, rowsOf } from "./database";

const PAID = sql`('PAID', 'PARTIALLY_PAID')`;

/** What the local provider recorded, from its control API. */
async function control<T>(providerUrl: string, what: "events" | "sessions" | "refunds") {
  return (await (await fetch(`${providerUrl}/__control/${what}`)).json()) as T[];
}

/**
 * Waits until the provider has no delivery pending and the ledger stops moving (a minute at
 * most); answers the events the provider recorded.
 */
export async function settle(db: Db, providerUrl: string) {
  const deadline = Date.now() + 60_000;
  let last = "";
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    const recorded = await control<EventRecord>(providerUrl, "events");
    const pending = recorded.filter((e) => e.delivery === "pending").length;
    const [row] = await rowsOf<{ state: string }>(
      db,
      sql`select (select string_agg(status || count, ',') from (select status, count(*) from orders group by status order by status) o) || '/' || (select string_agg(status || count, ',') from (select status, count(*) from booths group by status order by status) b) as state`,
    );
    if ((pending === 0 && row!.state === last) || Date.now() > deadline) return recorded;
    last = row!.state;
  }
}

/**
 * The ledger of the rush's event. "Oversold": a booth in more than one paid order or fulfilled
 * item. "Money/booth mismatch", each counted separately:
 * - a paid order (PAID, PARTIALLY_PAID) with an item not fulfilled or a booth not BOOKED to its vendor;
 * - a BOOKED booth without a fulfilled item of a paid order of the booth's vendor;
 * - a fulfilled item in an order that is not paid;
 * - an order whose paid_cents differ from its PAID payments, or a PAID order not paid in full;
 * - a PAID payment on an order that is not paid;
 * - a HELD booth whose holding order is not PENDING;
 * - money taken at the provider for a payment neither PAID (order fulfilled) nor refunded there
 *   (and REFUNDED, or given back in full by the office, in the database);
 * - a payment PAID in the database that the provider never took (or took another amount for).
 */
export async function readLedger(db: Db, eventId: number, providerUrl: string) {
  const eventBooths = sql`(select b.* from booths b join sections s on s.id = b.section_id where s.event_id = ${eventId})`;
  const eventOrders = sql`(select distinct o.* from orders o join order_items i on i.order_id = o.id where i.booth_id in (select id from ${eventBooths} bb))`;
  const oversold = await countOf(
    db,
    sql`select count(*)::int as n from (select i.booth_id from order_items i join orders o on o.id = i.order_id where i.booth_id in (select id from ${eventBooths} bb) and (i.fulfilled or o.status in ${PAID}) group by i.booth_id having count(distinct o.id) > 1) t`,
  );
  const mismatches: Record<string, number> = {
    ...(await databaseMismatches(db, eventBooths, eventOrders)),
    ...(await providerMismatches(db, eventOrders, providerUrl)),
  };
  const [booked, paidOrders] = [
    await countOf(db, sql`select count(*)::int as n from ${eventBooths} b where status = 'BOOKED'`),
    await countOf(db, sql`select count(*)::int as n from ${eventOrders} o where status = 'PAID'`),
  ];
  const [last] = await rowsOf<{ at: Date | string | null }>(
    db,
    sql`select max(updated_at) as at from ${eventBooths} b where status = 'BOOKED'`,
  );
  return {
    oversold,
    mismatches,
    booked,
    paidOrders,
    lastBookedAt: last?.at ? new Date(last.at) : null,
  };
}

export type Ledger = Awaited<ReturnType<typeof readLedger>>;

/** Orders, payments and booths against each other in the database. */
async function databaseMismatches(db: Db, eventBooths: SQL, eventOrders: SQL) {
  return {
    "paid order without its booth": await countOf(
      db,
      sql`select count(distinct o.id)::int as n from ${eventOrders} o join order_items i on i.order_id = o.id left join booths b on b.id = i.booth_id where o.status in ${PAID} and (not i.fulfilled or b.status is distinct from 'BOOKED' or b.vendor_id is distinct from o.vendor_id)`,
    ),
    "booked booth without a paid order": await countOf(
      db,
      sql`select count(*)::int as n from ${eventBooths} b where b.status = 'BOOKED' and not exists (select 1 from order_items i join orders o on o.id = i.order_id where i.booth_id = b.id and i.fulfilled and o.status in ${PAID} and o.vendor_id = b.vendor_id)`,
    ),
    "fulfilled item in an unpaid order": await countOf(
      db,
      sql`select count(*)::int as n from ${eventOrders} o join order_items i on i.order_id = o.id where i.fulfilled and o.status not in ${PAID}`,
    ),
    "order money differs from its payments": await countOf(
      db,
      sql`select count(*)::int as n from ${eventOrders} o where o.paid_cents <> (select coalesce(sum(p.amount_cents), 0) from payments p where p.order_id = o.id and p.status = 'PAID') or (o.status = 'PAID' and o.paid_cents <> o.total_cents)`,
    ),
    "payment taken on an unpaid order": await countOf(
      db,
      sql`select count(*)::int as n from payments p join ${eventOrders} o on o.id = p.order_id where p.status = 'PAID' and o.status not in ${PAID}`,
    ),
    "hold on a settled order": await countOf(
      db,
      sql`select count(*)::int as n from ${eventBooths} b left join orders o on o.id = b.held_by_order_id where b.status = 'HELD' and o.status is distinct from 'PENDING'`,
    ),
  };
}

type PaymentRow = {
  id: number;
  status: string;
  amountCents: number;
  orderStatus: string;
  /** What the office gave back of it (SUCCEEDED refunds); the payment itself stays PAID. */
  refundedCents: number;
};

/** Money at the provider against payment rows (matched by the session's payment_id metadata). */
export async function providerMismatches(db: Db, eventOrders: SQL, providerUrl: string) {
  const sessions = await control<CheckoutSession>(providerUrl, "sessions");
  const refunds = await control<Refund>(providerUrl, "refunds");
  const refunded = new Set(refunds.map((r) => r.payment_intent));
  const rows = await rowsOf<PaymentRow>(
    db,
    sql`select p.id, p.status, p.amount_cents as "amountCents", o.status as "orderStatus", (select coalesce(sum(r.amount_cents), 0)::int from refunds r where r.payment_id = p.id and r.status = 'SUCCEEDED') as "refundedCents" from payments p join ${eventOrders} o on o.id = p.order_id`,
  );
  const byPayment = new Map(sessions.map((s) => [Number(s.metadata.payment_id), s]));
  let unsettled = 0;
  let untaken = 0;
  for (const row of rows) {
    const session = byPayment.get(row.id);
    const taken = session?.payment_status === "paid";
    const intent = typeof session?.payment_intent === "string" ? session.payment_intent : null;
    const fulfilled = row.status === "PAID" && ["PAID", "PARTIALLY_PAID"].includes(row.orderStatus);
    // refunded at the provider, and in the database: by the provider (REFUNDED) or by the office
    const wasRefunded =
      intent !== null &&
      refunded.has(intent) &&
      (row.status === "REFUNDED" || row.refundedCents === row.amountCents);
    if (taken && !fulfilled && !wasRefunded) unsettled++;
    if (row.status === "PAID" && (!taken || session.amount_total !== row.amountCents)) untaken++;
  }
  return {
    "money taken, neither fulfilled nor refunded": unsettled,
    "paid in the database, not at the provider": untaken,
  };
}
