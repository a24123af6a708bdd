"use client";

import {
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { call } from "@/lib/http/client";
import { PUBLIC_EVENT_ROUTES } from "@/lib/events/api";
import { direction } from "@/lib/i18n/locales";
import { seatsOnMap } from "@/lib/http/spec-fields";
import { formatCad, plainDollars } from "@/lib/payments/pricing";
import { seatName, type SeatOnMap } from "@/lib/seats/seat-shapes";
import {
  selectionSnapshot,
  subscribeSelection,
  writeSelectedSeatIds,
} from "@/lib/cart/seat-selection";
import { useT } from "../locale-provider";
import { InlineAlerts } from "../inline-alerts";

const REFRESH_MS = 10_000;

/** A seat's state; its code is the button's data-state, its words come from the messages. */
const STATES = {
  Available: "seats.states.available",
  Selected: "seats.states.selected",
  Occupied: "seats.states.occupied",
} as const;

/** Whether two seat lists show the same seats, in the same order, at the same status and price. */
function sameSeats(a: SeatOnMap[], b: SeatOnMap[]): boolean {
  return (
    a.length === b.length &&
    a.every((seat, i) => {
      const other = b[i]!;
      return (Object.keys(seat) as (keyof SeatOnMap)[]).every((key) => seat[key] === other[key]);
    })
  );
}

/**
 * The 8 x 8 seat grid: seats priced by row, each labelled 'Row N, Seat M' with its
 * price and state. Occupied seats come from the server and cannot be toggled. Keyboard: arrow
 * keys move, Space/Enter toggles (roving tab index). The selection is kept in local storage.
 *
 * The grid is the venue's plan, not text: it stays left to right on Arabic pages (seat 1 of each
 * row on the left, the stage drawn above, as in English), so a seat is where it is in the hall
 * whatever the page's language, and the arrow keys move the way they point. Only its words (row
 * headers, labels, legend) are in the page's language.
 */
export function SeatPicker({
  initialSeats,
  actions,
}: {
  initialSeats: SeatOnMap[];
  /** Renders the buttons under the grid (Purchase, Done) for the current selection. */
  actions: (selected: SeatOnMap[]) => ReactNode;
}) {
  const { t, locale } = useT();
  const [seats, setSeats] = useState(initialSeats);
  const stored = useSyncExternalStore(subscribeSelection, selectionSnapshot, () => "[]");
  // The stored selection, without seats someone else has taken meanwhile.
  const selected = useMemo(() => {
    const available = new Set(
      seats.filter((s) => s.seatStatus === "AVAILABLE").map((s) => s.seatId),
    );
    const ids = JSON.parse(stored) as unknown;
    return Array.isArray(ids) ? ids.filter((id): id is number => available.has(id as number)) : [];
  }, [stored, seats]);
  const [focusId, setFocusId] = useState(initialSeats[0]?.seatId ?? 0);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const rows = [...new Set(seats.map((s) => s.seatRow))].sort((a, b) => a - b);
  const columns = [...new Set(seats.map((s) => s.seatColumn))].sort((a, b) => a - b);

  // Fresh statuses from the server (the page itself may come from a CDN), then every 10 s.
  useEffect(() => {
    let active = true;
    async function refresh() {
      try {
        const body = await call(PUBLIC_EVENT_ROUTES.stageSeats, {});
        if (active && body.status === "OK") {
          const fresh = seatsOnMap(body.payload.seats);
          // the grid is drawn again only when a seat changed
          setSeats((shown) => (sameSeats(shown, fresh) ? shown : fresh));
        }
      } catch {
        // keep the statuses we have; the next refresh tries again
      }
    }
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, []);

  function toggle(seat: SeatOnMap) {
    if (seat.seatStatus !== "AVAILABLE") return;
    const next = selected.includes(seat.seatId)
      ? selected.filter((id) => id !== seat.seatId)
      : [...selected, seat.seatId];
    writeSelectedSeatIds(next);
  }

  function onKeyDown(e: KeyboardEvent, seat: SeatOnMap) {
    const delta: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const move = delta[e.key];
    if (!move) return;
    e.preventDefault();
    const target = seats.find(
      (s) => s.seatRow === seat.seatRow + move[0] && s.seatColumn === seat.seatColumn + move[1],
    );
    if (!target) return;
    setFocusId(target.seatId);
    buttons.current.get(target.seatId)?.focus();
  }

  return (
    <div>
      <InlineAlerts />
      <div
        className="mx-auto mb-6 w-3/4 rounded-b-[3rem] bg-night py-3 text-center font-display font-bold tracking-[0.3em] text-gold-light rtl:tracking-normal"
        aria-hidden="true"
      >
        {t("seats.stage")}
      </div>
      {/* On a phone the seats keep a 44 px touch target and the grid scrolls sideways in its own
          box, never the page. */}
      <div className="overflow-x-auto pb-1" data-testid="seat-grid-box">
        <div
          role="grid"
          aria-label={t("seats.gridLabel")}
          dir="ltr"
          className="mx-auto grid w-max max-w-none gap-1 sm:w-auto sm:max-w-lg sm:gap-2"
        >
          {rows.map((row) => (
            <div
              role="row"
              key={row}
              // Seats are at least 44 px (2.75rem) wide on a phone, the touch guideline.
              className="grid grid-cols-[1.25rem_repeat(8,2.75rem)] items-center gap-1 sm:grid-cols-[2.5rem_repeat(8,minmax(0,1fr))] sm:gap-2"
            >
              <div
                role="rowheader"
                dir={direction(locale)}
                className="text-center text-xs font-bold text-ink-soft"
              >
                {t.rich("seats.rowHeader", {
                  row: String(row),
                  label: (chunks) => <span className="sr-only sm:not-sr-only">{chunks}</span>,
                })}
              </div>
              {columns.map((column) => {
                const seat = seats.find((s) => s.seatRow === row && s.seatColumn === column);
                if (!seat) return <div role="gridcell" key={column} />;
                const occupied = seat.seatStatus !== "AVAILABLE";
                const isSelected = selected.includes(seat.seatId);
                const state = occupied ? "Occupied" : isSelected ? "Selected" : "Available";
                return (
                  <div role="gridcell" key={column}>
                    <button
                      type="button"
                      ref={(el) => {
                        if (el) buttons.current.set(seat.seatId, el);
                        else buttons.current.delete(seat.seatId);
                      }}
                      tabIndex={seat.seatId === focusId ? 0 : -1}
                      aria-label={t("seats.seatLabel", {
                        seat: seatName(t, seat.seatRow, seat.seatColumn),
                        price: formatCad(seat.priceCents, locale),
                        state: t(STATES[state]),
                      })}
                      aria-pressed={isSelected}
                      aria-disabled={occupied}
                      data-state={state}
                      onClick={() => toggle(seat)}
                      onFocus={() => setFocusId(seat.seatId)}
                      onKeyDown={(e) => onKeyDown(e, seat)}
                      className={`flex aspect-square w-full flex-col items-center justify-center rounded-md border-2 text-[0.65rem] leading-tight font-semibold sm:text-xs ${
                        occupied
                          ? "cursor-not-allowed border-ink/20 bg-ink/15 text-ink-muted"
                          : isSelected
                            ? "border-gold-dark bg-gold-light text-ink"
                            : "border-teal bg-white text-teal hover:bg-teal/10"
                      }`}
                    >
                      <span aria-hidden="true">{seat.seatColumn}</span>
                      <span aria-hidden="true">
                        {t("seats.shortPrice", { price: plainDollars(seat.priceCents) })}
                      </span>
                    </button>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      {actions(seats.filter((s) => selected.includes(s.seatId)))}
      <ul
        className="mt-6 flex flex-wrap justify-center gap-6 text-sm"
        aria-label={t("seats.legendLabel")}
      >
        <li className="flex items-center gap-2">
          <span className="h-5 w-5 rounded border-2 border-teal bg-white" /> {t(STATES.Available)}
        </li>
        <li className="flex items-center gap-2">
          <span className="h-5 w-5 rounded border-2 border-gold-dark bg-gold-light" />{" "}
          {t(STATES.Selected)}
        </li>
        <li className="flex items-center gap-2">
          <span className="h-5 w-5 rounded border-2 border-ink/20 bg-ink/15" /> {t(STATES.Occupied)}
        </li>
      </ul>
    </div>
  );
}
