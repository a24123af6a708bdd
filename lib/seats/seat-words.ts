import type { Locale } from "../i18n/locales";
import type { Translator } from "../i18n/messages";
import { formatCad } from "../payments/pricing";
import type { SeatOffer } from "./hall";
import { seatName, type SeatOnMap } from "./seat-shapes";

// The seat grid and its list in words: what a screen reader hears on a seat ("Row 3, Seat 4,
// $50.00, Available"), an offer of the list ("Row 1, Seats 4 to 5 (2 seats, $200.00)") and what
// the live region says after a choice. Client-safe.

/** A seat's state as the grid shows it; its words are the legend's. */
/** A seat's state as the grid shows it; Checking until the page has asked for the statuses. */
export type SeatState = "Available" | "Selected" | "Occupied" | "Checking";

export const STATE_KEYS = {
  Available: "seats.states.available",
  Selected: "seats.states.selected",
  Occupied: "seats.states.occupied",
  Checking: "seats.states.checking",
} as const satisfies Record<SeatState, string>;

export const KIND_KEYS = {
  WHEELCHAIR: "seats.kinds.wheelchair",
  COMPANION: "seats.kinds.companion",
} as const;

/** What a screen reader hears on a seat: its name, its kind unless a plain seat, price and state. */
export function seatAccessibleName(
  t: Translator,
  locale: Locale,
  seat: SeatOnMap,
  state: SeatState,
): string {
  const words = {
    seat: seatName(t, seat.seatRow, seat.seatColumn),
    price: formatCad(seat.priceCents, locale),
    state: t(STATE_KEYS[state]),
  };
  return seat.seatKind === "STANDARD"
    ? t("seats.seatLabel", words)
    : t("seats.seatKindLabel", { ...words, kind: t(KIND_KEYS[seat.seatKind]) });
}

/** Words one after the other with the page's semicolons: "Row 1, Seat 2; Row 3, Seat 4". */
const joined = (t: Translator, words: readonly string[]) =>
  words.reduce((first, rest) => (first ? t("seats.list.join", { first, rest }) : rest), "");

/**
 * Seats named by runs: "Row 1, Seats 4 to 6" for seats side by side in a row, "Row 2, Seat 1"
 * alone, runs one after the other.
 */
export function seatsInWords(t: Translator, seats: readonly SeatOnMap[]): string {
  const sorted = [...seats].sort((a, b) => a.seatRow - b.seatRow || a.seatColumn - b.seatColumn);
  const runs: SeatOnMap[][] = [];
  for (const seat of sorted) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && last.seatRow === seat.seatRow && last.seatColumn === seat.seatColumn - 1)
      run.push(seat);
    else runs.push([seat]);
  }
  return joined(
    t,
    runs.map((run) =>
      run.length === 1
        ? seatName(t, run[0]!.seatRow, run[0]!.seatColumn)
        : t("seats.list.run", {
            row: String(run[0]!.seatRow),
            from: String(run[0]!.seatColumn),
            to: String(run.at(-1)!.seatColumn),
          }),
    ),
  );
}

/** An offer of the list in words: its seats (a wheelchair space with its companion), count, total. */
export function offerInWords(t: Translator, locale: Locale, offer: SeatOffer): string {
  const [first, ...rest] = offer.seats;
  const total = formatCad(
    offer.seats.reduce((sum, s) => sum + s.priceCents, 0),
    locale,
  );
  const seats =
    first?.seatKind === "WHEELCHAIR"
      ? rest.length
        ? t("seats.list.wheelchairOffer", {
            space: seatName(t, first.seatRow, first.seatColumn),
            companion: seatsInWords(t, rest),
          })
        : t("seats.list.wheelchairAlone", { space: seatName(t, first.seatRow, first.seatColumn) })
      : seatsInWords(t, offer.seats);
  return t("seats.list.offer", { seats, count: offer.seats.length, total });
}

/** The selection's summary: "2 seats selected: $150.00", or none. */
export function selectionInWords(t: Translator, locale: Locale, seats: readonly SeatOnMap[]) {
  return seats.length === 0
    ? t("seats.noneSelected")
    : t("seats.selected", {
        count: seats.length,
        total: formatCad(
          seats.reduce((sum, s) => sum + s.priceCents, 0),
          locale,
        ),
      });
}
