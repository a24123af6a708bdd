import { dollarInputValue } from "@/lib/payments/pricing";
import { MAX_SEAT_ROWS as MAX_ROWS, MAX_SEATS_PER_ROW } from "@/lib/seats/resource";
import type { EditorSeat, SeatingEditorData } from "@/lib/seats/seating-plan";

// The seating editor's values (seating-editor.tsx): the rows, the seats per row and the bands of
// rows with their price, as typed, and what a size does to the seats there are.

export type BandValues = {
  key: number;
  fromRow: string;
  toRow: string;
  price: string;
  rowType: string;
};

/** A whole number of rows or seats as typed (up to three digits), or null. */
export const whole = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null);

let nextKey = 1;
export const band = (b: Omit<BandValues, "key">): BandValues => ({ key: nextKey++, ...b });

/** The form's first values: the plan as it stands, or 8 rows of 8 seats at one price. */
export function initialValues(plan: SeatingEditorData["plan"]) {
  if (plan.rows === 0)
    return {
      rows: "8",
      seatsPerRow: "8",
      bands: [band({ fromRow: "1", toRow: "8", price: "", rowType: "" })],
    };
  return {
    rows: String(plan.rows),
    seatsPerRow: String(plan.seatsPerRow),
    bands: plan.bands.map((b) =>
      band({
        fromRow: String(b.fromRow),
        toRow: String(b.toRow),
        price: dollarInputValue(b.priceCents),
        rowType: b.rowType,
      }),
    ),
  };
}

/** What a size would do to the seats there are: the seats it removes and how many it adds. */
export function sizeChange(seats: EditorSeat[], rowsText: string, seatsPerRowText: string) {
  const rows = whole(rowsText);
  const seatsPerRow = whole(seatsPerRowText);
  const sizeValid =
    rows !== null && rows >= 1 && rows <= MAX_ROWS && seatsPerRow !== null && seatsPerRow >= 1;
  const inPlan = (s: EditorSeat) =>
    rows !== null && seatsPerRow !== null && s.row <= rows && s.column <= seatsPerRow;
  const removing = sizeValid ? seats.filter((s) => !inPlan(s)) : [];
  const shown = sizeValid && seatsPerRow <= MAX_SEATS_PER_ROW;
  return {
    rows,
    seatsPerRow,
    /** The size is one the plan can have (the summary of what saving does is shown). */
    shown,
    removing,
    adding: shown ? rows * seatsPerRow - seats.filter(inPlan).length : 0,
  };
}
