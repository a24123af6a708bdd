import type { OrderSummary } from "@/lib/orders/queries/vendor";
import { INTL_LOCALE, type Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/messages";
import { depositHeld, depositStatus } from "@/lib/deposits/figures";
import { formatCad } from "@/lib/payments/pricing";
import { DepositPayButton } from "./deposit-pay-button";

/**
 * The order's damage deposit on the profile, apart from its price: due (by the balance due date,
 * with "Pay damage deposit"), held, then what was returned and kept, and why.
 */
export function DepositLine({
  order,
  t,
  locale,
}: {
  order: OrderSummary;
  t: Translator;
  locale: Locale;
}) {
  const status = depositStatus(order);
  if (!status) return null;
  const cad = (cents: number) => formatCad(cents, locale);
  const reason = order.depositReason ?? "";
  const text =
    status === "DUE"
      ? order.balanceDueDate
        ? t("orders.deposit.due", {
            amount: cad(order.depositCents),
            date: dueDate(order.balanceDueDate, locale),
          })
        : t("orders.deposit.dueNoDate", { amount: cad(order.depositCents) })
      : status === "HELD"
        ? t("orders.deposit.held", { amount: cad(depositHeld(order)) })
        : status === "RETURNED"
          ? t("orders.deposit.returned", { amount: cad(order.depositReturnedCents) })
          : status === "KEPT"
            ? t("orders.deposit.kept", { kept: cad(order.depositKeptCents), reason })
            : t("orders.deposit.partlyReturned", {
                returned: cad(order.depositReturnedCents),
                kept: cad(order.depositKeptCents),
                reason,
              });
  return (
    <div data-testid="order-deposit">
      <p className="mt-1 text-sm">{text}</p>
      {status === "DUE" && <DepositPayButton orderId={order.id} />}
    </div>
  );
}

/** A calendar day (YYYY-MM-DD) as the page's language writes it. */
function dueDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}
