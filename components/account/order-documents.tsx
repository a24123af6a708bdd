import type { OrderDocument } from "@/lib/orders/queries/invoices";
import { getT } from "@/lib/i18n/page-locale";
import { invoiceNumber, invoicePath } from "@/lib/orders/invoice";

/** An order's invoices and credit notes on the profile page, each a link to its PDF. */
export async function OrderDocuments({
  orderId,
  documents,
}: {
  orderId: number;
  documents: OrderDocument[];
}) {
  const { t } = await getT();
  if (documents.length === 0) return null;
  return (
    <ul
      className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm"
      aria-label={t("invoices.listLabel", { order: String(orderId) })}
    >
      {documents.map((d) => {
        const number = invoiceNumber(d.kind, d.number);
        return (
          <li key={number}>
            {/* a download, not a page: the browser opens the PDF itself */}
            <a href={invoicePath(number)} className="font-semibold text-teal underline">
              <bdi>
                {t(d.kind === "INVOICE" ? "invoices.link.invoice" : "invoices.link.creditNote", {
                  number,
                })}
              </bdi>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
