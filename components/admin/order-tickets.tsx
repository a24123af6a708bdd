import type { orderTicketHolders } from "@/lib/transfers/queries";
import { formatMoment } from "./format";

type Holder = Awaited<ReturnType<typeof orderTicketHolders>>[number];

const cell = "px-3 py-2";

/**
 * An order's tickets on the console's order page, every code it ever had: the seat, who holds the
 * ticket (a ticket passed on is held by the friend who accepted it), and whether the code is
 * valid, passed on (to whom, when) or voided. The buyer's order and money do not change.
 */
export function OrderTickets({ tickets }: { tickets: Holder[] }) {
  if (tickets.length === 0) return null;
  return (
    <section className="overflow-x-auto card p-4 sm:p-6" aria-labelledby="tickets-heading">
      <h2 id="tickets-heading" className="mb-2 text-xl font-bold">
        Tickets
      </h2>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-ink/10 text-ink-soft">
            <th scope="col" className={cell}>
              Seat
            </th>
            <th scope="col" className={cell}>
              Holder
            </th>
            <th scope="col" className={cell}>
              Code
            </th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr key={ticket.ticketId} className="border-b border-ink/5" data-testid="order-ticket">
              <th scope="row" className={`${cell} font-normal`}>
                {ticket.seatLabel}
              </th>
              <td className={cell}>
                {ticket.holderName} · <bdi>{ticket.holderEmail}</bdi>
              </td>
              <td className={cell}>
                {ticket.voidedAt === null
                  ? `Valid, issued ${formatMoment(ticket.issuedAt)}`
                  : ticket.passedOnTo
                    ? `Passed on to ${ticket.passedOnTo}, ${formatMoment(ticket.passedOnAt ?? ticket.voidedAt)}`
                    : `Voided ${formatMoment(ticket.voidedAt)}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
