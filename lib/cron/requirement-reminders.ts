import "server-only";
import {
  eventsWithOpenRequirements,
  recordedRequirementSteps,
  recordRequirementSteps,
  reminderRecipients,
  requirementText,
  type ReminderRecipient,
} from "../requirements/queries/reminders";
import { transaction } from "@/db/queries/transaction";
import { deliverEmail, enqueueEmail } from "../email/send";
import { requirementReminderEmail } from "../requirements/emails";
import { eventReadiness } from "../requirements/order-readiness";
import type { ChecklistItem } from "../requirements/readiness";
import { errorText } from "../platform/log";

/** Reminders go this many days before a requirement's due date. */
export const REQUIREMENT_REMINDER_DAYS = [7, 2] as const;
/** The step recorded for the notice sent the day after the due date. */
const OVERDUE = "overdue";
/**
 * A missed requirement's notice goes the day after its due date; a run that comes later (the
 * scheduler was down) still sends it within this many days, and never after.
 */
const OVERDUE_NOTICE_DAYS = 7;

type DueStep = {
  /** The step sent now, and every step reached by today (recorded with it). */
  step: string;
  reached: string[];
  kind: "REMINDER" | "OVERDUE";
};

/** Still missing before its due date: never sent, or sent and refused. */
const missing = (item: ChecklistItem) => item.status === "NEEDED" || item.status === "REJECTED";

/**
 * The reminder an order's requirement is due now, if any. Before the due date: of the steps
 * reached by today, the latest, standing for the earlier ones (a first run after several steps
 * were reached sends one reminder, not one per step). After it: the overdue notice, standing for
 * all of them. Nothing for a requirement approved or with a document sent in time waiting for
 * review; a document sent after the due date does not stop the overdue notice (readiness keeps
 * such a requirement OVERDUE).
 */
function dueStep(item: ChecklistItem, recorded: (step: string) => boolean): DueStep | null {
  const before = REQUIREMENT_REMINDER_DAYS.map(String);
  let due: DueStep | null = null;
  if (missing(item) && item.daysLeft >= 0) {
    const reached = REQUIREMENT_REMINDER_DAYS.filter((days) => days >= item.daysLeft);
    if (reached.length > 0)
      due = { step: String(Math.min(...reached)), reached: reached.map(String), kind: "REMINDER" };
  } else if (
    item.status === "OVERDUE" &&
    item.daysLeft < 0 &&
    item.daysLeft >= -OVERDUE_NOTICE_DAYS
  ) {
    due = { step: OVERDUE, reached: [...before, OVERDUE], kind: "OVERDUE" };
  }
  return due && !recorded(due.step) ? due : null;
}

/** Whether the requirement is still in the state the step was chosen for. */
function stillDue(item: ChecklistItem | undefined, kind: DueStep["kind"]): item is ChecklistItem {
  if (!item) return false;
  return kind === "OVERDUE" ? item.status === "OVERDUE" : missing(item);
}

type Reminder = {
  eventId: number;
  orderId: number;
  requirementId: number;
  due: DueStep;
  recipient: ReminderRecipient;
};

/**
 * One reminder: the order's readiness read again in the transaction (a document sent meanwhile
 * stops it), the steps recorded and the e-mail written together, then sent. Whichever of two
 * concurrent calls records the step writes the e-mail; the other writes nothing.
 */
async function remind({ eventId, orderId, requirementId, due, recipient }: Reminder) {
  const email = await transaction(async (tx) => {
    const [readiness] = await eventReadiness(eventId, { orderIds: [orderId], tx });
    const item = readiness?.items.find((i) => i.requirementId === requirementId);
    if (!stillDue(item, due.kind)) return null;
    const recorded = await recordRequirementSteps(tx, {
      requirementId,
      orderId,
      steps: due.reached,
    });
    if (!recorded.includes(due.step)) return null;
    const requirement = await requirementText(requirementId, tx);
    if (!requirement) return null;
    const mail = await requirementReminderEmail({
      to: recipient.email,
      name: recipient.contactName,
      locale: recipient.locale,
      event: recipient.event,
      requirement,
      dueDate: item.dueDate,
      reason: item.status === "REJECTED" ? item.reason : null,
      orderId,
      step: due.kind,
    });
    return enqueueEmail(tx, { ...mail, orderId });
  });
  if (!email) return false;
  await deliverEmail(email);
  return true;
}

/** The reminders due now for one event's booked orders. */
async function dueForEvent(eventId: number): Promise<Reminder[]> {
  const orders = await eventReadiness(eventId);
  const orderIds = orders.map((o) => o.orderId);
  const recorded = await recordedRequirementSteps(orderIds);
  const candidates = orders.flatMap((order) =>
    order.items.flatMap((item) => {
      const due = dueStep(item, (step) =>
        recorded.has(`${item.requirementId}:${order.orderId}:${step}`),
      );
      return due ? [{ orderId: order.orderId, requirementId: item.requirementId, due }] : [];
    }),
  );
  const recipients = await reminderRecipients([...new Set(candidates.map((c) => c.orderId))]);
  return candidates.flatMap((c) => {
    const recipient = recipients.get(c.orderId);
    return recipient ? [{ ...c, eventId, recipient }] : [];
  });
}

/**
 * Requirement reminders: for each booked order of an event not over yet, a requirement that
 * applies and is still missing gets a reminder 7 and 2 days before its due date (an extension
 * counts), and an overdue notice the day after; each once per order, requirement and step, in
 * the vendor's language, up to `limit` this run (the next run carries on). Answers how many
 * were written.
 */
export async function sendRequirementReminders({ limit }: { limit: number }): Promise<number> {
  let sent = 0;
  for (const eventId of await eventsWithOpenRequirements()) {
    if (sent >= limit) break;
    const due = await dueForEvent(eventId);
    for (const reminder of due) {
      if (sent >= limit) break;
      try {
        if (await remind(reminder)) sent++;
      } catch (error) {
        // One reminder's failure does not hold up the others; the next run tries it again.
        console.error(
          JSON.stringify({
            level: "error",
            msg: "requirement reminder failed",
            orderId: reminder.orderId,
            requirementId: reminder.requirementId,
            error: errorText(error),
          }),
        );
      }
    }
  }
  return sent;
}
