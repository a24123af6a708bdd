import Link from "next/link";
import type { EventStatus } from "@/lib/console/queries/dashboard";

/** The console's dates and times: the festival's (Toronto's) clock, in Canadian English. */
const TIME_ZONE = "America/Toronto";

const day = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeZone: TIME_ZONE });
const moment = new Intl.DateTimeFormat("en-CA", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: TIME_ZONE,
});

/** "Jul 4 – 6, 2025". */
export const formatDays = (start: Date, end: Date) => day.formatRange(start, end);

/** "Nov 24, 2026, 1:25 a.m.". */
export const formatMoment = (at: Date) => moment.format(at);

export const STATUS_BADGE: Record<EventStatus, string> = {
  ACTIVE: "bg-teal/10 text-teal-dark",
  DRAFT: "bg-amber-100 text-amber-900",
  PAST: "bg-ink/5 text-ink-soft",
};

export function StatusBadge({ status }: { status: EventStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_BADGE[status]}`}
    >
      {status}
    </span>
  );
}

/**
 * Whether the event takes bookings, and a link to its public page once it has one (a draft is
 * not public): the status line of the dashboard and the booth editor.
 */
export function BookingAndPublicPage({
  event,
}: {
  event: { guid: string; status: EventStatus; bookingOpen: boolean };
}) {
  return (
    <>
      <span>{event.bookingOpen ? "Booking open" : "Booking closed"}</span>
      {event.status !== "DRAFT" && (
        <Link
          href={`/exhibitions/${event.guid}`}
          prefetch={false}
          className="font-semibold text-teal underline"
        >
          Public page
        </Link>
      )}
    </>
  );
}
