"use client";

import type { CartAddonLine, CartCatalogue } from "@/lib/cart/addon-choices";
import type { CartItem } from "@/lib/cart/cart";
import { seatLabelIn } from "@/lib/seats/seat-shapes";
import { formatDueDay } from "@/lib/payments/pay-amount";
import {
  BOOTH_FEES_BP,
  basisPointsToPercent,
  formatCad,
  HST_BP,
  type Totals,
} from "@/lib/payments/pricing";
import { useT } from "../locale-provider";
import { isolate } from "./bidi";
import { addonName } from "./booth-addons";
import { TotalsTable, type TotalsRow } from "./totals-table";

/**
 * The checkout's summary: each booth (and seat) with its price and, under each booth, its
 * add-ons (a request waiting for approval marked so, not counted), then the coupon, fees, HST and
 * the total.
 */
export function CartTotals({
  totals,
  coupon,
  items,
  addonLines,
}: {
  totals: Totals;
  coupon: { code: string; percent: number } | null;
  /** The checkout's lines, in the cart's order. */
  items: readonly CartItem[];
  addonLines: CartAddonLine[];
}) {
  const { t, locale } = useT();
  const lines = items.flatMap((item): TotalsRow[] => {
    if (item.kind === "SEAT")
      return [
        {
          key: `seat-${item.id}`,
          label: t("items.seat", { seat: isolate(seatLabelIn(item.name, locale), locale) }),
          cents: item.priceCents,
        },
      ];
    return [
      {
        key: `booth-${item.id}`,
        label: t("cart.summaryLines.booth", { booth: isolate(item.name, locale) }),
        cents: item.priceCents,
      },
      ...addonLines
        .filter((l) => l.booth.id === item.id)
        .map((l) => ({
          key: `addon-${item.id}-${l.addon.id}`,
          label: t("cart.addons.line", {
            addon: addonName(l.addon, locale),
            booth: isolate(l.booth.name, locale),
            quantity: l.quantity,
          }),
          cents: l.addon.priceCents * l.quantity,
          indent: true,
          ...(l.addon.needsApproval ? { note: t("cart.summaryLines.pending") } : {}),
        })),
    ];
  });
  return (
    <TotalsTable
      rows={[
        ...lines,
        ...(totals.discountCents && coupon
          ? [
              {
                label: t("totals.coupon", {
                  code: isolate(coupon.code, locale),
                  percent: coupon.percent,
                }),
                cents: -totals.discountCents,
              },
            ]
          : []),
        { label: t("totals.subTotal"), cents: totals.subtotalCents },
        {
          label: t("totals.boothFees", { percent: basisPointsToPercent(BOOTH_FEES_BP) }),
          cents: totals.feesCents,
        },
        {
          label: t("totals.hst", { percent: basisPointsToPercent(HST_BP) }),
          cents: totals.taxCents,
        },
        { label: t("totals.total"), cents: totals.totalCents, strong: true },
      ]}
    />
  );
}

/** The add-ons' deposit: due with the balance (by its date, when the event has one), not today. */
export function CartDeposit({
  depositCents,
  catalogue,
}: {
  depositCents: number;
  catalogue: CartCatalogue | undefined;
}) {
  const { t, locale } = useT();
  return (
    <div className="rounded-lg bg-sand-100 p-3 text-sm" data-testid="cart-deposit">
      <p className="flex justify-between gap-4 font-semibold">
        <span>{t("cart.addons.deposit")}</span>
        <span>{formatCad(depositCents, locale)}</span>
      </p>
      <p className="mt-1 text-ink-soft">
        {catalogue?.balanceDueDate
          ? t("cart.addons.depositDue", {
              date: formatDueDay(catalogue.balanceDueDate, locale),
            })
          : t("cart.addons.depositDueNoDate")}
      </p>
    </div>
  );
}
