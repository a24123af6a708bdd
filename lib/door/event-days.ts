import { torontoDay } from "../i18n/toronto-time";

// Whether a scan is made on one of the event's days, in Toronto: the calendar days from the
// opening of its doors (the start, less the doors-open margin) to its end. A ticket scanned on
// another day is WRONG_DAY ("Not today: Saturday July 5") until staff confirm it; a vendor pass
// may also come the day before, the set-up day. Client-safe and pure: the phone and the server
// decide the same.

/** How long before the start the doors open: a scan then is on the event's day. */
export const DOORS_OPEN_MARGIN_MS = 60 * 60_000;

const DAY_MS = 24 * 60 * 60_000;

/** Whether an instant is on one of the event's Toronto days (a pass's set-up day included). */
export function onEventDay(
  at: string | Date,
  event: { startsAt: string | Date; endsAt: string | Date },
  { setUpDay = false }: { setUpDay?: boolean } = {},
): boolean {
  const day = torontoDay(new Date(at));
  const opens = new Date(event.startsAt).getTime() - DOORS_OPEN_MARGIN_MS;
  const first = torontoDay(new Date(setUpDay ? opens - DAY_MS : opens));
  const last = torontoDay(new Date(event.endsAt));
  return day >= first && day <= last;
}
