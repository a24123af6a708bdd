import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { orders, requirementExtensions, requirements, vendorDocuments } from "@/db/schema";

// The organisers' side of the vendor contract: an event's requirements (with how many documents
// answer each) and per-order extensions of their due dates. The review of the documents vendors
// send is ./review.ts. Writes take the caller's transaction.

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
export async function findExtension(
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
