import { route } from "@/lib/http/access";
import { invoiceResponse } from "@/lib/orders/invoice-document";

type Context = { params: Promise<{ number: string }> };

/**
 * GET /invoices/{number}: an invoice or credit note as a PDF download, for its buyer and the
 * organisers (the receipt e-mail's link; a signed-out reader is sent to log in first).
 */
export const GET = route(
  { access: "signed-in", csrf: false },
  async (_request, { params }: Context, caller) =>
    invoiceResponse(caller, (await params).number, "attachment"),
);
