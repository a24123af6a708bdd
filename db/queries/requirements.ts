import "server-only";
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "../client";
import {
  events,
  orderItems,
  orders,
  requirementExtensions,
  requirements,
  vendorDocuments,
  vendors,
} from "../schema";
import { BOOKED_ORDER_STATUSES } from "./documents";

// The organisers' side of the vendor contract: an event's requirements (with how many documents
// answer each), the documents vendors sent as the review queue lists them, reviews and per-order
// extensions. Writes take the caller's transaction.

export type RequirementRow = typeof requirements.$inferSelect;
export type NewRequirementRow = Pick<
  typeof requirements.$inferInsert,
  | "eventId"
  | "title"
  | "titleAr"
  | "description"
  | "descriptionAr"
  | "appliesTo"
  | "kind"
  | "dueDate"
  | "needsExpiry"
  | "consequence"
>;
export type RequirementChanges = Partial<Omit<NewRequirementRow, "eventId">> & {
  closedAt?: Date | null;
};

/** A requirement and how many documents and declarations answer it (any status). */
export type RequirementWithSubmissions = RequirementRow & { submissions: number };

// Written out: in a select from one table drizzle leaves column names unqualified, and an
// unqualified "id" inside the subquery would be the document's own.
const submissions = sql<number>`(select count(*)::int from vendor_documents d where d.requirement_id = "requirements"."id")`;

/** Whether the event exists. */
export async function eventExists(eventId: number, tx?: Tx): Promise<boolean> {
  const db = tx ?? (await getDb());
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  return Boolean(row);
}

/** The event's requirements, open and closed, by due date. */
export async function requirementsOfEvent(
  eventId: number,
  tx?: Tx,
): Promise<RequirementWithSubmissions[]> {
  const db = tx ?? (await getDb());
  return db
    .select({ ...requirementColumns, submissions })
    .from(requirements)
    .where(eq(requirements.eventId, eventId))
    .orderBy(asc(requirements.dueDate), asc(requirements.id));
}

const requirementColumns = {
  id: requirements.id,
  eventId: requirements.eventId,
  title: requirements.title,
  titleAr: requirements.titleAr,
  description: requirements.description,
  descriptionAr: requirements.descriptionAr,
  appliesTo: requirements.appliesTo,
  kind: requirements.kind,
  dueDate: requirements.dueDate,
  needsExpiry: requirements.needsExpiry,
  consequence: requirements.consequence,
  closedAt: requirements.closedAt,
  createdAt: requirements.createdAt,
  updatedAt: requirements.updatedAt,
};

/** One requirement with its submissions (undefined: none with this id). */
export async function requirementById(
  requirementId: number,
  tx?: Tx,
): Promise<RequirementWithSubmissions | undefined> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({ ...requirementColumns, submissions })
    .from(requirements)
    .where(eq(requirements.id, requirementId));
  return row;
}

/** The requirement, locked until the transaction ends (uploads and reviews wait for an edit). */
export async function lockRequirement(
  tx: Tx,
  requirementId: number,
): Promise<RequirementWithSubmissions | undefined> {
  const [row] = await tx
    .select()
    .from(requirements)
    .where(eq(requirements.id, requirementId))
    .for("update");
  if (!row) return undefined;
  const [answered] = await tx
    .select({ n: count() })
    .from(vendorDocuments)
    .where(eq(vendorDocuments.requirementId, requirementId));
  return { ...row, submissions: answered?.n ?? 0 };
}

export async function insertRequirement(
  tx: Tx,
  values: NewRequirementRow,
): Promise<RequirementWithSubmissions> {
  const [row] = await tx.insert(requirements).values(values).returning();
  return { ...row!, submissions: 0 };
}

export async function updateRequirementRow(
  tx: Tx,
  requirementId: number,
  changes: RequirementChanges,
  submissionCount: number,
): Promise<RequirementWithSubmissions> {
  const [row] = await tx
    .update(requirements)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(requirements.id, requirementId))
    .returning();
  return { ...row!, submissions: submissionCount };
}

/** Deletes a requirement (its extensions and reminder steps go with it). */
export async function deleteRequirementRow(tx: Tx, requirementId: number): Promise<void> {
  await tx.delete(requirements).where(eq(requirements.id, requirementId));
}

// --- documents ---

/**
 * What the review queue shows of a document (lib/vendor-contract/requirements-api names it):
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
  { requirementId, orderId }: { requirementId: number; orderId: number },
): Promise<DocumentFacts[]> {
  return tx
    .update(vendorDocuments)
    .set({ status: "SUPERSEDED" })
    .where(
      and(
        eq(vendorDocuments.requirementId, requirementId),
        eq(vendorDocuments.orderId, orderId),
        eq(vendorDocuments.status, "APPROVED"),
      ),
    )
    .returning(documentFacts);
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
      email: vendors.email,
      contactName: vendors.contactName,
      locale: vendors.locale,
      disabled: sql<boolean>`${vendors.disabledAt} is not null`,
      orderId: vendorDocuments.orderId,
      title: requirements.title,
      titleAr: requirements.titleAr,
      event: {
        name: events.name,
        nameAr: events.nameAr,
        dateText: events.dateText,
        dateTextAr: events.dateTextAr,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
      },
    })
    .from(vendorDocuments)
    .innerJoin(requirements, eq(requirements.id, vendorDocuments.requirementId))
    .innerJoin(events, eq(events.id, requirements.eventId))
    .innerJoin(orders, eq(orders.id, vendorDocuments.orderId))
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(eq(vendorDocuments.id, documentId));
  return row;
}

// --- extensions ---

/** The order's event and status, locked until the transaction ends (undefined: no such order). */
export async function lockOrderForExtension(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      eventId: orders.eventId,
      status: orders.status,
      checkoutType: orders.checkoutType,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  return row;
}

export type ExtensionRow = typeof requirementExtensions.$inferSelect;

/** The order's extension of this requirement, if any. */
export async function extensionOf(
  tx: Tx,
  { requirementId, orderId }: { requirementId: number; orderId: number },
): Promise<ExtensionRow | undefined> {
  const [row] = await tx
    .select()
    .from(requirementExtensions)
    .where(
      and(
        eq(requirementExtensions.requirementId, requirementId),
        eq(requirementExtensions.orderId, orderId),
      ),
    );
  return row;
}

/** Gives the order this due date for the requirement (replacing an earlier extension). */
export async function upsertExtension(
  tx: Tx,
  values: {
    requirementId: number;
    orderId: number;
    dueDate: string;
    reason: string;
    createdBy: number;
  },
): Promise<ExtensionRow> {
  const [row] = await tx
    .insert(requirementExtensions)
    .values(values)
    .onConflictDoUpdate({
      target: [requirementExtensions.requirementId, requirementExtensions.orderId],
      set: {
        dueDate: values.dueDate,
        reason: values.reason,
        createdBy: values.createdBy,
        createdAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}
