import { z } from "zod";
import type {
  BoothView,
  EventSummary,
  MarqueeEntry,
  SectionSummary,
  SectionWithBooths,
} from "@/lib/events/queries/public";
import type { OrderView } from "@/lib/orders/queries/view";
import type { ItemAgain } from "@/lib/orders/queries/vendor";
import type { SeatView } from "@/db/queries/seats";
import {
  ORDER_ITEM_KINDS,
  type BoothStatus,
  type OrderStatus,
  type Role,
} from "@/db/queries/model";
import { assertCents, centsToDollars, dollarInputValue, dollarsToCents } from "../payments/pricing";
import { ruleMessage, t as english } from "../i18n/messages";
import { seatName, type SeatOnMap } from "../seats/seat-shapes";
import { idField } from "./public-fields";
import { reasonText } from "../orders/reasons";
import type { Profile } from "../accounts/profile";
import type { CheckoutRequest } from "../payments/checkout/start";

// The spec's field names, in one place: the public API keeps the names its first clients read
// (eventName, lstBooths, boothPrice in dollars, vendorId, lob, cartItemModelList, ...), and this
// adapter turns the site's own rows into them (each mapper tied to its answer schema with
// `satisfies`), the spec's requests into the site's own terms, and the spec's answers that pages
// read back into cents. Dollars exist here and nowhere else in the site's code (besides the
// formatter that shows money); nothing else uses these names. Client-safe: pages read the
// picture and floor plan addresses here.

/** A dollar amount of the spec's API in cents; null (not sent) stays null. */
const centsOf = (dollars: number | null | undefined): number | null =>
  dollars === null || dollars === undefined ? null : dollarsToCents(dollars);

/**
 * The address of an event's picture: `eventImage` is a file name under public/images/events (the
 * seed's art) or, for an uploaded picture, its address on this site ("/media/12-0a1b2c3d.webp").
 * The API shows `eventImage` as stored; pages and API clients read the picture here.
 */
export function eventImageUrl(image: string): string {
  return image.startsWith("/media/") ? image : `/images/events/${image}`;
}

/** The floor plan the site draws from an event's sections and booths. */
export const floorPlanAddress = (guid: string) => `/floor-plan/${guid}`;

const dollars = z.number();
const isoTime = z.iso.datetime({ offset: true });

// The records' vocabularies, written out so this module (which public pages load) does not load
// the database schema; each mapper's `satisfies` fails if a record holds a value missing here.
const BOOTH_STATUSES = ["AVAILABLE", "HELD", "BOOKED", "RESERVED"] as const satisfies BoothStatus[];
const SEAT_STATUSES = ["AVAILABLE", "HELD", "SOLD"] as const;
const ROLES = ["vendor", "organiser", "staff", "visitor"] as const satisfies Role[];
const ORDER_STATUSES = [
  "PENDING",
  "PARTIALLY_PAID",
  "PAID",
  "CANCELLED",
  "EXPIRED",
  "FAILED",
  "REFUNDED",
] as const satisfies OrderStatus[];

// --- events, sections, booths (GET /api/v1/...) ---

export const eventAnswer = z.object({
  eventId: z.number().int(),
  eventGuid: z.uuid(),
  eventName: z.string(),
  eventDescription: z.string(),
  eventLocation: z.string(),
  eventDate: isoTime,
  eventEndDate: isoTime,
  eventDateText: z.string(),
  eventAddress: z.string(),
  eventDetails: z.string(),
  eventImage: z.string(),
  eventStatus: z.enum(["ACTIVE", "PAST"]),
  eventPrice: dollars,
  hasSeating: z.boolean(),
});

/** An event as the public API lists it; money in dollars. */
export const eventPayload = (e: EventSummary) =>
  ({
    eventId: e.id,
    eventGuid: e.guid,
    eventName: e.name,
    eventDescription: e.description,
    eventLocation: e.location,
    eventDate: e.startsAt.toISOString(),
    eventEndDate: e.endsAt.toISOString(),
    eventDateText: e.dateText,
    eventAddress: e.address,
    eventDetails: e.details,
    eventImage: e.image,
    eventStatus: e.status,
    eventPrice: centsToDollars(e.priceCents),
    hasSeating: e.hasSeating,
  }) satisfies z.input<typeof eventAnswer>;

