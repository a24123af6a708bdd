"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { alertService } from "@/lib/alerts";
import { NetworkError, payloadMessage, postJson } from "@/lib/client-api";
import { addBooth, addSeats, clearCart, readCart, removeLines, writeCart } from "@/lib/cart";
import { forgetOpenCheckout } from "@/lib/open-checkout";
import { clearTickets, readTickets, writeTickets } from "@/lib/tickets";
import type { CancelledItem } from "@/lib/payments/order-actions";
import type { PaymentResult } from "@/lib/payments/order-view";
import { formatCad } from "@/lib/pricing";
import { TicketConfirmation } from "./ticket-confirmation";

const CONFIRM_TIMEOUT_MS = 20_000;
const dollars = (n: number) => formatCad(Math.round(n * 100));

/** /success: 'Payment processing...' until the server answers, then the thank-you. */
export function PaymentSuccess() {
  const sessionId = useSearchParams().get("session_id") ?? "";
  const [result, setResult] = useState<PaymentResult | null>(null);
  const [state, setState] = useState<"processing" | "slow" | "failed" | "done">("processing");

  const load = useCallback(async () => {
    setState("processing");
    const timer = setTimeout(
      () => setState((s) => (s === "processing" ? "slow" : s)),
      CONFIRM_TIMEOUT_MS,
    );
    try {
      const reply = await postJson<PaymentResult>("/api/v1/order/success", { sessionId });
      if (reply.status === "OK") {
        setResult(reply.payload);
        setState("done");
        // The paid lines leave the cart; another festival's booths wait for their own checkout.
        writeCart(removeLines(readCart(), reply.payload.items));
        clearTickets();
        forgetOpenCheckout();
      } else {
        setState("failed");
        alertService.error(payloadMessage(reply.payload, "We could not confirm this payment."));
      }
    } catch (error) {
      setState("slow");
      alertService.error(
        error instanceof NetworkError ? error.message : "We could not confirm this payment yet.",
      );
    } finally {
      clearTimeout(timer);
    }
  }, [sessionId]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the call's answer is external state
    void load();
  }, [load]);

  if (state !== "done" || !result) {
    return (
      <div className="space-y-4">
        {state === "processing" && (
          <p role="status" className="text-xl">
            Payment processing...
          </p>
        )}
        {state === "slow" && (
          <>
            <p role="status" className="text-lg">
              Your payment is being confirmed. This can take a moment.
            </p>
            <div className="flex gap-3">
              <button type="button" className="btn-primary" onClick={() => void load()}>
                Retry
              </button>
              <Link href="/profile" className="btn-secondary">
                See my orders
              </Link>
            </div>
          </>
        )}
        {state === "failed" && (
          <Link href="/profile" className="btn-secondary">
            See my orders
          </Link>
        )}
      </div>
    );
  }

  const refunded = result.paymentStatus === "REFUNDED";
  if (result.checkoutType === "TICKETS" && !refunded) return <TicketConfirmation result={result} />;
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">
        {refunded ? "Your payment was refunded" : "Thank you for your payment!"}
      </h2>
      {result.message && (
        <p className="rounded-lg bg-amber-50 p-4 text-amber-900">{result.message}</p>
      )}
      {result.eventName && (
        <p className="text-lg font-semibold text-crimson" data-testid="result-event">
          {result.eventName}
        </p>
      )}
      {(result.items.length > 1 || result.items.some((i) => i.sectionName)) && (
        <ul className="list-disc ps-6" aria-label="Items">
          {result.items.map((i) => (
            <li key={`${i.kind} ${i.id}`}>
              <bdi>{i.sectionName ? `${i.sectionName}, Booth ${i.name}` : i.name}</bdi>:{" "}
              {dollars(i.price)}
            </li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2" aria-label="Payment details">
        {[
          ["Name", result.name],
          ["LOB", result.lob],
          ["Booth Name", result.boothName],
          ["Booth Price", dollars(result.boothPrice)],
          ...(result.discountAmount ? [["Discount", `-${dollars(result.discountAmount)}`]] : []),
          ["Fees", dollars(result.feesAmount)],
          ["HST", dollars(result.hstAmount)],
          ["Total Price", dollars(result.totalAmount)],
          ["Paid Amount", dollars(result.amount)],
          ["Balance", dollars(result.balance)],
          ["Payment Status", result.paymentStatus],
        ].map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd data-testid={`result-${label}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-ink-muted">
        All amounts in CAD. A receipt has been sent to your e-mail.
      </p>
      <Link href="/profile" className="btn-secondary">
        See my orders
      </Link>
    </div>
  );
}

/** /cancel: 'Payment Cancelled !!', 'Order not completed !!' and the server message. */
export function PaymentCancel() {
  const sessionId = useSearchParams().get("session_id") ?? "";
  const [message, setMessage] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<{
    checkoutType: string;
    items: CancelledItem[];
  } | null>(null);
  const [restored, setRestored] = useState<{ count: number; gone: string[] } | null>(null);

  useEffect(() => {
    let active = true;
    postJson<{ message: string; checkoutType: string; items: CancelledItem[] }>(
      "/api/v1/order/cancel",
      { sessionId },
    )
      .then((reply) => {
        if (!active) return;
        if (reply.status === "OK") {
          setMessage(reply.payload.message || "Payment is Cancelled");
          setCancelled(reply.payload);
          clearCart();
          clearTickets();
          forgetOpenCheckout();
        } else {
          setMessage("Payment is Cancelled");
          alertService.error(payloadMessage(reply.payload, "We could not cancel this payment."));
        }
      })
      .catch((error: unknown) => {
        if (!active) return;
        setMessage("Payment is Cancelled");
        alertService.error(
          error instanceof NetworkError ? error.message : "We could not reach the server.",
        );
      });
    return () => {
      active = false;
    };
  }, [sessionId]);

  /** "Try again": the cancelled order's still-free items go back in their cart, in one click. */
  function tryAgain() {
    if (!cancelled) return;
    const free = cancelled.items.filter((i) => i.available && i.price !== null);
    const gone = cancelled.items.filter((i) => !free.includes(i)).map((i) => i.name);
    if (cancelled.checkoutType === "TICKETS") {
      const current = readTickets();
      const present = new Set(current.map((t) => t.seatId));
      writeTickets([
        ...current,
        ...free
          .filter((i) => !present.has(i.id))
          .map((i) => ({ seatId: i.id, label: i.name, seatPrice: i.price! })),
      ]);
    } else {
      let cart = readCart();
      for (const i of free) {
        cart =
          i.kind === "SEAT"
            ? addSeats(cart, [{ seatId: i.id, label: i.name, price: i.price! }])
            : addBooth(cart, {
                boothId: i.id,
                boothName: i.name,
                price: i.price!,
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
      <h2 className="text-2xl font-bold text-crimson">Payment Cancelled !!</h2>
      <p className="text-lg">Order not completed !!</p>
      <p role="status">{message ?? "Cancelling..."}</p>
      {restored && (
        <p role="status" className="rounded-lg bg-sand-100 p-3" data-testid="try-again-result">
          {restored.count > 0 &&
            `${restored.count === 1 ? "1 item is" : `${restored.count} items are`} back in your cart. `}
          {restored.gone.length > 0 && `No longer available: ${restored.gone.join(", ")}.`}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {cancelled && cancelled.items.length > 0 && !restored && (
          <button type="button" className="btn-primary" onClick={tryAgain}>
            Try again
          </button>
        )}
        {restored && restored.count > 0 && (
          <Link href={target} className="btn-primary">
            Go to your cart
          </Link>
        )}
        <Link href="/events" className="btn-secondary">
          Back to events
        </Link>
      </div>
    </div>
  );
}
