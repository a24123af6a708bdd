import { readJsonStorage } from "./browser-state";
import { OCCUPIED_SEATS_KEY, SELECTED_SEATS_KEY } from "./cart";
import { dollarsToCents } from "./pricing";

/** Local storage keys for the seat flow: tickets, selectedSeats, occupiedSeats. */
export const TICKETS_KEY = "tickets";
export const TICKETS_EVENT = "festival:tickets";

/** A ticket line (seat label and price; seatPrice may be missing and counts as 0). */
export type Ticket = { seatId: number; label: string; seatPrice?: number };

export function ticketCents(tickets: Ticket[]): number[] {
  return tickets.map((t) => dollarsToCents(Number(t.seatPrice ?? 0) || 0));
}

function isTicket(v: unknown): v is Ticket {
  const t = v as Ticket;
  return !!t && Number.isInteger(t.seatId) && typeof t.label === "string";
}

export function parseTickets(raw: string): Ticket[] {
  try {
    const value = JSON.parse(raw) as unknown;
    return Array.isArray(value) ? value.filter(isTicket) : [];
  } catch {
    return [];
  }
}

export function readTickets(): Ticket[] {
  return parseTickets(localStorage.getItem(TICKETS_KEY) ?? "[]");
}

export function writeTickets(tickets: Ticket[]): void {
  localStorage.setItem(TICKETS_KEY, JSON.stringify(tickets));
  localStorage.setItem(SELECTED_SEATS_KEY, JSON.stringify(tickets.map((t) => t.seatId)));
  window.dispatchEvent(new Event(TICKETS_EVENT));
}

export function writeSelectedSeatIds(ids: number[]): void {
  localStorage.setItem(SELECTED_SEATS_KEY, JSON.stringify(ids));
  window.dispatchEvent(new Event(TICKETS_EVENT));
}

/** The raw stored selection (a string, so React can compare snapshots). */
export function selectionSnapshot(): string {
  return localStorage.getItem(SELECTED_SEATS_KEY) ?? "[]";
}

export function subscribeSelection(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === SELECTED_SEATS_KEY) listener();
  };
  window.addEventListener(TICKETS_EVENT, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(TICKETS_EVENT, listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Done marks the selected seats occupied and stores them (the server decides for real). */
export function rememberOccupied(ids: number[]): void {
  const current = readJsonStorage<unknown>(OCCUPIED_SEATS_KEY, []);
  const merged = new Set([...(Array.isArray(current) ? current : []), ...ids]);
  localStorage.setItem(OCCUPIED_SEATS_KEY, JSON.stringify([...merged]));
}

/** Clear releases the seats and clears stored seat data. */
export function clearTickets(): void {
  localStorage.removeItem(TICKETS_KEY);
  localStorage.removeItem(SELECTED_SEATS_KEY);
  localStorage.removeItem(OCCUPIED_SEATS_KEY);
  window.dispatchEvent(new Event(TICKETS_EVENT));
}
