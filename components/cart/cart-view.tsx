"use client";

import { useEffect, useMemo, useState } from "react";
import { alertService } from "@/lib/alerts";
import { subscribeCart } from "@/lib/browser-state";
import type { Envelope } from "@/lib/api";
import {
  addSeats,
  clearCart,
  lineCents,
  nextCheckout,
  readCart,
  removeAt,
  writeCart,
  type CartEvent,
  type CartItem,
} from "@/lib/cart";
import type { SeatPayload } from "@/lib/seat-shapes";
import type { ContractView } from "@/lib/contract";
import { itemKey, readOpenCheckout, type OpenCheckout } from "@/lib/open-checkout";
import { boothCartTotals, formatCad } from "@/lib/pricing";
import { ContractDialog } from "../contract-dialog";
import { HoldTimer } from "./hold-timer";
import { CouponBox } from "./coupon-box";
import { CheckoutActions, PayAmountField, useCheckout } from "./checkout-controls";
import { TotalsTable } from "./totals-table";

/**
 * Seats from the seat popup arrive as ?selectedSeats=1,2&totalPriceSeats=150. They
 * become lines of this cart with the server's prices (the query's price is never used), then the
 * address is cleaned so a reload does not add them twice.
 */
async function addSeatsFromQuery(): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const ids = (params.get("selectedSeats") ?? "")
    .split(",")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  if (ids.length === 0) return;
  try {
    const response = await fetch("/api/v1/seats", { cache: "no-store" });
    const body = (await response.json()) as Envelope<{ seats: SeatPayload[] }>;
    if (body.status !== "OK") throw new Error(String(body.payload));
    const chosen = body.payload.seats.filter((s) => ids.includes(s.seatId));
    const taken = chosen.filter((s) => s.seatStatus !== "AVAILABLE");
    writeCart(
      addSeats(
        readCart(),
        chosen
          .filter((s) => s.seatStatus === "AVAILABLE")
          .map((s) => ({ seatId: s.seatId, label: s.label, price: Number(s.seatPrice ?? 0) })),
      ),
    );
    if (taken.length)
      alertService.warning(`No longer available: ${taken.map((s) => s.label).join(", ")}.`);
  } catch {
    alertService.error("We could not add the selected seats. Please try again.");
  }
  window.history.replaceState(null, "", "/cart");
}

/**
 * After a CONFLICT, which of the checkout's lines are taken: their event's booths (and the
 * stage's seats) as the public API shows them now.
 */
async function unavailableLines(event: CartEvent | null, items: CartItem[]): Promise<Set<string>> {
  const taken = new Set<string>();
  try {
    if (event && items.some((c) => c.kind !== "SEAT")) {
      const reply = await fetch(`/api/v1/sections/booths/${event.guid}`, { cache: "no-store" });
      const body = (await reply.json()) as Envelope<
        { lstBooths: { boothId: number; boothStatus: string }[] }[]
      >;
      const free = new Set(
        body.payload.flatMap((s) =>
          s.lstBooths.filter((b) => b.boothStatus === "AVAILABLE").map((b) => b.boothId),
        ),
      );
      for (const c of items)
        if (c.kind !== "SEAT" && !free.has(c.eventId)) taken.add(itemKey(c.kind, c.eventId));
    }
    if (items.some((c) => c.kind === "SEAT")) {
      const reply = await fetch("/api/v1/seats", { cache: "no-store" });
      const body = (await reply.json()) as Envelope<{ seats: SeatPayload[] }>;
      const free = new Set(
        body.payload.seats.filter((s) => s.seatStatus === "AVAILABLE").map((s) => s.seatId),
      );
      for (const c of items)
        if (c.kind === "SEAT" && !free.has(c.eventId)) taken.add(itemKey(c.kind, c.eventId));
    }
  } catch {
    // the alert already says what was taken; the lines are just not marked
  }
  return taken;
}

