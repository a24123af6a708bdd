import "server-only";
import { findOrderView } from "@/lib/orders/queries/view";
import {
  ordersOwingSoon,
  owedParts,
  recordReminderSteps,
  type OrderOwing,
} from "@/lib/payments/queries/reminders";
import { transaction } from "@/db/queries/transaction";
import { env } from "../../config/env";
import { deliverEmail, enqueueEmail } from "../email/send";
import { balanceReminderEmail } from "../email/templates";
import { errorText } from "../platform/log";

/**
 * The reminder an order is due now, if any: of the steps (days before the due date) reached by
 * today, the latest one, with the earlier ones it stands for. A first run after several steps
 * were reached sends one reminder, not one per step.
 */
function dueStep(order: OrderOwing, steps: readonly number[]) {
  const reached = steps.filter((days) => days >= order.daysLeft);
  if (reached.length === 0) return null;
  const step = Math.min(...reached);
  return order.remindedDays.includes(step) ? null : { step, reached };
}

/**
 * One reminder: the order read again (it may have been paid meanwhile), the steps recorded and
 * the e-mail written in one transaction, then sent. Whichever of two concurrent calls records
 * the step writes the e-mail; the other writes nothing.
 */
async function remind(order: OrderOwing, due: { step: number; reached: number[] }) {
  const [view, parts] = await Promise.all([findOrderView(order.orderId), owedParts(order.orderId)]);
  // an order gone meanwhile (its account deleted) has nothing to be reminded of
  if (!view) return false;
  const owesBalance = view.status === "PARTIALLY_PAID" && view.balanceCents > 0;
  if (!owesBalance && parts.depositDueCents <= 0) return false;
  const mail = await balanceReminderEmail({
    view,
    dueDate: order.dueDate,
    parts: { addons: owesBalance ? parts.addons : [], depositDueCents: parts.depositDueCents },
  });
  const email = await transaction(async (tx) => {
    const recorded = await recordReminderSteps(tx, { orderId: order.orderId, days: due.reached });
    if (!recorded.includes(due.step)) return null;
    return enqueueEmail(tx, { ...mail, orderId: order.orderId });
  });
  if (!email) return false;
  await deliverEmail(email);
  return true;
}

/**
 * Balance reminders: every order owing a balance or its damage deposit gets one e-mail per step of
 * BALANCE_REMINDER_DAYS before its event's balance due date (Toronto calendar), up to `limit`
 * this run (the next run carries on). Nothing is cancelled for an unpaid balance. Answers how
 * many reminders were written.
 */
export async function sendBalanceReminders({ limit }: { limit: number }): Promise<number> {
  const steps = env().BALANCE_REMINDER_DAYS;
  if (steps.length === 0) return 0;
  const owing = await ordersOwingSoon({ withinDays: Math.max(...steps) });
  const due = owing.flatMap((order) => {
    const next = dueStep(order, steps);
    return next ? [{ order, next }] : [];
  });
  let sent = 0;
  for (const { order, next } of due.slice(0, limit)) {
    try {
      if (await remind(order, next)) sent++;
    } catch (error) {
      // One order's failure does not hold up the others; the next run tries it again.
      console.error(
        JSON.stringify({
          level: "error",
          msg: "balance reminder failed",
          orderId: order.orderId,
          error: errorText(error),
        }),
      );
    }
  }
  return sent;
}
