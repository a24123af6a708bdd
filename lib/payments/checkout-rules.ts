import { createHmac, hkdfSync } from "node:crypto";
import { isIPv6 } from "node:net";
import { appError } from "../http/envelope";
import { env } from "../../config/env";
import { translator } from "../i18n/messages";
import type { Locale } from "../i18n/locales";
import { seatLabelIn } from "../seats/seat-shapes";
import { companionBreach, type KindedSeat } from "../seats/companion-rule";
import {
  allocateDiscount,
  basisPointsToPercent,
  BOOTH_FEES_BP,
  formatCad,
  HST_BP,
  isPayAmountAllowed,
  payAmountLimits,
  TICKET_SERVICE_FEE_BP,
  type Totals,
} from "./pricing";
import type { LockedItem } from "@/lib/booths/queries/holds";
import { lineCents, type AddonLine } from "../addons/rules";

/** Which amount is charged now: the total, or a deposit from the minimum up to the total. */
export function payAmountCents(
  totalCents: number,
  requestedCents: number | null | undefined,
  minPercent = env().DEPOSIT_MIN_PERCENT,
): number {
  const requested = requestedCents ?? totalCents;
  if (!isPayAmountAllowed(requested, totalCents, minPercent)) {
    const { minCents, maxCents } = payAmountLimits(totalCents, minPercent);
    throw appError("BAD_REQUEST", "checkout.payAmountRange", {
      min: formatCad(minCents),
      max: formatCad(maxCents),
    });
  }
  return requested;
}

/** One checkout holds at most MAX_BOOTHS_PER_ORDER booths and MAX_SEATS_PER_ORDER seats. */
export function checkLimits(booths: number, seats: number): void {
  const { MAX_BOOTHS_PER_ORDER, MAX_SEATS_PER_ORDER } = env();
  if (booths > MAX_BOOTHS_PER_ORDER)
    throw appError("BAD_REQUEST", "errors.tooManyBooths", { limit: MAX_BOOTHS_PER_ORDER });
  if (seats > MAX_SEATS_PER_ORDER)
    throw appError("BAD_REQUEST", "errors.tooManySeats", { limit: MAX_SEATS_PER_ORDER });
}

/**
 * The client a seat hold is counted against: an IPv4 address itself, or an IPv6 address's /64 (a
 * subscriber's line is given at least a whole /64, so its addresses are one client, not 2^64).
 */
