"use client";

import Image from "next/image";
import { useState } from "react";
import { useT } from "./locale-provider";

/**
 * A Show/Hide Floor Plan toggle revealing the floor plan image: the organisers' uploaded plan when
 * the event has one, else the plan drawn from its sections (`floorPlanSource` in lib/events/media.ts).
 */
export function FloorPlanToggle({
  plan,
  eventName,
}: {
  plan: { src: string; width: number; height: number };
  eventName: string;
}) {
  const { t } = useT();
  const [shown, setShown] = useState(false);
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
      {shown && (
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
