import { DOORS_OPEN_MARGIN_MS } from "../door/event-days";

// When a ticket may be passed on, the same on the tickets page (whether to offer "Transfer") and
// on the server (which decides). Client-safe and pure.

/**
 * The moment transfers of an event's tickets stop: when its doors open (the start, less the
 * margin the door counts the event's day from). After it the door may already have let the
 * ticket in, and a phone offline since its last sync would still know only the old code.
 */
export function transferCutoff(event: { startsAt: Date | string }): Date {
  return new Date(new Date(event.startsAt).getTime() - DOORS_OPEN_MARGIN_MS);
}

/** Why a ticket cannot be passed on now, or null when it can. */
export type TransferBar = "voided" | "admitted" | "cutOff" | null;

export function transferBar(
  ticket: { voided: boolean; admitted: boolean; event: { startsAt: Date | string } },
  now: Date = new Date(),
): TransferBar {
  if (ticket.voided) return "voided";
  if (ticket.admitted) return "admitted";
  if (now.getTime() >= transferCutoff(ticket.event).getTime()) return "cutOff";
  return null;
}
