import "server-only";
import {
  claimDepositOverdueNotice,
  eventsToTellOfOverdueDeposits,
  overdueDeposits,
} from "../deposits/queries";
import { transaction } from "@/db/queries/transaction";
import { depositsOverdueEmail } from "../email/books-emails";
import { deliverEmail, enqueueEmail } from "../email/send";
import { CONTACT } from "../site/foundation";
import { errorText } from "../platform/log";

/**
 * The office is told, once per event, of the damage deposits still held and not decided more
 * than 21 days after the event's last day: one e-mail to the festival office listing them, each
 * with a link to its order. The event is marked told in the transaction that writes the e-mail,
 * so two runs at once write one, and later runs none, even when more deposits fall overdue.
 * Answers how many notices were written.
 */
export async function tellOfficeOfOverdueDeposits(): Promise<number> {
  const due = await eventsToTellOfOverdueDeposits();
  let sent = 0;
  for (const event of due) {
    try {
      const deposits = await overdueDeposits({ eventId: event.id });
      if (deposits.length === 0) continue;
      const mail = await depositsOverdueEmail({
        to: CONTACT.email,
        eventName: event.name,
        eventId: event.id,
        deposits: deposits.map((d) => ({
          orderId: d.id,
          vendorName: d.vendorName,
          heldCents: d.heldCents,
        })),
      });
      const email = await transaction(async (tx) =>
        (await claimDepositOverdueNotice(tx, event.id)) ? enqueueEmail(tx, mail) : null,
      );
      if (!email) continue;
      await deliverEmail(email);
      sent++;
    } catch (error) {
      console.error(
        JSON.stringify({
          level: "error",
          msg: "overdue deposits notice failed",
          eventId: event.id,
          error: errorText(error),
        }),
      );
    }
  }
  return sent;
}
