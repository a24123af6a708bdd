import "server-only";
import { findEditorEvent, lockEvent, type EditorEvent } from "@/lib/booths/queries/office";
import {
  deleteSeats,
  insertSeats,
  lockEventSeats,
  seatsWithHistory,
  updateSeats,
  type AdminSeat,
  type SeatSetting,
} from "@/lib/booths/queries/seats";
import { recordAudit } from "@/lib/console/queries/audit";
import { transaction } from "@/db/queries/transaction";
import { listSeats } from "./queries";
import type { NamedSeatKind, SavedSeating, SeatBand, SeatingInput, SeatSection } from "./resource";
import { seatName } from "./seat-shapes";
import { listNames } from "../booths/booths";
import { appError, fieldError, withErrors } from "../http/envelope";
import { seatPlanChanged } from "../cache/tags";
import { seatsReturned } from "../waitlist/offers";
import { t as english } from "../i18n/messages";

// A seated event's seat plan, as the organiser console sets it and reads it. A change runs in one
// transaction with its audit row, then expires the stage page (its `seats` tag). Prices are cents.

type Band = Required<SeatBand>;

/**
 * The row type of a band without one, named as the seed names them: the dearest band PREMIUM,
 * the cheapest ECONOMY, the others STANDARD (one price throughout: STANDARD).
 */
export function withRowTypes(bands: SeatBand[]): Band[] {
  const prices = bands.map((b) => b.priceCents);
  const top = Math.max(...prices);
  const bottom = Math.min(...prices);
  return bands.map((b) => ({
    ...b,
    rowType:
      b.rowType ??
      (top === bottom
        ? "STANDARD"
        : b.priceCents === top
          ? "PREMIUM"
          : b.priceCents === bottom
            ? "ECONOMY"
            : "STANDARD"),
  }));
}

/** A seat as the plan reads it back. */
type PlannedSeat = { row: number; column: number } & SeatSetting;

/**
 * A seat plan as the seats make it (the audit log keeps it, the editor starts from it): its size,
 * rows grouped by price and row type, aisles, sections and the wheelchair and companion seats.
 */
function planOf(seats: PlannedSeat[]) {
  const rows = [...new Set(seats.map((s) => s.row))].sort((a, b) => a - b);
  const bands: Band[] = [];
  const sections: SeatSection[] = [];
  for (const row of rows) {
    const first = seats.filter((s) => s.row === row).sort((a, b) => a.column - b.column)[0]!;
    const last = bands.at(-1);
    if (
      last &&
      last.toRow === row - 1 &&
      last.priceCents === first.priceCents &&
      last.rowType === first.rowType
    )
      last.toRow = row;
    else
      bands.push({
        fromRow: row,
        toRow: row,
        priceCents: first.priceCents,
        rowType: first.rowType,
      });
    if (first.section === null) continue;
    const section = sections.at(-1);
    if (section && section.toRow === row - 1 && section.name === first.section) section.toRow = row;
    else sections.push({ name: first.section, nameAr: first.sectionAr, fromRow: row, toRow: row });
  }
  const seatKinds: NamedSeatKind[] = seats
    .filter((s) => s.kind !== "STANDARD")
    .map((s) => ({ row: s.row, column: s.column, kind: s.kind as NamedSeatKind["kind"] }))
    .sort((a, b) => a.row - b.row || a.column - b.column);
  return {
    seats: seats.length,
    rows: rows.length ? Math.max(...rows) : 0,
    seatsPerRow: seats.length ? Math.max(...seats.map((s) => s.column)) : 0,
    bands,
    aisles: [...new Set(seats.filter((s) => s.aisleAfter).map((s) => s.column))].sort(
      (a, b) => a - b,
    ),
    sections,
    seatKinds,
  };
}

/** Whether a seat's setting is the one it has. */
const sameSetting = (a: SeatSetting, b: SeatSetting) =>
  a.priceCents === b.priceCents &&
  a.rowType === b.rowType &&
  a.kind === b.kind &&
  a.section === b.section &&
  a.sectionAr === b.sectionAr &&
  a.aisleAfter === b.aisleAfter;

const seatLabel = (s: AdminSeat) => seatName(english, s.row, s.column);

/**
 * PUT /api/admin/v1/events/{eventId}/seating: the seated event's plan, `rows` rows of
 * `seatsPerRow` seats (labelled "Row N, Seat M" as the stage shows them), priced by bands of rows,
 * with its aisles, sections and wheelchair and companion seats. Missing seats are created
 * AVAILABLE, seats in the plan take their band's price and row type, their kind, section and
 * aisle (a held or sold seat too: its order keeps the price it was bought at), and seats outside
 * the plan are removed, unless one is held or sold, or an order or ticket names it (409, naming
 * them, about `rows` when the plan's rows leave one out, else about `seatsPerRow`).
 */
