"use client";

import Link from "next/link";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { alertService } from "@/lib/site/alerts";
import { answerMessage, call, NetworkError } from "@/lib/http/client";
import { addBooth, addSeats, clearCart, readCart, removeLines, writeCart } from "@/lib/cart/cart";
import { forgetOpenCheckout } from "@/lib/cart/open-checkout";
import { forgetAddonChoices, readAddonState, writeAddonState } from "@/lib/cart/addon-choices";
import { clearTickets, readTickets, writeTickets } from "@/lib/cart/seat-selection";
import { cancelledItemsOf, paymentOutcomeOf, type PaymentOutcome } from "@/lib/http/spec-fields";
import { PAYMENT_ROUTES } from "@/lib/payments/api";
import { formatCad } from "@/lib/payments/pricing";
import { nameIn } from "@/lib/i18n/localize";
import { seatLabelIn } from "@/lib/seats/seat-shapes";
import { ChecklistSummary } from "../account/checklist-summary";
import { useAddressQuery } from "../address-query";
import { useT } from "../locale-provider";
import { joinNames, withNames } from "./bidi";
import { EventNamed } from "./event-named";
import { successEvent, successWording } from "./success-wording";
import { orderStatusKey } from "@/lib/orders/status-words";
import { TicketConfirmation } from "./ticket-confirmation";

const CONFIRM_TIMEOUT_MS = 20_000;
/** An item of a cancelled checkout, today's price in cents, as "Try again" puts it back. */
type CancelledItem = ReturnType<typeof cancelledItemsOf>[number];

