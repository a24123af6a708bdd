import "server-only";
import { auditTrail } from "./audit";
import { AUDIT_ROUTES, auditEntryOf } from "./audit-api";
import { endpoint, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";

/** The organiser API's change log. */
export const AUDIT_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...AUDIT_ROUTES.trail,
    summary: "The organiser console's change log (organisers)",
    description:
      "?entity=event|section|booth|seating|coupon|contract|order|vendor|settings&id=&limit= (all optional; limit 100 by default, at most 500) -> changes newest first: auditId, actorId, actorName, actorEmail, createdAt, entity, entityId, action (create, update, delete), before, after",
    access: ORGANISERS,
    csrf: false,
    handle: async ({ query }) => (await auditTrail(query)).map(auditEntryOf),
  }),
];
