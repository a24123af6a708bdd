import "server-only";
import { complianceMatrix } from "./compliance";
import { COMPLIANCE_ROUTES, complianceOf } from "./compliance-api";
import { remindMissing } from "./compliance-reminders";
import { endpoint, reply, type Endpoint } from "../http/endpoint";
import { ORGANISERS } from "../http/office-fields";

/** The organiser API's compliance matrix of an event, and the reminder to everyone missing one. */
export const COMPLIANCE_ENDPOINTS: readonly Endpoint[] = [
  endpoint({
    ...COMPLIANCE_ROUTES.matrix,
    summary: "An event's compliance matrix (organisers)",
    description:
      "?filter=not-ready|overdue|waiting -> {eventId, eventName, filter, requirements: [{requirementId, title, appliesTo, kind, dueDate, needsExpiry, consequence, missing, waiting, toRemind}] (the open ones, by due date), counts: {orders, ready, notReady, ineligible, unpaid, waiting} (every booked order), rows: [{orderId, vendorId, vendorName, contactName, email, booths, readiness: READY | NOT_READY | INELIGIBLE, paidInFull (balance and damage deposit), balanceCents, depositDueCents, cells: [{status: NEEDED | SUBMITTED | APPROVED | REJECTED | OVERDUE, dueDate, extended, daysLeft, reason, replacementWaiting, lateWaiting (overdue, and a document sent after the due date waits for review), ineligible (this requirement makes the order ineligible: its due date passed with nothing sent by then and not rejected; only an extension lifts it)} or null where it does not apply, one per requirement]}]: one row per booked booth order (paid in full or in part); not-ready keeps every row but the ready ones, overdue those with a requirement past its due date, waiting those with a document waiting for review (one sent late included); NOT_FOUND for an unknown event",
    access: ORGANISERS,
    csrf: false,
    handle: async ({ params, query }) =>
      reply(complianceOf(await complianceMatrix(params.eventId, { filter: query.filter }))),
  }),
  endpoint({
    ...COMPLIANCE_ROUTES.remind,
    summary: "Remind everyone missing a requirement (organisers)",
    description:
      "-> {requirementId, sent}: one e-mail to each vendor (in the vendor's language, disabled accounts left out) of the event's booked orders the requirement applies to that have not sent it or had it approved (Needed, Rejected or Overdue), once however many such orders; audited; sent 0 when nobody is missing it; NOT_FOUND for an unknown requirement, CONFLICT for a closed one",
    access: ORGANISERS,
    csrf: true,
    handle: async ({ caller, params }) =>
      reply(await remindMissing(caller.accountId, params.requirementId)),
  }),
];
