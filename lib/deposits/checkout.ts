import "server-only";
import { failPayment, insertPayment, lockOrder } from "@/lib/payments/queries/payments";
import { transaction } from "@/db/queries/transaction";
import type { Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { appError } from "../http/envelope";
import { openCheckoutSession, type Buyer } from "../payments/checkout/session";
import { refuseUnpayable } from "./money-events";

/**
 * POST /api/vendor/v1/orders/{orderId}/deposit: the vendor pays the damage deposit of a booked
 * booth order through its own Checkout Session, for exactly the deposit owed (one line, no fees,
 * no HST: a deposit is not a sale). Another tab may open another; whichever is paid second is
 * refunded in full by the gate.
 */
export async function payDeposit(
  buyer: Buyer,
  orderId: number,
  { origin, locale }: { origin: string; locale: Locale },
): Promise<{ sessionId: string; url: string }> {
  const created = await transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.vendorId !== buyer.accountId)
      throw appError("NOT_FOUND", "errors.orders.notFound");
    refuseUnpayable(order);
    const paymentId = await insertPayment(tx, {
      orderId: order.id,
      kind: "DEPOSIT",
      amountCents: order.depositCents,
    });
    return { paymentId, cents: order.depositCents, orderLocale: order.locale };
  });
  const reply = await openCheckoutSession(
    {
      buyer,
      orderId,
      paymentId: created.paymentId,
      // named in the order's language, as its other checkouts were
      lines: [
        {
          name: translator(created.orderLocale)("checkout.lines.damageDeposit"),
          cents: created.cents,
        },
      ],
      checkoutType: "BOOTH_CART",
      origin,
      locale,
    },
    () => transaction((tx) => failPayment(tx, created.paymentId).then(() => undefined)),
  );
  return { sessionId: reply.sessionId, url: reply.url };
}
