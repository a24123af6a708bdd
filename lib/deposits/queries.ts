import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { getDb, type Tx } from "../../db/client";
import { depositInspections, events, orders, payments } from "../../db/schema";

// The damage deposit's own rows: whether a deposit payment has been applied to an order, and the
// inspection that decided what of it is returned and kept. The deposit's figures themselves are
// the order's columns, derived from its ledger (./ledger readLedgerRows) by the money gate.

export type DepositInspection = typeof depositInspections.$inferSelect;

/**
 * Whether the order already holds a damage deposit payment other than `exceptPaymentId`: one
 * that arrived and was applied (PAID; one given back automatically is REFUNDED).
 */
export async function depositApplied(
  tx: Tx,
  orderId: number,
  exceptPaymentId = 0,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.kind, "DEPOSIT"),
        eq(payments.status, "PAID"),
        ne(payments.id, exceptPaymentId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Whether the order's event is over: its last day (Toronto calendar day) has passed by the
 * database's clock. Null for an order without an event.
 */
export async function eventIsOver(tx: Tx, orderId: number): Promise<boolean | null> {
  const toronto = (at: unknown) => sql`(${at} at time zone 'America/Toronto')::date`;
  const [row] = await tx
    .select({ over: sql<boolean>`${toronto(sql`now()`)} > ${toronto(events.endsAt)}` })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId));
  return row ? Boolean(row.over) : null;
}

/** The inspection of an order's deposit, if it was decided. */
export async function findInspection(
  orderId: number,
  tx?: Tx,
): Promise<DepositInspection | undefined> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select()
    .from(depositInspections)
    .where(eq(depositInspections.orderId, orderId));
  return row;
}

/**
 * Records the inspection's decision. A deposit decided before whose return the provider then
 * refused holds money again: deciding again adds to what was returned and kept, and keeps the
 * first reason unless a new one is given.
 */
export async function saveInspection(
  tx: Tx,
  row: Omit<DepositInspection, "decidedAt">,
): Promise<void> {
  await tx
    .insert(depositInspections)
    .values(row)
    .onConflictDoUpdate({
      target: depositInspections.orderId,
      set: {
        vacated: row.vacated,
        noDamage: row.noDamage,
        garbageRemoved: row.garbageRemoved,
        returnedCents: sql`${depositInspections.returnedCents} + ${row.returnedCents}`,
        keptCents: sql`${depositInspections.keptCents} + ${row.keptCents}`,
        reason: sql`coalesce(${row.reason}, ${depositInspections.reason})`,
        decidedBy: row.decidedBy,
        decidedAt: sql`now()`,
      },
    });
}
