"use client";

import { useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from "react";
import { useT } from "../locale-provider";

/** The zoom steps of the + and − buttons; a pinch goes anywhere between the first and the last. */
const ZOOMS = [0.6, 0.8, 1, 1.25, 1.5, 2] as const;
const LEAST = ZOOMS[0];
const MOST = ZOOMS[ZOOMS.length - 1]!;

const clamp = (zoom: number) => Math.min(MOST, Math.max(LEAST, zoom));

type Touches = Map<number, { x: number; y: number }>;
const spread = (touches: Touches) => {
  const [a, b] = [...touches.values()];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
};

/**
 * The seat plan's box: it scrolls both ways within itself, never the page, and zooms by pinching
 * (two fingers, in the box only) or by + and −. At 100% a seat is 44 px on a phone (the touch
 * target's guideline) and 48 px on a wider screen; the seats read `--seat`, their size at this
 * zoom. The box runs left to right on an Arabic page too: the hall is not mirrored.
 */
export function SeatZoomBox({ children }: { children: ReactNode }) {
  const { t } = useT();
  const [zoom, setZoom] = useState(1);
  const touches = useRef<Touches>(new Map());
  const pinch = useRef<{ spread: number; zoom: number } | null>(null);

  function onPointerDown(e: PointerEvent) {
    if (e.pointerType !== "touch") return;
    touches.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (touches.current.size === 2) pinch.current = { spread: spread(touches.current), zoom };
  }
  function onPointerMove(e: PointerEvent) {
    if (!touches.current.has(e.pointerId)) return;
    touches.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const start = pinch.current;
    if (start && start.spread > 0 && touches.current.size === 2)
      setZoom(clamp((start.zoom * spread(touches.current)) / start.spread));
  }
  function onPointerEnd(e: PointerEvent) {
    touches.current.delete(e.pointerId);
    if (touches.current.size < 2) pinch.current = null;
  }

  const smaller = [...ZOOMS].reverse().find((z) => z < zoom - 0.001);
  const larger = ZOOMS.find((z) => z > zoom + 0.001);
  const size = { "--seat": `calc(var(--seat-base) * ${zoom})` } as CSSProperties;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <p className="me-auto text-sm text-ink-soft">{t("seats.zoomHint")}</p>
        <button
          type="button"
          className="btn-secondary min-h-11 min-w-11 px-3 text-xl leading-none aria-disabled:opacity-60"
          aria-label={t("plan.zoomOut")}
          // aria-disabled rather than disabled: the button keeps the keyboard's focus at the end.
          aria-disabled={smaller === undefined}
          onClick={() => smaller !== undefined && setZoom(smaller)}
        >
          −
        </button>
        <span className="min-w-16 text-center text-sm text-ink-soft" aria-live="polite">
          {t("plan.zoomLevel", { percent: Math.round(zoom * 100) })}
        </span>
        <button
          type="button"
          className="btn-secondary min-h-11 min-w-11 px-3 text-xl leading-none aria-disabled:opacity-60"
          aria-label={t("plan.zoomIn")}
          aria-disabled={larger === undefined}
          onClick={() => larger !== undefined && setZoom(larger)}
        >
          +
        </button>
      </div>
      {/* touch-action keeps a pinch inside the box for the plan's own zoom, panning as usual */}
      <div
        dir="ltr"
        data-testid="seat-grid-box"
        className="mt-2 max-h-[75vh] touch-pan-x touch-pan-y overflow-auto overscroll-contain rounded-lg pb-1 [--seat-base:2.75rem] sm:[--seat-base:3rem]"
        style={size}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        {children}
      </div>
    </div>
  );
}
