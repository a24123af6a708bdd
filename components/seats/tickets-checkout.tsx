"use client";

import { useMemo, useState, useSyncExternalStore } from "react";
import { alertService } from "@/lib/alerts";
import { itemKey } from "@/lib/open-checkout";
import { formatCad, ticketTotals } from "@/lib/pricing";
import {
  clearTickets,
  parseTickets,
  subscribeSelection,
  TICKETS_KEY,
  ticketCents,
  writeTickets,
  type Ticket,
} from "@/lib/tickets";
import { CheckoutActions, PayAmountField, useCheckout } from "../cart/checkout-controls";
import { TotalsTable } from "../cart/totals-table";
import { TicketTermsDialog } from "./ticket-terms-dialog";

const ticketsSnapshot = () => localStorage.getItem(TICKETS_KEY) ?? "[]";

/** Tickets Checkout: the selected seats, totals with the ticket fee rule, terms, Check Out. */
export function TicketsCheckout({ depositPercent }: { depositPercent: number }) {
  const raw = useSyncExternalStore(subscribeSelection, ticketsSnapshot, () => "[]");
  const tickets = useMemo<Ticket[]>(() => parseTickets(raw), [raw]);
  const [accepted, setAccepted] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const totals = ticketTotals(ticketCents(tickets));
  const checkout = useCheckout({ totalCents: totals.totalCents, depositPercent });

  function submit() {
    if (tickets.length === 0) {
      alertService.error("Please add Seat to your cart !!");
      return;
    }
    void checkout.start(
      {
        checkoutType: "TICKETS",
        seatIds: tickets.map((t) => t.seatId),
        termsAccepted: true,
        currency: "cad",
        quantity: "1",
      },
      tickets.map((t) => itemKey("SEAT", t.seatId)),
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby="tickets-heading" className="card p-6">
        <h2 id="tickets-heading" className="text-xl font-bold">
          Your seats
        </h2>
        {tickets.length === 0 ? (
          <p className="mt-4 text-ink-soft">No seats selected. Choose seats on the stage page.</p>
        ) : (
          <ul className="mt-4 divide-y divide-ink/10">
            {tickets.map((t) => (
              <li
                key={t.seatId}
                className="flex items-center justify-between gap-4 py-3"
                data-testid="ticket-line"
              >
                <div>
                  <p className="font-semibold">{t.label}</p>
                  <p className="text-sm text-ink-soft">
                    {formatCad(Math.round(Number(t.seatPrice ?? 0) * 100))}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn-secondary"
                  aria-label={`Remove ${t.label}`}
                  onClick={() => writeTickets(tickets.filter((x) => x.seatId !== t.seatId))}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="tickets-summary" className="space-y-5 card p-6">
        <h2 id="tickets-summary" className="text-xl font-bold">
          Summary
        </h2>
        <TotalsTable
          rows={[
            { label: "Sub Total", cents: totals.subtotalCents },
            { label: "HST 13%", cents: totals.taxCents },
            { label: "Service Fees (2.9%)", cents: totals.feesCents },
            { label: "Total Amount", cents: totals.totalCents, strong: true },
          ]}
        />
        <PayAmountField checkout={checkout} />
        <div className="space-y-2">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 h-5 w-5 accent-crimson"
              checked={accepted}
              onChange={(e) => setAccepted(e.target.checked)}
            />
            <span>I have read and accept the terms and conditions</span>
          </label>
          <button
            type="button"
            className="text-sm font-semibold text-teal underline"
            onClick={() => setTermsOpen(true)}
          >
            Read Terms
          </button>
        </div>
        <CheckoutActions
          checkout={checkout}
          termsAccepted={accepted}
          onClear={() => {
            clearTickets();
            setAccepted(false);
          }}
          onSubmit={submit}
        />
      </section>
      <TicketTermsDialog
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAccept={() => {
          setAccepted(true);
          setTermsOpen(false);
        }}
      />
    </div>
  );
}
