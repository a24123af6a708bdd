import type { SeatOnMap } from "./seat-shapes";

// The hall's arithmetic, with no page and no server behind it: its aisles and sections, which seat
// an arrow key reaches, which seats sit side by side, a wheelchair space's companion seat, and the
// best seats available for a party. The seat grid, the "choose from a list" form and the seating
// plan's rules share it. Client-safe.

type Seat = SeatOnMap;

/** The seat numbers an aisle follows (every row has its aisles after the same seat numbers). */
export function aislesOf(seats: readonly Pick<Seat, "seatColumn" | "aisleAfter">[]): number[] {
  return [...new Set(seats.filter((s) => s.aisleAfter).map((s) => s.seatColumn))].sort(
    (a, b) => a - b,
  );
}

/** Two seats of a row side by side: next seat numbers with no aisle between them. */
export const besideEachOther = (a: number, b: number, aisles: readonly number[]) =>
  Math.abs(a - b) === 1 && !aisles.includes(Math.min(a, b));

/** One of the hall's columns, left to right: a seat number, or an aisle after one. */
export type HallColumn = { seat: number } | { aisleAfter: number };

/** The hall's columns from seat 1 to `lastSeat`, an aisle after each seat number in `aisles`. */
export function hallColumns(lastSeat: number, aisles: readonly number[]): HallColumn[] {
  const columns: HallColumn[] = [];
  for (let seat = 1; seat <= lastSeat; seat++) {
    columns.push({ seat });
    if (seat < lastSeat && aisles.includes(seat)) columns.push({ aisleAfter: seat });
  }
  return columns;
}

/** A named block of rows, front to back (no name: the rows of a hall without sections). */
export type HallSection = { name: string | null; nameAr: string | null; rows: number[] };

/** The hall's rows front to back, grouped by section as the seats name them. */
export function sectionsOf(
  seats: readonly Pick<Seat, "seatRow" | "section" | "sectionAr">[],
): HallSection[] {
  const byRow = new Map<number, Pick<Seat, "section" | "sectionAr">>();
  for (const s of seats) if (!byRow.has(s.seatRow)) byRow.set(s.seatRow, s);
  const sections: HallSection[] = [];
  for (const [row, s] of [...byRow].sort((a, b) => a[0] - b[0])) {
    const name = s.section ?? null;
    const last = sections.at(-1);
    if (last && last.name === name) last.rows.push(row);
    else sections.push({ name, nameAr: s.sectionAr ?? null, rows: [row] });
  }
  return sections;
}

/** Each row's seats by seat number, rows front to back. */
function rowsOf<S extends Pick<Seat, "seatRow" | "seatColumn">>(seats: readonly S[]) {
  const rows = new Map<number, S[]>();
  for (const s of seats) rows.set(s.seatRow, [...(rows.get(s.seatRow) ?? []), s]);
  for (const list of rows.values()) list.sort((a, b) => a.seatColumn - b.seatColumn);
  return new Map([...rows].sort((a, b) => a[0] - b[0]));
}

/**
 * The seat a key takes the keyboard to from `from`, if any: Left and Right the next seat of the
 * row that way (over an aisle, as over any gap), Up and Down the row in front or behind, on the
 * same seat number or the nearest one there; Home and End the row's first and last seat, with Ctrl
 * the hall's. `mirrored`: the plan is drawn right to left, so Left and Right trade places and each
 * arrow still moves the way it points.
 */
