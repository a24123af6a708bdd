"use client";

import { useRef, useState, type KeyboardEvent } from "react";
import type { BoothView } from "@/db/queries/events";
import { formatCad } from "@/lib/pricing";
import { BookBoothButton } from "./book-booth-button";

export type BoothTab = {
  name: string;
  inclusions: string;
  booths: Pick<BoothView, "id" | "name" | "priceCents" | "status" | "lob">[];
};

/**
 * A tab per section with its inclusion note and booth cards (spec §2), with the WAI-ARIA tabs
 * keyboard pattern (arrows, Home, End). The sections arrive as plain data and only the open
 * tab's booths are rendered, so the cached page carries each booth once, as data, instead of
 * every card twice (markup and component payload).
 */
export function SectionTabs({ sections }: { sections: BoothTab[] }) {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(e: KeyboardEvent) {
    const last = sections.length - 1;
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
        {sections.map((section, i) => (
          <button
            key={section.name}
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
            {section.name}
          </button>
        ))}
      </div>
      {sections.map((section, i) => (
        <div
          key={section.name}
          role="tabpanel"
          id={`panel-${i}`}
          aria-labelledby={`tab-${i}`}
          hidden={active !== i}
          className="pt-6"
        >
          {active === i && <SectionPanel section={section} />}
        </div>
      ))}
    </div>
  );
}

function SectionPanel({ section }: { section: BoothTab }) {
  return (
    <>
      <h2 className="sr-only">{section.name}</h2>
      <p className="inclusions">
        <b>Included: </b>
        {section.inclusions}
      </p>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {section.booths.map((booth) => (
          <li key={booth.id} className="booth-card" data-testid="booth-card">
            <h3>{booth.name}</h3>
            {booth.status === "AVAILABLE" ? (
              <>
                <p className="booth-price">
                  {booth.priceCents === null
                    ? "Price to be announced"
                    : formatCad(booth.priceCents)}
                </p>
                <BookBoothButton
                  boothId={booth.id}
                  boothName={booth.name}
                  priceCents={booth.priceCents}
                />
              </>
            ) : (
              <>
                {booth.lob && <p className="booth-lob">{booth.lob}</p>}
                <p className="booth-status">{booth.status}</p>
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
