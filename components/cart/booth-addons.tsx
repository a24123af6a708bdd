"use client";

import { useId } from "react";
import { addonsForBooth } from "@/lib/addons/offer";
import type { CatalogueAddon } from "@/lib/addons/resource";
import {
  addonBooth,
  type AddonState,
  type CartAddonLine,
  type CartCatalogue,
} from "@/lib/cart/addon-choices";
import type { BoothLine } from "@/lib/cart/cart";
import { formatCad } from "@/lib/payments/pricing";
import { useT } from "../locale-provider";

/** An add-on named in the page's language (its Arabic name where the organiser wrote one). */
export function addonName(addon: Pick<CatalogueAddon, "name" | "nameAr">, locale: string) {
  return (locale === "ar" && addon.nameAr?.trim()) || addon.name;
}

/**
 * Under a booth of the checkout: the add-ons its event offers it. A default one (the garbage fee)
 * is shown added, unless the vendor takes their own garbage; one that may be taken once is a
 * checkbox, more a quantity select; one needing approval says it is asked for, not charged now.
 */
export function BoothAddons({
  booth,
  catalogue,
  state,
  lines,
  onChoose,
}: {
  booth: BoothLine;
  catalogue: CartCatalogue;
  state: AddonState;
  lines: CartAddonLine[];
  onChoose: (addonId: number, quantity: number) => void;
}) {
  const { t, locale } = useT();
  const baseId = useId();
  const offered = addonsForBooth(catalogue.addons, addonBooth(catalogue, booth));
  if (offered.length === 0) return null;
  const own = Boolean(state.ownGarbage[catalogue.eventGuid]);
  const quantityOf = (addon: CatalogueAddon) =>
    lines.find((l) => l.booth.id === booth.id && l.addon.id === addon.id)?.quantity ?? 0;
  return (
    <fieldset className="mt-2 space-y-2 border-s-2 border-ink/10 ps-3" data-testid="booth-addons">
      <legend className="text-sm font-semibold">
        {t("cart.addons.heading", { booth: booth.name })}
      </legend>
      {offered.map((addon) => {
        const id = `${baseId}-${addon.id}`;
        const name = addonName(addon, locale);
        const price = formatCad(addon.priceCents, locale);
        const quantity = quantityOf(addon);
        const note = addon.needsApproval ? (
          <span className="block text-xs text-amber-900">{t("cart.addons.needsApproval")}</span>
        ) : null;
        if (addon.addedByDefault)
          return (
            <p key={addon.id} className="text-sm" data-testid="addon-default">
              <bdi>{name}</bdi> · {price} ·{" "}
              <span className={own ? "text-ink-soft" : "font-semibold"}>
                {own ? t("cart.addons.notAddedOwnGarbage") : t("cart.addons.added")}
              </span>
            </p>
          );
        if (addon.maxPerBooth === 1)
          return (
            <label key={addon.id} htmlFor={id} className="flex items-start gap-2 text-sm">
              <input
                id={id}
                type="checkbox"
                className="mt-0.5 h-5 w-5 shrink-0 accent-crimson"
                checked={quantity > 0}
                onChange={(e) => onChoose(addon.id, e.target.checked ? 1 : 0)}
              />
              <span>
                <bdi>{name}</bdi> · {price}
                {note}
              </span>
            </label>
          );
        return (
          <div key={addon.id} className="flex flex-wrap items-center gap-2 text-sm">
            <label htmlFor={id}>
              <bdi>{name}</bdi> · {t("cart.addons.each", { price })}
              {note}
            </label>
            <select
              id={id}
              className="field-input w-20 py-1"
              value={quantity}
              onChange={(e) => onChoose(addon.id, Number(e.target.value))}
            >
              {Array.from({ length: addon.maxPerBooth + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}
