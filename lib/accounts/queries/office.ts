import "server-only";
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { containing } from "@/db/queries/search";
import { getDb, type Tx } from "@/db/client";
import { events, orders, vendors, type Role } from "@/db/schema";

// The organiser console's reads and writes of accounts (vendors above all).

// The list selects from one table, which drizzle leaves unqualified; the subqueries name the
// outer row in full so that "id" cannot be read as the subquery's own column.
const account = sql.raw(`"vendors"."id"`);

/** What an account owes in all: balances of its orders that are partly paid. */
const owed = sql<number>`coalesce((select sum(o.balance_cents) from orders o
  where o.vendor_id = ${account} and o.status = 'PARTIALLY_PAID'), 0)`.mapWith(Number);
/** The account's orders that were paid for, in part or in full (refunded ones too). */
const orderCount = sql<number>`(select count(*) from orders o
  where o.vendor_id = ${account} and o.status in ('PAID', 'PARTIALLY_PAID', 'REFUNDED'))`.mapWith(
  Number,
);

const accountColumns = {
  id: vendors.id,
  legalName: vendors.legalName,
  contactName: vendors.contactName,
  lob: vendors.lob,
  email: vendors.email,
  phone: vendors.phone,
  city: vendors.city,
  role: vendors.role,
  locale: vendors.locale,
  disabledAt: vendors.disabledAt,
  createdAt: vendors.createdAt,
};

/** One page of accounts of a role, by name, with their orders and what they owe. */
export async function listAccounts(
  filter: { role: Role; q?: string },
  page: { offset: number; limit: number },
) {
  const db = await getDb();
  const conditions: SQL[] = [eq(vendors.role, filter.role)];
  const text = filter.q?.trim();
  if (text) {
    const like = containing(text);
    conditions.push(
      or(
        ilike(vendors.legalName, like),
        ilike(vendors.contactName, like),
        ilike(vendors.lob, like),
        ilike(vendors.email, like),
        ilike(vendors.phone, like),
      )!,
    );
  }
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...accountColumns, orders: orderCount, balanceCents: owed })
      .from(vendors)
      .where(where)
      .orderBy(asc(sql`lower(${vendors.legalName})`), asc(vendors.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(vendors)
      .where(where),
  ]);
  return { rows, total: count!.n };
}

/** One account with its orders (newest first, with their event and the contract accepted). */
export async function findAccountDetail(id: number) {
  const db = await getDb();
  const [account] = await db.select(accountColumns).from(vendors).where(eq(vendors.id, id));
  if (!account) return undefined;
  const placed = await db
    .select({
      id: orders.id,
      status: orders.status,
      eventId: orders.eventId,
      eventName: events.name,
      totalCents: orders.totalCents,
      paidCents: orders.paidCents,
      refundedCents: orders.refundedCents,
      balanceCents: orders.balanceCents,
      contractVersion: orders.contractVersion,
      contractAcceptedAt: orders.contractAcceptedAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .leftJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.vendorId, id))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return { account, orders: placed };
}

/** Disables (or opens again) an account; answers it as it was, locked, or undefined. */
export async function setAccountDisabled(tx: Tx, id: number, disabled: boolean) {
  const [before] = await tx
    .select({ id: vendors.id, role: vendors.role, disabledAt: vendors.disabledAt })
    .from(vendors)
    .where(eq(vendors.id, id))
    .for("update");
  if (!before) return undefined;
  if (disabled !== (before.disabledAt !== null))
    await tx
      .update(vendors)
      .set({ disabledAt: disabled ? sql`now()` : null })
      .where(eq(vendors.id, id));
  return before;
}
