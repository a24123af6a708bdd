import "server-only";
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/db/client";
import { events, orderItems, orders, requirements, vendorDocuments, vendors } from "@/db/schema";
import { BOOKED_ORDER_STATUSES } from "../../payments/figures";
import { eventTextColumns, vendorRecipientColumns } from "@/db/queries/mail-columns";
import { supersede } from "./documents";

// The review of the documents vendors send: the queue organisers review from (one status, one
// event or all, a page at a time), the review itself with the approved document it supersedes,
// and what the vendor's note about it says. Writes take the caller's transaction.

/**
 * What the review queue shows of a document (lib/requirements/resource/document maps it):
 * the queue query's columns, and the names of the booths its order holds.
 */
export type DocumentQueueRow = Awaited<
  ReturnType<ReturnType<typeof queueQuery>["execute"]>
>[number] & {
  booths: string[];
};

const reviewer = sql<
  string | null
>`(select ${vendors.contactName} from ${vendors} where ${vendors.id} = ${vendorDocuments.reviewedBy})`;

const queueColumns = {
  id: vendorDocuments.id,
  status: vendorDocuments.status,
  requirementId: vendorDocuments.requirementId,
  requirementTitle: requirements.title,
  kind: requirements.kind,
  needsExpiry: requirements.needsExpiry,
  eventId: requirements.eventId,
  eventName: events.name,
  eventLastDay: sql<string>`(${events.endsAt} at time zone 'America/Toronto')::date::text`,
  orderId: vendorDocuments.orderId,
  vendorId: orders.vendorId,
  vendorName: vendors.lob,
  vendorEmail: vendors.email,
  vendorLocale: vendors.locale,
  fileName: vendorDocuments.fileName,
  contentType: vendorDocuments.contentType,
  sizeBytes: vendorDocuments.sizeBytes,
  expiresOn: sql<string | null>`${vendorDocuments.expiresOn}::text`,
  reason: vendorDocuments.reason,
  reviewedAt: vendorDocuments.reviewedAt,
  reviewedBy: reviewer,
  createdAt: vendorDocuments.createdAt,
};

/** The names of each order's booths (those it still holds), by order id. */
async function boothNames(db: Db | Tx, orderIds: number[]) {
  const names = new Map<number, string[]>();
  if (orderIds.length === 0) return names;
  const rows = await db
    .select({ orderId: orderItems.orderId, name: orderItems.name })
    .from(orderItems)
    .where(
      and(
        inArray(orderItems.orderId, orderIds),
        eq(orderItems.kind, "BOOTH"),
        isNull(orderItems.releasedAt),
      ),
    )
    .orderBy(asc(orderItems.name));
  for (const row of rows) {
    const list = names.get(row.orderId);
    if (list) list.push(row.name);
    else names.set(row.orderId, [row.name]);
  }
  return names;
}

function queueQuery(db: Db | Tx) {
  return db
    .select(queueColumns)
    .from(vendorDocuments)
    .innerJoin(requirements, eq(requirements.id, vendorDocuments.requirementId))
    .innerJoin(events, eq(events.id, requirements.eventId))
    .innerJoin(orders, eq(orders.id, vendorDocuments.orderId))
    .innerJoin(vendors, eq(vendors.id, orders.vendorId));
}

/**
 * The documents with this status (of one event, or every event's), a page at a time: waiting ones
 * oldest first (the first sent is the first reviewed), others newest first. Only booked orders'
 * documents: an order cancelled, refunded or expired asks nothing more of its vendor.
 */
export async function documentQueue({
  eventId,
  status,
  page,
  pageSize,
}: {
  eventId?: number;
  status: DocumentQueueRow["status"];
  page: number;
  pageSize: number;
}): Promise<{ rows: DocumentQueueRow[]; total: number }> {
  const db = await getDb();
  const where = and(
    eq(vendorDocuments.status, status),
    inArray(orders.status, [...BOOKED_ORDER_STATUSES]),
    eventId === undefined ? undefined : eq(requirements.eventId, eventId),
  );
  const order =
    status === "SUBMITTED"
      ? [asc(vendorDocuments.createdAt), asc(vendorDocuments.id)]
      : [desc(vendorDocuments.createdAt), desc(vendorDocuments.id)];
  const [rows, [total]] = await Promise.all([
    queueQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(vendorDocuments)
      .innerJoin(requirements, eq(requirements.id, vendorDocuments.requirementId))
      .innerJoin(orders, eq(orders.id, vendorDocuments.orderId))
      .where(where),
  ]);
  const names = await boothNames(db, [...new Set(rows.map((r) => r.orderId))]);
  return {
    rows: rows.map((r) => ({ ...r, booths: names.get(r.orderId) ?? [] })),
    total: total?.n ?? 0,
  };
}

