import "server-only";
import { z } from "zod";
import { AUDIT_ENTITIES, listAudit, type AuditRow } from "@/db/queries/audit";

// The organiser console's change log: every change made from the console, newest first, with who
// made it, when, and the row before and after.

export const AUDIT_PAGE_MAX = 500;
const ID_MESSAGE = "id must be a positive whole number.";
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}.`;

/** `?entity=` (empty) is no filter, as if it were left out. */
const unlessBlank = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === "string" && !value.trim() ? undefined : value), schema);

/** GET /api/admin/v1/audit's query: optionally one kind of entity, one id of it, how many. */
export const auditQuerySchema = z.object({
  entity: unlessBlank(
    z
      .enum(AUDIT_ENTITIES, { error: `entity must be one of ${AUDIT_ENTITIES.join(", ")}.` })
      .optional(),
  ),
  id: unlessBlank(
    z.coerce
      .number({ error: ID_MESSAGE })
      .int({ error: ID_MESSAGE })
      .positive({ error: ID_MESSAGE })
      .max(2_147_483_647, { error: ID_MESSAGE })
      .optional(),
  ),
  limit: unlessBlank(
    z.coerce
      .number({ error: LIMIT_MESSAGE })
      .int({ error: LIMIT_MESSAGE })
      .min(1, { error: LIMIT_MESSAGE })
      .max(AUDIT_PAGE_MAX, { error: LIMIT_MESSAGE })
      .optional(),
  ),
});

export type AuditQuery = z.output<typeof auditQuerySchema>;
export type { AuditRow };

/** The audit rows the query asks for, newest first (100 unless `limit` says otherwise). */
export async function auditTrail(query: AuditQuery): Promise<AuditRow[]> {
  return listAudit({ entity: query.entity, id: query.id, limit: query.limit ?? 100 });
}
