import "server-only";
import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "../client";
import { events, orders, vendors } from "../schema";

// The office's lists of an event's orders to chase (balances past their due date, deposits not
// decided in time): each order with its vendor and the amount at stake, largest first.

/**
 * The event's orders meeting `condition` (which may read the order's event), with the vendor's
 * name and address and `amountCents`, largest amount first, then by id.
 */
export async function eventOrdersToChase(
  db: Db,
  {
    eventId,
    amountCents,
    condition,
  }: { eventId: number; amountCents: AnyColumn | SQL; condition: SQL },
) {
  return db
    .select({
      id: orders.id,
      vendorName: vendors.legalName,
      email: vendors.email,
      amountCents: sql<number>`${amountCents}`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(eq(orders.eventId, eventId), condition))
    .orderBy(desc(amountCents), asc(orders.id));
}
