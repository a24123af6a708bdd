"use client";

import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";

/** A tab per section (spec §2), with the WAI-ARIA tabs keyboard pattern (arrows, Home, End). */
export function SectionTabs({ labels, panels }: { labels: string[]; panels: ReactNode[] }) {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(e: KeyboardEvent) {
    const last = labels.length - 1;
    const next =
      e.key === "ArrowRight"
        ? active === last
          ? 0
          : active + 1
        : e.key === "ArrowLeft"
          ? active === 0
            ? last
            : active - 1
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  }

  return (
    <div className="mt-8">
      <div
        role="tablist"
        aria-label="Exhibition sections"
        className="flex gap-1 overflow-x-auto border-b border-ink/15"
        onKeyDown={onKeyDown}
      >
        {labels.map((label, i) => (
          <button
            key={label}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${i}`}
            aria-selected={active === i}
            aria-controls={`panel-${i}`}
            tabIndex={active === i ? 0 : -1}
            onClick={() => setActive(i)}
            className={`shrink-0 rounded-t-lg px-4 py-3 font-semibold whitespace-nowrap ${
              active === i
                ? "border-b-4 border-crimson bg-white text-crimson"
                : "text-ink-soft hover:bg-sand-100"
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div
          key={labels[i]}
          role="tabpanel"
          id={`panel-${i}`}
          aria-labelledby={`tab-${i}`}
          hidden={active !== i}
          className="pt-6"
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