/** /success: 'Payment processing...' until the server answers, then the thank-you. */
export function PaymentSuccess() {
  const { t, locale, href } = useT();
  // null until the address is read, once the page has hydrated
  const query = useAddressQuery();
  const sessionId = query && (query.get("session_id") ?? "");
  const [result, setResult] = useState<PaymentOutcome | null>(null);
  const [state, setState] = useState<"processing" | "slow" | "failed" | "done">("processing");

  const load = useCallback(async () => {
    if (sessionId === null) return;
    setState("processing");
    const timer = setTimeout(
      () => setState((s) => (s === "processing" ? "slow" : s)),
      CONFIRM_TIMEOUT_MS,
    );
    try {
      const reply = await call(PAYMENT_ROUTES.success, { body: { sessionId } });
      if (reply.status === "OK") {
        setResult(paymentOutcomeOf(reply.payload));
        setState("done");
        // The paid lines leave the cart; another festival's booths wait for their own checkout.
        writeCart(removeLines(readCart(), reply.payload.items));
        // the paid booths' add-on choices go with them
        writeAddonState(
          forgetAddonChoices(
            readAddonState(),
            reply.payload.items.filter((i) => i.kind === "BOOTH").map((i) => i.id),
          ),
        );
        clearTickets();
        forgetOpenCheckout();
      } else {
        setState("failed");
        alertService.error(answerMessage(reply, t("payment.notConfirmed")));
      }
    } catch (error) {
      setState("slow");
      alertService.error(
        error instanceof NetworkError ? error.message : t("payment.notConfirmedYet"),
      );
    } finally {
      clearTimeout(timer);
    }
  }, [sessionId, t]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the call's answer is external state
    void load();
  }, [load]);

  if (state !== "done" || !result) {
    return (
      <div className="space-y-4">
        {state === "processing" && (
          <p role="status" className="text-xl">
            {t("payment.processing")}
          </p>
        )}
        {state === "slow" && (
          <>
            <p role="status" className="text-lg">
              {t("payment.slow")}
            </p>
            <div className="flex gap-3">
              <button type="button" className="btn-primary" onClick={() => void load()}>
                {t("payment.retry")}
              </button>
              <Link href={href("/profile")} className="btn-secondary">
                {t("payment.seeOrders")}
              </Link>
            </div>
          </>
        )}
        {state === "failed" && (
          <Link href={href("/profile")} className="btn-secondary">
            {t("payment.seeOrders")}
          </Link>
        )}
      </div>
    );
  }

  const refunded = result.paymentStatus === "REFUNDED";
  // The event in the page's language (English where not translated), with its date and venue.
  const event = successEvent(result, locale);
  // a seat, an add-on and a section in the page's language; a booth by its name
  const itemName = (i: PaymentOutcome["items"][number]) =>
    i.kind === "SEAT" ? seatLabelIn(i.name, locale) : nameIn(locale, i.name, i.nameAr);
  const money = (cents: number) => formatCad(cents, locale);
  const negative = (cents: number) =>
    locale === "en" ? `-${money(cents)}` : formatCad(-cents, locale);
  // The status in words in the page's language ("Deposit paid, $1,356.00 due"), not its code;
  // a partly paid order that paid most of its total reads "Paid in part", as everywhere.
  const status = (code: PaymentOutcome["paymentStatus"]) =>
    t(
      orderStatusKey({
        status: code,
        balanceCents: result.balanceCents,
        totalCents: result.totalCents,
      }),
      { balance: money(result.balanceCents) },
    );
  if (result.checkoutType === "TICKETS" && !refunded) return <TicketConfirmation result={result} />;
  // Seats bought through the booth cart, or a refunded ticket order: the same layout in words
  // of tickets and seats.
  const words = successWording(result);
  const ticketsIssued = words.tickets && result.paymentStatus === "PAID";
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">{t(words.heading)}</h2>
      {result.message && (
        <p className="rounded-lg bg-amber-50 p-4 text-amber-900">{result.message}</p>
      )}
      {event && (
        <div>
          <EventNamed event={event} />
        </div>
      )}
      {(result.items.length > 1 || result.items.some((i) => i.sectionName)) && (
        <ul className="list-disc ps-6" aria-label={t("payment.itemsLabel")}>
          {result.items.map((i) => (
            <li key={`${i.kind} ${i.id}`}>
              <bdi>
                {i.sectionName
                  ? withNames(
                      {
                        section: nameIn(locale, i.sectionName, i.sectionNameAr),
                        booth: itemName(i),
                      },
                      (n) => t("items.boothInSection", n),
                    )
                  : itemName(i)}
              </bdi>
              : {money(i.priceCents)}
            </li>
          ))}
        </ul>
      )}
      <dl
        className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2"
        aria-label={t("payment.detailsLabel")}
      >
        {(
          [
            [t("payment.fields.name"), <bdi key="name">{result.name}</bdi>],
            ...(words.tickets
              ? []
              : [[t("payment.fields.lob"), <bdi key="lob">{result.lob}</bdi>]]),
            [
              t(words.items),
              <bdi key="items">
                {locale === "en" || result.items.length === 0
                  ? result.boothName
                  : joinNames(result.items.map(itemName), locale)}
              </bdi>,
            ],
            [t(words.price), money(result.itemsCents)],
            ...(result.discountCents
              ? [[t("payment.fields.discount"), negative(result.discountCents)]]
              : []),
            [t("payment.fields.fees"), money(result.feesCents)],
            [t("payment.fields.hst"), money(result.taxCents)],
            [t("payment.fields.totalPrice"), money(result.totalCents)],
            [t("payment.fields.paidAmount"), money(result.paidCents)],
            [t("payment.fields.balance"), money(result.balanceCents)],
            [t("payment.fields.paymentStatus"), status(result.paymentStatus)],
          ] as [string, ReactNode][]
        ).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd data-testid={`result-${label}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-ink-muted">{t("payment.amountsNote")}</p>
      {result.checkoutType === "BOOTH_CART" && !refunded && (
        <ChecklistSummary orderId={result.orderId} />
      )}
      {ticketsIssued && <p>{t("tickets.readyNote")}</p>}
      <div className="flex flex-wrap gap-3">
        {ticketsIssued && (
          <Link href={href("/tickets")} className="btn-primary">
            {t("tickets.seeTickets")}
          </Link>
        )}
        <Link href={href("/profile")} className="btn-secondary">
          {t("payment.seeOrders")}
        </Link>
      </div>
    </div>
  );
}

/** /cancel: 'Payment Cancelled !!', 'Order not completed !!' and the server message. */
export function PaymentCancel() {
  const { t, locale, href } = useT();
  const query = useAddressQuery();
  const sessionId = query && (query.get("session_id") ?? "");
  const [message, setMessage] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<{
    checkoutType: string;
    items: CancelledItem[];
  } | null>(null);
  const [restored, setRestored] = useState<{ count: number; gone: string[] } | null>(null);

  useEffect(() => {
    if (sessionId === null) return;
    let active = true;
    call(PAYMENT_ROUTES.cancel, { body: { sessionId } })
      .then((reply) => {
        if (!active) return;
        if (reply.status === "OK") {
          // Cancelled, or already paid: the page says which by the answer's code.
          setMessage(answerMessage(reply, t("payment.cancelled")));
          setCancelled({
            checkoutType: reply.payload.checkoutType,
            items: cancelledItemsOf(reply.payload),
          });
          clearCart();
          clearTickets();
          forgetOpenCheckout();
        } else {
          setMessage(t("payment.cancelled"));
          alertService.error(answerMessage(reply, t("payment.notCancelled")));
        }
      })
      .catch((error: unknown) => {
        if (!active) return;
        setMessage(t("payment.cancelled"));
        alertService.error(
          error instanceof NetworkError ? error.message : t("payment.unreachable"),
        );
      });
    return () => {
      active = false;
    };
  }, [sessionId, t, locale]);

  /** "Try again": the cancelled order's still-free items go back in their cart, in one click. */
  function tryAgain() {
    if (!cancelled) return;
    // Seats come back named in the page's language; booths keep their names.
    const name = (i: CancelledItem) => (i.kind === "SEAT" ? seatLabelIn(i.name, locale) : i.name);
    const free = cancelled.items.filter((i) => i.available && i.priceCents !== null);
    const gone = cancelled.items.filter((i) => !free.includes(i)).map(name);
    if (cancelled.checkoutType === "TICKETS") {
      const current = readTickets();
      const present = new Set(current.map((ticket) => ticket.seatId));
      writeTickets([
        ...current,
        ...free
          .filter((i) => !present.has(i.id))
          .map((i) => ({ seatId: i.id, label: name(i), priceCents: i.priceCents! })),
      ]);
    } else {
      let cart = readCart();
      for (const i of free) {
        const line = { id: i.id, name: name(i), priceCents: i.priceCents! };
        cart =
          i.kind === "SEAT"
            ? addSeats(cart, [line])
            : addBooth(cart, {
                ...line,
                event: { guid: i.eventGuid, name: i.eventName },
                sectionName: i.sectionName ?? "",
              });
      }
      writeCart(cart);
    }
    setRestored({ count: free.length, gone });
  }

  const target = cancelled?.checkoutType === "TICKETS" ? "/checkout" : "/cart";
  return (
    <div className="space-y-3">
      <h2 className="text-2xl font-bold text-crimson">{t("payment.cancelledHeading")}</h2>
      <p className="text-lg">{t("payment.notCompleted")}</p>
      <p role="status">{message ?? t("payment.cancelling")}</p>
      {restored && (
        <p role="status" className="rounded-lg bg-sand-100 p-3" data-testid="try-again-result">
          {restored.count > 0 && `${t("payment.backInCart", { count: restored.count })} `}
          {restored.gone.length > 0 &&
            t("items.noLongerAvailable", { names: joinNames(restored.gone, locale) })}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {cancelled && cancelled.items.length > 0 && !restored && (
          <button type="button" className="btn-primary" onClick={tryAgain}>
            {t("payment.tryAgain")}
          </button>
        )}
        {restored && restored.count > 0 && (
          <Link href={href(target)} className="btn-primary">
            {t("payment.goToCart")}
          </Link>
        )}
        <Link href={href("/events")} className="btn-secondary">
          {t("payment.backToEvents")}
        </Link>
      </div>
    </div>
  );
}
