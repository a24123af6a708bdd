import { z } from "zod";
import type { AuditRow } from "@/lib/console/queries/audit";
import { AUDIT_ENTITIES } from "@/db/queries/model";
import { torontoIso } from "../../i18n/toronto-time";
import { apiRoute } from "../../http/route-contract";
import { oneOf } from "../../http/office-fields";
import { ruleMessage } from "../../i18n/messages";

// The organiser console's change log as the organiser API answers it: the query, the answer and
// the mapper from the stored rows side by side, and the route.

export const AUDIT_PAGE_MAX = 500;
const ID_MESSAGE = ruleMessage("validation.field.positive", { field: "id" });
const LIMIT_MESSAGE = ruleMessage("validation.field.wholeNumberRange", {
  field: "limit",
  min: 1,
  max: AUDIT_PAGE_MAX,
});

/** `?entity=` (empty) is no filter, as if it were left out. */
const unlessBlank = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === "string" && !value.trim() ? undefined : value), schema);

/** GET /api/admin/v1/audit's query: optionally one kind of entity, one id of it, how many. */
export const auditQuerySchema = z.object({
  entity: unlessBlank(oneOf("entity", AUDIT_ENTITIES).optional()),
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

export const auditEntryAnswer = z.object({
  auditId: z.number().int(),
  actorId: z.number().int(),
  actorName: z.string(),
  actorEmail: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.number().int(),
  action: z.enum(["create", "update", "delete"]),
  before: z.unknown(),
  after: z.unknown(),
});

/** One audit row: who (name, e-mail), when, what, and the row before and after. */
export const auditEntryOf = (a: AuditRow) =>
  ({
    auditId: a.id,
    actorId: a.actorId,
    actorName: a.actorName,
    actorEmail: a.actorEmail,
    createdAt: torontoIso(a.createdAt),
    entity: a.entity,
    entityId: a.entityId,
    action: a.action,
    before: a.before,
    after: a.after,
  }) satisfies z.input<typeof auditEntryAnswer>;

export const AUDIT_ROUTES = {
  trail: apiRoute({
    method: "GET",
    path: "/api/admin/v1/audit",
    query: auditQuerySchema,
    answer: z.array(auditEntryAnswer),
  }),
};
