import "server-only";
import { findSeatEvent, findStageEvent, listSeats } from "./queries";
import { appError } from "../http/envelope";
import { seatPayload } from "../http/spec-fields";

/** The seat map of a seated event (or the current stage event) with live statuses. */
export async function seatMap(eventId?: number) {
  const event = eventId === undefined ? await findStageEvent() : await findSeatEvent({ eventId });
  if (!event) throw appError("NOT_FOUND", "errors.seats.noSeatedEventFound");
  const seats = await listSeats({ eventId: event.id });
  return {
    eventId: event.id,
    eventGuid: event.guid,
    eventName: event.name,
    seats: seats.map(seatPayload),
  };
}
