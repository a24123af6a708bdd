import "server-only";
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { events, orders, requirements, vendorDocuments } from "@/db/schema";
import { BOOKED_ORDER_STATUSES } from "../../payments/figures";

// The vendor's side of the contract's requirements: the booked orders a checklist is shown for,
// the documents and declarations a vendor sends, and a document's file for its download.

/** What sending a document for an order checks, its row locked until the transaction ends. */
export async function lockOrderForDocuments(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      vendorId: orders.vendorId,
      eventId: orders.eventId,
      status: orders.status,
      checkoutType: orders.checkoutType,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  return row;
}

/** A requirement as an upload or a declaration checks it, with its event's last day (Toronto). */
export async function requirementForAnswer(tx: Tx, requirementId: number) {
  const [row] = await tx
    .select({
      id: requirements.id,
      eventId: requirements.eventId,
      kind: requirements.kind,
      needsExpiry: requirements.needsExpiry,
      closedAt: requirements.closedAt,
      lastDay: sql<string>`(${events.endsAt} at time zone 'America/Toronto')::date::text`,
    })
    .from(requirements)
    .innerJoin(events, eq(events.id, requirements.eventId))
    .where(eq(requirements.id, requirementId));
  return row;
}

const sentColumns = {
  id: vendorDocuments.id,
  requirementId: vendorDocuments.requirementId,
  orderId: vendorDocuments.orderId,
  status: vendorDocuments.status,
  fileName: vendorDocuments.fileName,
  sizeBytes: vendorDocuments.sizeBytes,
  expiresOn: sql<string | null>`${vendorDocuments.expiresOn}::text`,
  createdAt: vendorDocuments.createdAt,
};

export type SentDocument = {
  id: number;
  requirementId: number;
  orderId: number;
  status: "SUBMITTED" | "APPROVED" | "REJECTED" | "SUPERSEDED";
  fileName: string | null;
  sizeBytes: number | null;
  expiresOn: string | null;
  createdAt: Date;
};

/** The documents of this requirement and order in `status`, marked SUPERSEDED (the update). */
export function supersede(
  tx: Tx,
  { requirementId, orderId }: { requirementId: number; orderId: number },
  status: "SUBMITTED" | "APPROVED",
) {
  return tx
    .update(vendorDocuments)
    .set({ status: "SUPERSEDED" })
    .where(
      and(
        eq(vendorDocuments.requirementId, requirementId),
        eq(vendorDocuments.orderId, orderId),
        eq(vendorDocuments.status, status),
      ),
    );
}

/** The file waiting for review for this requirement and order gives way to a new one. */
export async function supersedeWaiting(
  tx: Tx,
  which: { requirementId: number; orderId: number },
): Promise<void> {
  await supersede(tx, which, "SUBMITTED");
}

/** Records a document (a file SUBMITTED, a declaration APPROVED). */
export async function insertDocument(
  tx: Tx,
  values: {
    requirementId: number;
    orderId: number;
    submittedBy: number;
    status: "SUBMITTED" | "APPROVED";
    fileName?: string | null;
    contentType?: string | null;
    sizeBytes?: number | null;
    sha256?: string | null;
    bytes?: Buffer | null;
    expiresOn?: string | null;
  },
): Promise<SentDocument> {
  const [row] = await tx.insert(vendorDocuments).values(values).returning(sentColumns);
  return row!;
}

/** The approved answer to this requirement for this order, if there is one. */
export async function approvedAnswer(
  tx: Tx,
  { requirementId, orderId }: { requirementId: number; orderId: number },
): Promise<SentDocument | undefined> {
  const [row] = await tx
    .select(sentColumns)
    .from(vendorDocuments)
    .where(
      and(
        eq(vendorDocuments.requirementId, requirementId),
        eq(vendorDocuments.orderId, orderId),
        eq(vendorDocuments.status, "APPROVED"),
      ),
    );
  return row;
}

/** A document's file and whose order it answers (undefined: no such document). */
export async function documentFile(documentId: number) {
  const db = await getDb();
  const [row] = await db
    .select({
      id: vendorDocuments.id,
      vendorId: orders.vendorId,
      fileName: vendorDocuments.fileName,
      contentType: vendorDocuments.contentType,
      sha256: vendorDocuments.sha256,
      bytes: vendorDocuments.bytes,
    })
    .from(vendorDocuments)
    .innerJoin(orders, eq(orders.id, vendorDocuments.orderId))
    .where(eq(vendorDocuments.id, documentId));
  return row;
}

/** The vendor's booked booth orders (of one event, when given), oldest first, with their event. */
export async function vendorBookedOrders(vendorId: number, eventId?: number) {
  const db = await getDb();
  return db
    .select({
      orderId: orders.id,
      eventId: events.id,
      eventName: events.name,
      balanceDueDate: sql<string | null>`${events.balanceDueDate}::text`,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        eq(orders.vendorId, vendorId),
        eq(orders.checkoutType, "BOOTH_CART"),
        inArray(orders.status, [...BOOKED_ORDER_STATUSES]),
        eventId === undefined ? undefined : eq(orders.eventId, eventId),
      ),
    )
    .orderBy(asc(events.startsAt), asc(orders.id));
}

/**
 * What the checklist shows beside readiness, for these orders: each open requirement's
 * descriptions, and per order and requirement the latest answer sent (not superseded).
 */
export async function checklistDetails(orderIds: number[]) {
  const db = await getDb();
  if (!orderIds.length) return { descriptions: new Map(), latest: new Map() };
  const [descriptions, documents] = await Promise.all([
    db
      .selectDistinct({
        id: requirements.id,
        description: requirements.description,
        descriptionAr: requirements.descriptionAr,
      })
      .from(requirements)
      .innerJoin(orders, eq(orders.eventId, requirements.eventId))
      .where(inArray(orders.id, orderIds)),
    db
      .select({
        ...sentColumns,
      })
      .from(vendorDocuments)
      .where(
        and(inArray(vendorDocuments.orderId, orderIds), ne(vendorDocuments.status, "SUPERSEDED")),
      )
      .orderBy(desc(vendorDocuments.createdAt), desc(vendorDocuments.id)),
  ]);
  const latest = new Map<string, SentDocument>();
  for (const document of documents) {
    const key = `${document.orderId}:${document.requirementId}`;
    if (!latest.has(key)) latest.set(key, document);
  }
  return {
    descriptions: new Map(descriptions.map((d) => [d.id, d] as const)),
    latest,
  };
}

/** The day an order's event wants the balance paid (`YYYY-MM-DD`; null: none set or no event). */
export async function balanceDueDateOf(orderId: number, tx?: Tx): Promise<string | null> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({ day: sql<string | null>`${events.balanceDueDate}::text` })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId));
  return row?.day ?? null;
}