/** The booth cart (/cart): lines, totals from lib/pricing, coupon, contract, Check Out. */
export function CartView({
  depositPercent,
  contracts,
}: {
  depositPercent: number;
  contracts: ContractView[];
}) {
  const [cart, setCart] = useState<CartItem[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [coupon, setCoupon] = useState<{ code: string; percent: number } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [open, setOpen] = useState<OpenCheckout | null>(null);
  // Lines someone else took while this vendor was checking out ("BOOTH 12", "SEAT 3").
  const [taken, setTaken] = useState<Set<string>>(new Set());

  useEffect(() => {
    const load = () => {
      setCart(readCart());
      setOpen(readOpenCheckout());
      setLoaded(true);
    };
    load();
    const unsubscribe = subscribeCart(load);
    void addSeatsFromQuery();
    return unsubscribe;
  }, []);

  // One event's booths (and any seats) per checkout, under that event's contract.
  const next = useMemo(() => nextCheckout(cart), [cart]);
  // With no booth in the cart (empty, or seats alone) the box still shows the current contract.
  const contract = next.event
    ? contracts.find((c) => c.eventGuid === next.event?.guid)
    : contracts[0];
  const totals = useMemo(
    () => boothCartTotals(lineCents(next.items), coupon?.percent ?? 0),
    [next, coupon],
  );
  // A tick belongs to the contract it was given for: another event's checkout asks again.
  const [agreedTo, setAgreedTo] = useState<string | null>(null);
  const agreement = contract ? `${contract.eventGuid} ${contract.version}` : null;
  const agreed = agreement !== null && agreedTo === agreement;
  const checkout = useCheckout({ totalCents: totals.totalCents, depositPercent });

  function remove(index: number) {
    const line = cart[index];
    if (line)
      setTaken((t) => new Set([...t].filter((k) => k !== itemKey(line.kind, line.eventId))));
    const next = removeAt(cart, index);
    writeCart(next);
    setCart(next);
  }

  function clear() {
    clearCart();
    setCart([]);
    setCoupon(null);
    setAgreedTo(null);
  }

  async function submit() {
    if (cart.length === 0) {
      alertService.error("Please add Booth to your cart !!");
      return;
    }
    const outcome = await checkout.start(
      {
        checkoutType: "BOOTH_CART",
        cartItemModelList: next.items
          .filter((c) => c.kind !== "SEAT")
          .map((c) => ({ eventId: c.eventId })),
        seatIds: next.items.filter((c) => c.kind === "SEAT").map((c) => c.eventId),
        couponCode: coupon?.code ?? null,
        termsAccepted: true,
        currency: "cad",
        quantity: "1",
      },
      next.items.map((c) => itemKey(c.kind, c.eventId)),
    );
    if (outcome === "CONFLICT") setTaken(await unavailableLines(next.event, next.items));
  }

  const line = (item: CartItem) => {
    const index = cart.indexOf(item);
    const label =
      item.kind === "SEAT"
        ? `Seat: ${item.eventName}`
        : [item.sectionName, item.eventName].filter(Boolean).join(", Booth ");
    return (
      <li
        key={`${item.kind ?? "BOOTH"}-${item.eventId}`}
        className="flex items-center justify-between gap-4 py-3"
        data-testid="cart-line"
      >
        <div>
          <p className="font-semibold">
            <bdi>{label}</bdi>
          </p>
          <p className="text-sm text-ink-soft">{formatCad(Math.round(item.eventPrice * 100))}</p>
          {taken.has(itemKey(item.kind, item.eventId)) && (
            <p className="mt-1 text-sm font-semibold text-crimson" data-testid="line-unavailable">
              No longer available: someone else booked it. Delete it to check out the rest.
            </p>
          )}
        </div>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => remove(index)}
          aria-label={`Delete Booth ${item.eventName}`}
        >
          Delete Booth
        </button>
      </li>
    );
  };
  // The checkout this browser opened, while items it holds are still in the cart.
  const openHere =
    open && cart.some((c) => open.items.includes(itemKey(c.kind, c.eventId))) ? open : null;
  const laterEvents = [...new Set(next.later.map((c) => c.event?.name ?? ""))];

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby="cart-lines" className="card p-6">
        <h2 id="cart-lines" className="text-xl font-bold">
          Your booths
        </h2>
        {!loaded ? (
          <p role="status" className="mt-4 text-ink-soft">
            Loading your cart...
          </p>
        ) : cart.length === 0 ? (
          <p className="mt-4 text-ink-soft">Your cart is empty. Pick a booth on an event page.</p>
        ) : (
          <>
            {openHere && (
              <p className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-950">
                <HoldTimer until={openHere.holdExpiresAt} items="the items of your open checkout">
                  <a href={openHere.url} className="font-semibold underline">
                    Return to payment
                  </a>
                </HoldTimer>
              </p>
            )}
            {next.event && (
              <h3 className="mt-4 font-semibold text-crimson" data-testid="cart-event">
                {next.event.name}
              </h3>
            )}
            <ul className="mt-2 divide-y divide-ink/10">{next.items.map(line)}</ul>
            {laterEvents.map((name) => (
              <div key={name} className="mt-6 border-t border-ink/10 pt-4">
                <h3 className="font-semibold text-crimson">{name}</h3>
                <p className="text-sm text-ink-soft">
                  Checked out on its own, under its festival&apos;s contract, after this order.
                </p>
                <ul className="mt-2 divide-y divide-ink/10">
                  {next.later.filter((c) => (c.event?.name ?? "") === name).map(line)}
                </ul>
              </div>
            ))}
          </>
        )}
      </section>

      <section aria-labelledby="cart-summary" className="space-y-5 card p-6">
        <h2 id="cart-summary" className="text-xl font-bold">
          Summary
        </h2>
        <TotalsTable
          rows={[
            ...(totals.discountCents
              ? [
                  {
                    label: `Coupon ${coupon?.code} (${coupon?.percent}%)`,
                    cents: -totals.discountCents,
                  },
                ]
              : []),
            { label: "Sub Total", cents: totals.subtotalCents },
            { label: "Fees (3.5%)", cents: totals.feesCents },
            { label: "HST 13%", cents: totals.taxCents },
            { label: "Total Amount", cents: totals.totalCents, strong: true },
          ]}
        />
        <PayAmountField checkout={checkout} />
        <CouponBox onApplied={setCoupon} />
        {contract ? (
          <div className="space-y-2">
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                className="mt-1 h-5 w-5 accent-crimson"
                checked={agreed}
                onChange={(e) => {
                  // Ticking the box shows the contract; only agreeing in it ticks the box.
                  if (e.target.checked) setDialogOpen(true);
                  else setAgreedTo(null);
                }}
              />
              <span>I have read and agree to the {contract.title}</span>
            </label>
            <div className="flex flex-wrap gap-4 text-sm">
              <button
                type="button"
                className="font-semibold text-teal underline"
                onClick={() => setDialogOpen(true)}
              >
                Open the contract
              </button>
              <a
                href={contract.pdfPath}
                target="_blank"
                rel="noopener"
                className="font-semibold text-teal underline"
              >
                Read Term
              </a>
            </div>
          </div>
        ) : (
          next.event && (
            <p className="text-sm text-ink-soft">
              Bookings for {next.event.name} open once its vendor contract is published.
            </p>
          )
        )}
        <CheckoutActions
          checkout={checkout}
          termsAccepted={agreed}
          blocked={next.items.some((c) => taken.has(itemKey(c.kind, c.eventId)))}
          onClear={clear}
          onSubmit={() => void submit()}
        />
      </section>
      {contract && (
        <ContractDialog
          contract={contract}
          open={dialogOpen}
          onAgree={() => {
            setAgreedTo(agreement);
            setDialogOpen(false);
          }}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </div>
  );
}
