import { alertService } from "@/lib/site/alerts";
import { call } from "@/lib/http/client";
import { seatsOnMap } from "@/lib/http/spec-fields";
import { PUBLIC_EVENT_ROUTES } from "@/lib/events/api";
import { addSeats, readCart, writeCart, type CartEvent, type CartItem } from "@/lib/cart/cart";
import { seatName } from "@/lib/seats/seat-shapes";
import { localePath, type Locale } from "@/lib/i18n/locales";
import type { Translator } from "@/lib/i18n/messages";
import { itemKey } from "@/lib/cart/open-checkout";
import { joinNames } from "./bidi";

// What the public API says of the cart's lines: the seats a seat popup sent here, at the server's
// prices, and the lines someone else took during a checkout.

/**
 * Seats from the seat popup arrive as ?selectedSeats=1,2&totalPriceSeats=150. They
 * become lines of this cart with the server's prices (the query's price is never used), then the
 * address is cleaned so a reload does not add them twice. The lines are named in the page's
 * language.
 */
export async function addSeatsFromQuery(t: Translator, locale: Locale): Promise<void> {
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
export async function unavailableLines(
  event: CartEvent | null,
  items: CartItem[],
): Promise<Set<string>> {
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