export const marqueeAnswer = z.array(
  z.object({ boothStatus: z.string(), totalCount: z.number().int() }),
);

export const marqueePayload = (entries: MarqueeEntry[]) =>
  entries.map(({ boothStatus, totalCount }) => ({
    boothStatus,
    totalCount,
  })) satisfies z.input<typeof marqueeAnswer>;

/** 'AVAILABLE: 130 | BOOKED: 18' (status and count pairs joined with ' | '). */
export function marqueeText(
  entries: MarqueeEntry[],
  statusName: (status: MarqueeEntry["boothStatus"]) => string = (status) => status,
): string {
  return entries.map((e) => `${statusName(e.boothStatus)}: ${e.totalCount}`).join(" | ");
}

export const sectionAnswer = z.object({
  sectionId: z.number().int(),
  sectionName: z.string(),
  position: z.number().int(),
  inclusions: z.string(),
  isFood: z.boolean(),
});

export const sectionPayload = (s: SectionSummary) =>
  ({
    sectionId: s.id,
    sectionName: s.name,
    position: s.position,
    inclusions: s.inclusions,
    isFood: s.isFood,
  }) satisfies z.input<typeof sectionAnswer>;

const boothAnswer = z.object({
  boothId: z.number().int(),
  boothName: z.string(),
  boothPrice: dollars.nullable(),
  boothStatus: z.enum(BOOTH_STATUSES),
  lob: z.string().nullable(),
  sectionName: z.string(),
});

export const boothPayload = (b: BoothView) =>
  ({
    boothId: b.id,
    boothName: b.name,
    boothPrice: b.priceCents === null ? null : centsToDollars(b.priceCents),
    boothStatus: b.status,
    lob: b.lob,
    sectionName: b.sectionName,
  }) satisfies z.input<typeof boothAnswer>;

export const sectionWithBoothsAnswer = sectionAnswer.extend({ lstBooths: z.array(boothAnswer) });

export const sectionWithBoothsPayload = (s: SectionWithBooths) =>
  ({
    ...sectionPayload(s),
    lstBooths: s.booths.map(boothPayload),
  }) satisfies z.input<typeof sectionWithBoothsAnswer>;

const seatAnswer = z.object({
  seatId: z.number().int(),
  seatRow: z.number().int(),
  seatColumn: z.number().int(),
  seatPrice: dollars,
  rowType: z.string(),
  seatStatus: z.enum(SEAT_STATUSES),
  label: z.string(),
});

/** A seated event's seat map (lib/seats/seat-map.ts builds it with `seatPayload`). */
export const seatMapAnswer = z.object({
  eventId: z.number().int(),
  eventGuid: z.uuid(),
  eventName: z.string(),
  seats: z.array(seatAnswer),
});

/** The public seat record: seatPrice (dollars), seatRow, seatColumn, rowType; id, status, label. */
export const seatPayload = (s: SeatView) =>
  ({
    seatId: s.id,
    seatRow: s.row,
    seatColumn: s.column,
    seatPrice: centsToDollars(s.priceCents),
    rowType: s.rowType,
    seatStatus: s.status,
    // The API's label, in English as the API speaks; pages name seats in their own language.
    label: seatName(english, s.row, s.column),
  }) satisfies z.input<typeof seatAnswer>;

/** The seat map's seats as the seat grid and the cart keep them: prices in cents. */
export const seatsOnMap = (seats: readonly z.output<typeof seatAnswer>[]): SeatOnMap[] =>
  seats.map(({ seatPrice, ...seat }) => ({ ...seat, priceCents: dollarsToCents(seatPrice) }));

/**
 * The spec's address from the seat popup to the cart: the seats chosen and their total in
 * dollars (`totalPriceSeats`, which the cart never trusts: it prices the seats itself).
 */
export const popupCartAddress = (seatIds: readonly number[], totalCents: number) =>
  `/cart?selectedSeats=${seatIds.join(",")}&totalPriceSeats=${dollarInputValue(totalCents)}`;

// --- accounts (/api/vendor/v1, /api/visitor/v1, /api/profile): an account's id is `vendorId` ---

/** A signed-in account as the login and visitor registration answer it. */
export const signedInAnswer = z.object({
  vendorId: z.number().int(),
  vendorName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  message: z.string(),
});

