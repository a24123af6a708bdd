"use client";

import type { CartItem } from "@/lib/cart/cart";
import { seatLabelIn } from "@/lib/seats/seat-shapes";
import { formatCad } from "@/lib/payments/pricing";
import type { AddonState, CartAddonLine, CartCatalogue } from "@/lib/cart/addon-choices";
import { useT } from "../locale-provider";
import { isolate, withNames } from "./bidi";
import { BoothAddons } from "./booth-addons";

/** One line of the cart: its name and price, whether it was taken, its add-ons, and Delete. */
export function CartLine({
  item,
  taken,
  catalogue,
  inCheckout,
  addonState,
  addonLines,
  onChoose,
  onRemove,
}: {
  item: CartItem;
  /** Someone else took it while this vendor was checking out. */
  taken: boolean;
  catalogue: CartCatalogue | undefined;
  /** It is one of the next checkout's lines (only those offer add-ons). */
  inCheckout: boolean;
  addonState: AddonState;
  addonLines: CartAddonLine[];
  onChoose: (boothId: number, addonId: number, quantity: number) => void;
  onRemove: () => void;
}) {
  const { t, locale } = useT();
  // Booth names as stored when the line was added, kept whole; seats named in this page's
  // language whatever the page they were chosen on.
  const name = item.kind === "SEAT" ? seatLabelIn(item.name, locale) : item.name;
  const label =
    item.kind === "SEAT"
      ? withNames({ seat: name }, (n) => t("items.seat", n))
      : item.sectionName
        ? withNames({ section: item.sectionName, booth: item.name }, (n) =>
            t("items.boothInSection", n),
          )
        : item.name;
  return (
    <li className="flex items-start justify-between gap-4 py-3" data-testid="cart-line">
      <div>
        <p className="font-semibold">
          <bdi>{label}</bdi>
        </p>
        <p className="text-sm text-ink-soft">{formatCad(item.priceCents, locale)}</p>
        {taken && (
          <p className="mt-1 text-sm font-semibold text-crimson" data-testid="line-unavailable">
            {t("cart.lineTaken")}
          </p>
        )}
        {item.kind === "BOOTH" && catalogue && inCheckout && (
          <BoothAddons
            booth={item}
            catalogue={catalogue}
            state={addonState}
            lines={addonLines}
            onChoose={(addonId, quantity) => onChoose(item.id, addonId, quantity)}
          />
        )}
      </div>
      <button
        type="button"
        className="btn-secondary"
        onClick={onRemove}
        aria-label={t("cart.deleteLabel", { item: isolate(name, locale) })}
      >
        {t("cart.delete")}
      </button>
    </li>
  );
}
