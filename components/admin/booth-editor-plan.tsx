"use client";

import Image from "next/image";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import type { BoothEditorData } from "@/lib/booths/editor-data";
import { IMAGE_ROUTES } from "@/lib/events/api";
import { routeUrl } from "@/lib/http/route-contract";
import { ImageUpload } from "./event-editor-upload";

/**
 * The floor plan drawn from the sections and booths, below the editor.
 *
 * A published event shows the public image, GET /floor-plan/{guid}: the route reads the cached
 * `getEventWithSections` (tags `events` and `booths`), and every section and booth change
 * expires the `booths` tag at once, so a new request draws the change. Its answer may be kept
 * by the browser (`max-age=0, stale-while-revalidate=59`), so the image's address carries the
 * plan's version, which the server derives from everything the plan draws: a change that redraws
 * it is a new address. A draft has no public plan (the route answers 404 until it is
 * published): the server draws the same picture for the editor, with the same function.
 */
export function FloorPlanView({
  event,
  floorPlan,
}: {
  event: BoothEditorData["event"];
  floorPlan: BoothEditorData["floorPlan"];
}) {
  const isPublic = event.status !== "DRAFT";
  const alt = `Floor plan of ${event.name}: each section's booths, coloured by state.`;

  return (
    <section aria-labelledby="floor-plan-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="floor-plan-heading" className="text-2xl font-bold">
          Floor plan
        </h2>
        {isPublic ? (
          <Link
            href={`/floor-plan/${event.guid}`}
            prefetch={false}
            target="_blank"
            className="font-semibold text-teal underline"
          >
            Open the public image<span className="sr-only"> (opens in a new tab)</span>
          </Link>
        ) : (
          <p className="text-sm text-ink-soft">
            A preview: the public floor plan appears when the event is published.
          </p>
        )}
      </div>
      <p className="text-sm text-ink-soft">
        Redrawn after every change. Green: available, amber: held, red: booked, grey: reserved.
      </p>
      {/* On a narrow screen the plan scrolls sideways; the box takes focus so arrow keys pan it. */}
      <div
        role="region"
        aria-label="Floor plan"
        tabIndex={0}
        className="overflow-x-auto card p-3"
        data-testid="floor-plan"
      >
        {isPublic ? (
          <Image
            key={floorPlan.version}
            src={`/floor-plan/${event.guid}?v=${floorPlan.version}`}
            alt={alt}
            width={1220}
            height={740}
            unoptimized
            className="h-auto w-full min-w-[40rem]"
          />
        ) : (
          // Drawn on the server by lib/booths/floor-plan.ts, which escapes every name.
          <div
            role="img"
            aria-label={alt}
            className="min-w-[40rem] [&>svg]:h-auto [&>svg]:w-full"
            dangerouslySetInnerHTML={{ __html: floorPlan.svg ?? "" }}
          />
        )}
      </div>
      <UploadedPlan eventId={event.id} eventName={event.name} uploaded={floorPlan.uploaded} />
    </section>
  );
}

/**
 * The floor plan picture organisers upload (the hall's own drawing, say): when there is one, the
 * event page's Show Floor Plan shows it instead of the plan drawn from the sections.
 */
function UploadedPlan({
  eventId,
  eventName,
  uploaded,
}: {
  eventId: number;
  eventName: string;
  uploaded: BoothEditorData["floorPlan"]["uploaded"];
}) {
  const router = useRouter();
  const [, startRefresh] = useTransition();
  return (
    <section aria-labelledby="floor-plan-picture-heading" className="space-y-3 card p-4 sm:p-6">
      <h3 id="floor-plan-picture-heading" className="text-xl font-bold">
        Floor plan picture
      </h3>
      <p className="text-ink-soft">
        {uploaded
          ? "The event page's Show Floor Plan shows this picture instead of the plan drawn above. Upload another to replace it."
          : "The event page's Show Floor Plan shows the plan drawn above. Upload a picture of the hall's own plan to show it instead."}
      </p>
      {uploaded && (
        <Image
          src={uploaded.src}
          alt={`Uploaded floor plan of ${eventName}`}
          width={uploaded.width}
          height={uploaded.height}
          unoptimized
          className="h-auto max-h-96 w-auto max-w-full rounded border border-ink/10"
          data-testid="uploaded-floor-plan"
        />
      )}
      <ImageUpload
        kind={{
          path: routeUrl(IMAGE_ROUTES.floorPlan, { eventId }),
          label: "Upload a floor plan",
          hint: "PNG, JPEG or WebP, at most 5 MB. Uploading saves it at once: the event page shows it straight away.",
          button: "Upload floor plan",
          saved: "Floor plan uploaded and saved: the event page shows it now.",
        }}
        onUploaded={() => startRefresh(() => router.refresh())}
      />
    </section>
  );
}
