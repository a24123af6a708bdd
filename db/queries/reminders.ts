import "server-only";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { getDb, type Tx } from "../client";
import { balanceReminders, events, orders } from "../schema";

/** Today's calendar day in Toronto, on the database's clock (every instance agrees on it). */
const torontoToday = sql`(now() at time zone 'America/Toronto')::date`;

export type OrderOwing = {
  orderId: number;
  /** The event's balance due date (YYYY-MM-DD). */
  dueDate: string;
  /** Days from today (Toronto) to the due date: 0 on the day itself. */
  daysLeft: number;
  /** The reminder steps (days before the due date) already recorded for the order. */
  remindedDays: number[];
};

/**
 * Orders owing a balance (PARTIALLY_PAID, balance above zero) whose event's balance is due today
 * or within `withinDays` days, with the reminder steps already recorded for each; by order id.
 */
export async function ordersOwingSoon({
  withinDays,
}: {
  withinDays: number;
}): Promise<OrderOwing[]> {
  const db = await getDb();
  const rows = await db
    .select({
      orderId: orders.id,
      dueDate: sql<string>`${events.balanceDueDate}::text`,
      daysLeft: sql<number>`(${events.balanceDueDate} - ${torontoToday})::int`,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        eq(orders.status, "PARTIALLY_PAID"),
        gt(orders.balanceCents, 0),
        sql`${events.balanceDueDate} between ${torontoToday} and ${torontoToday} + ${withinDays}::int`,
      ),
    )
    .orderBy(asc(orders.id));
  if (rows.length === 0) return [];
  const reminded = await db
    .select({ orderId: balanceReminders.orderId, daysBefore: balanceReminders.daysBefore })
    .from(balanceReminders)
    .where(
      inArray(
        balanceReminders.orderId,
        rows.map((r) => r.orderId),
      ),
    );
  return rows.map((r) => ({
    ...r,
    daysLeft: Number(r.daysLeft),
    remindedDays: reminded.filter((x) => x.orderId === r.orderId).map((x) => x.daysBefore),
  }));
}

/**
 * Records reminder steps of an order as done; answers the steps this call recorded. A step
 * recorded already (by an earlier or a concurrent call) is left alone and not answered, so of
 * two calls at once exactly one records each step.
 */
export async function recordReminderSteps(
  tx: Tx,
  { orderId, days }: { orderId: number; days: number[] },
): Promise<number[]> {
  if (days.length === 0) return [];
  const rows = await tx
    .insert(balanceReminders)
    .values(days.map((daysBefore) => ({ orderId, daysBefore })))
    .onConflictDoNothing()
    .returning({ daysBefore: balanceReminders.daysBefore });
  return rows.map((r) => r.daysBefore);
}
