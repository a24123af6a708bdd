import Link from "next/link";
import type { PaymentResult } from "@/lib/payments/order-view";
import { formatCad } from "@/lib/pricing";

const dollars = (n: number) => formatCad(Math.round(n * 100));

/** /success for a ticket order: the concert, the seats, what was paid, and the tickets. */
export function TicketConfirmation({ result }: { result: PaymentResult }) {
  const paidInFull = result.paymentStatus === "PAID";
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">
        {paidInFull ? "Your tickets are ready!" : "Your seats are kept for you"}
      </h2>
      <div className="card p-5" data-testid="ticket-confirmation">
        <p className="text-lg font-semibold text-crimson">{result.eventName}</p>
        <p>{result.eventDate}</p>
        <p className="text-ink-soft">{result.eventVenue}</p>
        <ul className="mt-3 list-disc ps-6" aria-label="Seats">
          {result.items.map((i) => (
            <li key={i.id}>
              <bdi>{i.name}</bdi>: {dollars(i.price)}
            </li>
          ))}
        </ul>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1" aria-label="Payment">
          <dt className="font-semibold">Total</dt>
          <dd data-testid="ticket-total">{dollars(result.totalAmount)}</dd>
          <dt className="font-semibold">Paid</dt>
          <dd data-testid="ticket-paid">{dollars(result.amount)}</dd>
          {result.balance > 0 && (
            <>
              <dt className="font-semibold">Balance</dt>
              <dd data-testid="ticket-balance">{dollars(result.balance)}</dd>
            </>
          )}
        </dl>
      </div>
      {paidInFull ? (
        <p>
          One ticket per seat, each with its QR code, is on your tickets page and in your inbox (PDF
          attached).
        </p>
      ) : (
        <p>
          Your tickets are issued once the balance of {dollars(result.balance)} is paid. Pay it from
          your tickets page before the concert.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Link href="/tickets" className="btn-primary">
          {paidInFull ? "See your tickets" : "Pay the balance"}
        </Link>
        {paidInFull && (
          <a className="btn-secondary" href={`/tickets/${result.orderId}/calendar.ics`}>
            Add to calendar
          </a>
        )}
      </div>
    </div>
  );
}