export const signedInPayload = (
  account: { accountId: number; vendorName: string; email: string; role: (typeof ROLES)[number] },
  message: string,
) =>
  ({
    vendorId: account.accountId,
    vendorName: account.vendorName,
    email: account.email,
    role: account.role,
    message,
  }) satisfies z.input<typeof signedInAnswer>;

export const registeredAnswer = z.object({ vendorId: z.number().int(), message: z.string() });

export const registeredPayload = (accountId: number, message: string) =>
  ({ vendorId: accountId, message }) satisfies z.input<typeof registeredAnswer>;

export const profileAnswer = z.object({
  vendorId: z.number().int(),
  firstName: z.string(),
  vendorName: z.string(),
  lob: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
});

export const savedProfileAnswer = profileAnswer.extend({ message: z.string() });

/** A profile with the spec's names: firstName is the contact, vendorName the legal name. */
export const profilePayload = (p: Profile) =>
  ({
    vendorId: p.accountId,
    firstName: p.contactName,
    vendorName: p.legalName,
    lob: p.lob,
    city: p.city,
    phone: p.phone,
    email: p.email,
  }) satisfies z.input<typeof profileAnswer>;

/** POST /api/profile/info: whose profile (only the caller's own is answered). */
export const profileInfoSchema = z.object({
  vendorId: z.coerce
    .number({ error: ruleMessage("validation.vendorIdRequired") })
    .int({ error: ruleMessage("validation.vendorIdInvalid") })
    .positive({ error: ruleMessage("validation.vendorIdInvalid") }),
});

// --- the payment request (POST /api/v1/payment) ---

const money = z.union([z.number(), z.string()]).optional().nullable();

/**
 * The spec's payment request (cartItemModelList, couponCode, paidAmount, ...), plus
 * checkoutType, seatIds and termsAccepted. Only item ids, the coupon code and the requested pay
 * amount are used: every client-sent price, URL and vendor id is ignored (the server recomputes).
 */
export const paymentRequestSchema = z.object({
  cartItemModelList: z
    .array(
      z.object({
        // The spec names a cart line's booth id `eventId`.
        eventId: idField(ruleMessage("validation.boothIdInvalid")),
        eventName: z.string().max(200).optional().nullable(),
        eventPrice: money,
        quantity: money,
        initialPrice: money,
      }),
      { error: ruleMessage("validation.cartItemsNotList") },
    )
    .max(50, { error: ruleMessage("validation.tooManyItems") })
    .optional()
    .default([]),
  seatIds: z
    .array(z.coerce.number().int().positive().max(2_147_483_647), {
      error: ruleMessage("validation.seatIdsNotList"),
    })
    .max(64, { error: ruleMessage("validation.tooManySeats") })
    .optional()
    .default([]),
  checkoutType: z
    .enum(["BOOTH_CART", "TICKETS"], { error: ruleMessage("validation.checkoutTypeInvalid") })
    .optional()
    .default("BOOTH_CART"),
  couponCode: z
    .string()
    .trim()
    .max(10, { error: ruleMessage("coupon.invalid") })
    .optional()
    .nullable(),
  paidAmount: z.coerce
    .number({ error: ruleMessage("validation.payAmountNotNumber") })
    .finite({ error: ruleMessage("validation.payAmountNotNumber") })
    .optional()
    .nullable(),
  termsAccepted: z.literal(true, { error: ruleMessage("validation.acceptTerms") }),
  // The add-ons chosen with the booths (each for a booth of this checkout) and the garbage fee's
  // opt-out; the server prices them from the event's catalogue.
  addons: z
    .array(
      z.object({
        boothId: idField(ruleMessage("validation.boothIdInvalid")),
        addonId: idField(ruleMessage("validation.addonIdInvalid")),
        quantity: z.coerce
          .number({ error: ruleMessage("validation.addonQuantity") })
          .int({ error: ruleMessage("validation.addonQuantity") })
          .min(1, { error: ruleMessage("validation.addonQuantity") })
          .max(20, { error: ruleMessage("validation.addonQuantity") })
          .optional()
          .default(1),
      }),
      { error: ruleMessage("validation.addonsNotList") },
    )
    .max(100, { error: ruleMessage("validation.addonsNotList") })
    .optional()
    .default([]),
  ownGarbage: z
    .boolean({ error: ruleMessage("validation.ownGarbage") })
    .optional()
    .default(false),
  // Accepted and ignored (the spec's request fields): the server decides all of these.
  eventId: z.unknown().optional(),
  name: z.unknown().optional(),
  currency: z.unknown().optional(),
  vendorId: z.unknown().optional(),
  amount: z.unknown().optional(),
  taxAmount: z.unknown().optional(),
  feesAmount: z.unknown().optional(),
  SeatsAmount: z.unknown().optional(),
  quantity: z.unknown().optional(),
  cancelUrl: z.unknown().optional(),
  successUrl: z.unknown().optional(),
});
export type PaymentRequestInput = z.input<typeof paymentRequestSchema>;

