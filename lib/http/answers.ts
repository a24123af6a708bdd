import { z } from "zod";
import { BOOTH_STATUSES, ROLES, SEAT_STATUSES } from "@/db/queries/model";

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
