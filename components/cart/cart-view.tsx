"use client";

import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { alertService } from "@/lib/site/alerts";
import { readAccountRole, subscribeCart, subscribeSession } from "@/lib/cart/browser-state";
import { call } from "@/lib/http/client";
import { seatsOnMap } from "@/lib/http/spec-fields";
import { PUBLIC_EVENT_ROUTES } from "@/lib/events/api";
import {
  addSeats,
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
import { seatLabelIn, seatName } from "@/lib/seats/seat-shapes";
import type { ContractView } from "@/lib/requirements/contract";
import { INTL_LOCALE, localePath, type Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/messages";
import { itemKey, readOpenCheckout, type OpenCheckout } from "@/lib/cart/open-checkout";
import {
  BOOTH_FEES_BP,
  basisPointsToPercent,
  boothCartTotals,
  formatCad,
  HST_BP,
} from "@/lib/payments/pricing";
import { ContractDialog, contractTitle } from "../contract-dialog";
import { useT } from "../locale-provider";
import { isolate, joinNames, withNames } from "./bidi";
import { HoldTimer } from "./hold-timer";
import { CouponBox } from "./coupon-box";
import { CheckoutActions, PayAmountField, useCheckout } from "./checkout-controls";
import { TotalsTable } from "./totals-table";
import { BoothAddons, addonName } from "./booth-addons";
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

/**
 * Seats from the seat popup arrive as ?selectedSeats=1,2&totalPriceSeats=150. They
 * become lines of this cart with the server's prices (the query's price is never used), then the
 * address is cleaned so a reload does not add them twice. The lines are named in the page's
 * language.
 */
async function addSeatsFromQuery(t: Translator, locale: Locale): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const ids = (params.get("selectedSeats") ?? "")
    .split(",")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  if (ids.length === 0) return;
  try {
    const body = await call(PUBLIC_EVENT_ROUTES.stageSeats, {});
    if (body.status !== "OK") throw new Error(String(body.payload));
    const chosen = seatsOnMap(body.payload.seats).filter((s) => ids.includes(s.seatId));
    const taken = chosen.filter((s) => s.seatStatus !== "AVAILABLE");
    writeCart(
      addSeats(
        readCart(),
        chosen
          .filter((s) => s.seatStatus === "AVAILABLE")
          .map((s) => ({
            id: s.seatId,
            name: seatName(t, s.seatRow, s.seatColumn),
            priceCents: s.priceCents,
          })),
      ),
    );
    if (taken.length)
      alertService.warning(
        t("items.noLongerAvailable", {
          names: joinNames(
            taken.map((s) => seatName(t, s.seatRow, s.seatColumn)),
            locale,
          ),
        }),
      );
  } catch {
    alertService.error(t("cart.seatsNotAdded"));
  }
  window.history.replaceState(null, "", localePath(locale, "/cart"));
}

/**
 * After a CONFLICT, which of the checkout's lines are taken: their event's booths (and the
 * stage's seats) as the public API shows them now.
 */
async function unavailableLines(event: CartEvent | null, items: CartItem[]): Promise<Set<string>> {
  const taken = new Set<string>();
  try {
    if (event && items.some((c) => c.kind === "BOOTH")) {
      const body = await call(PUBLIC_EVENT_ROUTES.sectionsWithBooths, {
        params: { id: event.guid },
      });
      if (body.status !== "OK") return taken;
      const free = new Set(
        body.payload.flatMap((s) =>
          s.lstBooths.filter((b) => b.boothStatus === "AVAILABLE").map((b) => b.boothId),
        ),
      );
      for (const c of items) if (c.kind === "BOOTH" && !free.has(c.id)) taken.add(itemKey(c));
    }
    if (items.some((c) => c.kind === "SEAT")) {
      const body = await call(PUBLIC_EVENT_ROUTES.stageSeats, {});
      if (body.status !== "OK") return taken;
      const free = new Set(
        body.payload.seats.filter((s) => s.seatStatus === "AVAILABLE").map((s) => s.seatId),
      );
      for (const c of items) if (c.kind === "SEAT" && !free.has(c.id)) taken.add(itemKey(c));
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
  const checkout = useCheckout({ totalCents: totals.totalCents, depositPercent });
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

  const line = (item: CartItem) => {
    const index = cart.indexOf(item);
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
      <li
        key={`${item.kind}-${item.id}`}
        className="flex items-start justify-between gap-4 py-3"
        data-testid="cart-line"
      >
        <div>
          <p className="font-semibold">
            <bdi>{label}</bdi>
          </p>
          <p className="text-sm text-ink-soft">{formatCad(item.priceCents, locale)}</p>
          {taken.has(itemKey(item)) && (
            <p className="mt-1 text-sm font-semibold text-crimson" data-testid="line-unavailable">
              {t("cart.lineTaken")}
            </p>
          )}
          {item.kind === "BOOTH" && catalogue && next.items.includes(item) && (
            <BoothAddons
              booth={item}
              catalogue={catalogue}
              state={addonState}
              lines={addonLines}
              onChoose={(addonId, quantity) =>
                saveAddons(choose(addonState, item.id, addonId, quantity))
              }
            />
          )}
        </div>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => remove(index)}
          aria-label={t("cart.deleteLabel", { item: isolate(name, locale) })}
        >
          {t("cart.delete")}
        </button>
      </li>
    );
  };
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
        {depositCents > 0 && (
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
        )}
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
              <button
                type="button"
                className="font-semibold text-teal underline"
                onClick={() => setDialogOpen(true)}
              >
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
        ) : (
          next.event && (
            <p className="text-sm text-ink-soft">
              {withNames({ event: titleOf(next.event) }, (n) => t("cart.contractNotPublished", n))}
            </p>
          )
        )}
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
