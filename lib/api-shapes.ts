import type {
  BoothView,
  EventSummary,
  MarqueeEntry,
  SectionSummary,
  SectionWithBooths,
} from "@/db/queries/events";
import { centsToDollars } from "./pricing";
import type { Profile } from "./vendors";

/** The public field names for API payloads; money in dollars, as API clients read it. */
export function eventPayload(e: EventSummary) {
  return {
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
  };
}

export function boothPayload(b: BoothView) {
  return {
    boothId: b.id,
    boothName: b.name,
    boothPrice: b.priceCents === null ? null : centsToDollars(b.priceCents),
    boothStatus: b.status,
    lob: b.lob,
    sectionName: b.sectionName,
  };
}

export function sectionPayload(s: SectionSummary) {
  return {
    sectionId: s.id,
    sectionName: s.name,
    position: s.position,
    inclusions: s.inclusions,
    isFood: s.isFood,
  };
}

export function sectionWithBoothsPayload(s: SectionWithBooths) {
  return { ...sectionPayload(s), lstBooths: s.booths.map(boothPayload) };
}

export function marqueePayload(entries: MarqueeEntry[]) {
  return entries.map(({ boothStatus, totalCount }) => ({ boothStatus, totalCount }));
}

/** 'AVAILABLE: 130 | BOOKED: 18' (status and count pairs joined with ' | '). */
export function marqueeText(
  entries: MarqueeEntry[],
  statusName: (status: MarqueeEntry["boothStatus"]) => string = (status) => status,
): string {
  return entries.map((e) => `${statusName(e.boothStatus)}: ${e.totalCount}`).join(" | ");
}

/** A profile with the public field names: firstName is the contact, vendorName the legal name. */
export function profilePayload({ contactName, legalName, ...rest }: Profile) {
  return { ...rest, firstName: contactName, vendorName: legalName };
}
