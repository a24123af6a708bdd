"use client";

import type { CartEvent } from "@/lib/cart/cart";
import type { ContractView } from "@/lib/requirements/contract";
import { contractTitle } from "../contract-dialog";
import { useT } from "../locale-provider";
import { withNames } from "./bidi";

/**
 * The tick that agrees to the checkout's contract (ticking it opens the contract), the event it
 * is for and its links; with no contract, that the event has none published yet.
 */
export function CartContract({
  contract,
  event,
  eventTitle,
  agreed,
  onOpen,
  onUntick,
}: {
  contract: ContractView | undefined;
  /** The next checkout's event, if it has booths. */
  event: CartEvent | null;
  /** The event's name in the page's language. */
  eventTitle: (event: CartEvent) => string;
  agreed: boolean;
  onOpen: () => void;
  onUntick: () => void;
}) {
  const { t, locale } = useT();
  if (!contract)
    return (
      event && (
        <p className="text-sm text-ink-soft">
          {withNames({ event: eventTitle(event) }, (n) => t("cart.contractNotPublished", n))}
        </p>
      )
    );
  return (
    <div className="space-y-2">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 h-5 w-5 accent-crimson"
          checked={agreed}
          onChange={(e) => {
            // Ticking the box shows the contract; only agreeing in it ticks the box.
            if (e.target.checked) onOpen();
            else onUntick();
          }}
        />
        <span>
          {withNames({ contract: contractTitle(contract, locale) }, (n) =>
            t("cart.agreeToContract", n),
          )}
        </span>
      </label>
      <p className="text-sm text-ink-soft" data-testid="contract-for">
        {withNames(
          {
            event: (locale === "ar" && contract.eventNameAr?.trim()) || contract.eventName,
          },
          (n) => t("cart.contractFor", n),
        )}
      </p>
      <div className="flex flex-wrap gap-4 text-sm">
        <button type="button" className="font-semibold text-teal underline" onClick={onOpen}>
          {t("cart.openContract")}
        </button>
        <a
          href={contract.pdfPath}
          hrefLang={locale === "en" ? undefined : "en"}
          target="_blank"
          rel="noopener"
          className="font-semibold text-teal underline"
        >
          {t("cart.readTerm")}
        </a>
      </div>
    </div>
  );
}
