import "server-only";
import { and, asc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { events, orders, requirementReminders, requirements, vendors } from "@/db/schema";
import { eventTextColumns, vendorAddressColumns } from "@/db/queries/mail-columns";

// What the requirement reminders (lib/cron/requirement-reminders) read and record: which events
// have requirements still to remind about, the steps already sent, and who an order's e-mail goes to.

/** Today's calendar day in Toronto, on the database's clock (every instance agrees on it). */
const torontoToday = sql`(now() at time zone 'America/Toronto')::date`;

/** Events not over yet (by Toronto's calendar) with at least one open requirement; by id. */
export async function eventsWithOpenRequirements(): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ eventId: requirements.eventId })
    .from(requirements)
    .innerJoin(events, eq(events.id, requirements.eventId))
    .where(
      and(
        isNull(requirements.closedAt),
        gte(sql`(${events.endsAt} at time zone 'America/Toronto')::date`, torontoToday),
      ),
    )
    .orderBy(asc(requirements.eventId));
  return rows.map((r) => r.eventId);
}

/** The steps already recorded for these orders, as `requirementId:orderId:step` keys. */
export async function recordedRequirementSteps(orderIds: number[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const db = await getDb();
  const rows = await db
    .select({
      requirementId: requirementReminders.requirementId,
      orderId: requirementReminders.orderId,
      step: requirementReminders.step,
    })
    .from(requirementReminders)
    .where(inArray(requirementReminders.orderId, orderIds));
  return new Set(rows.map((r) => `${r.requirementId}:${r.orderId}:${r.step}`));
}

/**
 * Records reminder steps of a requirement for an order as done; answers the steps this call
 * recorded. A step recorded already (by an earlier or a concurrent call) is left alone and not
 * answered, so of two calls at once exactly one records each step.
 */
export async function recordRequirementSteps(
  tx: Tx,
  { requirementId, orderId, steps }: { requirementId: number; orderId: number; steps: string[] },
): Promise<string[]> {
  if (steps.length === 0) return [];
  const rows = await tx
    .insert(requirementReminders)
    .values(steps.map((step) => ({ requirementId, orderId, step })))
    .onConflictDoNothing()
    .returning({ step: requirementReminders.step });
  return rows.map((r) => r.step);
}

/** A requirement's words as a reminder names it. */
export async function requirementText(requirementId: number, tx?: Tx) {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({
      title: requirements.title,
      titleAr: requirements.titleAr,
      consequence: requirements.consequence,
    })
    .from(requirements)
    .where(eq(requirements.id, requirementId));
  return row ?? null;
}

/**
 * Who an order's reminders go to (its vendor's address, name and language) and the event's text,
 * by order id; disabled accounts are left out.
 */
export async function reminderRecipients(orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, ReminderRecipient>();
  const db = await getDb();
  const rows = await db
    .select({
      orderId: orders.id,
      ...vendorAddressColumns,
      event: eventTextColumns,
    })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(inArray(orders.id, orderIds), isNull(vendors.disabledAt)));
  return new Map(rows.map((r) => [r.orderId, r] as const));
}

export type ReminderRecipient = {
  orderId: number;
  email: string;
  contactName: string;
  locale: "en" | "ar";
  event: {
    name: string;
    nameAr: string | null;
    dateText: string;
    dateTextAr: string | null;
    startsAt: Date;
    endsAt: Date;
  };
};