/**
 * The body the cart sends to POST /api/v1/payment: the booth ids (a booth's id is called
 * `eventId` there), the seat ids, the coupon, the amount to pay now in dollars, the checkout type
 * and the accepted terms. No price is sent: the server prices the items itself.
 */
export function paymentRequestBody(
  checkoutType: CheckoutRequest["checkoutType"],
  items: readonly { kind: "BOOTH" | "SEAT"; id: number }[],
  {
    couponCode = null,
    payCents,
    addons = [],
    ownGarbage = false,
  }: {
    couponCode?: string | null;
    payCents: number;
    addons?: { boothId: number; addonId: number; quantity: number }[];
    ownGarbage?: boolean;
  },
) {
  assertCents(payCents);
  return {
    checkoutType,
    cartItemModelList: items.filter((i) => i.kind === "BOOTH").map((i) => ({ eventId: i.id })),
    seatIds: items.filter((i) => i.kind === "SEAT").map((i) => i.id),
    couponCode,
    paidAmount: centsToDollars(payCents),
    termsAccepted: true as const,
    ...(addons.length ? { addons } : {}),
    ...(ownGarbage ? { ownGarbage } : {}),
  } satisfies PaymentRequestInput;
}

/** The payment request in the checkout's own terms: which booths and seats, a coupon, how much now. */
export const checkoutRequestOf = (
  body: z.output<typeof paymentRequestSchema>,
): CheckoutRequest => ({
  checkoutType: body.checkoutType,
  boothIds: [...new Set(body.cartItemModelList.map((line) => line.eventId))],
  seatIds: [...new Set(body.seatIds)],
  couponCode: body.couponCode?.trim() ? body.couponCode.trim().toUpperCase() : null,
  payCents: centsOf(body.paidAmount),
  addons: body.addons,
  ownGarbage: body.ownGarbage,
});

// --- paying the balance (POST /api/v1/order/balance) ---

/** Which order, and how much of its balance now in dollars (all of it unless said). */
export const balancePaymentSchema = z.object({
  orderId: z.coerce
    .number({ error: ruleMessage("validation.orderIdRequired") })
    .int()
    .positive({ error: ruleMessage("validation.orderIdInvalid") })
    .max(2_147_483_647),
  paidAmount: z.coerce
    .number({ error: ruleMessage("validation.payAmountNotNumber") })
    .finite()
    .optional()
    .nullable(),
});

/** The balance payment request in the site's own terms: the order, and how much now in cents. */
export const balancePaymentOf = (body: z.output<typeof balancePaymentSchema>) => ({
  orderId: body.orderId,
  payCents: centsOf(body.paidAmount),
});

// --- the cancelled checkout (POST /api/v1/order/cancel) ---

const cancelledItemAnswer = z.object({
  kind: z.enum(["BOOTH", "SEAT"]),
  id: z.number().int(),
  name: z.string(),
  sectionName: z.string().nullable(),
  eventGuid: z.uuid(),
  eventName: z.string(),
  price: dollars.nullable(),
  available: z.boolean(),
});

/** A cancelled checkout: the message and, for "Try again", what it held as it stands now. */
export const cancelAnswer = z.object({
  message: z.string(),
  checkoutType: z.string(),
  items: z.array(cancelledItemAnswer),
});

/** The cancel answer: each item with today's price in dollars, as the payment result has it. */
export const cancelPayload = (message: string, checkoutType: string, items: readonly ItemAgain[]) =>
  ({
    message,
    checkoutType,
    items: items.map(({ priceCents, ...item }) => ({
      ...item,
      price: priceCents === null ? null : centsToDollars(priceCents),
    })),
  }) satisfies z.input<typeof cancelAnswer>;

