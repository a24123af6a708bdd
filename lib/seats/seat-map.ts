import "server-only";
import { findSeatEvent, findStageEvent, listSeats } from "@/db/queries/seats";
import { AppError } from "../http/envelope";
import { seatPayload } from "./seat-shapes";

/** The seat map of a seated event (or the current stage event) with live statuses. */
export async function seatMap(eventId?: number) {
  const event = eventId === undefined ? await findStageEvent() : await findSeatEvent({ eventId });
  if (!event) throw new AppError("NOT_FOUND", "No seated event found");
  const seats = await listSeats({ eventId: event.id });
  return {
    eventId: event.id,
    eventGuid: event.guid,
    eventName: event.name,
    seats: seats.map(seatPayload),
  };
}
