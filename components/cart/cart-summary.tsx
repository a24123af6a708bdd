"use client";

import type { CartAddonLine, CartCatalogue } from "@/lib/cart/addon-choices";
import { INTL_LOCALE } from "@/lib/i18n/locales";
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
import { TotalsTable } from "./totals-table";

/** The checkout's totals: the coupon, the priced add-ons, fees, HST and the total. */
export function CartTotals({
  totals,
  coupon,
  addonLines,
}: {
  totals: Totals;
  coupon: { code: string; percent: number } | null;
  addonLines: CartAddonLine[];
}) {
  const { t, locale } = useT();
  return (
    <TotalsTable
      rows={[
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
        ...addonLines
          .filter((l) => !l.addon.needsApproval)
          .map((l) => ({
            label: t("cart.addons.line", {
              addon: addonName(l.addon, locale),
              booth: l.booth.name,
              quantity: l.quantity,
            }),
            cents: l.addon.priceCents * l.quantity,
          })),
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
              date: new Intl.DateTimeFormat(INTL_LOCALE[locale], {
                dateStyle: "long",
                timeZone: "UTC",
              }).format(new Date(`${catalogue.balanceDueDate}T12:00:00Z`)),
            })
          : t("cart.addons.depositDueNoDate")}
      </p>
    </div>
  );
}
