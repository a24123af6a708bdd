import "server-only";
import { recordAudit } from "@/lib/console/queries/audit";
import { transaction } from "@/db/queries/transaction";
import { deliverEmails, enqueueEmail, type QueuedEmail } from "../email/send";
import { appError } from "../http/envelope";
import { errorText } from "../platform/log";
import { reminderTargets } from "./compliance";
import { requirementReminderEmail } from "./emails";
import { findReminderRequirement } from "./queries/compliance";

// The office's one click from the compliance matrix: a reminder of one requirement to every
// vendor still missing it (never sent, rejected, or overdue), each once, in the vendor's language.

export type RemindersSent = { requirementId: number; sent: number };

/**
 * POST /api/admin/v1/requirements/{requirementId}/remind: e-mails each vendor of a booked order
 * the requirement applies to and that has not sent it in time (waiting for review) or had it
 * approved (a document sent after the due date and waiting for review does not count: the
 * requirement is OVERDUE), once however many such orders the vendor has, disabled accounts left
 * out; recorded in the audit log with the orders it was about. NOT_FOUND for an unknown requirement, CONFLICT for a
 * closed one (it asks nothing of anyone). Nobody missing it: nothing is sent, `sent` is 0.
 */
export async function remindMissing(
  actorId: number,
  requirementId: number,
): Promise<RemindersSent> {
  const { sent, emails } = await transaction(async (tx) => {
    const requirement = await findReminderRequirement(requirementId, tx);
    if (!requirement) throw appError("NOT_FOUND", "errors.requirements.notFound");
    if (requirement.closed) throw appError("CONFLICT", "errors.compliance.requirementClosed");
    const targets = await reminderTargets(requirement.eventId, requirementId, { tx });
    if (!targets) throw appError("CONFLICT", "errors.compliance.requirementClosed");
    const emails: QueuedEmail[] = [];
    for (const vendor of targets.vendors) {
      const message = await requirementReminderEmail({
        to: vendor.email,
        name: vendor.contactName,
        locale: vendor.locale,
        event: targets.event,
        requirement: targets.requirement,
        dueDate: vendor.item.dueDate,
        reason: vendor.item.status === "REJECTED" ? vendor.item.reason : null,
        orderId: vendor.orderId,
        step: vendor.item.status === "OVERDUE" ? "OVERDUE" : "REMINDER",
      });
      emails.push(await enqueueEmail(tx, { ...message, orderId: vendor.orderId }));
    }
    if (emails.length > 0)
      await recordAudit(tx, {
        actorId,
        entity: "requirement",
        entityId: requirementId,
        action: "update",
        before: null,
        after: {
          reminder: {
            sent: emails.length,
            orderIds: targets.vendors.map((v) => v.orderId),
          },
        },
      });
    return { sent: emails.length, emails };
  });
  try {
    await deliverEmails(emails);
  } catch (error) {
    // The messages are recorded: the retry sweep sends what this did not.
    console.error(
      JSON.stringify({
        level: "error",
        msg: "requirement reminder e-mails failed",
        requirementId,
        error: errorText(error),
      }),
    );
  }
  return { requirementId, sent };
}
