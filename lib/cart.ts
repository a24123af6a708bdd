import { CART_EVENT, CART_KEY, readJsonStorage } from "./browser-state";
import { dollarsToCents } from "./pricing";

/**
 * A cart item: eventId (a booth id for booths), eventName, eventPrice (line total), quantity,
 * initialPrice (unit).
 */
export type CartItem = {
  eventId: number;
  eventName: string;
  eventPrice: number;
  quantity: number;
  initialPrice: number;
  /** Seats brought from the seat popup are lines of the same cart. */
  kind?: "BOOTH" | "SEAT";
  /** The festival a booth belongs to (booth names such as "T-01" repeat between festivals). */
  event?: CartEvent;
  sectionName?: string;
};

export type CartEvent = { guid: string; name: string };

export const OCCUPIED_SEATS_KEY = "occupiedSeats";
export const SELECTED_SEATS_KEY = "selectedSeats";

/** An event already in the cart (matched by name) gets quantity + 1 and price = unit x quantity. */
export function addEvent(
  cart: CartItem[],
  item: Omit<CartItem, "quantity" | "eventPrice">,
): CartItem[] {
  const index = cart.findIndex((c) => c.eventName === item.eventName);
  if (index === -1) return [...cart, { ...item, quantity: 1, eventPrice: item.initialPrice }];
  return cart.map((c, i) =>
    i === index
      ? {
          ...c,
          quantity: c.quantity + 1,
          eventPrice: (dollarsToCents(c.initialPrice) * (c.quantity + 1)) / 100,
        }
      : c,
  );
}

/** A booth is in the cart once; repeat adds are ignored. */
export function addBooth(
  cart: CartItem[],
  booth: {
    boothId: number;
    boothName: string;
    price: number;
    event: CartEvent;
    sectionName: string;
  },
): CartItem[] {
  if (cart.some((c) => (c.kind ?? "BOOTH") === "BOOTH" && c.eventId === booth.boothId)) return cart;
  return [
    ...cart,
    {
      eventId: booth.boothId,
      eventName: booth.boothName,
      eventPrice: booth.price,
      quantity: 1,
      initialPrice: booth.price,
      kind: "BOOTH",
      event: booth.event,
      sectionName: booth.sectionName,
    },
  ];
}

export function addSeats(
  cart: CartItem[],
  seats: { seatId: number; label: string; price: number }[],
): CartItem[] {
  const present = new Set(cart.filter((c) => c.kind === "SEAT").map((c) => c.eventId));
  const added = seats
    .filter((s) => !present.has(s.seatId) && present.add(s.seatId))
    .map((s) => ({
      eventId: s.seatId,
      eventName: s.label,
      eventPrice: s.price,
      quantity: 1,
      initialPrice: s.price,
      kind: "SEAT" as const,
    }));
  return [...cart, ...added];
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
  const event = cart.find((c) => c.kind !== "SEAT")?.event ?? null;
  const now = (c: CartItem) => c.kind === "SEAT" || c.event?.guid === event?.guid;
  return { event, items: cart.filter(now), later: cart.filter((c) => !now(c)) };
}

/** Removes the lines an order paid for (by kind and id), keeping every other line. */
export function removeLines(cart: CartItem[], paid: { kind: "BOOTH" | "SEAT"; id: number }[]) {
  const gone = new Set(paid.map((p) => `${p.kind} ${p.id}`));
  return cart.filter((c) => !gone.has(`${c.kind ?? "BOOTH"} ${c.eventId}`));
}

/** Lines are removed by position. */
export function removeAt(cart: CartItem[], index: number): CartItem[] {
  return cart.filter((_, i) => i !== index);
}

export function lineCents(cart: CartItem[]): number[] {
  return cart.map((c) => dollarsToCents(Number(c.eventPrice) || 0));
}

function isCartItem(value: unknown): value is CartItem {
  const v = value as CartItem;
  return (
    !!v &&
    typeof v === "object" &&
    Number.isInteger(v.eventId) &&
    typeof v.eventName === "string" &&
    Number.isFinite(v.eventPrice) &&
    // a booth line names its event (lines saved before they did cannot be checked out)
    (v.kind === "SEAT" || (typeof v.event?.guid === "string" && typeof v.event.name === "string"))
  );
}

/** The cart from local storage; anything malformed there is dropped rather than trusted. */
export function readCart(): CartItem[] {
  const raw = readJsonStorage<unknown>(CART_KEY, []);
  return Array.isArray(raw) ? raw.filter(isCartItem) : [];
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
