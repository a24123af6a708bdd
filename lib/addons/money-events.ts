import "server-only";
// The gate's handler for an add-on charged after checkout: the vendor's own (one that needs no
// approval) or one an organiser approved. It becomes an ADDON item of the order, priced in the
// fees and HST like any item, so the balance grows by its price with its share of both.
import { lockOrderForMoney } from "@/lib/payments/queries/ledger";
import type { Tx } from "@/db/queries/model";
import { appError } from "../http/envelope";
import { isBookedBoothOrder } from "../payments/figures";
import type { Decision, EventOf } from "../payments/money-events";
import { addonById } from "./queries/catalogue";
import { decideAddonRequest, heldBooths, insertAddonItem } from "./queries/requests";

/**
 * Only a live booth order that took its first payment (partly or fully paid) and still holds the
 * booth may take an add-on for it; an order that ended or gave the booth back is refused (409),
 * and so is an add-on of another event. With `requestId`, the request (still waiting) is
 * APPROVED with the item written.
 */
export async function addon(
  tx: Tx,
  event: EventOf<"addon">,
): Promise<Decision<{ orderItemId: number }>> {
  const locked = await lockOrderForMoney(tx, event.orderId);
  if (!locked) throw appError("NOT_FOUND", "errors.orders.notFound");
  const { order } = locked;
  const { addonId, forBoothId, quantity } = event.addon;
  if (!isBookedBoothOrder(order))
    throw appError("CONFLICT", "errors.addonRequests.orderNotBooked", {
      orderId: String(order.id),
    });
  const [booths, item] = await Promise.all([heldBooths(tx, order.id), addonById(addonId, tx)]);
  const booth = booths.find((b) => b.id === forBoothId);
  if (!booth)
    throw appError("CONFLICT", "errors.addonRequests.boothNotHeld", {
      orderId: String(order.id),
    });
  if (!item || item.eventId !== order.eventId)
    throw appError("NOT_FOUND", "errors.addonRequests.addonNotFound");
  const orderItemId = await insertAddonItem(tx, {
    orderId: order.id,
    addonId,
    forBoothId,
    name: item.name,
    unitPriceCents: item.priceCents,
    quantity,
  });
  if (event.requestId !== null) {
    const approved = await decideAddonRequest(tx, event.requestId, {
      status: "APPROVED",
      orderItemId,
      decidedBy: event.actorId,
    });
    if (!approved) throw appError("CONFLICT", "errors.addonRequests.alreadyDecided");
  }
  const detail = {
    addon: { orderItemId, addonId, forBoothId, quantity, unitPriceCents: item.priceCents },
    requestId: event.requestId,
  };
  return {
    answer: { orderItemId },
    locked,
    // an organiser's approval is their action on the order; a vendor's own add-on is not audited
    ...(event.requestId !== null ? { audit: { actorId: event.actorId, detail } } : {}),
  };
}

/**
 * The items chosen to give back, with the add-ons held for any booth among them (in the order
 * held): an add-on is for its booth, so it leaves with it.
 */
export function withBoothAddons<
  T extends { id: number; kind: string; boothId: number | null; forBoothId: number | null },
>(held: readonly T[], chosen: readonly T[]): T[] {
  const booths = new Set(
    chosen.flatMap((i) => (i.kind === "BOOTH" && i.boothId ? [i.boothId] : [])),
  );
  const ids = new Set(chosen.map((i) => i.id));
  const extra = held.filter(
    (i) =>
      i.kind === "ADDON" && i.forBoothId !== null && booths.has(i.forBoothId) && !ids.has(i.id),
  );
  return [...chosen, ...extra];
}
