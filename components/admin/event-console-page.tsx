import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import type { EventStatus } from "@/lib/console/queries/dashboard";
import { AppError } from "@/lib/http/envelope";
import { eventIdSchema } from "@/lib/http/public-fields";
import { StatusBadge } from "./format";

// What the console's pages of one event (/admin/events/{eventId}/...) share: the event's data by
// the id in the address, and the address to come back to after logging in.

type Params = Promise<{ eventId: string }>;

/**
 * What `load` reads for the record an address names by id (an event, an order, a vendor); a
 * malformed id, or one `load` does not know (an AppError NOT_FOUND), is the not-found page.
 */
export async function idPageData<T>(raw: string, load: (id: number) => Promise<T>): Promise<T> {
  const id = eventIdSchema.safeParse(raw);
  if (!id.success) notFound();
  return load(id.data).catch((error: unknown) => {
    if (error instanceof AppError && error.status === "NOT_FOUND") notFound();
    throw error;
  });
}

/**
 * The record's page to come back to after logging in: `{base}/{id}` then `tail`, or `fallback`
 * for a malformed id.
 */
export function idReturnPath(raw: string, base: string, fallback: string, tail = ""): string {
  return /^\d{1,10}$/.test(raw) ? `${base}/${raw}${tail}` : fallback;
}

/** What `load` reads for the event the address names (see idPageData). */
export async function eventPageData<T>(
  params: Params,
  load: (eventId: number) => Promise<T>,
): Promise<T> {
  return idPageData((await params).eventId, load);
}

/**
 * The path to come back to after logging in: the event's page, `/admin/events/{eventId}` then
 * `tail` (a malformed id comes back to the console).
 */
export async function eventReturnPath(params: Params, tail = ""): Promise<string> {
  return idReturnPath((await params).eventId, "/admin/events", "/admin", tail);
}

/**
 * The head of the booth and seating editors: back to the event's dashboard, the event's name,
 * and a line with its status and what `children` add.
 */
export function EditorEventHeader({
  event,
  children,
}: {
  event: { id: number; name: string; status: EventStatus };
  children?: ReactNode;
}) {
  return (
    <div className="mb-6">
      <Link
        href={`/admin/events/${event.id}`}
        prefetch={false}
        className="font-semibold text-teal underline"
      >
        <span aria-hidden="true">← </span>Event dashboard
      </Link>
      <p className="mt-2 text-xl font-bold sm:text-2xl">{event.name}</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-soft">
        <StatusBadge status={event.status} />
        {children}
      </p>
    </div>
  );
}
