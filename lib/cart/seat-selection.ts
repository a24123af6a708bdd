import { readJsonStorage } from "./browser-state";
import { OCCUPIED_SEATS_KEY, SELECTED_SEATS_KEY } from "./cart";
import { dollarsToCents } from "../payments/pricing";

/** Local storage keys for the seat flow: tickets, selectedSeats, occupiedSeats. */
export const TICKETS_KEY = "tickets";
export const TICKETS_EVENT = "festival:tickets";

/** A ticket line: the seat, its label and a snapshot of its price in cents (for display). */
export type Ticket = { seatId: number; label: string; priceCents: number };

/**
 * A stored ticket line, in today's shape or the older one that kept the price in dollars
 * (`seatPrice`, possibly missing: 0), so a visitor's saved seats survive the change.
 */
function toTicket(v: unknown): Ticket | null {
  const stored = v as {
    seatId?: unknown;
    label?: unknown;
    priceCents?: unknown;
    seatPrice?: unknown;
  };
  if (!stored || !Number.isInteger(stored.seatId) || typeof stored.label !== "string") return null;
  const priceCents = Number.isInteger(stored.priceCents)
    ? (stored.priceCents as number)
    : dollarsToCents(Number(stored.seatPrice ?? 0) || 0);
  return { seatId: stored.seatId as number, label: stored.label, priceCents };
}

export function parseTickets(raw: string): Ticket[] {
  try {
    const value = JSON.parse(raw) as unknown;
    return Array.isArray(value) ? value.flatMap((v) => toTicket(v) ?? []) : [];
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
