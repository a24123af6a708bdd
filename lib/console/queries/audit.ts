import "server-only";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditLog, vendors, type AuditAction, type AuditEntity } from "@/db/schema";
import type { Tx } from "@/db/queries/model";

export { AUDIT_ENTITIES, type AuditAction, type AuditEntity } from "@/db/schema";

export type AuditRow = {
  id: number;
  actorId: number;
  actorName: string;
  actorEmail: string;
  entity: AuditEntity;
  entityId: number;
  action: AuditAction;
  before: unknown;
  after: unknown;
  createdAt: Date;
};

/** Plain JSON of a row (dates as ISO strings), so what is stored is what the answer shows. */
function toJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/** Writes one audit row inside the caller's transaction: it commits (or not) with the change. */
export async function recordAudit(
  tx: Tx,
  entry: {
    actorId: number;
    entity: AuditEntity;
    entityId: number;
    action: "create" | "update" | "delete";
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: toJson(entry.before),
    after: toJson(entry.after),
  });
}

/** Audit rows, newest first, optionally of one entity kind (and one id of it). */
export async function listAudit(filter: {
  entity?: string;
  id?: number;
  limit?: number;
}): Promise<AuditRow[]> {
  const db = await getDb();
  const where: SQL[] = [];
  if (filter.entity !== undefined) where.push(eq(auditLog.entity, filter.entity as AuditEntity));
  if (filter.id !== undefined) where.push(eq(auditLog.entityId, filter.id));
  return db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorName: vendors.contactName,
      actorEmail: vendors.email,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .innerJoin(vendors, eq(vendors.id, auditLog.actorId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(Math.min(Math.max(filter.limit ?? 100, 1), 500));
}
