import { DOORS_OPEN_MARGIN_MS } from "../door/event-days";

// When a ticket may be passed on, the same on the tickets page (whether to offer "Transfer") and
// on the server (which decides). Client-safe and pure.

/** The longest cut-off an organiser may set before the doors open: 30 days (hours). */
export const MAX_TRANSFER_CUTOFF_HOURS = 720;

/** An event as the cut-off reads it: its start, and the organiser's hours before doors open. */
export type TransferEvent = { startsAt: Date | string; transferCutoffHours?: number };

/**
 * The moment transfers of an event's tickets stop: the organiser's cut-off, `transferCutoffHours`
 * before its doors open (0, the default: when they open; the doors open at the start, less the
 * margin the door counts the event's day from). After the doors open the door may already have
 * let the ticket in, and a phone offline since its last sync would still know only the old code.
 */
export function transferCutoff(event: TransferEvent): Date {
  const hours = event.transferCutoffHours ?? 0;
  return new Date(new Date(event.startsAt).getTime() - DOORS_OPEN_MARGIN_MS - hours * 3_600_000);
}

/** Why a ticket cannot be passed on now, or null when it can. */
export type TransferBar = "voided" | "admitted" | "cutOff" | null;

export function transferBar(
  ticket: { voided: boolean; admitted: boolean; event: TransferEvent },
  now: Date = new Date(),
): TransferBar {
  if (ticket.voided) return "voided";
  if (ticket.admitted) return "admitted";
  if (now.getTime() >= transferCutoff(ticket.event).getTime()) return "cutOff";
  return null;
}
