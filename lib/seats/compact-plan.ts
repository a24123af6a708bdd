import type { SeatView } from "@/db/queries/seats";
import type { Translator } from "../i18n/messages";
import { seatName, type SeatOnMap } from "./seat-shapes";

// A hall's seats as a page hands them to the seat picker: where each seat is and its price, in a
// few hundred bytes however large the hall (a list of seat objects would be sent a second time
// inside the page, as the client's props, at some 150 bytes a seat). Their statuses are not in
// it: the picker asks for them (lib/seats/seat-status.ts). Client-safe.

/**
 * Each field is a list of numbers as runs: "7" one value, "3-9" the values 3 to 9 one after the
 * other, "5000*16" one value 16 times; row types are [type, how many] one after the other.
 */
export type CompactPlan = {
  ids: string;
  rows: string;
  columns: string;
  prices: string;
  rowTypes: [string, number][];
  /** Seat kinds as [kind, how many] one after the other (all STANDARD: one run). */
  kinds: [SeatView["kind"], number][];
  /** Sections as [English name, Arabic name, how many seats] (a hall without: one run of nulls). */
  sections: [string | null, string | null, number][];
  /** The ids of the seats an aisle follows, as runs. */
  aisles: string;
};

/** Equal neighbours counted: [value, how many] one after the other. */
function sameRuns<T>(values: readonly T[], same: (a: T, b: T) => boolean): [T, number][] {
  const runs: [T, number][] = [];
  for (const value of values) {
    const last = runs.at(-1);
    if (last && same(last[0], value)) last[1]++;
    else runs.push([value, 1]);
  }
  return runs;
}

/** The values the runs stand for, in order. */
const valuesOfRuns = <T>(runs: readonly [T, number][]): T[] =>
  runs.flatMap(([value, count]) => Array<T>(count).fill(value));

/** Numbers as runs: "1-8,1-8,10000*16,7" (whole numbers from 0). */
export function numberRuns(values: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < values.length;) {
    const start = values[i]!;
    let rising = i;
    while (values[rising + 1] === values[rising]! + 1) rising++;
    let same = i;
    while (values[same + 1] === start) same++;
    if (rising > i && rising - i >= same - i) {
      parts.push(`${start}-${values[rising]}`);
      i = rising + 1;
    } else if (same > i) {
      parts.push(`${start}*${same - i + 1}`);
      i = same + 1;
    } else {
      parts.push(String(start));
      i++;
    }
  }
  return parts.join(",");
}

/** The numbers the runs stand for, in order. */
export function numbersOfRuns(runs: string): number[] {
  const values: number[] = [];
  if (!runs) return values;
  for (const part of runs.split(",")) {
    const repeat = part.indexOf("*");
    const dash = part.indexOf("-");
    if (repeat > 0) {
      const value = Number(part.slice(0, repeat));
      for (let n = Number(part.slice(repeat + 1)); n > 0; n--) values.push(value);
    } else if (dash > 0) {
      const to = Number(part.slice(dash + 1));
      for (let v = Number(part.slice(0, dash)); v <= to; v++) values.push(v);
    } else values.push(Number(part));
  }
  return values;
}

/** The seats (by row and seat number, as the seat map lists them) as the compact plan. */
export function compactPlan(seats: readonly Omit<SeatView, "status">[]): CompactPlan {
  return {
    ids: numberRuns(seats.map((s) => s.id)),
    rows: numberRuns(seats.map((s) => s.row)),
    columns: numberRuns(seats.map((s) => s.column)),
    prices: numberRuns(seats.map((s) => s.priceCents)),
    rowTypes: sameRuns(
      seats.map((s) => s.rowType),
      (a, b) => a === b,
    ),
    kinds: sameRuns(
      seats.map((s) => s.kind),
      (a, b) => a === b,
    ),
    sections: sameRuns(
      seats.map((s): [string | null, string | null] => [s.section, s.sectionAr]),
      (a, b) => a[0] === b[0] && a[1] === b[1],
    ).map(([[section, sectionAr], count]) => [section, sectionAr, count]),
    aisles: numberRuns(seats.filter((s) => s.aisleAfter).map((s) => s.id)),
  };
}

/**
 * The plan's seats for the grid, every one AVAILABLE until the picker learns which are taken,
 * each named by `t` (the page's language).
 */
export function seatsOfPlan(plan: CompactPlan, t: Translator): SeatOnMap[] {
  const ids = numbersOfRuns(plan.ids);
  const rows = numbersOfRuns(plan.rows);
  const columns = numbersOfRuns(plan.columns);
  const prices = numbersOfRuns(plan.prices);
  const rowTypes = valuesOfRuns(plan.rowTypes);
  const kinds = valuesOfRuns(plan.kinds);
  const sections = valuesOfRuns(plan.sections.map(([en, ar, count]) => [[en, ar] as const, count]));
  const aisles = new Set(numbersOfRuns(plan.aisles));
  return ids.map((seatId, i) => ({
    seatId,
    seatRow: rows[i]!,
    seatColumn: columns[i]!,
    priceCents: prices[i]!,
    rowType: rowTypes[i]!,
    seatStatus: "AVAILABLE",
    seatKind: kinds[i] ?? "STANDARD",
    label: seatName(t, rows[i]!, columns[i]!),
    section: sections[i]?.[0] ?? null,
    sectionAr: sections[i]?.[1] ?? null,
    aisleAfter: aisles.has(seatId),
  }));
}