export async function setSeating(
  actorId: number,
  eventId: number,
  input: SeatingInput,
): Promise<SavedSeating> {
  const bands = withRowTypes(input.bands);
  const bandOf = (row: number) => bands.find((b) => row >= b.fromRow && row <= b.toRow)!;
  const sectionOf = (row: number) => input.sections.find((s) => row >= s.fromRow && row <= s.toRow);
  const kinds = new Map(input.seatKinds.map((k) => [`${k.row}:${k.column}`, k.kind]));
  /** What the plan gives the seat at this place. */
  const settingOf = (row: number, column: number): SeatSetting => {
    const { priceCents, rowType } = bandOf(row);
    const section = sectionOf(row);
    return {
      priceCents,
      rowType,
      kind: kinds.get(`${row}:${column}`) ?? "STANDARD",
      section: section?.name ?? null,
      sectionAr: section?.nameAr ?? null,
      aisleAfter: column < input.seatsPerRow && input.aisles.includes(column),
    };
  };
  const result = await transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
    if (!event.hasSeating)
      throw appError("CONFLICT", "errors.seats.notSeatedEvent", { event: event.name });
    const existing = await lockEventSeats(tx, eventId);
    const inPlan = (s: { row: number; column: number }) =>
      s.row <= input.rows && s.column <= input.seatsPerRow;
    const removing = existing.filter((s) => !inPlan(s));
    /** The size field that removes these seats. */
    const byRows = (kept: AdminSeat[]) => kept.some((s) => s.row > input.rows);
    const busy = removing.filter((s) => s.status !== "AVAILABLE");
    if (busy.length) {
      const params = {
        seats: listNames(
          busy.map((s) => `${seatLabel(s)} (${s.status === "SOLD" ? "sold" : "held"})`),
        ),
      };
      throw withErrors(
        byRows(busy)
          ? fieldError("CONFLICT", "rows", "errors.seats.busyNotRemovable", params)
          : fieldError("CONFLICT", "seatsPerRow", "errors.seats.busyNotRemovable", params),
        busy.map(seatLabel),
      );
    }
    const history = await seatsWithHistory(
      tx,
      removing.map((s) => s.id),
    );
    if (history.size) {
      const named = removing.filter((s) => history.has(s.id));
      const params = { seats: listNames(named.map(seatLabel)) };
      throw withErrors(
        byRows(named)
          ? fieldError("CONFLICT", "rows", "errors.seats.onEarlierOrders", params)
          : fieldError("CONFLICT", "seatsPerRow", "errors.seats.onEarlierOrders", params),
        named.map(seatLabel),
      );
    }
    await deleteSeats(
      tx,
      removing.map((s) => s.id),
    );

    const kept = existing.filter(inPlan);
    const changed = kept.flatMap((s) => {
      const setting = settingOf(s.row, s.column);
      return sameSetting(s, setting) ? [] : [{ id: s.id, ...setting }];
    });
    await updateSeats(tx, changed);
    const present = new Set(kept.map((s) => `${s.row}:${s.column}`));
    const creating = [];
    for (let row = 1; row <= input.rows; row++) {
      for (let column = 1; column <= input.seatsPerRow; column++) {
        if (!present.has(`${row}:${column}`))
          creating.push({ row, column, ...settingOf(row, column) });
      }
    }
    await insertSeats(tx, eventId, creating);

    const before = new Map(kept.map((s) => [s.id, s]));
    const counts = {
      created: creating.length,
      repriced: changed.filter((c) => {
        const was = before.get(c.id)!;
        return was.priceCents !== c.priceCents || was.rowType !== c.rowType;
      }).length,
      rearranged: changed.filter((c) => {
        const was = before.get(c.id)!;
        return (
          was.kind !== c.kind ||
          was.section !== c.section ||
          was.sectionAr !== c.sectionAr ||
          was.aisleAfter !== c.aisleAfter
        );
      }).length,
      removed: removing.length,
    };
    if (counts.created + counts.repriced + counts.rearranged + counts.removed > 0) {
      const planned = [...kept.map((s) => ({ ...s, ...settingOf(s.row, s.column) })), ...creating];
      await recordAudit(tx, {
        actorId,
        entity: "seating",
        entityId: eventId,
        action: existing.length ? "update" : "create",
        before: existing.length ? planOf(existing) : null,
        after: { ...planOf(planned), ...counts },
      });
    }
    return { seats: kept.length + creating.length, ...counts };
  });
  if (result.created + result.repriced + result.rearranged + result.removed > 0) seatPlanChanged();
  // seats added to a sold-out show go to its waitlist first
  if (result.created > 0) await seatsReturned();
  return {
    eventId,
    rows: input.rows,
    seatsPerRow: input.seatsPerRow,
    bands,
    aisles: input.aisles,
    sections: input.sections,
    seatKinds: input.seatKinds,
    ...result,
  };
}

/** A seat in the seating editor, with a lapsed hold counted as AVAILABLE. */
export type EditorSeat = Omit<AdminSeat, "id">;

/** What /admin/events/{eventId}/seating edits: the seats and the plan they make now. */
export type SeatingEditorData = {
  event: EditorEvent;
  seats: EditorSeat[];
  /** The plan as it stands: 0 rows when the event has no seats yet. */
  plan: {
    rows: number;
    seatsPerRow: number;
    bands: Band[];
    aisles: number[];
    sections: SeatSection[];
    seatKinds: NamedSeatKind[];
  };
};

/** A seated event's seats and current plan for the console's seating editor; NOT_FOUND if unknown. */
export async function seatingEditorData(eventId: number): Promise<SeatingEditorData> {
  const event = await findEditorEvent(eventId);
  if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
  const seats = await listSeats({ eventId });
  const { rows, seatsPerRow, bands, aisles, sections, seatKinds } = planOf(seats);
  return {
    event,
    seats: seats.map(({ id: _id, ...s }) => s),
    plan: { rows, seatsPerRow, bands, aisles, sections, seatKinds },
  };
}
