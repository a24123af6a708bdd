"use client";

import { useState, type CSSProperties, type ReactNode } from "react";
import { useT } from "../locale-provider";

/** The zoom steps, as a share of the box's width (or of the touch-target width when wider). */
const ZOOMS = [1, 1.5, 2, 3] as const;

/**
 * The plan's box: it scrolls both ways, takes the keyboard's focus so arrow keys can pan it, and is
 * named for the screen reader that lands on it; Zoom in and Zoom out enlarge the drawing for small
 * booths. The drawing takes the box's width, but never less than `minWidths` (CSS pixels: `phone`
 * below the md breakpoint, `wide` above), so that its smallest booth stays a finger's target.
 * The box runs left to right on an Arabic page too: the venue is not mirrored, and the scroll
 * starts at the plan's own origin.
 */
export function PlanZoomBox({
  label,
  minWidths,
  children,
}: {
  label: string;
  minWidths: { phone: number; wide: number };
  children: ReactNode;
}) {
  const { t } = useT();
  const [step, setStep] = useState(0);
  const zoom = ZOOMS[step] ?? 1;
  const size = {
    width: `${zoom * 100}%`,
    "--plan-min-phone": `${Math.round(minWidths.phone * zoom)}px`,
    "--plan-min-wide": `${Math.round(minWidths.wide * zoom)}px`,
  } as CSSProperties;
  return (
    <div>
      <div className="flex items-center justify-end gap-2">
        <button
          type="button"
          className="btn-secondary min-w-11 px-3 text-xl leading-none aria-disabled:opacity-60"
          aria-label={t("plan.zoomOut")}
          // aria-disabled rather than disabled: the button keeps the keyboard's focus at the end.
          aria-disabled={step === 0}
          onClick={() => setStep((s) => Math.max(0, s - 1))}
        >
          −
        </button>
        <span className="min-w-16 text-center text-sm text-ink-soft" aria-live="polite">
          {t("plan.zoomLevel", { percent: Math.round(zoom * 100) })}
        </span>
        <button
          type="button"
          className="btn-secondary min-w-11 px-3 text-xl leading-none aria-disabled:opacity-60"
          aria-label={t("plan.zoomIn")}
          aria-disabled={step === ZOOMS.length - 1}
          onClick={() => setStep((s) => Math.min(ZOOMS.length - 1, s + 1))}
        >
          +
        </button>
      </div>
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        dir="ltr"
        className="mt-2 max-h-[80vh] overflow-auto card p-2"
      >
        <div style={size} className="min-w-(--plan-min-phone) md:min-w-(--plan-min-wide)">
          {children}
        </div>
      </div>
    </div>
  );
}
