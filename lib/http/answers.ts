import { z } from "zod";
import {
  AUDIT_ENTITIES,
  BOOTH_STATUSES,
  ORDER_STATUSES,
  ROLES,
  SEAT_STATUSES,
} from "@/db/queries/model";

// The payloads successful API answers carry (inside `{status, payload}`), with the public field
// names; money in dollars. The OpenAPI document shows them, and tests check answers against them.

const dollars = z.number();
const isoTime = z.iso.datetime({ offset: true });

export const messageAnswer = z.object({ message: z.string() });

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

export const marqueeAnswer = z.array(
  z.object({ boothStatus: z.string(), totalCount: z.number().int() }),
);

export const sectionAnswer = z.object({
  sectionId: z.number().int(),
  sectionName: z.string(),
  position: z.number().int(),
  inclusions: z.string(),
  isFood: z.boolean(),
});

export const sectionWithBoothsAnswer = sectionAnswer.extend({
  lstBooths: z.array(
    z.object({
      boothId: z.number().int(),
      boothName: z.string(),
      boothPrice: dollars.nullable(),
      boothStatus: z.enum(BOOTH_STATUSES),
      lob: z.string().nullable(),
      sectionName: z.string(),
    }),
  ),
});

export const seatMapAnswer = z.object({
  eventId: z.number().int(),
  eventGuid: z.uuid(),
  eventName: z.string(),
  seats: z.array(
    z.object({
      seatId: z.number().int(),
      seatRow: z.number().int(),
      seatColumn: z.number().int(),
      seatPrice: dollars,
      rowType: z.string(),
      seatStatus: z.enum(SEAT_STATUSES),
      label: z.string(),
    }),
  ),
});

export const couponAnswer = z.object({
  code: z.string(),
  discount: z.number(),
  message: z.string().optional(),
});

export const tokenAnswer = z.object({ token: z.string() });

const account = {
  vendorId: z.number().int(),
  vendorName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
};

export const signedInAnswer = z.object({ ...account, message: z.string() });

export const registeredAnswer = z.object({ vendorId: z.number().int(), message: z.string() });

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

export const checkoutAnswer = z.object({
  sessionId: z.string(),
  url: z.url(),
  orderId: z.number().int(),
  holdExpiresAt: isoTime.optional(),
});

const itemKind = z.enum(["BOOTH", "SEAT"]);

