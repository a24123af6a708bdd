import "server-only";
import { recordSalesReminder, salesRemindersDue } from "../sales/queries";
import { transaction } from "@/db/queries/transaction";
import { salesReminderEmail } from "../email/books-emails";
import { deliverEmail, enqueueEmail } from "../email/send";
import { errorText } from "../platform/log";

/**
 * Food vendors who have sent no sales after their event are reminded twice: the day after the
 * event's last day (step 1) and seven days later (step 2), each once, in the order's language.
 * The step is recorded in the transaction that writes the e-mail, so two runs at once write one.
 * Answers how many reminders were written.
 */
export async function sendSalesReminders({ limit }: { limit: number }): Promise<number> {
  const due = await salesRemindersDue({ limit });
  let sent = 0;
  for (const order of due) {
    try {
      const mail = await salesReminderEmail({
        to: order.email,
        locale: order.locale,
        name: order.contactName,
        orderId: order.orderId,
        event: (order.locale === "ar" && order.eventNameAr) || order.eventName,
        step: order.step,
      });
      const email = await transaction(async (tx) =>
        (await recordSalesReminder(tx, order.orderId, order.step))
          ? enqueueEmail(tx, { ...mail, orderId: order.orderId })
          : null,
      );
      if (!email) continue;
      await deliverEmail(email);
      sent++;
    } catch (error) {
      console.error(
        JSON.stringify({
          level: "error",
          msg: "sales reminder failed",
          orderId: order.orderId,
          error: errorText(error),
        }),
      );
    }
  }
  return sent;
}
