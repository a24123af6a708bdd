"use client";

import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { alertService } from "@/lib/site/alerts";
import { readAccountRole, subscribeCart, subscribeSession } from "@/lib/cart/browser-state";
import {
  clearCart,
  lineCents,
  nextCheckout,
  readCart,
  removeAt,
  writeCart,
  type BoothLine,
  type CartEvent,
  type CartItem,
} from "@/lib/cart/cart";
import type { ContractView } from "@/lib/requirements/contract";
import { itemKey, readOpenCheckout, type OpenCheckout } from "@/lib/cart/open-checkout";
import { boothCartTotals } from "@/lib/payments/pricing";
import { ContractDialog } from "../contract-dialog";
import { useT } from "../locale-provider";
import { joinNames } from "./bidi";
import { HoldTimer } from "./hold-timer";
import { CouponBox } from "./coupon-box";
import { CheckoutActions, PayAmountField, useCheckout } from "./checkout-controls";
import { addonName } from "./booth-addons";
import { addSeatsFromQuery, unavailableLines } from "./cart-availability";
import { CartContract } from "./cart-contract";
import { CartLine } from "./cart-line";
import { CartDeposit, CartTotals } from "./cart-summary";
import {
  addonRequest,
  cartAddonLines,
  cartDepositCents,
  chargedAddonCents,
  choose,
  forgetAddonChoices,
  hasDefaultAddon,
  readAddonState,
  withOwnGarbage,
  writeAddonState,
  type AddonState,
  type CartCatalogue,
} from "@/lib/cart/addon-choices";

