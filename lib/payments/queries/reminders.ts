import "server-only";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { addons, balanceReminders, booths, events, orderItems, orders } from "@/db/schema";

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
 * What a live order still owes by its due date: a balance (PARTIALLY_PAID, above zero), or a
 * damage deposit not fully paid (PARTIALLY_PAID or PAID).
 */
const OWES = or(
  and(eq(orders.status, "PARTIALLY_PAID"), sql`${orders.balanceCents} > 0`),
  and(
    inArray(orders.status, ["PARTIALLY_PAID", "PAID"]),
    sql`${orders.depositCents} > ${orders.depositPaidCents}`,
  ),
)!;

/**
 * Orders owing a balance or a damage deposit whose event's balance is due today or within
 * `withinDays` days, with the reminder steps already recorded for each; by order id.
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
        OWES,
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

/**
 * What a live order owes by its due date beside its balance, read afresh: the damage deposit not
 * paid yet (0 when none, or when the order is no longer live), and the add-ons on the order with
 * the booth each is for (they are in the balance), in their order of purchase.
 */
export async function owedParts(orderId: number): Promise<{
  depositDueCents: number;
  addons: { name: string; nameAr: string | null; boothName: string; cents: number }[];
}> {
  const db = await getDb();
  const [[order], lines] = await Promise.all([
    db
      .select({
        depositDueCents:
          sql<number>`case when ${orders.status} in ('PARTIALLY_PAID', 'PAID') then greatest(${orders.depositCents} - ${orders.depositPaidCents}, 0) else 0 end`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .where(eq(orders.id, orderId)),
    db
      .select({
        name: sql<string>`coalesce(${addons.name}, ${orderItems.name})`,
        nameAr: addons.nameAr,
        boothName: booths.name,
        cents: sql<number>`${orderItems.unitPriceCents} * ${orderItems.quantity}`.mapWith(Number),
      })
      .from(orderItems)
      .innerJoin(booths, eq(booths.id, orderItems.forBoothId))
      .leftJoin(addons, eq(addons.id, orderItems.addonId))
      .where(
        and(
          eq(orderItems.orderId, orderId),
          eq(orderItems.kind, "ADDON"),
          isNull(orderItems.releasedAt),
        ),
      )
      .orderBy(asc(orderItems.id)),
  ]);
  return { depositDueCents: order?.depositDueCents ?? 0, addons: lines };
}
