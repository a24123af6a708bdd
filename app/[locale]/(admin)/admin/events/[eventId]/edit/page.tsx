import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { eventImageFiles } from "@/components/admin/event-editor-images";
import { EventEditor } from "@/components/admin/event-editor";
import { OrganiserOnly } from "@/components/admin/organiser-only";
import { adminEvent, DEFAULT_EVENT_IMAGE } from "@/lib/admin/events";
import { AppError } from "@/lib/api";
import { adminEventDetailPayload } from "@/lib/api-shapes";
import { eventIdSchema } from "@/lib/validation";

type Props = { params: Promise<{ eventId: string }> };

// Any event id may come here (none is known when the site is built), and the site's header reads
// the address on the server: the page is rendered for each request, with no prerendered shell.
export const instant = false;

export const metadata: Metadata = {
  title: "Edit event · Organiser console",
  robots: { index: false, follow: false },
};

/** The event in the editor, as the API shows it; a malformed or unknown id is the not-found page. */
async function Editor({ params }: Props) {
  const id = eventIdSchema.safeParse((await params).eventId);
  if (!id.success) notFound();
  const [event, images] = await Promise.all([
    adminEvent(id.data).catch((error: unknown) => {
      if (error instanceof AppError && error.status === "NOT_FOUND") notFound();
      throw error;
    }),
    eventImageFiles(),
  ]);
  return (
    <EventEditor
      event={adminEventDetailPayload(event)}
      images={images}
      defaultImage={DEFAULT_EVENT_IMAGE}
    />
  );
}

/** The path to come back to after logging in (a malformed id comes back to the console). */
const returnPath = async (params: Props["params"]) => {
  const raw = (await params).eventId;
  return /^\d{1,10}$/.test(raw) ? `/admin/events/${raw}/edit` : "/admin";
};

export default function AdminEditEventPage({ params }: Props) {
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold">Edit event</h1>
      <OrganiserOnly path={returnPath(params)}>
        <Editor params={params} />
      </OrganiserOnly>
    </>
  );
}
