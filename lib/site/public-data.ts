import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import {
  boothMarquee,
  findEventByGuid,
  listEvents,
  listSectionsWithBooths,
} from "@/lib/events/queries/public";
import { currentContractsOfActiveEvents } from "@/lib/events/queries/contracts";
import { findSeatEvent, findSeatShow, findStageEvent, listSeats } from "../seats/queries";
import { findFeaturedEvent, findSiteSettings } from "./queries";
import { contractPdfPath, parseContract, type ContractView } from "../requirements/contract";
import { TAGS } from "../cache/tags";

/**
 * Cached reads for the public pages: rendered once, served from the cache, invalidated by tag
 * when the data behind them changes, and refreshed at least every minute ('liveState').
 */
export async function getEventsAndMarquee() {
  "use cache";
  cacheLife("liveState");
  cacheTag(TAGS.events, TAGS.booths);
  const [events, marquee] = await Promise.all([listEvents(), boothMarquee()]);
  return { events, marquee };
}

/** The home page's festival: the featured event (null when none is, or it is a DRAFT). */
export async function getFeaturedEvent() {
  "use cache";
  cacheLife("hours");
  cacheTag(TAGS.events);
  return findFeaturedEvent();
}

/** The site's facts from the console's site settings (null while none are stored). */
export async function getSiteFacts() {
  "use cache";
  cacheLife("hours");
  cacheTag(TAGS.settings);
  const row = await findSiteSettings();
  return row
    ? {
        foundedOn: row.foundedOn,
        summerAttendees: row.summerAttendees,
        winterAttendees: row.winterAttendees,
        summerFestivals: row.summerFestivals,
        winterFestivals: row.winterFestivals,
      }
    : null;
}

export async function getEventWithSections(guid: string) {
  "use cache";
  cacheLife("liveState");
  cacheTag(TAGS.events, TAGS.booths);
  const event = await findEventByGuid({ guid });
  if (!event) return null;
  return { event, sections: await listSectionsWithBooths({ eventId: event.id }) };
}

/** A public event by guid (null for an unknown one or a draft), for pages that show no booths. */
export async function getEvent(guid: string) {
  "use cache";
  cacheLife("liveState");
  cacheTag(TAGS.events);
  return (await findEventByGuid({ guid })) ?? null;
}

/** A seated event's seats and ticket sales window: the offers of its structured data. */
export async function getTicketSales(eventId: number) {
  "use cache";
  cacheLife("liveState");
  cacheTag(TAGS.events, TAGS.seats);
  const [event, seats] = await Promise.all([findSeatEvent({ eventId }), listSeats({ eventId })]);
  if (!event) return null;
  return {
    salesEnd: event.ticketSalesEnd,
    salesEnded: event.ticketSalesEnded,
    seats: seats.map(({ priceCents, status }) => ({ priceCents, status })),
  };
}

/**
 * The stage's seated event and its seats. The stage page is cached whole and must not be drawn
 * again for every sale, so this read is not expired by the seats' statuses (`seats`), only by a
 * saved plan (`seat-plans`) or an event change; the statuses it carries (the page's structured
 * data says whether any seat is left) are at most a minute old. The seat pickers ask for the
 * statuses themselves (GET /api/v1/events/{eventId}/seat-status).
 */
export async function getStage() {
  "use cache";
  cacheLife("liveState");
  cacheTag(TAGS.events, TAGS.seatPlans);
  const event = await findStageEvent();
  if (!event) return null;
  return { event, seats: await listSeats({ eventId: event.id }) };
}

/** Another seated show on sale and its seats, by guid, cached as the stage's (null: none). */
export async function getSeatShow(guid: string) {
  "use cache";
  cacheLife("liveState");
  cacheTag(TAGS.events, TAGS.seatPlans);
  const event = await findSeatShow(guid);
  if (!event) return null;
  return { event, seats: await listSeats({ eventId: event.id }) };
}

/** The current vendor contract of every event that takes bookings, as the cart shows them. */
export async function getActiveContracts(): Promise<ContractView[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(TAGS.events);
  return (await currentContractsOfActiveEvents()).map((c) => ({
    eventGuid: c.eventGuid,
    eventName: c.eventName,
    version: c.version,
    title: c.title,
    sections: parseContract(c.body),
    pdfPath: contractPdfPath(c.eventGuid, c.version),
    eventNameAr: c.eventNameAr,
    titleAr: c.titleAr,
    summaryAr: c.summaryAr
      ? c.summaryAr
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean)
      : null,
  }));
}

/** The guids of the seated shows on sale, to prerender their pages at build. */
export async function seatShowGuids(): Promise<string[]> {
  return (await listEvents())
    .filter((e) => e.hasSeating && e.status === "ACTIVE")
    .map((e) => e.guid);
}

/** The guids of the events with booth floors (not the seated stage), to prerender at build. */
export async function boothEventGuids(): Promise<string[]> {
  return (await listEvents()).filter((e) => !e.hasSeating).map((e) => e.guid);
}
