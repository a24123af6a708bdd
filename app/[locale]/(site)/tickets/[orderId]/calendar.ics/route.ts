import { parseWith } from "@/lib/http/envelope";
import { route } from "@/lib/http/access";
import { ticketsCalendar } from "@/lib/tickets/downloads";
import { eventIdSchema } from "@/lib/http/public-fields";

type Context = { params: Promise<{ orderId: string }> };

/** GET /tickets/{orderId}/calendar.ics: the order's concert for the buyer's calendar. */
export const GET = route(
  { access: "signed-in", csrf: false },
  async (_request, { params }: Context, caller) => {
    const orderId = parseWith(eventIdSchema, (await params).orderId);
    return new Response(await ticketsCalendar(caller.accountId, orderId), {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="event-${orderId}.ics"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
