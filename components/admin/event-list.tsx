import Link from "next/link";
import type { ConsoleEvent } from "@/lib/console/queries/dashboard";
import { formatDays, StatusBadge } from "./format";

/** The way to a new event, above the list. */
function NewEventLink() {
  return (
    <div className="flex justify-end">
      <Link href="/admin/events/new" prefetch={false} className="btn-primary">
        <span aria-hidden="true">+</span> New event
      </Link>
    </div>
  );
}

/** Every event with its status and dates, each linking to its dashboard and its editor. */
export function EventList({ events, caption }: { events: ConsoleEvent[]; caption: string }) {
  if (events.length === 0)
    return (
      <div className="space-y-3">
        <NewEventLink />
        <p className="text-ink-soft">No events yet.</p>
      </div>
    );
  return (
    <div className="space-y-3">
      <NewEventLink />
      <div className="overflow-x-auto rounded-xl border border-ink/10 bg-white">
        <table className="w-full text-left">
          <caption className="px-4 pt-4 text-left text-lg font-bold">{caption}</caption>
          <thead>
            <tr className="border-b border-ink/10 text-sm text-ink-soft">
              <th scope="col" className="px-4 py-2 font-semibold">
                Event
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Status
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Dates
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr
                key={event.id}
                className="border-b border-ink/5 last:border-0"
                data-testid="event"
              >
                <th scope="row" className="px-4 py-3 font-semibold">
                  <Link
                    href={`/admin/events/${event.id}`}
                    prefetch={false}
                    className="text-teal underline"
                  >
                    {event.name}
                  </Link>
                </th>
                <td className="px-4 py-3">
                  <StatusBadge status={event.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {formatDays(event.startsAt, event.endsAt)}
                </td>
                <td className="px-4 py-3 text-right">
                  <Link
                    href={`/admin/events/${event.id}/edit`}
                    prefetch={false}
                    className="inline-flex min-h-11 items-center font-semibold text-teal underline"
                  >
                    Edit<span className="sr-only"> {event.name}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