export function seatToward<S extends Pick<Seat, "seatRow" | "seatColumn">>(
  seats: readonly S[],
  from: S,
  key: string,
  { ctrl = false, mirrored = false }: { ctrl?: boolean; mirrored?: boolean } = {},
): S | undefined {
  const rows = rowsOf(seats);
  const rowNumbers = [...rows.keys()];
  const inRow = rows.get(from.seatRow) ?? [];
  const at = inRow.findIndex((s) => s.seatColumn === from.seatColumn);
  const step = (forward: boolean) => (forward !== mirrored ? 1 : -1);
  switch (key) {
    case "ArrowRight":
    case "ArrowLeft":
      return inRow[at + step(key === "ArrowRight")];
    case "ArrowUp":
    case "ArrowDown": {
      const row = rowNumbers[rowNumbers.indexOf(from.seatRow) + (key === "ArrowDown" ? 1 : -1)];
      const there = row === undefined ? [] : rows.get(row)!;
      // the same seat number, else the nearest (the seat nearer seat 1 when two are as near)
      return there.reduce<S | undefined>(
        (best, s) =>
          !best ||
          Math.abs(s.seatColumn - from.seatColumn) < Math.abs(best.seatColumn - from.seatColumn)
            ? s
            : best,
        undefined,
      );
    }
    case "Home":
    case "End": {
      const first = key === "Home";
      if (ctrl) {
        const row = rows.get(first ? rowNumbers[0]! : rowNumbers.at(-1)!) ?? [];
        return first ? row[0] : row.at(-1);
      }
      return first ? inRow[0] : inRow.at(-1);
    }
    default:
      return undefined;
  }
}

/**
 * The companion seat beside a wheelchair space (same row, next seat number, no aisle between),
 * an available one first; undefined when it has none.
 */
export function companionOf<S extends Seat>(seats: readonly S[], space: S): S | undefined {
  const aisles = aislesOf(seats);
  const beside = seats.filter(
    (s) =>
      s.seatKind === "COMPANION" &&
      s.seatRow === space.seatRow &&
      besideEachOther(s.seatColumn, space.seatColumn, aisles),
  );
  return beside.find((s) => s.seatStatus === "AVAILABLE") ?? beside[0];
}

/**
 * What a buyer asks the list for: how many seats, at which price (null: any), in which row (null:
 * the best available), or a wheelchair space (with the companion seat beside it; `count` is not
 * read then).
 */
export type SeatRequest = {
  count: number;
  priceCents: number | null;
  row: number | null;
  wheelchair: boolean;
};

/**
 * A choice of seats: side by side (`together`) or, when no run of the party's size is free, the
 * best seats one by one. A wheelchair space comes first, with its companion seat when that is free.
 */
export type SeatOffer<S extends Seat = Seat> = { seats: S[]; together: boolean };

/** An aisle is as wide as a seat when the hall's distances are measured. */
const AISLE_WIDTH = 1;

/**
 * How far seats are from the middle of the stage's edge: the row is the distance back (row 1 is
 * one seat from the stage), the seats' mean place across the hall (aisles counted) the distance
 * sideways from the hall's centre line.
 */
function distanceFromStage(seats: readonly Seat[], aisles: readonly number[], hallWidth: number) {
  const across = (column: number) =>
    column - 1 + aisles.filter((a) => a < column).length * AISLE_WIDTH;
  const centre = (hallWidth - 1) / 2;
  const mean = seats.reduce((sum, s) => sum + across(s.seatColumn), 0) / seats.length;
  return Math.hypot(seats[0]!.seatRow, mean - centre);
}

/**
 * The seats the list offers for a request, best first. Best is nearest the middle of the stage's
 * edge (`distanceFromStage`), then the front row, then the lower seat numbers. A party is offered
 * runs of seats side by side in one row, never across an aisle; when no run is free, the best
 * seats one by one, said so. A wheelchair space is offered with the companion seat beside it.
 * Seats for anyone never include wheelchair spaces or companion seats, which are kept for those
 * who ask for them (the grid still sells them).
 */
