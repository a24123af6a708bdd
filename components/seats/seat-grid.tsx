"use client";

import { Fragment, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { direction } from "@/lib/i18n/locales";
import { langOf, localizeFields } from "@/lib/i18n/localize";
import { aislesOf, hallColumns, sectionsOf, seatToward } from "@/lib/seats/hall";
import { plainDollars } from "@/lib/payments/pricing";
import type { SeatOnMap } from "@/lib/seats/seat-shapes";
import { seatAccessibleName, type SeatState } from "@/lib/seats/seat-words";
import { useT } from "../locale-provider";
import { CrossMark, KindIcon, TickMark } from "./seat-looks";

/** The keys the grid answers: the arrows seat by seat, Home and End (with Ctrl, the hall's ends). */
const MOVES = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End"]);

/**
 * The hall's seats as an ARIA grid: a row per hall row, headed by its number (and its section, for
 * a screen reader), a cell per seat, the aisles as gaps. One tab stop: the arrow keys move seat by
 * seat (over aisles), Home and End to the row's ends, Space or Enter presses the seat (the
 * button's own keys). The grid is the hall's plan, not text: seat 1 stays on the left on an Arabic
 * page too and each arrow moves the way it points.
 */
export function SeatGrid({
  seats,
  selected,
  onPress,
  busy = false,
}: {
  seats: SeatOnMap[];
  selected: readonly number[];
  onPress: (seat: SeatOnMap) => void;
  /** The seats' statuses are not known yet: each is drawn as Checking, and cannot be chosen. */
  busy?: boolean;
}) {
  const { t, locale } = useT();
  const [focusId, setFocusId] = useState(seats[0]?.seatId ?? 0);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const lastSeat = Math.max(0, ...seats.map((s) => s.seatColumn));
  const columns = hallColumns(lastSeat, aislesOf(seats));
  const template = [
    "var(--row-head)",
    ...columns.map((c) => ("seat" in c ? "var(--seat)" : "calc(var(--seat) / 2)")),
  ].join(" ");
  // the rows' columns, written once on the grid rather than on every row
  const gridStyle = {
    fontSize: "calc(var(--seat) * 0.24)",
    "--hall-columns": template,
  } as CSSProperties;
  const at = new Map(seats.map((s) => [`${s.seatRow}:${s.seatColumn}`, s]));
  // the focused seat may have gone (the organiser changed the plan): the first seat takes the stop
  const tabStop = seats.some((s) => s.seatId === focusId) ? focusId : seats[0]?.seatId;

  function onKeyDown(e: KeyboardEvent, seat: SeatOnMap) {
    if (!MOVES.has(e.key)) return;
    e.preventDefault();
    const target = seatToward(seats, seat, e.key, { ctrl: e.ctrlKey || e.metaKey });
    if (!target) return;
    setFocusId(target.seatId);
    buttons.current.get(target.seatId)?.focus();
  }

  return (
    <div
      role="grid"
      aria-label={t("seats.gridLabel")}
      aria-busy={busy}
      dir="ltr"
      className="mx-auto grid w-max gap-1 [--row-head:1.75rem] sm:gap-2 sm:[--row-head:2.75rem]"
      style={gridStyle}
    >
      {sectionsOf(seats).map((section) => {
        const localized = localizeFields(section, ["name"] as const, locale);
        const name = localized.name && { text: localized.name, lang: langOf(localized, "name") };
        return (
          <Fragment key={section.rows[0]}>
            {name && (
              // the section's name over its rows; a screen reader hears it in each row's header
              <div
                aria-hidden="true"
                dir={direction(locale)}
                lang={name.lang}
                className="mt-2 text-center font-display text-sm font-bold text-ink-soft first:mt-0"
                data-testid="seat-section"
              >
                {name.text}
              </div>
            )}
            {section.rows.map((row) => (
              <div
                role="row"
                key={row}
                className="grid grid-cols-(--hall-columns) items-center gap-1"
              >
                <div
                  role="rowheader"
                  dir={direction(locale)}
                  className="text-center text-xs font-bold text-ink-soft"
                >
                  {name && (
                    <span className="sr-only" lang={name.lang}>
                      {t("seats.inSection", { section: name.text })}{" "}
                    </span>
                  )}
                  {t.rich("seats.rowHeader", {
                    row: String(row),
                    label: (chunks) => <span className="sr-only sm:not-sr-only">{chunks}</span>,
                  })}
                </div>
                {columns.map((column, index) => {
                  if (!("seat" in column)) return null;
                  const seat = at.get(`${row}:${column.seat}`);
                  // a cell takes the column after the one before it; only the first after an
                  // aisle is placed, past the aisle's gap
                  const place =
                    index > 0 && !("seat" in columns[index - 1]!)
                      ? ({ gridColumn: index + 2 } as CSSProperties)
                      : undefined;
                  if (!seat) return <div role="gridcell" key={column.seat} style={place} />;
                  const occupied = !busy && seat.seatStatus !== "AVAILABLE";
                  const isSelected = !busy && selected.includes(seat.seatId);
                  const state: SeatState = busy
                    ? "Checking"
                    : occupied
                      ? "Occupied"
                      : isSelected
                        ? "Selected"
                        : "Available";
                  return (
                    <div role="gridcell" key={column.seat} style={place}>
                      <button
                        type="button"
                        ref={(el) => {
                          if (el) buttons.current.set(seat.seatId, el);
                          else buttons.current.delete(seat.seatId);
                        }}
                        tabIndex={seat.seatId === tabStop ? 0 : -1}
                        aria-label={seatAccessibleName(t, locale, seat, state)}
                        aria-pressed={isSelected}
                        aria-disabled={occupied || busy}
                        data-state={state}
                        data-kind={seat.seatKind === "STANDARD" ? undefined : seat.seatKind}
                        onClick={() => {
                          if (!busy) onPress(seat);
                        }}
                        onFocus={() => setFocusId(seat.seatId)}
                        onKeyDown={(e) => onKeyDown(e, seat)}
                        className="seat"
                      >
                        {occupied && (
                          <CrossMark className="pointer-events-none absolute inset-0 size-full opacity-60" />
                        )}
                        <KindIcon
                          kind={seat.seatKind}
                          className="absolute start-0.5 top-0.5 size-[35%]"
                        />
                        {isSelected && (
                          <TickMark className="absolute end-0.5 top-0.5 size-[35%] text-ink" />
                        )}
                        {/* what a screen reader says of the seat is its label: a button's
                            content is not read apart from its name */}
                        <span>{seat.seatColumn}</span>
                        <span>
                          {t("seats.shortPrice", { price: plainDollars(seat.priceCents) })}
                        </span>
                      </button>
                    </div>
                  );
                })}
              </div>
            ))}
          </Fragment>
        );
      })}
    </div>
  );
}
