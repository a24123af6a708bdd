import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { BoothEditor } from "@/components/admin/booth-editor";
import { StatusBadge } from "@/components/admin/format";
import { OrganiserOnly } from "@/components/admin/organiser-only";
import { boothEditorData } from "@/lib/admin/booths";
import { AppError } from "@/lib/api";
import { eventIdSchema } from "@/lib/validation";

type Props = { params: Promise<{ eventId: string }> };

// Any event id may come here (none is known when the site is built), and the site's header reads
// the address on the server: the page is rendered for each request, with no prerendered shell.
export const instant = false;

export const metadata: Metadata = {
  title: "Booths and sections · Organiser console",
  robots: { index: false, follow: false },
};

/** The event's sections and booths in the editor; a malformed or unknown id is the not-found page. */
async function Editor({ params }: Props) {
  const id = eventIdSchema.safeParse((await params).eventId);
  if (!id.success) notFound();
  const data = await boothEditorData(id.data).catch((error: unknown) => {
    if (error instanceof AppError && error.status === "NOT_FOUND") notFound();
    throw error;
  });
  const { event } = data;
  return (
    <>
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
        </p>
      </div>
      {event.hasSeating ? (
        <p className="card p-6">
          {event.name} is a seated event: it has a seat plan instead of booth sections.{" "}
          <Link
            href={`/admin/events/${event.id}/seating`}
            prefetch={false}
            className="font-semibold text-teal underline"
          >
            Edit its seating
          </Link>
        </p>
      ) : (
        <BoothEditor data={data} />
      )}
    </>
  );
}

/** The path to come back to after logging in (a malformed id comes back to the console). */
const returnPath = async (params: Props["params"]) => {
  const raw = (await params).eventId;
  return /^\d{1,10}$/.test(raw) ? `/admin/events/${raw}/booths` : "/admin";
};

export default function AdminBoothsPage({ params }: Props) {
  return (
    <>
      <h1 className="mb-4 text-3xl font-bold">Booths and sections</h1>
      <OrganiserOnly path={returnPath(params)}>
        <Editor params={params} />
      </OrganiserOnly>
    </>
  );
}
