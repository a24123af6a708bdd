// The on-sale's ledger, read once the provider has delivered everything: every seat sold exactly
// once, and money, payments, seats and tickets agree in the database and at the provider.
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { countOf } from "./database";
import { providerMismatches } from "./ledger";

const PAID = sql`('PAID', 'PARTIALLY_PAID')`;

/**
 * The seats of `eventId`. "Oversold": a seat in more than one fulfilled item or paid order.
 * "Sold not exactly once", each counted separately:
 * - a SOLD seat without exactly one fulfilled item of a paid order, or without exactly one live
 *   ticket;
 * - a fulfilled seat item (or a live ticket) whose seat is not SOLD;
 * - a paid order holding a seat it did not get;
 * - money at the provider or in the database without the other (as the rush's ledger reads it).
 */
export async function readSeatLedger(db: Db, eventId: number, providerUrl: string) {
  const eventSeats = sql`(select * from seats where event_id = ${eventId})`;
  const eventOrders = sql`(select distinct o.* from orders o join order_items i on i.order_id = o.id where i.seat_id in (select id from ${eventSeats} s))`;
  const count = (query: ReturnType<typeof sql>) => countOf(db, query);
  const oversold = await count(
    sql`select count(*)::int as n from (select i.seat_id from order_items i join orders o on o.id = i.order_id where i.seat_id in (select id from ${eventSeats} s) and (i.fulfilled or o.status in ${PAID}) group by i.seat_id having count(distinct o.id) > 1) t`,
  );
  const mismatches: Record<string, number> = {
    "sold seat without exactly one paid item": await count(
      sql`select count(*)::int as n from ${eventSeats} s where s.status = 'SOLD' and (select count(*) from order_items i join orders o on o.id = i.order_id where i.seat_id = s.id and i.fulfilled and o.status in ${PAID}) <> 1`,
    ),
    "sold seat without exactly one live ticket": await count(
      sql`select count(*)::int as n from ${eventSeats} s where s.status = 'SOLD' and (select count(*) from tickets t where t.seat_id = s.id and t.voided_at is null) <> 1`,
    ),
    "item or ticket on a seat not sold": await count(
      sql`select count(*)::int as n from ${eventSeats} s where s.status <> 'SOLD' and (exists (select 1 from order_items i where i.seat_id = s.id and i.fulfilled) or exists (select 1 from tickets t where t.seat_id = s.id and t.voided_at is null))`,
    ),
    "paid order without its seat": await count(
      sql`select count(distinct o.id)::int as n from ${eventOrders} o join order_items i on i.order_id = o.id left join seats s on s.id = i.seat_id where o.status in ${PAID} and i.seat_id is not null and (not i.fulfilled or s.status is distinct from 'SOLD')`,
    ),
    ...(await providerMismatches(db, eventOrders, providerUrl)),
  };
  const sold = await count(
    sql`select count(*)::int as n from ${eventSeats} s where s.status = 'SOLD'`,
  );
  const paidOrders = await count(
    sql`select count(*)::int as n from ${eventOrders} o where o.status = 'PAID'`,
  );
  return { oversold, mismatches, sold, paidOrders };
}

export type SeatLedger = Awaited<ReturnType<typeof readSeatLedger>>;

/**
 * Seats of `eventId` held now by unpaid checkouts: all of them, and those of the accounts in
 * `accountIds` (the hoarders).
 */
export async function heldNow(db: Db, eventId: number, accountIds: number[]) {
  const hoarders = sql.join(
    accountIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const [row] = (await db.execute(
    sql`select count(*)::int as held, count(*) filter (where o.vendor_id in (${hoarders}))::int as hoarded
        from seats s join orders o on o.id = s.held_by_order_id
        where s.event_id = ${eventId} and s.status = 'HELD' and s.held_until > now()`,
  )) as unknown as { held: number; hoarded: number }[];
  return row!;
}
