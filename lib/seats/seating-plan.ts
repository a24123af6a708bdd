import "server-only";
import { findEditorEvent, lockEvent, type EditorEvent } from "@/lib/booths/queries/office";
import {
  deleteSeats,
  insertSeats,
  lockEventSeats,
  repriceSeats,
  seatsWithHistory,
  type AdminSeat,
} from "@/lib/booths/queries/seats";
import { recordAudit } from "@/lib/console/queries/audit";
import { transaction } from "@/db/queries/transaction";
import { listSeats } from "./queries";
import type { SavedSeating, SeatBand, SeatingInput } from "./resource";
import { seatName } from "./seat-shapes";
import { listNames } from "../booths/booths";
import { appError, fieldError, withErrors } from "../http/envelope";
import { seatPlanChanged } from "../cache/tags";
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

/** A seat plan as the audit log keeps it: size, and rows grouped by price and row type. */
function planOf(seats: { row: number; column: number; priceCents: number; rowType: string }[]) {
  const rows = [...new Set(seats.map((s) => s.row))].sort((a, b) => a - b);
  const bands: Band[] = [];
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
  }
  return {
    seats: seats.length,
    rows: rows.length ? Math.max(...rows) : 0,
    seatsPerRow: seats.length ? Math.max(...seats.map((s) => s.column)) : 0,
    bands,
  };
}

const seatLabel = (s: AdminSeat) => seatName(english, s.row, s.column);

/**
 * PUT /api/admin/v1/events/{eventId}/seating: the seated event's plan, `rows` rows of
 * `seatsPerRow` seats (labelled "Row N, Seat M" as the stage shows them), priced by bands of rows.
 * Missing seats are created AVAILABLE, seats in the plan take their band's price and row type
 * (a held or sold seat too: its order keeps the price it was bought at), and seats outside the
 * plan are removed, unless one is held or sold, or an order or ticket names it (409, naming them,
 * about `rows` when the plan's rows leave one out, else about `seatsPerRow`).
 */
export async function setSeating(
  actorId: number,
  eventId: number,
  input: SeatingInput,
): Promise<SavedSeating> {
  const bands = withRowTypes(input.bands);
  const bandOf = (row: number) => bands.find((b) => row >= b.fromRow && row <= b.toRow)!;
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
    const repriced = kept.filter((s) => {
      const band = bandOf(s.row);
      return s.priceCents !== band.priceCents || s.rowType !== band.rowType;
    });
    for (const band of bands) {
      await repriceSeats(
        tx,
        repriced.filter((s) => s.row >= band.fromRow && s.row <= band.toRow).map((s) => s.id),
        band,
      );
    }
    const present = new Set(kept.map((s) => `${s.row}:${s.column}`));
    const creating = [];
    for (let row = 1; row <= input.rows; row++) {
      const { priceCents, rowType } = bandOf(row);
      for (let column = 1; column <= input.seatsPerRow; column++) {
        if (!present.has(`${row}:${column}`)) creating.push({ row, column, priceCents, rowType });
      }
    }
    await insertSeats(tx, eventId, creating);

    const counts = {
      created: creating.length,
      repriced: repriced.length,
      removed: removing.length,
    };
    if (counts.created + counts.repriced + counts.removed > 0) {
      const planned = [
        ...kept.map((s) => ({ ...s, ...bandOf(s.row) })),
        ...creating.map((s) => ({ ...s })),
      ];
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
  if (result.created + result.repriced + result.removed > 0) seatPlanChanged();
  return { eventId, rows: input.rows, seatsPerRow: input.seatsPerRow, bands, ...result };
}

/** A seat in the seating editor, with a lapsed hold counted as AVAILABLE. */
export type EditorSeat = Omit<AdminSeat, "id">;

/** What /admin/events/{eventId}/seating edits: the seats and the plan they make now. */
export type SeatingEditorData = {
  event: EditorEvent;
  seats: EditorSeat[];
  /** The plan as it stands: 0 rows when the event has no seats yet. */
  plan: { rows: number; seatsPerRow: number; bands: Band[] };
};

/** A seated event's seats and current plan for the console's seating editor; NOT_FOUND if unknown. */
export async function seatingEditorData(eventId: number): Promise<SeatingEditorData> {
  const event = await findEditorEvent(eventId);
  if (!event) throw appError("NOT_FOUND", "errors.events.notFound");
  const seats = await listSeats({ eventId });
  const { rows, seatsPerRow, bands } = planOf(seats);
  return {
    event,
    seats: seats.map(({ id: _id, ...s }) => s),
    plan: { rows, seatsPerRow, bands },
  };
}
