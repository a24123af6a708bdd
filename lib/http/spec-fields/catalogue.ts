import { z } from "zod";
import type {
  BoothView,
  EventSummary,
  MarqueeEntry,
  SectionSummary,
  SectionWithBooths,
} from "@/lib/events/queries/public";
import type { SeatView } from "@/db/queries/seats";
import { centsToDollars, dollarInputValue, dollarsToCents } from "../../payments/pricing";
import { t as english } from "../../i18n/messages";
import { seatName, type SeatOnMap } from "../../seats/seat-shapes";
import { BOOTH_STATUSES, dollars, isoTime, SEAT_KINDS, SEAT_STATUSES } from "./common";

export { eventImageUrl, floorPlanAddress } from "./addresses";

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
  /** STANDARD, a WHEELCHAIR space, or the COMPANION seat beside one. */
  seatKind: z.enum(SEAT_KINDS),
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
    seatKind: s.kind,
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
