import type { Metadata } from "next";
import { EventEditor } from "@/components/admin/event-editor";
import { OrganiserOnly } from "@/components/admin/organiser-only";
import { DEFAULT_EVENT_IMAGE, eventImageFiles } from "@/lib/events/image-files";

export const metadata: Metadata = {
  title: "New event · Organiser console",
  robots: { index: false, follow: false },
};

async function NewEvent() {
  return (
    <EventEditor event={null} images={await eventImageFiles()} defaultImage={DEFAULT_EVENT_IMAGE} />
  );
}

export default function AdminNewEventPage() {
  return (
    <>
      <h1 className="mb-2 text-3xl font-bold">New event</h1>
      <p className="mb-6 text-ink-soft">
        A new event starts as a draft that only organisers see. Create it, add its booths, then make
        it Active and open booking when it is ready.
      </p>
      <OrganiserOnly path="/admin/events/new">
        <NewEvent />
      </OrganiserOnly>
    </>
  );
}
