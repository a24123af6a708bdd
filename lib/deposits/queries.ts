import "server-only";
import { and, asc, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "../../db/client";
import { eventOrdersToChase } from "../../db/queries/overdue";
import { depositInspections, events, orders, payments, vendors } from "../../db/schema";

const FESTIVAL_TIME_ZONE = "America/Toronto";

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

// --- Damage deposits: kept apart from the sales (none of it is in an order's total) ---

/** Days after the event's last day (Toronto) by which every deposit is decided. */
export const DEPOSIT_DECISION_DAYS = 21;

/** A live booth order: paid in part or in full. */
const LIVE = sql`${orders.status} in ('PARTIALLY_PAID', 'PAID')`;

/** What an order's deposit still holds: paid less returned less kept. */
const heldOf = sql`(${orders.depositPaidCents} - ${orders.depositReturnedCents} - ${orders.depositKeptCents})`;

/**
 * A deposit still held and not decided by the inspection more than DEPOSIT_DECISION_DAYS days
 * after its event's last day (Toronto's calendar, database clock): the query joins the event.
 */
export const isDepositOverdue = () =>
  and(
    sql`${heldOf} > 0`,
    sql`not exists (select 1 from ${depositInspections} where ${depositInspections.orderId} = ${orders.id})`,
    sql`(now() at time zone ${FESTIVAL_TIME_ZONE})::date > (${events.endsAt} at time zone ${FESTIVAL_TIME_ZONE})::date + ${DEPOSIT_DECISION_DAYS}::int`,
  )!;

export type DepositFigures = {
  /** What live orders owe as deposits, and what of it is not paid yet. */
  owedCents: number;
  dueCents: number;
  /** Received, given back, kept by an inspection, and still held (received - returned - kept). */
  paidCents: number;
  returnedCents: number;
  keptCents: number;
  heldCents: number;
};

const sumOf = (value: SQL, where?: SQL) =>
  sql<number>`coalesce(sum(${value})${where ? sql` filter (where ${where})` : sql``}, 0)`.mapWith(
    Number,
  );

/** The event's damage deposits: owed, received, returned, kept and held, in cents. */
export async function depositFigures({ eventId }: { eventId: number }): Promise<DepositFigures> {
  const db = await getDb();
  const [row] = await db
    .select({
      owedCents: sumOf(sql`${orders.depositCents}`, LIVE),
      dueCents: sumOf(sql`greatest(${orders.depositCents} - ${orders.depositPaidCents}, 0)`, LIVE),
      paidCents: sumOf(sql`${orders.depositPaidCents}`),
      returnedCents: sumOf(sql`${orders.depositReturnedCents}`),
      keptCents: sumOf(sql`${orders.depositKeptCents}`),
      heldCents: sumOf(heldOf),
    })
    .from(orders)
    .where(eq(orders.eventId, eventId));
  return row!;
}

export type OverdueDeposit = {
  id: number;
  vendorName: string;
  email: string;
  /** What the deposit holds (paid less returned less kept). */
  heldCents: number;
};

/**
 * The event's deposits overdue for a decision (held, no inspection, more than 21 days after the
 * event's last day), largest first: the office's list to inspect and decide.
 */
export async function overdueDeposits({ eventId }: { eventId: number }): Promise<OverdueDeposit[]> {
  const rows = await eventOrdersToChase(await getDb(), {
    eventId,
    amountCents: heldOf,
    condition: isDepositOverdue(),
  });
  return rows.map(({ amountCents, ...r }) => ({ ...r, heldCents: amountCents }));
}

/** Every event with deposits overdue for a decision: how many and how much they hold. */
export async function overdueDepositsByEvent(): Promise<
  { eventId: number; eventName: string; count: number; heldCents: number }[]
> {
  const db = await getDb();
  return db
    .select({
      eventId: events.id,
      eventName: events.name,
      count: sql<number>`count(*)`.mapWith(Number),
      heldCents: sumOf(heldOf),
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(isDepositOverdue())
    .groupBy(events.id)
    .orderBy(asc(events.endsAt), asc(events.id));
}

// --- Damage deposits overdue for a decision: the office is told once per event ---

/** Events with damage deposits overdue for a decision whose office has not been told yet. */
export async function eventsToTellOfOverdueDeposits(): Promise<{ id: number; name: string }[]> {
  const db = await getDb();
  return db
    .selectDistinct({ id: events.id, name: events.name })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(and(isNull(events.depositOverdueNotifiedAt), isDepositOverdue()))
    .orderBy(asc(events.id));
}

/**
 * Marks the event's office as told of its overdue deposits; true for the one call that marked it
 * (of two at once, exactly one), false when it was told already.
 */
export async function claimDepositOverdueNotice(tx: Tx, eventId: number): Promise<boolean> {
  const rows = await tx
    .update(events)
    .set({ depositOverdueNotifiedAt: sql`now()` })
    .where(and(eq(events.id, eventId), isNull(events.depositOverdueNotifiedAt)))
    .returning({ id: events.id });
  return rows.length > 0;
}