/** The booth cart (/cart): lines, totals from lib/pricing, coupon, contract, Check Out. */
export function CartView({
  depositPercent,
  contracts,
  catalogues = [],
}: {
  depositPercent: number;
  contracts: ContractView[];
  /** The add-on catalogues of the events taking bookings. */
  catalogues?: CartCatalogue[];
}) {
  const { t, locale } = useT();
  const [cart, setCart] = useState<CartItem[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [coupon, setCoupon] = useState<{ code: string; percent: number } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [open, setOpen] = useState<OpenCheckout | null>(null);
  // Lines someone else took while this vendor was checking out ("BOOTH 12", "SEAT 3").
  const [taken, setTaken] = useState<Set<string>>(new Set());

  const [addonState, setAddonState] = useState<AddonState>({ choices: {}, ownGarbage: {} });

  useEffect(() => {
    const load = () => {
      setCart(readCart());
      setAddonState(readAddonState());
      setOpen(readOpenCheckout());
      setLoaded(true);
    };
    load();
    const unsubscribe = subscribeCart(load);
    void addSeatsFromQuery(t, locale);
    return unsubscribe;
  }, [t, locale]);

  // One event's booths (and any seats) per checkout, under that event's contract.
  const next = useMemo(() => nextCheckout(cart), [cart]);
  // With no booth in the cart (empty, or seats alone) the box still shows the current contract.
  const contract = next.event
    ? contracts.find((c) => c.eventGuid === next.event?.guid)
    : contracts[0];
  // The checkout's booths' add-ons, from their event's catalogue, priced like the booths.
  const catalogue = next.event
    ? catalogues.find((c) => c.eventGuid === next.event?.guid)
    : undefined;
  const checkoutBooths = useMemo(
    () => next.items.filter((c): c is BoothLine => c.kind === "BOOTH"),
    [next],
  );
  const addonLines = useMemo(
    () => cartAddonLines(catalogue, checkoutBooths, addonState),
    [catalogue, checkoutBooths, addonState],
  );
  const totals = useMemo(
    () =>
      boothCartTotals(
        [...lineCents(next.items), ...chargedAddonCents(addonLines)],
        coupon?.percent ?? 0,
      ),
    [next, coupon, addonLines],
  );
  const depositCents = cartDepositCents(catalogue, checkoutBooths);
  const ownGarbage = Boolean(catalogue && addonState.ownGarbage[catalogue.eventGuid]);

  function saveAddons(state: AddonState) {
    writeAddonState(state);
    setAddonState(state);
  }
  // A tick belongs to the contract it was given for: another event's checkout asks again.
  const [agreedTo, setAgreedTo] = useState<string | null>(null);
  const agreement = contract ? `${contract.eventGuid} ${contract.version}` : null;
  const agreed = agreement !== null && agreedTo === agreement;
  const checkout = useCheckout({
    totalCents: totals.totalCents,
    depositPercent,
    dueDay: catalogue?.balanceDueDate ?? null,
  });
  // A ticket (visitor) account cannot book booths: booths it added before signing in are named
  // at once, with a way to remove them, and Check Out waits until they are gone.
  const role = useSyncExternalStore(subscribeSession, readAccountRole, () => null);
  const visitorBooths = role === "visitor" ? cart.filter((c) => c.kind === "BOOTH") : [];

  function removeBooths() {
    const kept = cart.filter((c) => c.kind !== "BOOTH");
    writeCart(kept);
    setCart(kept);
    setAgreedTo(null);
  }

  function remove(index: number) {
    const line = cart[index];
    if (line) setTaken((keys) => new Set([...keys].filter((k) => k !== itemKey(line))));
    const next = removeAt(cart, index);
    writeCart(next);
    setCart(next);
    if (line?.kind === "BOOTH") saveAddons(forgetAddonChoices(addonState, [line.id]));
  }

  function clear() {
    clearCart();
    setCart([]);
    setCoupon(null);
    setAgreedTo(null);
  }

  async function submit() {
    if (cart.length === 0) {
      alertService.error(t("cart.emptyCheckout"));
      return;
    }
    const outcome = await checkout.start("BOOTH_CART", next.items, coupon?.code ?? null, {
      addons: addonRequest(addonLines),
      ownGarbage: ownGarbage && hasDefaultAddon(catalogue, checkoutBooths),
    });
    if (outcome === "CONFLICT") setTaken(await unavailableLines(next.event, next.items));
  }

  const line = (item: CartItem) => (
    <CartLine
      key={`${item.kind}-${item.id}`}
      item={item}
      taken={taken.has(itemKey(item))}
      catalogue={catalogue}
      inCheckout={next.items.includes(item)}
      addonState={addonState}
      addonLines={addonLines}
      onChoose={(boothId, addonId, quantity) =>
        saveAddons(choose(addonState, boothId, addonId, quantity))
      }
      onRemove={() => remove(cart.indexOf(item))}
    />
  );
  // The checkout this browser opened, while items it holds are still in the cart.
  const openHere = open && cart.some((c) => open.items.includes(itemKey(c))) ? open : null;
  // An event is named in this page's language (its contract carries both names), whatever the
  // page its booth was added from.
  const titleOf = (event: CartEvent) => {
    const named = contracts.find((c) => c.eventGuid === event.guid);
    if (!named) return event.name;
    return (locale === "ar" && named.eventNameAr?.trim()) || named.eventName;
  };
  const eventName = (c: CartItem) => (c.kind === "BOOTH" ? titleOf(c.event) : "");
  const laterEvents = [...new Set(next.later.map(eventName))];

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby="cart-lines" className="card p-6">
        <h2 id="cart-lines" className="text-xl font-bold">
          {t("cart.heading")}
        </h2>
        {!loaded ? (
          <p role="status" className="mt-4 text-ink-soft">
            {t("cart.loading")}
          </p>
        ) : cart.length === 0 ? (
          <p className="mt-4 text-ink-soft">{t("cart.empty")}</p>
        ) : (
          <>
            {visitorBooths.length > 0 && (
              <div
                role="alert"
                className="mt-4 rounded-lg border-s-4 border-amber-600 bg-amber-50 p-4 text-amber-950"
                data-testid="visitor-booths"
              >
                <p>
                  {t("cart.visitorBooths.notice", {
                    booths: joinNames(
                      visitorBooths.map((c) => c.name),
                      locale,
                    ),
                  })}
                </p>
                <button type="button" className="mt-3 btn-secondary" onClick={removeBooths}>
                  {t("cart.visitorBooths.remove")}
                </button>
              </div>
            )}
            {openHere && (
              <p className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-950">
                <HoldTimer until={openHere.holdExpiresAt} holder="checkout">
                  <a href={openHere.url} className="font-semibold underline">
                    {t("cart.returnToPayment")}
                  </a>
                </HoldTimer>
              </p>
            )}
            {next.event && (
              <h3 className="mt-4 font-semibold text-crimson" data-testid="cart-event">
                <bdi>{titleOf(next.event)}</bdi>
              </h3>
            )}
            <ul className="mt-2 divide-y divide-ink/10">{next.items.map(line)}</ul>
            {catalogue && hasDefaultAddon(catalogue, checkoutBooths) && (
              <label className="mt-3 flex items-start gap-3" data-testid="own-garbage">
                <input
                  type="checkbox"
                  className="mt-1 h-5 w-5 shrink-0 accent-crimson"
                  checked={ownGarbage}
                  onChange={(e) =>
                    saveAddons(withOwnGarbage(addonState, catalogue.eventGuid, e.target.checked))
                  }
                />
                <span>
                  <span className="font-semibold">{t("cart.addons.ownGarbage")}</span>
                  <span className="block text-sm text-ink-soft">
                    {t("cart.addons.ownGarbageHelp", {
                      fees: joinNames(
                        catalogue.addons
                          .filter((a) => a.addedByDefault)
                          .map((a) => addonName(a, locale)),
                        locale,
                      ),
                    })}
                  </span>
                </span>
              </label>
            )}
            {laterEvents.map((name) => (
              <div key={name} className="mt-6 border-t border-ink/10 pt-4">
                <h3 className="font-semibold text-crimson">
                  <bdi>{name}</bdi>
                </h3>
                <p className="text-sm text-ink-soft">{t("cart.laterEvent")}</p>
                <ul className="mt-2 divide-y divide-ink/10">
                  {next.later.filter((c) => eventName(c) === name).map(line)}
                </ul>
              </div>
            ))}
          </>
        )}
      </section>

      <section aria-labelledby="cart-summary" className="space-y-5 card p-6">
        <h2 id="cart-summary" className="text-xl font-bold">
          {t("checkout.summary")}
        </h2>
        <CartTotals totals={totals} coupon={coupon} items={next.items} addonLines={addonLines} />
        {depositCents > 0 && <CartDeposit depositCents={depositCents} catalogue={catalogue} />}
        <PayAmountField checkout={checkout} />
        <CouponBox onApplied={setCoupon} />
        <CartContract
          contract={contract}
          event={next.event}
          eventTitle={titleOf}
          agreed={agreed}
          onOpen={() => setDialogOpen(true)}
          onUntick={() => setAgreedTo(null)}
        />
        <CheckoutActions
          checkout={checkout}
          termsAccepted={agreed}
          blocked={visitorBooths.length > 0 || next.items.some((c) => taken.has(itemKey(c)))}
          blockedReason={visitorBooths.length > 0 ? t("cart.visitorBooths.blocked") : undefined}
          onClear={clear}
          onSubmit={() => void submit()}
        />
      </section>
      {contract && (
        <ContractDialog
          contract={contract}
          dueDay={
            catalogue && catalogue.eventGuid === contract.eventGuid
              ? catalogue.balanceDueDate
              : undefined
          }
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