export const paymentResultAnswer = z.object({
  orderId: z.number().int(),
  checkoutType: z.enum(["BOOTH_CART", "TICKETS"]),
  eventGuid: z.uuid().nullable(),
  eventName: z.string().nullable(),
  eventDate: z.string().nullable(),
  eventVenue: z.string().nullable(),
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
  paymentStatus: z.string(),
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

export const cancelAnswer = z.object({
  message: z.string(),
  checkoutType: z.string(),
  items: z.array(
    z.object({
      kind: itemKind,
      id: z.number().int(),
      name: z.string(),
      sectionName: z.string().nullable(),
      eventGuid: z.uuid(),
      eventName: z.string(),
      price: dollars.nullable(),
      available: z.boolean(),
    }),
  ),
});

export const webhookAnswer = z.object({ received: z.boolean(), duplicate: z.boolean() });

export const healthAnswer = z.object({ database: z.literal("up") });

export const ticketKeyAnswer = z.object({
  algorithm: z.literal("Ed25519"),
  publicKey: z.string(),
  format: z.string(),
});

/** The OpenAPI document itself (not in the envelope). */
export const openApiAnswer = z.object({
  openapi: z.string(),
  paths: z.record(z.string(), z.unknown()),
});

// --- dashboard (organiser console): GET /api/admin/v1/dashboard ---

const tally = z.number().int().nonnegative();
const boothTally = z.object({
  AVAILABLE: tally,
  HELD: tally,
  BOOKED: tally,
  RESERVED: tally,
  total: tally,
});

export const dashboardAnswer = z.object({
  eventId: z.number().int(),
  eventGuid: z.uuid(),
  eventName: z.string(),
  eventStatus: z.enum(["DRAFT", "ACTIVE", "PAST"]),
  eventDate: isoTime,
  eventEndDate: isoTime,
  hasSeating: z.boolean(),
  bookingOpen: z.boolean(),
  hasContract: z.boolean(),
  sections: z.array(
    z.object({
      sectionId: z.number().int(),
      sectionName: z.string(),
      position: z.number().int(),
      boothCounts: boothTally,
    }),
  ),
  boothCounts: boothTally,
  seatCounts: z.object({ AVAILABLE: tally, HELD: tally, SOLD: tally, total: tally }).nullable(),
  moneyCollected: dollars,
  balancesOutstanding: dollars,
  ordersToday: tally,
  holdsOpen: tally,
  recentOrders: z.array(
    z.object({
      orderId: z.number().int(),
      vendorId: z.number().int(),
      vendorName: z.string(),
      items: z.array(
        z.object({ kind: itemKind, name: z.string(), sectionName: z.string().nullable() }),
      ),
      totalAmount: dollars,
      paidAmount: dollars,
      balance: dollars,
      orderStatus: z.enum(ORDER_STATUSES),
      createdAt: isoTime,
    }),
  ),
  balanceDueDate: z.iso.date().nullable(),
  overdueOrders: z.array(
    z.object({
      orderId: z.number().int(),
      vendorName: z.string(),
      email: z.string(),
      balance: z.number(),
    }),
  ),
  warnings: z.array(
    z.object({
      code: z.enum(["EVENT_DATE_PASSED", "BOOKING_OPEN_WITHOUT_CONTRACT"]),
      message: z.string(),
    }),
  ),
});

// --- sections and booths (organiser API: lib/booths/office-endpoints.ts) ---

export const adminSectionAnswer = z.object({
  sectionId: z.number().int(),
  eventId: z.number().int(),
  sectionName: z.string(),
  sectionNameAr: z.string().nullable(),
  position: z.number().int(),
  inclusions: z.string(),
  inclusionsAr: z.string().nullable(),
  isFood: z.boolean(),
});

export const adminBoothAnswer = z.object({
  boothId: z.number().int(),
  sectionId: z.number().int(),
  boothName: z.string(),
  boothPrice: dollars.nullable(),
  boothStatus: z.enum(BOOTH_STATUSES),
});

export const adminCreatedBoothsAnswer = z.object({
  sectionId: z.number().int(),
  booths: z.array(adminBoothAnswer),
});

export const adminSectionPricesAnswer = z.object({
  sectionId: z.number().int(),
  boothPrice: dollars.nullable(),
  changed: z.number().int(),
  skipped: z.number().int(),
});

export const adminSeatingAnswer = z.object({
  eventId: z.number().int(),
  rows: z.number().int(),
  seatsPerRow: z.number().int(),
  bands: z.array(
    z.object({
      fromRow: z.number().int(),
      toRow: z.number().int(),
      price: dollars,
      rowType: z.string(),
    }),
  ),
  seats: z.number().int(),
  created: z.number().int(),
  repriced: z.number().int(),
  removed: z.number().int(),
});

// --- events, coupons, audit (organiser API: lib/events/office-endpoints.ts) ---

export const adminEventAnswer = z.object({
  eventId: z.number().int(),
  eventGuid: z.uuid(),
  eventName: z.string(),
  eventNameAr: z.string().nullable(),
  eventDescription: z.string(),
  eventDescriptionAr: z.string().nullable(),
  eventLocation: z.string(),
  eventLocationAr: z.string().nullable(),
  eventDate: isoTime,
  eventEndDate: isoTime,
  eventDateText: z.string(),
  eventDateTextAr: z.string().nullable(),
  eventAddress: z.string(),
  eventDetails: z.string(),
  eventDetailsAr: z.string().nullable(),
  eventImage: z.string(),
  eventStatus: z.enum(["DRAFT", "ACTIVE", "PAST"]),
  eventPrice: dollars,
  hasSeating: z.boolean(),
  bookingOpen: z.boolean(),
  balanceDueDate: z.iso.date().nullable(),
  featured: z.boolean().meta({ description: "The home page's festival (one event at a time)" }),
  featuredTitle: z
    .string()
    .nullable()
    .meta({ description: "The title the home page gives it (null: eventName)" }),
  featuredTitleAr: z.string().nullable(),
  openingHours: z
    .array(z.object({ opens: isoTime, closes: isoTime }))
    .meta({ description: "Each day's opening hours, as the home page lists them" }),
  sectionCount: z.number().int(),
  boothCount: z.number().int(),
  contractVersion: z.string().nullable(),
  createdAt: isoTime,
  warnings: z.array(
    z.object({ code: z.enum(["BOOKING_OPEN_WITHOUT_CONTRACT"]), message: z.string() }),
  ),
});

export const adminEventDetailAnswer = adminEventAnswer.extend({
  contract: z
    .object({
      contractId: z.number().int(),
      contractVersion: z.string(),
      contractTitle: z.string(),
      contractTitleAr: z.string().nullable(),
      contractSummaryAr: z.string().nullable(),
      contractText: z.string(),
    })
    .nullable(),
  contractVersions: z.array(
    z.object({
      contractId: z.number().int(),
      contractVersion: z.string(),
      contractTitle: z.string(),
      createdAt: isoTime,
    }),
  ),
});

export const adminCouponAnswer = z.object({
  couponId: z.number().int(),
  code: z.string(),
  percent: z.number().int(),
  validFrom: isoTime.nullable(),
  validUntil: isoTime.nullable(),
  maxRedemptions: z.number().int().nullable(),
  active: z.boolean(),
  used: z.number().int(),
});

export const auditEntryAnswer = z.object({
  auditId: z.number().int(),
  actorId: z.number().int(),
  actorName: z.string(),
  actorEmail: z.string(),
  createdAt: isoTime,
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.number().int(),
  action: z.enum(["create", "update", "delete"]),
  before: z.unknown(),
  after: z.unknown(),
});

// --- organiser console: image uploads (lib/events/image-endpoints.ts) ---

export const imageUploadAnswer = z.object({
  eventId: z.number().int(),
  imageId: z.number().int(),
  /** The picture's address on this site: /media/{imageId}-{hash}.webp, cached for a year. */
  imageUrl: z.string().regex(/^\/media\/\d+-[0-9a-f]{8}\.webp$/),
  width: z.number().int(),
  height: z.number().int(),
});

// --- The organiser console's orders (money in dollars) ---

const ORDER_STATUS = z.enum(ORDER_STATUSES);
const dollarAmount = z.number();

export const adminOrderListAnswer = z.object({
  orders: z.array(
    z.object({
      orderId: z.number().int(),
      vendorId: z.number().int(),
      vendorName: z.string(),
      email: z.string(),
      eventId: z.number().int().nullable(),
      eventName: z.string().nullable(),
      orderStatus: ORDER_STATUS,
      items: z.array(z.string()),
      totalAmount: dollarAmount,
      paidAmount: dollarAmount,
      refundedAmount: dollarAmount,
      balance: dollarAmount,
      createdAt: isoTime,
    }),
  ),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const adminOrderAnswer = z.object({
  orderId: z.number().int(),
  invoiceNumber: z.string(),
  orderStatus: ORDER_STATUS,
  checkoutType: z.enum(["BOOTH_CART", "TICKETS"]),
  vendor: z.object({
    vendorId: z.number().int(),
    vendorName: z.string(),
    contactName: z.string(),
    lob: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  event: z
    .object({ eventId: z.number().int(), eventGuid: z.string(), eventName: z.string() })
    .nullable(),
  items: z.array(
    z.object({
      orderItemId: z.number().int(),
      kind: z.enum(["BOOTH", "SEAT"]),
      name: z.string(),
      sectionName: z.string().nullable(),
      price: dollarAmount,
      /** The booth or seat is the buyer's (paid, or held by the order), not given back. */
      held: z.boolean(),
      releasedAt: isoTime.nullable(),
    }),
  ),
  subtotal: dollarAmount,
  discount: dollarAmount,
  fees: dollarAmount,
  charges: dollarAmount,
  hst: dollarAmount,
  totalAmount: dollarAmount,
  paidAmount: dollarAmount,
  refundedAmount: dollarAmount,
  balance: dollarAmount,
  couponCode: z.string().nullable(),
  contractVersion: z.string().nullable(),
  contractAcceptedAt: isoTime.nullable(),
  createdAt: isoTime,
  payments: z.array(
    z.object({
      paymentId: z.number().int(),
      kind: z.enum(["INITIAL", "BALANCE"]),
      method: z.enum(["STRIPE", "CHEQUE", "ETRANSFER", "CASH", "COUPON"]),
      reference: z.string().nullable(),
      amount: dollarAmount,
      status: z.enum(["OPEN", "PAID", "EXPIRED", "FAILED", "REFUNDED"]),
      stripeSessionId: z.string().nullable(),
      paymentIntentId: z.string().nullable(),
      createdAt: isoTime,
    }),
  ),
  refunds: z.array(
    z.object({
      refundId: z.number().int(),
      paymentId: z.number().int(),
      amount: dollarAmount,
      reason: z.string(),
      status: z.enum(["PENDING", "SUCCEEDED", "FAILED"]),
      stripeRefundId: z.string().nullable(),
      createdAt: isoTime,
      settledAt: isoTime.nullable(),
    }),
  ),
  extraCharges: z.array(
    z.object({
      chargeId: z.number().int(),
      description: z.string(),
      amount: dollarAmount,
      hst: dollarAmount,
      createdAt: isoTime,
    }),
  ),
  emails: z.array(
    z.object({
      emailId: z.number().int(),
      to: z.string(),
      subject: z.string(),
      createdAt: isoTime,
      sentAt: isoTime.nullable(),
      error: z.string().nullable(),
    }),
  ),
});

export const adminRefundAnswer = z.object({
  orderId: z.number().int(),
  orderStatus: ORDER_STATUS,
  refundIds: z.array(z.number().int()),
  refundedAmount: dollarAmount,
  releasedItems: z.array(z.number().int()),
  voidedTickets: z.array(z.string()),
});

export const adminOfflinePaymentAnswer = z.object({
  orderId: z.number().int(),
  paymentId: z.number().int(),
  orderStatus: ORDER_STATUS,
  paidAmount: dollarAmount,
  balance: dollarAmount,
});

export const adminCancelAnswer = z.object({
  orderId: z.number().int(),
  orderStatus: z.literal("CANCELLED"),
  refundedAmount: dollarAmount,
  refundIds: z.array(z.number().int()),
  releasedItems: z.array(z.number().int()),
  voidedTickets: z.array(z.string()),
});

export const voidedTicketsAnswer = z.object({
  eventId: z.number().int(),
  tickets: z.array(z.object({ ticketId: z.uuid(), seatLabel: z.string(), voidedAt: isoTime })),
});

export const adminChargeAnswer = z.object({
  orderId: z.number().int(),
  chargeId: z.number().int(),
  orderStatus: ORDER_STATUS,
  amount: dollarAmount,
  hst: dollarAmount,
  totalAmount: dollarAmount,
  balance: dollarAmount,
});

// --- The organiser console's accounts ---

const adminAccount = {
  vendorId: z.number().int(),
  vendorName: z.string(),
  contactName: z.string(),
  lob: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  role: z.enum(ROLES),
  disabled: z.boolean(),
  createdAt: isoTime,
};

export const adminVendorListAnswer = z.object({
  vendors: z.array(z.object({ ...adminAccount, orders: z.number().int(), balance: dollarAmount })),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const adminVendorAnswer = z.object({
  ...adminAccount,
  language: z.enum(["en", "ar"]),
  balance: dollarAmount,
  orders: z.array(
    z.object({
      orderId: z.number().int(),
      orderStatus: ORDER_STATUS,
      eventId: z.number().int().nullable(),
      eventName: z.string().nullable(),
      totalAmount: dollarAmount,
      paidAmount: dollarAmount,
      refundedAmount: dollarAmount,
      balance: dollarAmount,
      contractVersion: z.string().nullable(),
      contractAcceptedAt: isoTime.nullable(),
      createdAt: isoTime,
    }),
  ),
});

export const adminReportsAnswer = z.object({
  eventId: z.number().int(),
  salesByDay: z.array(z.object({ day: z.iso.date(), received: z.number(), refunded: z.number() })),
  salesBySection: z.array(
    z.object({ sectionName: z.string(), items: z.number().int(), sales: z.number() }),
  ),
  hstCharged: z.number(),
  refunds: z.object({ count: z.number().int(), amount: z.number() }),
});

export const adminCreatedOrderAnswer = z.object({
  orderId: z.number().int(),
  eventId: z.number().int(),
  orderStatus: z.literal("PARTIALLY_PAID"),
  totalAmount: dollarAmount,
  balance: dollarAmount,
});
