"use client";

import Image from "next/image";
import Link from "next/link";
import { useMemo } from "react";
import type { BoothEditorData } from "@/lib/admin/booths";
import { renderFloorPlan, type FloorPlanSection } from "@/lib/floor-plan";

/** A short hash of a string (FNV-1a), to give each state of the plan its own image address. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/**
 * The floor plan drawn from the sections and booths, below the editor.
 *
 * A published event shows the public image, GET /floor-plan/{guid}: the route reads the cached
 * `getEventWithSections` (tags `events` and `booths`), and every section and booth change
 * expires the `booths` tag at once, so a new request draws the change. Its answer may be kept
 * by the browser (`max-age=0, stale-while-revalidate=59`), so the image's address carries a
 * version: a hash of what the plan draws plus the editor's count of saved changes, new after
 * each change. A draft has no public plan (the route answers 404 until it is published): the
 * editor draws the same picture itself, with the same function, from its own data.
 */
export function FloorPlanView({
  data,
  changes,
}: {
  data: BoothEditorData;
  /** How many changes this editor has saved: a new count is a new image address. */
  changes: number;
}) {
  const { event } = data;
  const sections: FloorPlanSection[] = useMemo(
    () =>
      data.sections.map((s) => ({
        name: s.name,
        position: s.position,
        booths: s.booths.map((b) => ({ name: b.name, status: b.status })),
      })),
    [data.sections],
  );
  const version = `${hash(JSON.stringify(sections))}-${changes}`;
  const isPublic = event.status !== "DRAFT";
  const drawn = useMemo(
    () => (isPublic ? null : renderFloorPlan(event.name, sections)),
    [isPublic, event.name, sections],
  );
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
            key={version}
            src={`/floor-plan/${event.guid}?v=${version}`}
            alt={alt}
            width={1220}
            height={740}
            unoptimized
            className="h-auto w-full min-w-[40rem]"
          />
        ) : (
          // Drawn here from the editor's data by lib/floor-plan.ts, which escapes every name.
          <div
            role="img"
            aria-label={alt}
            className="min-w-[40rem] [&>svg]:h-auto [&>svg]:w-full"
            dangerouslySetInnerHTML={{ __html: drawn ?? "" }}
          />
        )}
      </div>
    </section>
  );
}
