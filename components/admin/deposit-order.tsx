import type { OrderDetailRows } from "@/lib/orders/queries/office";
import { torontoDay } from "@/lib/i18n/toronto-time";
import { depositHeld, depositStatus } from "@/lib/deposits/figures";
import { DepositPanel } from "./deposit-panel";
import { formatMoment } from "./format";

/** The order page's damage deposit panel, from the order's rows (nothing when none is owed). */
export function OrderDeposit({ detail }: { detail: OrderDetailRows }) {
  const { order, event, inspection } = detail;
  const status = depositStatus(order);
  if (!status) return null;
  const deposits = new Set(detail.payments.filter((p) => p.kind === "DEPOSIT").map((p) => p.id));
  const ofDeposit = detail.refunds.filter((r) => deposits.has(r.paymentId));
  const held = depositHeld(order);
  // a refused return counts while the deposit is held again
  const refusedCents =
    status === "HELD" && inspection
      ? ofDeposit.filter((r) => r.status === "FAILED").reduce((s, r) => s + r.amountCents, 0)
      : 0;
  const byCheque = detail.payments.some(
    (p) => p.kind === "DEPOSIT" && p.status === "PAID" && p.method !== "STRIPE",
  );
  const eventOver = event?.endsAt ? torontoDay(new Date()) > torontoDay(event.endsAt) : false;
  const ticks = inspection && [
    inspection.vacated ? "✓ booth vacated" : "✗ booth not vacated",
    inspection.noDamage ? "✓ no damage" : "✗ damage found",
    inspection.garbageRemoved ? "✓ garbage removed" : "✗ garbage left behind",
  ];
  return (
    <DepositPanel
      orderId={order.id}
      status={status}
      depositCents={order.depositCents}
      paidCents={order.depositPaidCents}
      returnedCents={order.depositReturnedCents}
      keptCents={order.depositKeptCents}
      heldCents={held}
      eventOver={eventOver}
      byCheque={byCheque}
      vendorLocale={order.locale}
      refusedCents={refusedCents}
      inspection={
        inspection && ticks
          ? {
              checklist: ticks,
              reason: inspection.reason,
              decided: formatMoment(inspection.decidedAt),
            }
          : null
      }
    />
  );
}
