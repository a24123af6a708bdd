import { Text } from "@react-email/components";
import { createElement } from "react";
import { renderEmail, EmailShell } from "../email/components/email-shell";
import { eventText, type EventText } from "../email/event-text";
import type { Locale } from "../i18n/locales";
import { translator } from "../i18n/messages";
import { formatCad } from "../payments/pricing";

// The damage deposit's e-mails to the vendor, in the order's language: the deposit received
// (refundable after the event; no invoice: a deposit is not a sale), and the inspection's
// decision (the amount returned, the amount kept and why).

export type DepositMailOrder = {
  orderId: number;
  locale: Locale;
  contactName: string;
  email: string;
  event: EventText | null;
};

function ReceivedEmail({ order, amountCents }: { order: DepositMailOrder; amountCents: number }) {
  const t = translator(order.locale);
  const received = t("email.deposit.received", {
    amount: formatCad(amountCents, order.locale),
    order: String(order.orderId),
  });
  const event = order.event ? eventText(order.event, order.locale) : null;
  return (
    <EmailShell locale={order.locale} title={t("email.deposit.receivedTitle")} preview={received}>
      <Text>{t("email.hello", { name: order.contactName })}</Text>
      <Text>{received}</Text>
      {event && <Text>{`${event.name} (${event.date})`}</Text>}
      <Text>{t("email.deposit.refundable")}</Text>
      <Text>{t("email.orderRefund.questions")}</Text>
    </EmailShell>
  );
}

export type DepositDecision = {
  paidCents: number;
  returnedCents: number;
  keptCents: number;
  reason: string | null;
  /** Paid at the office: what is returned goes back by cheque. */
  byCheque: boolean;
};

function DecisionEmail({
  order,
  decision,
}: {
  order: DepositMailOrder;
  decision: DepositDecision;
}) {
  const t = translator(order.locale);
  const cad = (cents: number) => formatCad(cents, order.locale);
  const { returnedCents, keptCents } = decision;
  const summary =
    keptCents === 0
      ? t("email.deposit.returnedFull", { amount: cad(returnedCents) })
      : returnedCents === 0
        ? t("email.deposit.keptAll", { kept: cad(keptCents) })
        : t("email.deposit.returnedPart", {
            returned: cad(returnedCents),
            kept: cad(keptCents),
            paid: cad(returnedCents + keptCents),
          });
  return (
    <EmailShell locale={order.locale} title={t("email.deposit.decisionTitle")} preview={summary}>
      <Text>{t("email.hello", { name: order.contactName })}</Text>
      <Text>{summary}</Text>
      {decision.reason && <Text>{t("email.deposit.reason", { reason: decision.reason })}</Text>}
      {returnedCents > 0 && (
        <Text>{t(decision.byCheque ? "email.deposit.byCheque" : "email.deposit.byCard")}</Text>
      )}
      <Text>{t("email.orderRefund.questions")}</Text>
    </EmailShell>
  );
}

/** "Damage deposit received": the amount, the event, refundable after the event. */
export async function depositReceivedEmail(order: DepositMailOrder, amountCents: number) {
  return {
    to: order.email,
    subject: translator(order.locale)("email.deposit.receivedSubject", {
      order: String(order.orderId),
    }),
    ...(await renderEmail(createElement(ReceivedEmail, { order, amountCents }))),
  };
}

/** The inspection's decision (or a cancellation's full return): returned, kept and why. */
export async function depositDecisionEmail(order: DepositMailOrder, decision: DepositDecision) {
  return {
    to: order.email,
    subject: translator(order.locale)("email.deposit.decisionSubject", {
      order: String(order.orderId),
    }),
    ...(await renderEmail(createElement(DecisionEmail, { order, decision }))),
  };
}
