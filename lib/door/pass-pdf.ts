import "server-only";
import { eventText } from "../email/event-text";
import { isolate } from "../i18n/isolate";
import { nameIn } from "../i18n/localize";
import { translator } from "../i18n/messages";
import type { OrderView } from "../orders/queries/view";
import { CARD_TOP, renderCardsPdf } from "../tickets/card-pdf";
import type { VendorPass } from "./passes";

/** What a booth's pass card prints. */
export type PrintablePass = Pick<
  VendorPass,
  "code" | "booth" | "section" | "sectionAr" | "shortCode"
>;

/**
 * An order's booth passes as one PDF for the receipt e-mail, one 4 x 6 inch card per booth, in
 * the order's language: the event, the booth and its section, the business, the QR code the door
 * scans and, under it, the pass's short code for the door to type when its camera cannot read it.
 */
export async function passesPdf(
  passes: PrintablePass[],
  view: Pick<OrderView, "orderId" | "locale" | "event" | "vendorName">,
) {
  const { locale } = view;
  const t = translator(locale);
  const order = String(view.orderId);
  const event = view.event ? eventText(view.event, locale) : null;
  const bytes = await renderCardsPdf(
    passes,
    { locale, title: t("email.receipt.passPdf.title", { order }) },
    async ({ text, qr }, pass) => {
      const small = { font: "regular", size: 10, color: "#333333", maxLines: 2 } as const;
      let y = text("P", t("email.receipt.passPdf.banner"), CARD_TOP, {
        font: "bold",
        size: 9,
        color: "#8b1e2d",
        maxLines: 1,
      });
      if (event) {
        // a name in the other script keeps its own direction (an English name on an Arabic card)
        y = text("H1", isolate(event.name, locale), y + 4, {
          font: "bold",
          size: 15,
          color: "#111111",
          maxLines: 2,
        });
        y = text("P", event.date, y + 4, small);
      }
      const booth = isolate(pass.booth, locale);
      y = text("P", t("email.receipt.passPdf.booth", { booth }), y + 8, {
        font: "bold",
        size: 16,
        color: "#111111",
        maxLines: 1,
      });
      if (pass.section)
        y = text("P", isolate(nameIn(locale, pass.section, pass.sectionAr), locale), y, small);
      text("P", isolate(view.vendorName, locale), y, { ...small, color: "#111111", maxLines: 1 });
      await qr(pass.code, pass.shortCode, {
        alt: (id) => t("email.receipt.passPdf.qr", { booth, id }),
        label: (id) => t("email.receipt.passPdf.passId", { id }),
      });
    },
  );
  return {
    filename: `booth-passes-${view.orderId}.pdf`,
    contentType: "application/pdf",
    base64: bytes.toString("base64"),
  };
}
