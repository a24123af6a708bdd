import "server-only";
import { findInvoiceDocument, invoiceIssuer, type InvoiceDocument } from "./queries/invoices";
import { env } from "../../config/env";
import type { SessionAccount } from "../accounts/session";
import { eventText } from "../email/event-text";
import { appError } from "../http/envelope";
import { INTL_LOCALE } from "../i18n/locales";
import { nameIn } from "../i18n/localize";
import { translator } from "../i18n/messages";
import { quote } from "../payments/figures";
import { basisPointsToPercent, formatCad, HST_BP } from "../payments/pricing";
import { CONTACT, FOUNDATION_NAME } from "../site/foundation";
import { invoiceNumber, parseInvoiceNumber } from "./invoice";
import { renderInvoicePdf, type PrintableInvoice } from "./invoice-pdf";
import { reasonText } from "./reasons";

// The invoice of a payment and the credit note of a refund, as PDFs for the order's buyer and
// the organisers: the foundation's particulars from the site settings, the buyer, the event in
// the buyer's language, and the order's figures as they stood when the document was issued.

/**
 * The document's PDF for `caller`: its buyer or an organiser. Anyone else, a number never given
 * and a malformed one get the same NOT_FOUND, so a number says nothing about another's orders.
 */
export async function invoicePdf(
  caller: SessionAccount,
  number: string,
): Promise<{ pdf: Buffer; filename: string }> {
  const parsed = parseInvoiceNumber(number);
  const doc = parsed && (await findInvoiceDocument(parsed.kind, parsed.n));
  if (!doc || (caller.role !== "organiser" && doc.order.vendorId !== caller.accountId))
    throw appError("NOT_FOUND", "errors.invoices.notFound");
  const issuer = await invoiceIssuer();
  const pdf = await renderInvoicePdf(
    printable(doc, {
      name: issuer.legalName ?? FOUNDATION_NAME,
      address: issuer.postalAddress ?? CONTACT.address,
      hstNumber: issuer.hstNumber ?? env().HST_NUMBER ?? null,
    }),
  );
  return { pdf, filename: `${invoiceNumber(doc.kind, doc.number)}.pdf` };
}

/** The document's PDF as a download answer: never cached, never sniffed as anything else. */
export async function invoiceResponse(
  caller: SessionAccount,
  number: string,
  disposition: "inline" | "attachment",
): Promise<Response> {
  const { pdf, filename } = await invoicePdf(caller, number);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `${disposition}; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** The document worded in its buyer's language. */
export function printable(
  doc: InvoiceDocument,
  issuer: { name: string; address: string; hstNumber: string | null },
): PrintableInvoice {
  const locale = doc.buyer.locale;
  const t = translator(locale);
  const cad = (cents: number) => formatCad(cents, locale);
  const number = invoiceNumber(doc.kind, doc.number);
  const credit = doc.kind === "CREDIT_NOTE";
  const date = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "long",
    timeZone: "America/Toronto",
  }).format(doc.issuedAt);
  const cost = quote({
    checkoutType: doc.order.checkoutType,
    couponPercent: doc.order.couponPercent,
    liveItemCents: doc.items.map((i) => i.unitPriceCents * i.quantity),
    charges: doc.charges,
    creditsCents: doc.creditsCents,
  });
  const held = doc.receivedCents - doc.refundedCents;
  const event = doc.event ? eventText(doc.event, locale) : null;
  const buyer = [
    doc.buyer.legalName,
    ...(doc.buyer.contactName && doc.buyer.contactName !== doc.buyer.legalName
      ? [doc.buyer.contactName]
      : []),
    doc.buyer.email,
  ];
  const itemRows = doc.items.map((i) => {
    const section = i.sectionName && nameIn(locale, i.sectionName, i.sectionNameAr);
    const label =
      i.kind === "ADDON"
        ? t("invoices.pdf.addon", {
            name: nameIn(locale, i.name, i.nameAr),
            booth: i.forBoothName ?? "",
          })
        : section
          ? t("invoices.pdf.itemInSection", { section, kind: i.kind, name: i.name })
          : t("invoices.pdf.item", { kind: i.kind, name: i.name });
    return {
      label:
        i.quantity > 1 ? t("invoices.pdf.quantity", { name: label, quantity: i.quantity }) : label,
      amount: cad(i.unitPriceCents * i.quantity),
    };
  });
  const priceRows = [
    ...itemRows,
    ...(cost.discountCents
      ? [
          {
            label: t("invoices.pdf.coupon", { code: doc.order.couponCode ?? "" }),
            amount: cad(-cost.discountCents),
          },
        ]
      : []),
    { label: t("invoices.pdf.subtotal"), amount: cad(cost.subtotalCents) },
    ...(cost.feesCents
      ? [
          {
            label: t("invoices.pdf.fees", { type: doc.order.checkoutType }),
            amount: cad(cost.feesCents),
          },
        ]
      : []),
    ...doc.charges.map((c) => ({
      label: t("invoices.pdf.charge", { description: c.description }),
      amount: cad(c.amountCents),
    })),
    {
      label: t("invoices.pdf.hstRate", { percent: basisPointsToPercent(HST_BP) }),
      amount: cad(cost.taxCents),
    },
    ...(cost.creditsCents
      ? [{ label: t("invoices.pdf.credits"), amount: cad(-cost.creditsCents) }]
      : []),
    { label: t("invoices.pdf.total"), amount: cad(cost.totalCents), strong: true },
  ];
  const moneyRows = credit
    ? [
        { label: t("invoices.pdf.refunded"), amount: cad(doc.amountCents), strong: true },
        { label: t("invoices.pdf.heldAfter"), amount: cad(held) },
        { label: t("invoices.pdf.balance"), amount: cad(Math.max(0, cost.totalCents - held)) },
      ]
    : [
        { label: t("invoices.pdf.paidBefore"), amount: cad(held - doc.amountCents) },
        {
          label: t("invoices.pdf.amountPaid", { method: doc.method }),
          amount: cad(doc.amountCents),
          strong: true,
        },
        { label: t("invoices.pdf.balance"), amount: cad(cost.totalCents - held), strong: true },
      ];
  return {
    locale,
    title: t(credit ? "invoices.pdf.creditNoteTitle" : "invoices.pdf.invoiceTitle", { number }),
    documentTitle: t("invoices.pdf.documentTitle", { kind: doc.kind, number }),
    issuer: {
      name: issuer.name,
      lines: [
        ...issuer.address.split(/\r?\n/).filter((line) => line.trim()),
        ...(issuer.hstNumber ? [t("invoices.pdf.hstNumber", { number: issuer.hstNumber })] : []),
      ],
    },
    facts: [
      t("invoices.pdf.date", { date }),
      t("invoices.pdf.order", { order: String(doc.order.id) }),
      ...(credit && doc.invoiceOfPayment
        ? [t("invoices.pdf.creditFor", { number: invoiceNumber("INVOICE", doc.invoiceOfPayment) })]
        : []),
    ],
    buyer: { heading: t("invoices.pdf.billedTo"), lines: buyer },
    notes: [
      ...(event ? [t("invoices.pdf.event", { name: event.name, date: event.date })] : []),
      ...(credit && doc.reason
        ? [t("invoices.pdf.reason", { reason: reasonText(doc.reason, locale) })]
        : []),
    ],
    rows: [...priceRows, ...moneyRows],
    footer: t("invoices.pdf.thanks"),
  };
}
