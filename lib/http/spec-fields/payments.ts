import { z } from "zod";
import type { OrderView } from "@/lib/orders/queries/view";
import type { ItemAgain } from "@/lib/orders/queries/vendor";
import { assertCents, centsToDollars, dollarsToCents } from "../../payments/pricing";
import { ruleMessage } from "../../i18n/messages";
import { idField } from "../public-fields";
import { reasonText } from "../../orders/reasons";
import type { CheckoutRequest } from "../../payments/checkout/start";
import { centsOf, dollars, ORDER_ITEM_KINDS, ORDER_STATUSES } from "./common";

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
  /** The street address both venues end with (isolated on the page, whatever its direction). */
  eventAddress: z.string().nullable().optional(),
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
      /** The add-on's and the booth's section's Arabic names (null where not written). */
      nameAr: z.string().nullable().optional(),
      sectionNameAr: z.string().nullable().optional(),
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
    eventAddress: view.event?.address ?? null,
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
      nameAr: i.nameAr ?? null,
      sectionNameAr: i.sectionNameAr ?? null,
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
