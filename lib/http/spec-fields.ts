import type {
  BoothView,
  EventSummary,
  MarqueeEntry,
  SectionSummary,
  SectionWithBooths,
} from "@/db/queries/events";
import { centsToDollars } from "../payments/pricing";
import { torontoIso } from "../i18n/toronto-time";
import type { Profile } from "../accounts/accounts";

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

// --- organiser console: events, coupons, audit (lib/events/office-endpoints.ts) ---

type AdminEventView = import("../events/editing").AdminEvent;
type AdminEventDetailView = import("../events/editing").AdminEventDetail;
type CouponView = import("@/db/queries/admin-coupons").CouponRow;
type AuditView = import("@/db/queries/audit").AuditRow;

/** An event as the organiser console lists it: every field, in both languages, with counts. */
export function adminEventPayload(e: AdminEventView) {
  return {
    eventId: e.id,
    eventGuid: e.guid,
    eventName: e.name,
    eventNameAr: e.nameAr,
    eventDescription: e.description,
    eventDescriptionAr: e.descriptionAr,
    eventLocation: e.location,
    eventLocationAr: e.locationAr,
    eventDate: torontoIso(e.startsAt),
    eventEndDate: torontoIso(e.endsAt),
    eventDateText: e.dateText,
    eventDateTextAr: e.dateTextAr,
    eventAddress: e.address,
    eventDetails: e.details,
    eventDetailsAr: e.detailsAr,
    eventImage: e.image,
    eventStatus: e.status,
    eventPrice: centsToDollars(e.priceCents),
    hasSeating: e.hasSeating,
    bookingOpen: e.bookingOpen,
    balanceDueDate: e.balanceDueDate,
    featured: e.featured,
    featuredTitle: e.featuredTitle,
    featuredTitleAr: e.featuredTitleAr,
    openingHours: e.openingHours.map((day) => ({
      opens: torontoIso(new Date(day.opens)),
      closes: torontoIso(new Date(day.closes)),
    })),
    sectionCount: e.sectionCount,
    boothCount: e.boothCount,
    contractVersion: e.contractVersion,
    createdAt: torontoIso(e.createdAt),
    warnings: e.warnings,
  };
}

/** One event with its current contract (the text included) and every version of it. */
export function adminEventDetailPayload(e: AdminEventDetailView) {
  return {
    ...adminEventPayload(e),
    contract: e.contract
      ? {
          contractId: e.contract.id,
          contractVersion: e.contract.version,
          contractTitle: e.contract.title,
          contractTitleAr: e.contract.titleAr,
          contractSummaryAr: e.contract.summaryAr,
          contractText: e.contract.body,
        }
      : null,
    contractVersions: e.contractVersions.map((v) => ({
      contractId: v.id,
      contractVersion: v.version,
      contractTitle: v.title,
      createdAt: torontoIso(v.createdAt),
    })),
  };
}

/** A coupon as the console shows it; `used` is its redemptions so far. */
export function adminCouponPayload(c: CouponView) {
  return {
    couponId: c.id,
    code: c.code,
    percent: c.percentOff,
    validFrom: c.validFrom ? torontoIso(c.validFrom) : null,
    validUntil: c.validUntil ? torontoIso(c.validUntil) : null,
    maxRedemptions: c.maxRedemptions,
    active: c.active,
    used: c.redemptions,
  };
}

/** One audit row: who (name, e-mail), when, what, and the row before and after. */
export function auditPayload(a: AuditView) {
  return {
    auditId: a.id,
    actorId: a.actorId,
    actorName: a.actorName,
    actorEmail: a.actorEmail,
    createdAt: torontoIso(a.createdAt),
    entity: a.entity,
    entityId: a.entityId,
    action: a.action,
    before: a.before,
    after: a.after,
  };
}
