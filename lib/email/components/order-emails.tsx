import { Link, Text } from "@react-email/components";
import { Fragment } from "react";
import type { OrderView } from "@/lib/orders/queries/view";
import { formatShortCode } from "../../door/short-code";
import { isolate } from "../../i18n/isolate";
import { localePath, type Locale } from "../../i18n/locales";
import { nameIn } from "../../i18n/localize";
import { translator } from "../../i18n/messages";
import { env, siteUrl } from "../../../config/env";
import { invoiceNumber, invoicePagePath } from "../../orders/invoice";
import { reasonText } from "../../orders/reasons";
import { basisPointsToPercent, formatCad, HST_BP } from "../../payments/pricing";
import { formatDueDay } from "../../payments/pay-amount";
import { seatLabelIn } from "../../seats/seat-shapes";
import { eventText } from "../event-text";
import type { ThingsToDo } from "../../requirements/things-to-do";
import { ChecklistLine } from "./checklist-line";
import { EmailShell } from "./email-shell";

/** The order's event, items, discount and amounts, one per line, in the order's language. */
function figures(view: OrderView): string[] {
  const { locale } = view;
  const t = translator(locale);
  const cad = (cents: number) => formatCad(cents, locale);
  const event = view.event ? eventText(view.event, locale) : null;
  const hstNumber = view.hstNumber ?? env().HST_NUMBER;
  const invoice = view.invoiceNumber ? invoiceNumber("INVOICE", view.invoiceNumber) : null;
  return [
    ...(invoice ? [t("email.receipt.invoice", { number: invoice })] : []),
    ...(hstNumber ? [t("email.receipt.hstNumber", { number: hstNumber })] : []),
    ...(event ? [`${event.name} (${event.date})`] : []),
    ...view.items.map((i) =>
      i.sectionName
        ? t("email.receipt.itemInSection", {
            section: nameIn(locale, i.sectionName, i.sectionNameAr),
            kind: i.kind,
            name: itemName(i, locale),
            price: cad(i.priceCents),
          })
        : t("email.receipt.item", {
            kind: i.kind,
            name: itemName(i, locale),
            price: cad(i.priceCents),
          }),
    ),
    ...(view.discountCents
      ? [
          t("email.receipt.coupon", {
            code: view.couponCode ?? "",
            amount: cad(view.discountCents),
          }),
        ]
      : []),
    t("email.receipt.subTotal", { amount: cad(view.subtotalCents) }),
    t("email.receipt.fees", { type: view.checkoutType, amount: cad(view.feesCents) }),
    t("email.receipt.hst", {
      percent: basisPointsToPercent(HST_BP),
      amount: cad(view.taxCents),
    }),
    t("email.receipt.total", { amount: cad(view.totalCents) }),
    t("email.receipt.paid", { amount: cad(view.paidCents) }),
    t("email.receipt.balance", { amount: cad(view.balanceCents) }),
  ];
}

