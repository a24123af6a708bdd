"use client";

import { useMemo, useState, useSyncExternalStore } from "react";
import { alertService } from "@/lib/site/alerts";
import { lineCents } from "@/lib/cart/cart";
import {
  basisPointsToPercent,
  formatCad,
  HST_BP,
  TICKET_SERVICE_FEE_BP,
  ticketTotals,
} from "@/lib/payments/pricing";
import {
  clearTickets,
  parseTickets,
  subscribeSelection,
  TICKETS_KEY,
  writeTickets,
  type Ticket,
} from "@/lib/cart/seat-selection";
import { seatLabelIn } from "@/lib/seats/seat-shapes";
import { timeLabel } from "@/lib/program/words";
import { isolate } from "../cart/bidi";
import { CheckoutActions, PayAmountField, useCheckout } from "../cart/checkout-controls";
import { useT } from "../locale-provider";
import { TotalsTable } from "../cart/totals-table";
import { TicketTermsDialog } from "./ticket-terms-dialog";
import { useReleaseAbandonedCheckout } from "./use-abandoned-checkout";

const ticketsSnapshot = () => localStorage.getItem(TICKETS_KEY) ?? "[]";

/**
 * Tickets Checkout. Coming back here from the payment page without paying ends that checkout
 * and frees its seats; a page the browser shows again from its cache starts afresh (its Check Out
 * button no longer waiting for the payment page).
 */
export function TicketsCheckout({
  depositPercent,
  holdMinutes,
}: {
  depositPercent: number;
  /** How long Check Out holds the seats while the buyer pays. */
  holdMinutes: number;
}) {
  const round = useReleaseAbandonedCheckout();
  return (
    <TicketsCheckoutForm key={round} depositPercent={depositPercent} holdMinutes={holdMinutes} />
  );
}

/**
 * The selected seats, totals with the ticket fee rule, terms, Check Out; how long Check Out holds
 * the seats is said before it, and once they are held a polite live region says until when.
 */
function TicketsCheckoutForm({
  depositPercent,
  holdMinutes,
}: {
  depositPercent: number;
  holdMinutes: number;
}) {
  const { t, locale } = useT();
  const raw = useSyncExternalStore(subscribeSelection, ticketsSnapshot, () => "[]");
  const tickets = useMemo<Ticket[]>(() => parseTickets(raw), [raw]);
  const [accepted, setAccepted] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [held, setHeld] = useState("");
  const totals = ticketTotals(lineCents(tickets));
  const checkout = useCheckout({
    totalCents: totals.totalCents,
    depositPercent,
    onHeld: (holdExpiresAt) => {
      const minutes = Math.max(1, Math.round((Date.parse(holdExpiresAt) - Date.now()) / 60_000));
      setHeld(t("tickets.held", { minutes, until: timeLabel(holdExpiresAt, locale) }));
    },
  });

  function submit() {
    if (tickets.length === 0) {
      alertService.error(t("tickets.emptyCheckout"));
      return;
    }
    void checkout.start(
      "TICKETS",
      tickets.map((ticket) => ({ kind: "SEAT", id: ticket.seatId })),
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby="tickets-heading" className="card p-6">
        <h2 id="tickets-heading" className="text-xl font-bold">
          {t("tickets.heading")}
        </h2>
        {tickets.length === 0 ? (
          <p className="mt-4 text-ink-soft">{t("tickets.none")}</p>
        ) : (
          <ul className="mt-4 divide-y divide-ink/10">
            {tickets.map((ticket) => (
              <li
                key={ticket.seatId}
                className="flex items-center justify-between gap-4 py-3"
                data-testid="ticket-line"
              >
                <div>
                  <p className="font-semibold">
                    <bdi>{seatLabelIn(ticket.label, locale)}</bdi>
                  </p>
                  <p className="text-sm text-ink-soft">{formatCad(ticket.priceCents, locale)}</p>
                </div>
                <button
                  type="button"
                  className="btn-secondary"
                  aria-label={t("tickets.removeLabel", {
                    seat: isolate(seatLabelIn(ticket.label, locale), locale),
                  })}
                  onClick={() => writeTickets(tickets.filter((x) => x.seatId !== ticket.seatId))}
                >
                  {t("common.remove")}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="tickets-summary" className="space-y-5 card p-6">
        <h2 id="tickets-summary" className="text-xl font-bold">
          {t("checkout.summary")}
        </h2>
        <TotalsTable
          rows={[
            { label: t("totals.subTotal"), cents: totals.subtotalCents },
            {
              label: t("totals.hst", { percent: basisPointsToPercent(HST_BP) }),
              cents: totals.taxCents,
            },
            {
              label: t("totals.ticketServiceFees", {
                percent: basisPointsToPercent(TICKET_SERVICE_FEE_BP),
              }),
              cents: totals.feesCents,
            },
            { label: t("totals.total"), cents: totals.totalCents, strong: true },
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
            <span>{t("tickets.acceptTerms")}</span>
          </label>
          <button
            type="button"
            className="text-sm font-semibold text-teal underline"
            onClick={() => setTermsOpen(true)}
          >
            {t("tickets.readTerms")}
          </button>
        </div>
        {tickets.length > 0 && (
          <p className="text-sm text-ink-soft" data-testid="hold-note">
            {t("tickets.holdNote", { minutes: holdMinutes })}
          </p>
        )}
        <p role="status" className="font-semibold empty:hidden" data-testid="hold-news">
          {held}
        </p>
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
