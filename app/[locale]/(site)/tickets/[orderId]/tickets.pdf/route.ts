import { route } from "@/lib/http/access";
import { ticketsPdf } from "@/lib/tickets/downloads";
import { eventIdSchema } from "@/lib/http/public-fields";
import { parseWith } from "@/lib/http/envelope";

type Context = { params: Promise<{ orderId: string }> };

/** GET /tickets/{orderId}/tickets.pdf: the caller's tickets of that order, one per page. */
export const GET = route(
  { access: "signed-in", csrf: false },
  async (_request, { params }: Context, caller) => {
    const orderId = parseWith(eventIdSchema, (await params).orderId);
    const pdf = await ticketsPdf(caller.accountId, orderId);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="tickets-order-${orderId}.pdf"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
