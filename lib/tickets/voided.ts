import "server-only";
import { findEditorEvent } from "@/lib/booths/queries/office";
import { listVoidedTickets } from "@/db/queries/tickets";
import { appError } from "../http/envelope";

/**
 * The tickets of an event that no longer admit anyone (refunded or cancelled), for door scanners:
 * a QR code's signature stays valid, so a scanner checks its ticket id against this list.
 */
export async function voidedTickets(eventId: number) {
  if (!(await findEditorEvent(eventId))) throw appError("NOT_FOUND", "errors.events.notFound");
  return listVoidedTickets(eventId);
}
