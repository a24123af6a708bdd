import { dollarInputValue } from "@/lib/payments/pricing";
import { MAX_SEAT_ROWS as MAX_ROWS, MAX_SEATS_PER_ROW } from "@/lib/seats/resource";
import type { EditorSeat, SeatingEditorData } from "@/lib/seats/seating-plan";

// The seating editor's values (seating-editor.tsx): the rows, the seats per row, the bands of rows
// with their price, the aisles, the sections and the wheelchair spaces, as typed; what a size does
// to the seats there are; and the plan's named seats as wheelchair spaces with their companions.

export type BandValues = {
  key: number;
  fromRow: string;
  toRow: string;
  price: string;
  rowType: string;
};

export type SectionValues = {
  key: number;
  name: string;
  nameAr: string;
  fromRow: string;
  toRow: string;
};

/** Where a wheelchair space's companion seat is: the seat numbered one less, one more, both. */
export const COMPANION_SIDES = ["none", "before", "after", "both"] as const;
export type CompanionSide = (typeof COMPANION_SIDES)[number];

export type SpaceValues = { key: number; row: string; seat: string; companion: CompanionSide };

/** A whole number of rows or seats as typed (up to three digits), or null. */
export const whole = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null);

let nextKey = 1;
export const band = (b: Omit<BandValues, "key">): BandValues => ({ key: nextKey++, ...b });
export const section = (s: Omit<SectionValues, "key">): SectionValues => ({ key: nextKey++, ...s });
export const space = (s: Omit<SpaceValues, "key">): SpaceValues => ({ key: nextKey++, ...s });

/** The seat numbers of "10, 30" (commas or spaces between), or null when one is no number. */
export function aisleNumbers(text: string): number[] | null {
  const parts = text.split(/[\s,،]+/).filter(Boolean);
  const numbers = parts.map(whole);
  return numbers.every((n) => n !== null) ? (numbers as number[]) : null;
}

type Plan = SeatingEditorData["plan"];

/** The plan's wheelchair spaces, each with the side its companion seat is on. */
export function spacesOf(seatKinds: Plan["seatKinds"]): Omit<SpaceValues, "key">[] {
  const companion = (row: number, column: number) =>
    seatKinds.some((k) => k.kind === "COMPANION" && k.row === row && k.column === column);
  return seatKinds
    .filter((k) => k.kind === "WHEELCHAIR")
    .map((k) => {
      const before = companion(k.row, k.column - 1);
      const after = companion(k.row, k.column + 1);
      return {
        row: String(k.row),
        seat: String(k.column),
        companion: before && after ? "both" : before ? "before" : after ? "after" : "none",
      };
    });
}

/** The seats the spaces name: each space, and its companion seats once each. */
export function seatKindsOf(spaces: { row: number; seat: number; companion: CompanionSide }[]) {
  const kinds = new Map<
    string,
    { row: number; column: number; kind: "WHEELCHAIR" | "COMPANION" }
  >();
  for (const s of spaces)
    kinds.set(`${s.row}:${s.seat}`, { row: s.row, column: s.seat, kind: "WHEELCHAIR" });
  for (const s of spaces) {
    const sides =
      s.companion === "both"
        ? [-1, 1]
        : s.companion === "before"
          ? [-1]
          : s.companion === "after"
            ? [1]
            : [];
    for (const side of sides) {
      const key = `${s.row}:${s.seat + side}`;
      if (!kinds.has(key)) kinds.set(key, { row: s.row, column: s.seat + side, kind: "COMPANION" });
    }
  }
  return [...kinds.values()];
}

/** The form's first values: the plan as it stands, or 8 rows of 8 seats at one price. */
export function initialValues(plan: Plan) {
  if (plan.rows === 0)
    return {
      rows: "8",
      seatsPerRow: "8",
      bands: [band({ fromRow: "1", toRow: "8", price: "", rowType: "" })],
      aisles: "",
      sections: [],
      spaces: [],
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
    aisles: plan.aisles.join(", "),
    sections: plan.sections.map((s) =>
      section({
        name: s.name,
        nameAr: s.nameAr ?? "",
        fromRow: String(s.fromRow),
        toRow: String(s.toRow),
      }),
    ),
    spaces: spacesOf(plan.seatKinds).map(space),
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
