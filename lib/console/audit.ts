import "server-only";
import { listAudit, type AuditRow } from "@/db/queries/audit";
import type { AuditQuery } from "./audit-api";

// The organiser console's change log: every change made from the console, newest first, with who
// made it, when, and the row before and after.

export type { AuditQuery, AuditRow };
export { auditQuerySchema } from "./audit-api";

/** The audit rows the query asks for, newest first (100 unless `limit` says otherwise). */
export async function auditTrail(query: AuditQuery): Promise<AuditRow[]> {
  return listAudit({ entity: query.entity, id: query.id, limit: query.limit ?? 100 });
}