export function seatOffers<S extends Seat>(
  seats: readonly S[],
  request: SeatRequest,
): SeatOffer<S>[] {
  const aisles = aislesOf(seats);
  const hallWidth = Math.max(0, ...seats.map((s) => s.seatColumn)) + aisles.length * AISLE_WIDTH;
  const fits = (s: S) =>
    s.seatStatus === "AVAILABLE" &&
    (request.priceCents === null || s.priceCents === request.priceCents) &&
    (request.row === null || s.seatRow === request.row);
  const rank = (offers: SeatOffer<S>[]) =>
    offers
      .map((offer) => ({ offer, distance: distanceFromStage(offer.seats, aisles, hallWidth) }))
      .sort(
        (a, b) =>
          a.distance - b.distance ||
          a.offer.seats[0]!.seatRow - b.offer.seats[0]!.seatRow ||
          a.offer.seats[0]!.seatColumn - b.offer.seats[0]!.seatColumn,
      )
      .map(({ offer }) => offer);

  if (request.wheelchair) {
    return rank(
      seats
        .filter((s) => s.seatKind === "WHEELCHAIR" && fits(s))
        .map((space) => {
          const companion = companionOf(seats, space);
          return {
            seats: companion?.seatStatus === "AVAILABLE" ? [space, companion] : [space],
            together: true,
          };
        }),
    );
  }

  const count = Math.max(1, request.count);
  const free = seats.filter((s) => s.seatKind === "STANDARD" && fits(s));
  const runs: SeatOffer<S>[] = [];
  for (const row of rowsOf(free).values()) {
    for (let i = 0; i + count <= row.length; i++) {
      const run = row.slice(i, i + count);
      if (
        run.every(
          (s, j) => j === 0 || besideEachOther(run[j - 1]!.seatColumn, s.seatColumn, aisles),
        )
      )
        runs.push({ seats: run, together: true });
    }
  }
  if (runs.length) return rank(runs);
  if (free.length < count) return [];
  // No run of the party's size: the best seats one by one, front to back.
  const singles = rank(free.map((s) => ({ seats: [s], together: true }))).slice(0, count);
  const chosen = singles
    .map((o) => o.seats[0]!)
    .sort((a, b) => a.seatRow - b.seatRow || a.seatColumn - b.seatColumn);
  return [{ seats: chosen, together: false }];
}

/** The wheelchair spaces beside a companion seat (same row, next seat number, no aisle between). */
function spacesBeside<S extends Seat>(seats: readonly S[], companion: S): S[] {
  const aisles = aislesOf(seats);
  return seats.filter(
    (s) =>
      s.seatKind === "WHEELCHAIR" &&
      s.seatRow === companion.seatRow &&
      besideEachOther(s.seatColumn, companion.seatColumn, aisles),
  );
}

/**
 * The selection after a seat is pressed: a free seat goes in, or out if it was in. A wheelchair
 * space and its companion seat are sold together (the checkout refuses them apart): a space brings
 * the companion seat beside it in with it when that seat is free, and takes it out with it
 * (`companion` names the seat that moved with it); a companion seat brings a free wheelchair space
 * beside it, and takes its space out with it unless another of the space's companion seats stays
 * (`space`). A companion seat whose spaces are all taken cannot be chosen (`alone`). Taken seats
 * change nothing.
 */
export function pressSeat<S extends Seat>(
  seats: readonly S[],
  selected: readonly number[],
  seat: S,
): { selected: number[]; added: boolean; companion?: S; space?: S; alone?: boolean } {
  if (seat.seatStatus !== "AVAILABLE") return { selected: [...selected], added: false };
  const added = !selected.includes(seat.seatId);
  if (seat.seatKind === "COMPANION") {
    const spaces = spacesBeside(seats, seat);
    const chosenSpace = spaces.find((s) => selected.includes(s.seatId));
    if (added) {
      if (chosenSpace) return { selected: [...selected, seat.seatId], added };
      const space = spaces.find((s) => s.seatStatus === "AVAILABLE");
      if (!space) return { selected: [...selected], added: false, alone: true };
      return { selected: [...selected, seat.seatId, space.seatId], added, space };
    }
    const rest = selected.filter((id) => id !== seat.seatId);
    const keepsSpace =
      chosenSpace &&
      seats.some(
        (s) =>
          s.seatKind === "COMPANION" &&
          rest.includes(s.seatId) &&
          spacesBeside(seats, s).some((sp) => sp.seatId === chosenSpace.seatId),
      );
    if (!chosenSpace || keepsSpace) return { selected: rest, added };
    return {
      selected: rest.filter((id) => id !== chosenSpace.seatId),
      added,
      space: chosenSpace,
    };
  }
  const partner = seat.seatKind === "WHEELCHAIR" ? companionOf(seats, seat) : undefined;
  const companion =
    partner && partner.seatStatus === "AVAILABLE" && selected.includes(partner.seatId) !== added
      ? partner
      : undefined;
  const moving = new Set([seat.seatId, ...(companion ? [companion.seatId] : [])]);
  return {
    selected: added ? [...selected, ...moving] : selected.filter((id) => !moving.has(id)),
    added,
    ...(companion ? { companion } : {}),
  };
}
