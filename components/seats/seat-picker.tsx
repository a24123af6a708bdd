"use client";

import { useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { pressSeat, type SeatOffer } from "@/lib/seats/hall";
import { seatName, type SeatOnMap } from "@/lib/seats/seat-shapes";
import { seatsInWords, selectionInWords } from "@/lib/seats/seat-words";
import {
  selectionSnapshot,
  subscribeSelection,
  writeSelectedSeatIds,
} from "@/lib/cart/seat-selection";
import { useT } from "../locale-provider";
import { InlineAlerts } from "../inline-alerts";
import { SeatGrid } from "./seat-grid";
import { SeatLegend } from "./seat-looks";
import { SeatList } from "./seat-list";
import { SeatZoomBox } from "./seat-zoom";
import { useSeatStatus } from "./use-seat-status";

/**
 * The seat plan: the hall's seats priced by row, with its sections and aisles, each seat labelled
 * 'Row N, Seat M' with its kind, price and state; "Choose from a list" above it makes the same
 * choice without the grid. Occupied seats come from the server and cannot be chosen; a wheelchair
 * space brings the companion seat beside it. A polite live region says what each choice did. The
 * selection is kept in local storage.
 *
 * The grid is the venue's plan, not text: it stays left to right on Arabic pages (seat 1 of each
 * row on the left, the stage drawn above, as in English), so a seat is where it is in the hall
 * whatever the page's language, and the arrow keys move the way they point. Only its words (row
 * headers, labels, legend) are in the page's language.
 */
export function SeatPicker({
  eventId,
  initialSeats,
  actions,
  soldOut,
}: {
  /** Shown above the seats once their statuses say none is on sale (the waitlist). */
  soldOut?: ReactNode;
  /** The seated event: its seats' statuses are asked for while the page is shown. */
  eventId: number;
  initialSeats: SeatOnMap[];
  /** Renders the buttons under the grid (Purchase, Done) for the current selection. */
  actions: (selected: SeatOnMap[]) => ReactNode;
}) {
  const { t, locale } = useT();
  // the hall as the page drew it, with the statuses asked for (none until they are known)
  const { seats, known } = useSeatStatus(eventId, initialSeats);
  const stored = useSyncExternalStore(subscribeSelection, selectionSnapshot, () => "[]");
  // The stored selection, without seats someone else has taken meanwhile.
  const selected = useMemo(() => {
    const available = new Set(
      seats.filter((s) => s.seatStatus === "AVAILABLE").map((s) => s.seatId),
    );
    const ids = JSON.parse(stored) as unknown;
    return Array.isArray(ids) ? ids.filter((id): id is number => available.has(id as number)) : [];
  }, [stored, seats]);
  /** What the last choice did, for the live region (nothing before the first). */
  const [news, setNews] = useState("");

  /** Says what changed, then the selection as it now stands. */
  function tell(what: string, ids: readonly number[]) {
    const now = seats.filter((s) => ids.includes(s.seatId));
    setNews(`${what} ${selectionInWords(t, locale, now)}`);
  }

  function press(seat: SeatOnMap) {
    if (seat.seatStatus !== "AVAILABLE") return;
    const pressed = pressSeat(seats, selected, seat);
    const name = seatName(t, seat.seatRow, seat.seatColumn);
    if (pressed.alone) {
      setNews(t("seats.news.companionAlone", { seat: name }));
      return;
    }
    writeSelectedSeatIds(pressed.selected);
    const other = (s: SeatOnMap) => seatName(t, s.seatRow, s.seatColumn);
    tell(
      pressed.companion
        ? t(
            pressed.added ? "seats.news.selectedWithCompanion" : "seats.news.removedWithCompanion",
            { seat: name, companion: other(pressed.companion) },
          )
        : pressed.space
          ? t(pressed.added ? "seats.news.selectedWithSpace" : "seats.news.removedWithSpace", {
              seat: name,
              space: other(pressed.space),
            })
          : t(pressed.added ? "seats.news.selected" : "seats.news.removed", { seat: name }),
      pressed.selected,
    );
  }

  function choose(offer: SeatOffer) {
    const ids = offer.seats.map((s) => s.seatId);
    writeSelectedSeatIds(ids);
    tell(t("seats.news.chosen", { seats: seatsInWords(t, offer.seats) }), ids);
  }

  const kinds = (["WHEELCHAIR", "COMPANION"] as const).filter((kind) =>
    seats.some((s) => s.seatKind === kind),
  );
  return (
    <div>
      <InlineAlerts />
      {known && seats.every((s) => s.seatStatus !== "AVAILABLE") && soldOut}
      <SeatList seats={seats} onChoose={choose} />
      <SeatZoomBox>
        {/* the stage is drawn over the hall's width, however wide the hall */}
        <div className="mx-auto w-max min-w-full">
          <div
            className="mx-auto mb-6 w-3/4 rounded-b-[3rem] bg-night py-3 text-center font-display font-bold tracking-[0.3em] text-gold-light rtl:tracking-normal"
            aria-hidden="true"
          >
            {t("seats.stage")}
          </div>
          <SeatGrid seats={seats} selected={selected} onPress={press} busy={!known} />
        </div>
      </SeatZoomBox>
      <p role="status" className="sr-only" data-testid="seat-news">
        {news}
      </p>
      <SeatLegend t={t} kinds={kinds} />
      {actions(seats.filter((s) => selected.includes(s.seatId)))}
    </div>
  );
}
