import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EventDashboardView } from "@/components/admin/event-dashboard";
import { OrganiserOnly } from "@/components/admin/organiser-only";
import { eventDashboard } from "@/lib/admin/dashboard";
import { AppError } from "@/lib/api";
import { eventIdSchema } from "@/lib/validation";

type Props = { params: Promise<{ eventId: string }> };

// Any event id may come here (none is known when the site is built), and the site's header reads
// the address on the server: the page is rendered for each request, with no prerendered shell.
export const instant = false;

export const metadata: Metadata = {
  title: "Event dashboard · Organiser console",
  robots: { index: false, follow: false },
};

/** The event's dashboard; a malformed or unknown id is the not-found page. */
async function Dashboard({ params }: Props) {
  const id = eventIdSchema.safeParse((await params).eventId);
  if (!id.success) notFound();
  const dashboard = await eventDashboard(id.data).catch((error: unknown) => {
    if (error instanceof AppError && error.status === "NOT_FOUND") notFound();
    throw error;
  });
  return <EventDashboardView dashboard={dashboard} />;
}

/** The path to come back to after logging in (a malformed id comes back to the console). */
const returnPath = async (params: Props["params"]) => {
  const raw = (await params).eventId;
  return /^\d{1,10}$/.test(raw) ? `/admin/events/${raw}` : "/admin";
};

export default function AdminEventPage({ params }: Props) {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold">Event dashboard</h1>
      <OrganiserOnly path={returnPath(params)}>
        <Dashboard params={params} />
      </OrganiserOnly>
    </>
  );
}
