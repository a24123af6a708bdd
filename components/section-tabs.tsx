"use client";

import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { BoothView } from "@/lib/events/queries/public";
import { formatCad } from "@/lib/payments/pricing";
import type { CartEvent } from "@/lib/cart/cart";
import { boothStatusKey } from "@/lib/i18n/localize";
import { useT } from "./locale-provider";
import { BookBoothButton } from "./book-booth-button";
import { tabKeyTarget } from "./tab-keys";

export type BoothTab = {
  name: string;
  inclusions: string;
  /** Fields shown in English on an Arabic page for want of Arabic text. */
  english?: ("name" | "inclusions")[];
  /** Each booth as the event page reads it (a new field of the booth comes along). */
  booths: Omit<BoothView, "sectionName" | "sectionNameAr">[];
};

/**
 * A tab per section with its inclusion note and booth cards, with the WAI-ARIA tabs
 * keyboard pattern (arrows, Home, End). The sections arrive as plain data and only the open
 * tab's booths are rendered, so the cached page carries each booth once, as data, instead of
 * every card twice (markup and component payload).
 */
export function SectionTabs({
  event,
  sections,
  bookingOpen,
  salesEnded = false,
}: {
  event: CartEvent;
  sections: BoothTab[];
  /** Whether the organisers have opened booking: otherwise booths show without a Book button. */
  bookingOpen: boolean;
  /** Whether the event's booth sales have ended: booths show without a Book button, and say so. */
  salesEnded?: boolean;
}) {
  const { t, locale } = useT();
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const [scrollRef, more] = useScrollOverflow<HTMLDivElement>();

  function onKeyDown(e: KeyboardEvent) {
    // The row runs right to left on Arabic pages: the arrow pointing along it moves forward.
    const next = tabKeyTarget(e.key, active, sections.length, locale === "ar");
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  }

  return (
    <div className="mt-8">
      {salesEnded && (
        <p className="mb-6 card p-4 font-semibold text-ink-soft">{t("booths.salesEnded")}</p>
      )}
      <div className="relative">
        <div
          ref={scrollRef}
          role="tablist"
          aria-label={t("booths.sectionsLabel")}
          className="flex scroll-px-12 [scrollbar-width:thin] gap-1 overflow-x-auto border-b border-ink/15"
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
              <span lang={section.english?.includes("name") ? "en" : undefined}>
                {section.name}
              </span>
            </button>
          ))}
        </div>
        {more.start && <ScrollHint side="start" />}
        {more.end && <ScrollHint side="end" />}
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
          {active === i && (
            <SectionPanel
              event={event}
              section={section}
              bookingOpen={bookingOpen}
              salesEnded={salesEnded}
            />
          )}
        </div>
      ))}
    </div>
  );
}

/** Whether a scrolling row has more content before or after what is in view. */
function useScrollOverflow<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [overflow, setOverflow] = useState({ start: false, end: false });
  useEffect(() => {
    if (!element) return;
    const update = () => {
      // Right to left, scrollLeft runs from 0 down to negative values; its size is the offset.
      const offset = Math.abs(element.scrollLeft);
      const start = offset > 1;
      const end = offset + element.clientWidth < element.scrollWidth - 1;
      setOverflow((o) => (o.start === start && o.end === end ? o : { start, end }));
    };
    // A resize observer reports once on observe, so the first state needs no synchronous call.
    const resize = new ResizeObserver(update);
    resize.observe(element);
    element.addEventListener("scroll", update, { passive: true });
    return () => {
      resize.disconnect();
      element.removeEventListener("scroll", update);
    };
  }, [element]);
  return [setElement, overflow] as const;
}

/**
 * A fade with a chevron over the edge of the tab row where more tabs are hidden, so a phone
 * shows that the row scrolls. Arrow keys, Home and End reach every tab and scroll it into view.
 */
function ScrollHint({ side }: { side: "start" | "end" }) {
  return (
    <div
      aria-hidden="true"
      data-testid={`tabs-more-${side}`}
      className={`pointer-events-none absolute inset-y-0 flex w-12 items-center from-sand-50 via-sand-50/90 to-transparent text-2xl font-bold text-crimson ${
        side === "end"
          ? "end-0 justify-end bg-linear-to-l rtl:bg-linear-to-r"
          : "start-0 justify-start bg-linear-to-r rtl:bg-linear-to-l"
      }`}
    >
      <span className="inline-block rtl:-scale-x-100">{side === "end" ? "›" : "‹"}</span>
    </div>
  );
}

function SectionPanel({
  event,
  section,
  bookingOpen,
  salesEnded,
}: {
  event: CartEvent;
  section: BoothTab;
  bookingOpen: boolean;
  salesEnded: boolean;
}) {
  const { t, locale } = useT();
  const english = (field: "name" | "inclusions") =>
    section.english?.includes(field) ? "en" : undefined;
  return (
    <>
      <h2 className="sr-only" lang={english("name")}>
        {section.name}
      </h2>
      <p className="inclusions">
        {t.rich("booths.included", {
          inclusions: section.inclusions,
          text: (chunks) => (english("inclusions") ? <span lang="en">{chunks}</span> : chunks),
          b: (chunks) => <b>{chunks}</b>,
        })}
      </p>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {section.booths.map((booth) => (
          <li key={booth.id} className="booth-card" data-testid="booth-card">
            <h3>
              <bdi>{booth.name}</bdi>
            </h3>
            {booth.status === "AVAILABLE" ? (
              <>
                <p className="booth-price">
                  {booth.priceCents === null
                    ? t("booths.priceToBeAnnounced")
                    : formatCad(booth.priceCents, locale)}
                </p>
                {salesEnded ? null : bookingOpen ? (
                  <BookBoothButton
                    event={event}
                    sectionName={section.name}
                    boothId={booth.id}
                    boothName={booth.name}
                    priceCents={booth.priceCents}
                  />
                ) : (
                  <p className="mt-4 text-sm text-ink-soft">{t("booths.bookingClosed")}</p>
                )}
              </>
            ) : (
              <>
                {booth.lob && <p className="booth-lob">{booth.lob}</p>}
                <p className="booth-status">{t(boothStatusKey(booth.status))}</p>
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
