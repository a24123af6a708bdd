import { CART_EVENT, CART_KEY, readJsonStorage } from "./browser-state";
import { assertCents, dollarsToCents } from "../payments/pricing";

export type ItemKind = "BOOTH" | "SEAT";

/** The festival a booth belongs to (booth names such as "T-01" repeat between festivals). */
export type CartEvent = { guid: string; name: string };

/**
 * A cart line: a booth, or a seat brought from the seat popup. `priceCents` is the item's price
 * when it was added, for the visitor to read; the server prices the order itself from the ids.
 */
export type BoothLine = {
  kind: "BOOTH";
  id: number;
  name: string;
  priceCents: number;
  event: CartEvent;
  sectionName: string;
};
export type SeatLine = { kind: "SEAT"; id: number; name: string; priceCents: number };
export type CartItem = BoothLine | SeatLine;

export const OCCUPIED_SEATS_KEY = "occupiedSeats";
export const SELECTED_SEATS_KEY = "selectedSeats";

const isBooth = (c: CartItem): c is BoothLine => c.kind === "BOOTH";
const hasLine = (cart: readonly CartItem[], kind: ItemKind, id: number) =>
  cart.some((c) => c.kind === kind && c.id === id);

/** A booth is in the cart once; repeat adds are ignored. */
export function addBooth(cart: CartItem[], booth: Omit<BoothLine, "kind">): CartItem[] {
  assertCents(booth.priceCents);
  if (hasLine(cart, "BOOTH", booth.id)) return cart;
  return [...cart, { kind: "BOOTH", ...booth }];
}

/** Seats join the cart once each; seats already in it are ignored. */
export function addSeats(cart: CartItem[], seats: Omit<SeatLine, "kind">[]): CartItem[] {
  let next = cart;
  for (const seat of seats) {
    assertCents(seat.priceCents);
    if (!hasLine(next, "SEAT", seat.id)) next = [...next, { kind: "SEAT", ...seat }];
  }
  return next;
}

/**
 * What the next Check Out pays: the booths of the event whose booth was added first, with any
 * seats from the seat popup; booths of other events wait in the cart for their own checkout,
 * under their own event's contract.
 */
export function nextCheckout(cart: CartItem[]): {
  event: CartEvent | null;
  items: CartItem[];
  later: CartItem[];
} {
  const event = cart.find(isBooth)?.event ?? null;
  const now = (c: CartItem) => !isBooth(c) || c.event.guid === event?.guid;
  return { event, items: cart.filter(now), later: cart.filter((c) => !now(c)) };
}

/** Removes the lines an order paid for (by kind and id), keeping every other line. */
export function removeLines(cart: CartItem[], paid: { kind: string; id: number }[]) {
  return cart.filter((c) => !paid.some((p) => p.kind === c.kind && p.id === c.id));
}

/** Lines are removed by position. */
export function removeAt(cart: CartItem[], index: number): CartItem[] {
  return cart.filter((_, i) => i !== index);
}

/** The price snapshots of cart lines or seat tickets, in cents, for the totals. */
export function lineCents(lines: readonly { priceCents: number }[]): number[] {
  return lines.map((line) => line.priceCents);
}

export type CheckoutType = "BOOTH_CART" | "TICKETS";

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object";
const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;
const isCents = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

function storedEvent(v: unknown): CartEvent | null {
  return isRecord(v) && typeof v.guid === "string" && typeof v.name === "string"
    ? { guid: v.guid, name: v.name }
    : null;
}

/**
 * A stored line as a cart line, or null when it cannot be one. Lines saved before the cart kept
 * cents are read too: the item's id in `eventId`, its name in `eventName`, its price in dollars
 * in `eventPrice`, and no `kind` on a booth. A booth line that does not name its event is dropped:
 * it cannot be checked out under an event's contract.
 */
function toCartItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const saved =
    "eventId" in value
      ? {
          kind: value.kind ?? "BOOTH",
          id: value.eventId,
          name: value.eventName,
          priceCents:
            typeof value.eventPrice === "number" && Number.isFinite(value.eventPrice)
              ? dollarsToCents(value.eventPrice)
              : null,
          event: value.event,
          sectionName: value.sectionName,
        }
      : value;
  const { kind, id, name, priceCents } = saved;
  if (!isId(id) || typeof name !== "string" || !isCents(priceCents)) return null;
  if (kind === "SEAT") return { kind, id, name, priceCents };
  const event = storedEvent(saved.event);
  if (kind !== "BOOTH" || !event) return null;
  const sectionName = typeof saved.sectionName === "string" ? saved.sectionName : "";
  return { kind, id, name, priceCents, event, sectionName };
}

/** The cart from local storage; anything malformed there is dropped rather than trusted. */
export function readCart(): CartItem[] {
  const raw = readJsonStorage<unknown>(CART_KEY, []);
  return Array.isArray(raw) ? raw.map(toCartItem).filter((c): c is CartItem => c !== null) : [];
}

export function writeCart(cart: CartItem[]): void {
  window.localStorage.setItem(CART_KEY, JSON.stringify(cart));
  window.dispatchEvent(new Event(CART_EVENT));
}

/** Clear empties the cart, resets the count and removes occupied-seat data. */
export function clearCart(): void {
  window.localStorage.removeItem(CART_KEY);
  window.localStorage.removeItem(OCCUPIED_SEATS_KEY);
  window.dispatchEvent(new Event(CART_EVENT));
}