/** One document as the queue shows it (undefined: no such document). */
export async function queuedDocument(
  documentId: number,
  tx?: Tx,
): Promise<DocumentQueueRow | undefined> {
  const db = tx ?? (await getDb());
  const [row] = await queueQuery(db).where(eq(vendorDocuments.id, documentId));
  if (!row) return undefined;
  const names = await boothNames(db, [row.orderId]);
  return { ...row, booths: names.get(row.orderId) ?? [] };
}

/** A document's row without its bytes (what an audit row keeps of it). */
export type DocumentFacts = Omit<typeof vendorDocuments.$inferSelect, "bytes">;

const documentFacts = {
  id: vendorDocuments.id,
  requirementId: vendorDocuments.requirementId,
  orderId: vendorDocuments.orderId,
  submittedBy: vendorDocuments.submittedBy,
  fileName: vendorDocuments.fileName,
  contentType: vendorDocuments.contentType,
  sizeBytes: vendorDocuments.sizeBytes,
  sha256: vendorDocuments.sha256,
  expiresOn: vendorDocuments.expiresOn,
  status: vendorDocuments.status,
  reason: vendorDocuments.reason,
  reviewedBy: vendorDocuments.reviewedBy,
  reviewedAt: vendorDocuments.reviewedAt,
  createdAt: vendorDocuments.createdAt,
};

/**
 * The document, with its order's row locked first (uploads of the same order wait, as they
 * lock it too), then the document itself. Undefined: no such document.
 */
export async function lockDocument(tx: Tx, documentId: number): Promise<DocumentFacts | undefined> {
  const [found] = await tx
    .select({ orderId: vendorDocuments.orderId })
    .from(vendorDocuments)
    .where(eq(vendorDocuments.id, documentId));
  if (!found) return undefined;
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, found.orderId)).for("update");
  const [row] = await tx
    .select(documentFacts)
    .from(vendorDocuments)
    .where(eq(vendorDocuments.id, documentId))
    .for("update");
  return row;
}

/** The approved document of this requirement and order other than `exceptId`, superseded. */
export async function supersedeApproved(
  tx: Tx,
  which: { requirementId: number; orderId: number },
): Promise<DocumentFacts[]> {
  return supersede(tx, which, "APPROVED").returning(documentFacts);
}

/** Records a review: APPROVED or REJECTED (with its reason), by whom and when. */
export async function setReview(
  tx: Tx,
  documentId: number,
  review: { status: "APPROVED" | "REJECTED"; reason: string | null; reviewedBy: number },
): Promise<DocumentFacts> {
  const [row] = await tx
    .update(vendorDocuments)
    .set({ ...review, reviewedAt: sql`now()` })
    .where(eq(vendorDocuments.id, documentId))
    .returning(documentFacts);
  return row!;
}

/** Who a review's note goes to, in which language, and what it names. */
export async function reviewNoteFacts(tx: Tx, documentId: number) {
  const [row] = await tx
    .select({
      ...vendorRecipientColumns,
      orderId: vendorDocuments.orderId,
      title: requirements.title,
      titleAr: requirements.titleAr,
      event: eventTextColumns,
    })
    .from(vendorDocuments)
    .innerJoin(requirements, eq(requirements.id, vendorDocuments.requirementId))
    .innerJoin(events, eq(events.id, requirements.eventId))
    .innerJoin(orders, eq(orders.id, vendorDocuments.orderId))
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(eq(vendorDocuments.id, documentId));
  return row;
}

/** Documents of booked orders waiting for the office's review, for the console's home. */
export async function pendingDocumentCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(vendorDocuments)
    .innerJoin(orders, eq(orders.id, vendorDocuments.orderId))
    .where(
      and(
        eq(vendorDocuments.status, "SUBMITTED"),
        inArray(orders.status, [...BOOKED_ORDER_STATUSES]),
      ),
    );
  return row?.n ?? 0;
}