function clientNetwork(address: string): string {
  const plain = address.split("%")[0]!;
  if (!isIPv6(plain)) return address;
  const [head = "", tail] = plain.split("::");
  const groups = (part: string | undefined) => (part ? part.split(":") : []);
  // an IPv4 tail (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) stands for two groups
  const width = (part: string[]) => part.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const front = groups(head);
  const back = groups(tail);
  const full =
    tail === undefined
      ? front
      : [...front, ...Array<string>(8 - width(front) - width(back)).fill("0"), ...back];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

let holdKeySecret: { secret: string; key: Buffer } | undefined;

/**
 * Who placed a checkout, as the orders keep it: a keyed hash of the client's address (its /64 for
 * IPv6), so the address itself is never stored and a leaked table cannot be matched to addresses
 * without the server's secret (the session secret, which every signed-in checkout already needs).
 */
export function holdKeyOf(address: string): string {
  const secret = env().NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set");
  if (holdKeySecret?.secret !== secret) {
    const key = Buffer.from(hkdfSync("sha256", secret, "", "festival seat hold key", 32));
    holdKeySecret = { secret, key };
  }
  return createHmac("sha256", holdKeySecret.key).update(clientNetwork(address)).digest("base64url");
}

/**
 * Seats of one show that unpaid checkouts from one client address may hold at once:
 * SEAT_HOLDS_PER_ADDRESS_PERCENT of the show's seats (rounded down), never fewer than one
 * checkout may hold, so a single buyer is never refused by this rule alone.
 */
export function seatHoldLimit(showSeats: number): number {
  const { MAX_SEATS_PER_ORDER, SEAT_HOLDS_PER_ADDRESS_PERCENT } = env();
  return Math.max(
    MAX_SEATS_PER_ORDER,
    Math.floor((showSeats * SEAT_HOLDS_PER_ADDRESS_PERCENT) / 100),
  );
}

/**
 * Refuses a checkout whose seats would take the address's held seats of the show past its limit;
 * the refusal says the limit, what is held and how long a seat hold lasts (`holdMinutes`). 429
 * rather than 409: nothing the buyer asked for is taken (a 409 makes the cart mark its lines as
 * gone); like the other per-address limits, it is the connection that asked for too much at once,
 * and waiting (the other checkouts ending) lifts it.
 */
export function checkSeatHolds(
  wanted: number,
  { seats, held }: { seats: number; held: number },
  holdMinutes: number,
): void {
  const limit = seatHoldLimit(seats);
  if (held + wanted > limit)
    throw appError("TOO_MANY_REQUESTS", "errors.checkout.seatHoldsPerAddress", {
      limit,
      held,
      minutes: holdMinutes,
    });
}

/**
 * The requested items among those locked, in lock order; an item held by one of the account's
 * earlier checkouts (released in this transaction) counts as available.
 */
export function requestedItems(
  locked: LockedItem[],
  boothIds: number[],
  seatIds: number[],
  releasedOrderIds: number[],
): LockedItem[] {
  const wanted = new Set([
    ...boothIds.map((id) => `BOOTH:${id}`),
    ...seatIds.map((id) => `SEAT:${id}`),
  ]);
  return locked
    .filter((item) => wanted.has(`${item.kind}:${item.id}`))
    .map((item) =>
      item.status === "HELD" &&
      item.heldByOrderId !== null &&
      releasedOrderIds.includes(item.heldByOrderId)
        ? { ...item, status: "AVAILABLE", heldByOrderId: null }
        : item,
    );
}

/**
 * Refuses seats that part a wheelchair space from its companion seat (../seats/companion-rule.ts):
 * a companion seat without the wheelchair space beside it, or a space without its companion seat
 * while that seat is free. 400: nothing is taken, the choice itself is what the buyer changes.
 */
export function checkCompanionSeats(hall: readonly KindedSeat[], seatIds: number[]): void {
  const breach = companionBreach(hall, new Set(seatIds));
  if (!breach) return;
  const { seatRow: row, seatColumn: column } = breach.seat;
  if (breach.rule === "companionAlone")
    throw appError("BAD_REQUEST", "errors.checkout.companionAlone", { row, column });
  throw appError("BAD_REQUEST", "errors.checkout.spaceWithoutCompanion", {
    row,
    column,
    companionRow: breach.companion.seatRow,
    companionColumn: breach.companion.seatColumn,
  });
}

export function checkItems(items: LockedItem[], boothIds: number[], seatIds: number[]): void {
  const found = new Set(items.map((i) => `${i.kind}:${i.id}`));
  const missing = [
    ...boothIds.filter((id) => !found.has(`BOOTH:${id}`)).map((id) => `booth ${id}`),
    ...seatIds.filter((id) => !found.has(`SEAT:${id}`)).map((id) => `seat ${id}`),
  ];
  if (missing.length)
    throw appError("NOT_FOUND", "errors.checkout.itemsNotFound", { items: missing.join(", ") });
  const unpriced = items.filter((i) => i.priceCents === null);
  if (unpriced.length) {
    throw appError("BAD_REQUEST", "errors.checkout.noPriceYet", {
      items: unpriced.map((i) => i.name).join(", "),
    });
  }
  const taken = items.filter((i) => i.status !== "AVAILABLE" || !i.eventActive);
  if (taken.length) {
    throw appError("CONFLICT", "errors.itemsTaken", {
      count: taken.length,
      items: taken.map((i) => i.name).join(", "),
    });
  }
}

/**
 * The Checkout Session's lines, named in the order's language (the payment page shows them): the
 * items after the discount, Fees and HST; or one deposit line.
 */
export function sessionLines(
  orderId: number,
  items: LockedItem[],
  totals: Totals,
  payCents: number,
  tickets: boolean,
  locale: Locale = "en",
  addons: readonly AddonLine[] = [],
) {
  const t = translator(locale);
  if (payCents !== totals.totalCents)
    return [{ name: t("checkout.lines.deposit", { order: String(orderId) }), cents: payCents }];
  const discounted = allocateDiscount(
    [...items.map((i) => i.priceCents ?? 0), ...addons.map(lineCents)],
    totals.discountCents,
  );
  const itemLines = items.map((item, i) => ({
    name:
      item.kind === "SEAT"
        ? t("items.seat", { seat: seatLabelIn(item.name, locale) })
        : t("orders.booth", { booth: item.name }),
    cents: discounted[i]!,
    boothId: item.kind === "BOOTH" ? item.id : null,
  }));
  const addonLines = addons.map((line, i) => ({
    name: t("checkout.lines.addon", {
      addon: (locale === "ar" && line.addon.nameAr) || line.addon.name,
      booth: line.booth.name,
      quantity: line.quantity,
    }),
    cents: discounted[items.length + i]!,
    boothId: line.booth.id,
  }));
  // Each booth's add-ons under it.
  const underBooths = itemLines.flatMap((line) => [
    line,
    ...(line.boothId === null ? [] : addonLines.filter((a) => a.boothId === line.boothId)),
  ]);
  return [
    ...underBooths.map(({ name, cents }) => ({ name, cents })),
    {
      name: tickets
        ? t("totals.ticketServiceFees", { percent: basisPointsToPercent(TICKET_SERVICE_FEE_BP) })
        : t("totals.boothFees", { percent: basisPointsToPercent(BOOTH_FEES_BP) }),
      cents: totals.feesCents,
    },
    { name: t("totals.hst", { percent: basisPointsToPercent(HST_BP) }), cents: totals.taxCents },
  ].filter((l) => l.cents > 0);
}
