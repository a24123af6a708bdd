"use client";

import Image from "next/image";
import { useEffect, useState, type ReactNode } from "react";
import { useT } from "./locale-provider";

const BOOTH_HASH = /^#booth-\d+$/;

/**
 * A Show/Hide Floor Plan toggle revealing the event's plan: its `drawing` when the event has a
 * plan (opened by itself for a `#booth-{id}` address, which then lands on the booth), else the
 * floor plan image: the organisers' uploaded plan when the event has one, else the plan drawn
 * from its sections (`floorPlanSource` in lib/events/media.ts).
 */
export function FloorPlanToggle({
  plan,
  eventName,
  drawing,
}: {
  plan: { src: string; width: number; height: number };
  eventName: string;
  drawing?: ReactNode;
}) {
  const { t } = useT();
  const [shown, setShown] = useState(false);
  const hasDrawing = drawing !== undefined;

  useEffect(() => {
    if (!hasDrawing) return;
    const open = () => {
      if (BOOTH_HASH.test(window.location.hash)) setShown(true);
    };
    // An address that arrived with a booth's hash opens the plan once the page is interactive.
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, [hasDrawing]);

  useEffect(() => {
    if (!shown || !BOOTH_HASH.test(window.location.hash)) return;
    document
      .getElementById(window.location.hash.slice(1))
      ?.scrollIntoView({ block: "center", inline: "center" });
  }, [shown]);

  return (
    <div className="mt-6">
      <button
        type="button"
        className="btn-secondary"
        aria-expanded={shown}
        aria-controls="floor-plan"
        onClick={() => setShown((s) => !s)}
      >
        {shown ? t("floorPlan.hide") : t("floorPlan.show")}
      </button>
      {shown && hasDrawing && (
        <div id="floor-plan" className="mt-4">
          {drawing}
        </div>
      )}
      {shown && !hasDrawing && (
        // On a narrow screen the plan scrolls sideways: the scrolling box takes keyboard focus so
        // arrow keys can pan it, and is named for the screen reader that lands on it.
        <div
          id="floor-plan"
          role="region"
          aria-label={t("floorPlan.label")}
          tabIndex={0}
          className="mt-4 overflow-x-auto card p-3"
        >
          <Image
            src={plan.src}
            alt={t("floorPlan.alt", { event: eventName })}
            width={plan.width}
            height={plan.height}
            unoptimized
            className="h-auto w-full min-w-[40rem]"
          />
        </div>
      )}
    </div>
  );
}