/** Lines kept together in one paragraph, one per line (in the plain-text part too). */
function Lines({ lines }: { lines: string[] }) {
  return (
    <Text>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}

/**
 * An item as the e-mail names it: a seat and an add-on in the e-mail's language, a booth by its
 * name.
 */
function itemName(
  item: { kind: string; name: string; nameAr?: string | null },
  locale: Locale,
): string {
  return item.kind === "SEAT"
    ? seatLabelIn(item.name, locale)
    : nameIn(locale, item.name, item.nameAr);
}

/** The link to the payment's invoice as a PDF (a signed-out reader logs in first). */
function InvoiceLink({ locale, number }: { locale: Locale; number: string }) {
  return (
    <Text>
      <Link href={`${siteUrl()}${localePath(locale, invoicePagePath(number))}`}>
        {translator(locale)("email.receipt.invoiceLink", { number })}
      </Link>
    </Text>
  );
}

/**
 * Receipt after a payment: the items (booths or seats), the figures and what is still owed; for
 * a booked booth whose event asks things of its vendors, how many remain and by when.
 */
export function ReceiptEmail({
  view,
  todo,
  passes = [],
}: {
  view: OrderView;
  todo?: ThingsToDo | null;
  /** The booked booths whose door passes are attached, with each pass's short code. */
  passes?: { booth: string; shortCode: string }[];
}) {
  const { locale } = view;
  const t = translator(locale);
  const order = String(view.orderId);
  const thanks = t("email.receipt.thanks", { order, type: view.checkoutType });
  return (
    <EmailShell locale={locale} title={t("email.receipt.title", { order })} preview={thanks}>
      <Text>{t("email.hello", { name: view.contactName })}</Text>
      <Text>{thanks}</Text>
      <Lines lines={figures(view)} />
      <Text>
        {view.balanceCents <= 0
          ? t("email.receipt.paidInFull")
          : view.event?.balanceDueDate
            ? // the event's due day, as the cart, the checklist and the contract name it
              t("email.receipt.balanceDueBy", {
                amount: formatCad(view.balanceCents, locale),
                date: formatDueDay(view.event.balanceDueDate, locale),
              })
            : t("email.receipt.balanceDue", { amount: formatCad(view.balanceCents, locale) })}
      </Text>
      {todo ? <ChecklistLine locale={locale} orderId={view.orderId} todo={todo} /> : null}
      {passes.length > 0 ? (
        <>
          <Text>
            {t("email.receipt.passes", {
              count: passes.length,
              booths: passes
                .map((p) => isolate(p.booth, locale))
                .join(locale === "ar" ? "، " : ", "),
            })}
          </Text>
          <Lines
            lines={passes.map((p) =>
              t("email.receipt.passNumber", {
                booth: isolate(p.booth, locale),
                number: isolate(formatShortCode(p.shortCode), locale),
              }),
            )}
          />
          <Text>{t("email.receipt.passNumberHint")}</Text>
        </>
      ) : null}
      {view.invoiceNumber ? (
        <InvoiceLink locale={locale} number={invoiceNumber("INVOICE", view.invoiceNumber)} />
      ) : null}
    </EmailShell>
  );
}

/** A payment that arrived after its hold ended on items sold since, refunded in full. */
export function RefundEmail({ view }: { view: OrderView }) {
  const { locale } = view;
  const t = translator(locale);
  const order = String(view.orderId);
  const refunded = t("email.refund.refunded");
  const items = view.items.map((i) => itemName(i, locale)).join(locale === "ar" ? "، " : ", ");
  return (
    <EmailShell locale={locale} title={t("email.refund.title", { order })} preview={refunded}>
      <Text>{t("email.hello", { name: view.contactName })}</Text>
      <Text>{t("email.refund.late", { order, items })}</Text>
      <Text>{refunded}</Text>
    </EmailShell>
  );
}

/**
 * An organiser's refund or cancellation: how much was given back and why, which booths or seats
 * are no longer the vendor's, and when a card refund shows.
 */
export function OrderRefundEmail({
  view,
  amountCents,
  reason,
  released,
  cancelled,
}: {
  view: OrderView;
  amountCents: number;
  reason: string;
  released: string[];
  cancelled: boolean;
}) {
  const { locale } = view;
  const t = translator(locale);
  const order = String(view.orderId);
  const refunded = t("email.orderRefund.refunded", {
    amount: formatCad(amountCents, locale),
    order,
  });
  return (
    <EmailShell
      locale={locale}
      title={t(cancelled ? "email.orderRefund.titleCancelled" : "email.orderRefund.title", {
        order,
      })}
      preview={cancelled ? t("email.orderRefund.cancelled", { order }) : refunded}
    >
      <Text>{t("email.hello", { name: view.contactName })}</Text>
      {cancelled && <Text>{t("email.orderRefund.cancelled", { order })}</Text>}
      {amountCents > 0 && <Text>{refunded}</Text>}
      <Text>{t("email.orderRefund.reason", { reason: reasonText(reason, locale) })}</Text>
      {released.length > 0 && (
        <Text>
          {t("email.orderRefund.released", {
            items: released
              .map((name) => seatLabelIn(name, locale))
              .join(locale === "ar" ? "، " : ", "),
          })}
        </Text>
      )}
      {amountCents > 0 && <Text>{t("email.orderRefund.cardNote")}</Text>}
      <Text>{t("email.orderRefund.questions")}</Text>
    </EmailShell>
  );
}
