"use client";

import {
  useDeferredValue,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { unpackPlan, vendorsByBooth, type DrawnBooth, type PackedPlan } from "@/lib/plans/drawing";
import { useT } from "../locale-provider";
import { useHydrated } from "../use-hydrated";
import { PlanDrawing } from "./plan-drawing";

export type VendorOnMap = {
  vendorId: number;
  name: string;
  lob: string | null;
  booths: { boothId: number }[];
};

/**
 * The vendors page's map: the event's plan with the listed vendors' booths marked, the booths a
 * search found outlined and latticed (`highlighted`), and each vendor's booth a button (a tap, a
 * click, Enter or Space) that shows who is there in a small panel under the map, with a link to
 * the vendor's card (`#vendor-{vendorId}`) in the page's list, which is the map's alternative
 * for screen readers (each vendor with its booths).
 *
 * Drawn in the browser: the page carries the plan as numbers, not its drawing (a few hundred
 * bytes a booth), so that the server's HTML of a festival with many booths stays small; until
 * it is drawn, after the page has hydrated, a box of the plan's proportions holds its place.
 */
export function VendorMap({
  plan: packedPlan,
  vendors,
  highlighted,
}: {
  /** The plan as the page carries it (`packPlan`). */
  plan: PackedPlan;
  vendors: VendorOnMap[];
  /** The booth ids a search found. */
  highlighted: number[];
}) {
  const { t, locale } = useT();
  // Drawn in a render of its own after hydration, which React splits into short tasks, so that
  // hydrating the page and drawing a plan of many booths are not one long task on a phone.
  const inBrowser = useDeferredValue(useHydrated(), false);
  const [selected, setSelected] = useState<number | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const plan = useMemo(() => unpackPlan(packedPlan), [packedPlan]);
  const atBooth = useMemo(() => vendorsByBooth(vendors), [vendors]);
  const matches = useMemo(() => new Set(highlighted), [highlighted]);
  const booth = plan.booths.find((b) => b.boothId === selected);
  const here = selected === null ? [] : (atBooth.get(selected) ?? []);

  function choose(boothId: number) {
    setSelected((current) => (current === boothId ? null : boothId));
    // The panel sits under the map: bring it into view on a phone, where the map fills the screen.
    requestAnimationFrame(() => panel.current?.scrollIntoView({ block: "nearest" }));
  }

  function control(b: DrawnBooth, shape: ReactNode) {
    const names = atBooth.get(b.boothId)?.map((v) => v.name);
    if (!names) return null;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== "Enter" && e.key !== " ") return;
      e.preventDefault();
      choose(b.boothId);
    };
    return (
      <g
        role="button"
        tabIndex={0}
        aria-label={t(
          matches.has(b.boothId) ? "plan.vendorBoothMatchLabel" : "plan.vendorBoothLabel",
          {
            booth: b.boothName,
            section: b.section,
            vendors: names.join(", "),
          },
        )}
        aria-expanded={selected === b.boothId}
        aria-controls="vendor-map-panel"
        className="cursor-pointer focus-visible:outline-none"
        onClick={() => choose(b.boothId)}
        onKeyDown={onKeyDown}
        data-testid="vendor-map-booth"
      >
        {shape}
      </g>
    );
  }

  if (!inBrowser)
    return (
      <div
        className="rounded-lg bg-sand-100"
        style={{ aspectRatio: `${plan.width} / ${plan.height}` }}
        data-testid="vendor-map-pending"
      />
    );

  return (
    <div>
      <PlanDrawing
        plan={plan}
        locale={locale}
        label={t("plan.vendorMapLabel")}
        idPrefix="vendor-map"
        look={(b) => (atBooth.has(b.boothId) ? "VENDOR" : "EMPTY")}
        highlighted={matches}
        control={control}
      />
      <div id="vendor-map-panel" ref={panel} aria-live="polite" className="mt-3">
        {booth && here.length > 0 && (
          <section
            aria-labelledby="vendor-map-panel-heading"
            className="card p-4"
            data-testid="vendor-map-panel"
          >
            <div className="flex items-start justify-between gap-3">
              <h2 id="vendor-map-panel-heading" className="text-lg font-bold">
                {t("plan.panelHeading", { booth: booth.boothName })}
                <span className="block text-sm font-normal text-ink-soft">
                  <bdi>{booth.section}</bdi>
                </span>
              </h2>
              <button
                type="button"
                className="btn-secondary px-3"
                onClick={() => setSelected(null)}
              >
                {t("plan.closePanel")}
              </button>
            </div>
            <ul className="mt-2 space-y-2">
              {here.map((vendor) => (
                <li key={vendor.vendorId}>
                  <p className="font-semibold">
                    <bdi>{vendor.name}</bdi>
                  </p>
                  {vendor.lob && (
                    <p className="text-sm text-lob">
                      <bdi>{vendor.lob}</bdi>
                    </p>
                  )}
                  <a
                    href={`#vendor-${vendor.vendorId}`}
                    className="text-sm font-semibold text-teal underline"
                  >
                    {t("plan.seeListing", { vendor: vendor.name })}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
