"use client";

import { useMemo } from "react";
import type { CartEvent } from "@/lib/cart/cart";
import { boothStatusKey } from "@/lib/i18n/localize";
import { formatCad } from "@/lib/payments/pricing";
import {
  unpackBoothRows,
  unpackPlan,
  type PackedBoothRows,
  type PackedPlan,
  type PlanBoothRow,
} from "@/lib/plans/drawing";
import { BookBoothButton } from "../book-booth-button";
import { useT } from "../locale-provider";
import { PlanBookControl } from "./plan-book-control";
import { PlanDrawing } from "./plan-drawing";

/**
 * The exhibitions page's plan: the drawing, where an AVAILABLE booth is a button that books it as
 * its card does, and under it the same booths as a list (name, section, status, and the same Book
 * button) for screen readers and keyboards. Statuses, prices and whether booking is open are the
 * cards' own data (`planBoothRows`, worked out on the server). Drawn in the browser from that
 * data: the page carries the plan and the rows as numbers (`packPlan`, `packBoothRows`), not as
 * the drawing, which it shows only when asked.
 */
export function ExhibitionPlan({
  plan: packedPlan,
  event,
  rows: packedRows,
  bookingOpen,
  salesEnded,
}: {
  plan: PackedPlan;
  event: CartEvent;
  /** The plan's booths as the page's cards show them (`planBoothRows`). */
  rows: PackedBoothRows;
  bookingOpen: boolean;
  salesEnded: boolean;
}) {
  const { t, locale } = useT();
  const plan = useMemo(() => unpackPlan(packedPlan), [packedPlan]);
  const rows = useMemo(() => unpackBoothRows(packedRows), [packedRows]);
  const byId = new Map(rows.map((row) => [row.boothId, row]));
  const price = (row: PlanBoothRow) =>
    row.priceCents === null ? t("booths.priceToBeAnnounced") : formatCad(row.priceCents, locale);
  return (
    <div>
      <PlanDrawing
        plan={plan}
        locale={locale}
        label={t("plan.drawingLabel", { event: event.name })}
        idPrefix="plan"
        // every booth on the plan has its row (`planBoothRows`); one without is only drawn
        look={(booth) => byId.get(booth.boothId)?.status ?? "EMPTY"}
        control={(booth, shape, name) => {
          const row = byId.get(booth.boothId);
          if (!row?.canBook) return null;
          return (
            <PlanBookControl
              booth={bookable(event, row)}
              label={t("plan.bookLabel", {
                booth: row.boothName,
                section: row.sectionName,
                price: price(row),
              })}
              pictureLabel={name}
            >
              {shape}
            </PlanBookControl>
          );
        }}
      />
      {/* Not a landmark of its own: its heading finds it, and the plan's box stays the one region
          named for the plan. */}
      <div className="mt-6">
        <h2 className="text-xl font-bold">{t("plan.listHeading")}</h2>
        <p className="mt-1 text-sm text-ink-soft">{t("plan.listHint")}</p>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="plan-booth-list">
          {rows.map((row) => (
            <li
              key={row.boothId}
              className="flex flex-wrap items-center justify-between gap-2 card p-3"
              data-testid="plan-booth-row"
            >
              <div>
                <p className="font-bold">
                  <bdi>{row.boothName}</bdi>
                </p>
                <p className="text-sm text-ink-soft">
                  <bdi>{row.sectionName}</bdi>
                </p>
                <p className="text-sm font-semibold">
                  {t(boothStatusKey(row.status))}
                  {row.status === "AVAILABLE" && <> · {price(row)}</>}
                </p>
                {row.status === "AVAILABLE" && !bookingOpen && !salesEnded && (
                  <p className="text-sm text-ink-soft">{t("booths.bookingClosed")}</p>
                )}
              </div>
              {row.canBook && <BookBoothButton className="btn-primary" {...bookable(event, row)} />}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const bookable = (event: CartEvent, row: PlanBoothRow) => ({
  event,
  sectionName: row.sectionName,
  boothId: row.boothId,
  boothName: row.boothName,
  priceCents: row.priceCents,
});