/** The cancel answer's items as the cancel page puts them back in a cart: prices in cents. */
export const cancelledItemsOf = (answer: z.output<typeof cancelAnswer>): ItemAgain[] =>
  answer.items.map(({ price, ...item }) => ({ ...item, priceCents: centsOf(price) }));

// --- the payment result (POST /api/v1/order/success) ---

const itemKind = z.enum(ORDER_ITEM_KINDS);

export const paymentResultAnswer = z.object({
  orderId: z.number().int(),
  checkoutType: z.enum(["BOOTH_CART", "TICKETS"]),
  eventGuid: z.uuid().nullable(),
  eventName: z.string().nullable(),
  eventDate: z.string().nullable(),
  eventVenue: z.string().nullable(),
  /** The event's Arabic name, date line and venue, where the organiser wrote them. */
  eventNameAr: z.string().nullable(),
  eventDateAr: z.string().nullable(),
  eventVenueAr: z.string().nullable(),
  name: z.string(),
  lob: z.string(),
  boothName: z.string(),
  boothPrice: dollars,
  discountAmount: dollars,
  feesAmount: dollars,
  hstAmount: dollars,
  totalAmount: dollars,
  amount: dollars,
  balance: dollars,
  paymentStatus: z.enum(ORDER_STATUSES),
  items: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      kind: itemKind,
      sectionName: z.string().nullable(),
      price: dollars,
    }),
  ),
  message: z.string().nullable(),
});

/**
 * The payment result: name, lob, boothName, boothPrice, feesAmount, hstAmount, totalAmount,
 * amount (paid), balance, paymentStatus; for several items boothName joins their names,
 * boothPrice is their sum, and `items` lists each. Money in dollars.
 */
export const paymentResultPayload = (view: OrderView) =>
  ({
    orderId: view.orderId,
    checkoutType: view.checkoutType,
    eventGuid: view.event?.guid ?? null,
    eventName: view.event?.name ?? null,
    eventDate: view.event?.dateText ?? null,
    eventVenue: view.event ? `${view.event.location}, ${view.event.address}` : null,
    eventNameAr: view.event?.nameAr ?? null,
    eventDateAr: view.event?.dateTextAr ?? null,
    eventVenueAr: view.event?.locationAr ? `${view.event.locationAr}, ${view.event.address}` : null,
    name: view.vendorName,
    lob: view.lob,
    boothName: view.items.map((i) => i.name).join(", "),
    boothPrice: centsToDollars(view.items.reduce((sum, i) => sum + i.priceCents, 0)),
    discountAmount: centsToDollars(view.discountCents),
    feesAmount: centsToDollars(view.feesCents),
    hstAmount: centsToDollars(view.taxCents),
    totalAmount: centsToDollars(view.totalCents),
    amount: centsToDollars(view.paidCents),
    balance: centsToDollars(view.balanceCents),
    paymentStatus: view.status,
    items: view.items.map((i) => ({
      id: i.id,
      name: i.name,
      kind: i.kind,
      sectionName: i.sectionName,
      price: centsToDollars(i.priceCents),
    })),
    // a reason the site gave itself (a late payment refunded), in the order's language
    message: view.message && reasonText(view.message, view.locale),
  }) satisfies z.input<typeof paymentResultAnswer>;
export type PaymentResult = z.output<typeof paymentResultAnswer>;

/**
 * The payment result as the success page shows it: the spec's dollar amounts read back into cents
 * (`itemsCents` is the spec's boothPrice, the items' sum; `taxCents` its hstAmount; `paidCents`
 * its amount), every other field as answered.
 */
export const paymentOutcomeOf = ({
  boothPrice,
  discountAmount,
  feesAmount,
  hstAmount,
  totalAmount,
  amount,
  balance,
  items,
  ...rest
}: PaymentResult) => ({
  ...rest,
  itemsCents: dollarsToCents(boothPrice),
  discountCents: dollarsToCents(discountAmount),
  feesCents: dollarsToCents(feesAmount),
  taxCents: dollarsToCents(hstAmount),
  totalCents: dollarsToCents(totalAmount),
  paidCents: dollarsToCents(amount),
  balanceCents: dollarsToCents(balance),
  items: items.map(({ price, ...item }) => ({ ...item, priceCents: dollarsToCents(price) })),
});
export type PaymentOutcome = ReturnType<typeof paymentOutcomeOf>;
