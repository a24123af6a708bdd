import "server-only";
import { createHash } from "node:crypto";
import {
  boothEventId,
  boothOrderIds,
  deleteBooth as deleteBoothRow,
  deleteSeats,
  eventBoothNames,
  findSection,
  insertBooths,
  insertSeats,
  insertSection,
  lockBooth,
  lockEvent,
  lockEventSeats,
  lockSectionBooths,
  listEventSections,
  placeSections,
  repriceSeats,
  sectionEventId,
  seatsWithHistory,
  setBoothPrices,
  updateBooth as updateBoothRow,
  updateSection as updateSectionRow,
  type AdminBooth,
  type AdminSeat,
  type BoothPatch,
  type SectionPatch,
  type SectionRow,
} from "@/db/queries/admin-booths";
import {
  findEditorEvent,
  listEditorBooths,
  listEditorSections,
  type EditorBooth,
  type EditorEvent,
} from "@/db/queries/admin-booths";
import { recordAudit } from "@/db/queries/audit";
import { eventFloorPlanOf } from "@/db/queries/images";
import { listSeats } from "@/db/queries/seats";
import type { BoothStatus, Tx } from "@/db/queries/model";
import { transaction } from "@/db/queries/transaction";
import { AppError } from "../http/envelope";
import { boothStateChanged, seatStateChanged } from "../cache/tags";
import { t as english } from "../i18n/messages";
import { renderFloorPlan, type FloorPlanSection } from "./floor-plan";
import { mediaUrl, type FloorPlanSource } from "../events/media";
import { centsToDollars } from "../payments/pricing";
import { seatName } from "../seats/seat-shapes";

// The organiser console's sections, booths and seat plan. Every change runs in one transaction
// with its audit row, then expires the public pages that show it (the exhibition pages carry the
// `booths` tag, the stage the `seats` tag). Prices are cents here; the API speaks dollars.

/** At most this many booths are created by one request (a range F-01..F-500). */
export const MAX_BOOTHS_PER_REQUEST = 500;
/** The longest booth name (the seed's are like "T-01"). */
export const BOOTH_NAME_MAX = 40;
/** Rows of a seated event's plan. */
export const MAX_SEAT_ROWS = 30;
/** Seats per row: the stage page's seat picker (components/seats/seat-picker.tsx) draws eight columns. */
export const MAX_SEATS_PER_ROW = 8;

const NOT_FOUND = {
  event: "Event not found",
  section: "Section not found",
  booth: "Booth not found",
} as const;

// --- Sections ---

export type SectionInput = {
  name: string;
  nameAr: string | null;
  /** Tab index (0 first); absent: after the last tab. The tabs from there on move one along. */
  position?: number;
  inclusions: string;
  inclusionsAr: string | null;
  isFood: boolean;
};

export function sectionPayload(s: SectionRow) {
  return {
    sectionId: s.id,
    eventId: s.eventId,
    sectionName: s.name,
    sectionNameAr: s.nameAr,
    position: s.position,
    inclusions: s.inclusions,
    inclusionsAr: s.inclusionsAr,
    isFood: s.isFood,
  };
}

/**
 * Audit rows for the sections a new or moved section pushed along (`except`: the section the
 * request is about, audited on its own).
 */
async function auditMoved(
  tx: Tx,
  actorId: number,
  moved: { before: SectionRow[]; after: SectionRow[] },
  except?: number,
): Promise<void> {
  await Promise.all(
    moved.after
      .filter((after) => after.id !== except)
      .map((after) =>
        recordAudit(tx, {
          actorId,
          entity: "section",
          entityId: after.id,
          action: "update",
          before: moved.before.find((b) => b.id === after.id) ?? null,
          after,
        }),
      ),
  );
}

/** Tab positions 0, 1, 2, ... for `ids` in this order. */
const tabs = (ids: number[]) => new Map(ids.map((id, i) => [id, i]));

/** POST /api/admin/v1/events/{eventId}/sections: a new tab of booths on the event's page. */
export async function createSection(actorId: number, eventId: number, input: SectionInput) {
  const section = await transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw new AppError("NOT_FOUND", NOT_FOUND.event);
    if (event.hasSeating) {
      throw new AppError(
        "CONFLICT",
        `${event.name} is a seated event: it has a seat plan, not booth sections.`,
      );
    }
    // The tabs stay 0, 1, 2, ...: the new one goes in at `position` (default: last), and the
    // tabs from there on move one along.
    const current = await listEventSections(tx, eventId);
    const position = Math.min(input.position ?? current.length, current.length);
    const order: number[] = current.map((s) => s.id);
    order.splice(position, 0, 0); // 0: the new section's place (no section has id 0)
    await auditMoved(tx, actorId, await placeSections(tx, current, tabs(order)));
    const row = await insertSection(tx, {
      eventId,
      name: input.name,
      nameAr: input.nameAr,
      position,
      inclusions: input.inclusions,
      inclusionsAr: input.inclusionsAr,
      isFood: input.isFood,
    });
    await recordAudit(tx, {
      actorId,
      entity: "section",
      entityId: row.id,
      action: "create",
      before: null,
      after: row,
    });
    return row;
  });
  boothStateChanged();
  return sectionPayload(section);
}

/** PUT /api/admin/v1/sections/{sectionId}: any of the section's fields; a new position moves its tab. */
export async function updateSection(
  actorId: number,
  sectionId: number,
  patch: Partial<SectionInput>,
) {
  const section = await transaction(async (tx) => {
    const eventId = await sectionEventId(tx, sectionId);
    if (eventId === undefined || !(await lockEvent(tx, eventId)))
      throw new AppError("NOT_FOUND", NOT_FOUND.section);
    const before = await findSection(tx, sectionId);
    if (!before) throw new AppError("NOT_FOUND", NOT_FOUND.section);
    const changes: SectionPatch = {};
    if (patch.name !== undefined) changes.name = patch.name;
    if (patch.nameAr !== undefined) changes.nameAr = patch.nameAr;
    if (patch.inclusions !== undefined) changes.inclusions = patch.inclusions;
    if (patch.inclusionsAr !== undefined) changes.inclusionsAr = patch.inclusionsAr;
    if (patch.isFood !== undefined) changes.isFood = patch.isFood;
    let othersMoved = false;
    if (patch.position !== undefined) {
      // Out of the row of tabs and back in at `position` (at most the last); the tabs stay
      // 0, 1, 2, ...
      const current = await listEventSections(tx, eventId);
      const order = current.map((s) => s.id).filter((id) => id !== sectionId);
      const position = Math.min(patch.position, order.length);
      order.splice(position, 0, sectionId);
      const moved = await placeSections(tx, current, tabs(order));
      await auditMoved(tx, actorId, moved, sectionId);
      othersMoved = moved.after.some((s) => s.id !== sectionId);
      if (position !== before.position) changes.position = position;
    }
    if (Object.keys(changes).length === 0) return { row: before, changed: othersMoved };
    const after = await updateSectionRow(tx, sectionId, changes);
    await recordAudit(tx, {
      actorId,
      entity: "section",
      entityId: sectionId,
      action: "update",
      before,
      after,
    });
    return { row: after, changed: true };
  });
  if (section.changed) boothStateChanged();
  return sectionPayload(section.row);
}

// --- Booths ---

export type BoothsSpec =
  | { kind: "one"; name: string; priceCents: number | null }
  | { kind: "range"; prefix: string; from: number; to: number; priceCents: number | null };

/**
 * The names a request makes: one name, or `prefix` + each number from `from` to `to`, zero-padded
 * to the width of `to` and at least two digits, as the seed names booths (T-01 ... T-12):
 * {prefix: "F-", from: 1, to: 20} is F-01 ... F-20; to 150 gives F-001 ... F-150.
 */
export function boothNames(spec: BoothsSpec): string[] {
  if (spec.kind === "one") return [spec.name];
  const width = Math.max(2, String(spec.to).length);
  return Array.from(
    { length: spec.to - spec.from + 1 },
    (_, i) => `${spec.prefix}${String(spec.from + i).padStart(width, "0")}`,
  );
}

export function boothPayload(b: AdminBooth) {
  return {
    boothId: b.id,
    sectionId: b.sectionId,
    boothName: b.name,
    boothPrice: b.priceCents === null ? null : centsToDollars(b.priceCents),
    boothStatus: b.status,
  };
}

/** Names as people read them: at most `max`, then how many more. */
function listNames(names: string[], max = 20): string {
  const shown = names.slice(0, max).join(", ");
  return names.length > max ? `${shown} and ${names.length - max} more` : shown;
}

/**
 * Booth names are unique within an event (across its sections), compared without regard to case
 * so "t-01" cannot stand beside "T-01". The event's row is locked by the caller, so two requests
 * cannot both take a name.
 */
async function refuseTakenNames(
  tx: Tx,
  event: { id: number; name: string },
  names: string[],
  exceptBoothId?: number,
): Promise<void> {
  const taken = new Map(
    (await eventBoothNames(tx, event.id))
      .filter((b) => b.id !== exceptBoothId)
      .map((b) => [b.name.toLowerCase(), b]),
  );
  const clashes = names.flatMap((name) => {
    const other = taken.get(name.toLowerCase());
    return other ? [`${other.name} (${other.sectionName})`] : [];
  });
  if (clashes.length) {
    const message = `${clashes.length === 1 ? "This booth name is" : "These booth names are"} already used in ${event.name}: ${listNames(clashes)}. Nothing was created or changed.`;
    throw new AppError("CONFLICT", message, message, clashes);
  }
}

/** POST /api/admin/v1/sections/{sectionId}/booths: one booth or a numbered range, all or none. */
export async function createBooths(actorId: number, sectionId: number, spec: BoothsSpec) {
  const names = boothNames(spec);
  if (names.length > MAX_BOOTHS_PER_REQUEST) {
    throw new AppError("BAD_REQUEST", `At most ${MAX_BOOTHS_PER_REQUEST} booths per request.`);
  }
  const created = await transaction(async (tx) => {
    const eventId = await sectionEventId(tx, sectionId);
    const event = eventId === undefined ? undefined : await lockEvent(tx, eventId);
    if (!event || !(await findSection(tx, sectionId)))
      throw new AppError("NOT_FOUND", NOT_FOUND.section);
    await refuseTakenNames(tx, event, names);
    const rows = await insertBooths(
      tx,
      sectionId,
      names.map((name) => ({ name, priceCents: spec.priceCents })),
    );
    await Promise.all(
      rows.map((row) =>
        recordAudit(tx, {
          actorId,
          entity: "booth",
          entityId: row.id,
          action: "create",
          before: null,
          after: row,
        }),
      ),
    );
    return rows;
  });
  boothStateChanged();
  return { sectionId, booths: created.map(boothPayload) };
}

/** HELD (a checkout in progress) or BOOKED: the booth is a vendor's, or about to be. */
function busyReason(booth: AdminBooth): string | null {
  if (booth.status === "BOOKED") return `${booth.name} is booked by a vendor`;
  if (booth.status === "HELD") return `${booth.name} is held for a checkout in progress`;
  return null;
}

/** The booth, its event locked and then its row, or 404. */
async function lockedBooth(tx: Tx, boothId: number) {
  const eventId = await boothEventId(tx, boothId);
  const event = eventId === undefined ? undefined : await lockEvent(tx, eventId);
  const booth = event ? await lockBooth(tx, boothId) : undefined;
  if (!event || !booth) throw new AppError("NOT_FOUND", NOT_FOUND.booth);
  return { event, booth };
}

export type BoothChange = {
  name?: string;
  /** null: the price is to be announced (the booth cannot be booked meanwhile). */
  priceCents?: number | null;
  status?: "AVAILABLE" | "RESERVED";
};

/**
 * PUT /api/admin/v1/booths/{boothId}. A held or booked booth keeps its name and status (its
 * vendor's order and receipt name it), but may be repriced: the order keeps the price it was
 * held at (order_items.unit_price_cents and the order's totals), so only new checkouts pay the
 * new price. The booth's row is locked as checkout locks it, so a checkout at the same moment
 * either holds it first (and this sees the hold) or waits and sees the change.
 */
export async function updateBooth(actorId: number, boothId: number, change: BoothChange) {
  const after = await transaction(async (tx) => {
    const { event, booth } = await lockedBooth(tx, boothId);
    const busy = busyReason(booth);
    const renaming = change.name !== undefined && change.name !== booth.name;
    if (busy && renaming) {
      throw new AppError("CONFLICT", `${busy}: it cannot be renamed.`);
    }
    if (busy && change.status !== undefined) {
      const what = change.status === "RESERVED" ? "reserved" : "made available";
      throw new AppError("CONFLICT", `${busy}: it cannot be ${what}.`);
    }
    if (renaming) await refuseTakenNames(tx, event, [change.name!], boothId);
    const patch: BoothPatch = {};
    if (renaming) patch.name = change.name;
    if (change.priceCents !== undefined && change.priceCents !== booth.priceCents)
      patch.priceCents = change.priceCents;
    if (change.status !== undefined && change.status !== booth.storedStatus)
      patch.status = change.status;
    if (Object.keys(patch).length === 0) return { row: booth, changed: false };
    const row = await updateBoothRow(tx, boothId, patch);
    await recordAudit(tx, {
      actorId,
      entity: "booth",
      entityId: boothId,
      action: "update",
      before: booth,
      after: row,
    });
    return { row, changed: true };
  });
  if (after.changed) boothStateChanged();
  return boothPayload(after.row);
}

/**
 * DELETE /api/admin/v1/booths/{boothId}: a free or reserved booth that no order names. A booth an
 * earlier order names stays, for that order's receipt; reserving it takes it off sale.
 */
export async function deleteBooth(actorId: number, boothId: number) {
  const deleted = await transaction(async (tx) => {
    const { booth } = await lockedBooth(tx, boothId);
    const busy = busyReason(booth);
    if (busy) throw new AppError("CONFLICT", `${busy}: it cannot be deleted.`);
    const orderIds = await boothOrderIds(tx, boothId);
    if (orderIds.length) {
      throw new AppError(
        "CONFLICT",
        `${booth.name} is named on order${orderIds.length === 1 ? "" : "s"} ${listNames(orderIds.map(String))}, so it stays for their records: set its status to RESERVED to take it off sale.`,
      );
    }
    await deleteBoothRow(tx, boothId);
    await recordAudit(tx, {
      actorId,
      entity: "booth",
      entityId: boothId,
      action: "delete",
      before: booth,
      after: null,
    });
    return booth;
  });
  boothStateChanged();
  return boothPayload(deleted);
}

/**
 * PUT /api/admin/v1/sections/{sectionId}/prices: one price for every AVAILABLE or RESERVED booth
 * of the section (held and booked booths keep theirs). Answers how many booths changed price.
 */
export async function repriceSection(
  actorId: number,
  sectionId: number,
  priceCents: number | null,
) {
  const result = await transaction(async (tx) => {
    const eventId = await sectionEventId(tx, sectionId);
    if (eventId === undefined || !(await lockEvent(tx, eventId)))
      throw new AppError("NOT_FOUND", NOT_FOUND.section);
    const all = await lockSectionBooths(tx, sectionId);
    const open = all.filter((b) => b.status === "AVAILABLE" || b.status === "RESERVED");
    const changing = open.filter((b) => b.priceCents !== priceCents);
    const changed = await setBoothPrices(
      tx,
      changing.map((b) => b.id),
      priceCents,
    );
    if (changed) {
      const prices = (cents: (b: AdminBooth) => number | null) =>
        changing.map((b) => ({ id: b.id, name: b.name, priceCents: cents(b) }));
      await recordAudit(tx, {
        actorId,
        entity: "section",
        entityId: sectionId,
        action: "update",
        before: { boothPrices: prices((b) => b.priceCents) },
        after: { boothPrices: prices(() => priceCents) },
      });
    }
    return { changed, skipped: all.length - open.length };
  });
  if (result.changed) boothStateChanged();
  return {
    sectionId,
    boothPrice: priceCents === null ? null : centsToDollars(priceCents),
    ...result,
  };
}

// --- Seats ---

export type SeatBand = { fromRow: number; toRow: number; priceCents: number; rowType?: string };
export type SeatingInput = { rows: number; seatsPerRow: number; bands: SeatBand[] };
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
  const bands: { fromRow: number; toRow: number; priceCents: number; rowType: string }[] = [];
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
 * plan are removed, unless one is held or sold, or an order or ticket names it (409, naming them).
 */
export async function setSeating(actorId: number, eventId: number, input: SeatingInput) {
  const bands = withRowTypes(input.bands);
  const bandOf = (row: number) => bands.find((b) => row >= b.fromRow && row <= b.toRow)!;
  const result = await transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw new AppError("NOT_FOUND", NOT_FOUND.event);
    if (!event.hasSeating) {
      throw new AppError("CONFLICT", `${event.name} is not a seated event: it has no seat plan.`);
    }
    const existing = await lockEventSeats(tx, eventId);
    const inPlan = (s: { row: number; column: number }) =>
      s.row <= input.rows && s.column <= input.seatsPerRow;
    const removing = existing.filter((s) => !inPlan(s));
    const busy = removing.filter((s) => s.status !== "AVAILABLE");
    if (busy.length) {
      const names = busy.map((s) => `${seatLabel(s)} (${s.status === "SOLD" ? "sold" : "held"})`);
      throw new AppError(
        "CONFLICT",
        `A held or sold seat cannot be removed: ${listNames(names)}. Nothing was changed.`,
        `A held or sold seat cannot be removed: ${listNames(names)}. Nothing was changed.`,
        busy.map(seatLabel),
      );
    }
    const history = await seatsWithHistory(
      tx,
      removing.map((s) => s.id),
    );
    if (history.size) {
      const named = removing.filter((s) => history.has(s.id)).map(seatLabel);
      const message = `These seats are named on earlier orders or tickets and stay for their records: ${listNames(named)}. Nothing was changed.`;
      throw new AppError("CONFLICT", message, message, named);
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
  if (result.created + result.repriced + result.removed > 0) seatStateChanged();
  return {
    eventId,
    rows: input.rows,
    seatsPerRow: input.seatsPerRow,
    bands: bands.map((b) => ({
      fromRow: b.fromRow,
      toRow: b.toRow,
      price: centsToDollars(b.priceCents),
      rowType: b.rowType,
    })),
    ...result,
  };
}

// --- The console's booth and seating pages (reads) ---

export type { EditorBooth, EditorEvent };

/** A section as the editor's tabs show it, with how many of its booths are in each state. */
export type EditorSection = {
  id: number;
  name: string;
  nameAr: string | null;
  /** Tab index, 0 first. */
  position: number;
  inclusions: string;
  inclusionsAr: string | null;
  isFood: boolean;
  counts: Record<BoothStatus, number> & { total: number };
  /**
   * Its booths' names in name order, one per line (a name is one line of text): one string
   * rather than an array, as a section may have hundreds. Booth names are unique within an
   * event, whatever the case.
   */
  boothNames: string;
};

/** How many of the open section's booths the editor lists before 'Show the other … booths'. */
export const FIRST_BOOTHS = 50;

/** The section open in the editor, with its booths in name order: the first FIRST_BOOTHS, or all. */
export type OpenSection = EditorSection & { booths: EditorBooth[] };

/** What /admin/events/{eventId}/booths edits. */
export type BoothEditorData = {
  event: EditorEvent;
  /** Every section, in tab order. */
  sections: EditorSection[];
  /** The section the address names (`?section=`), or the first one; null while there is none. */
  open: OpenSection | null;
  floorPlan: {
    /** Changes whenever the plan would be drawn differently: the public image's address carries it. */
    version: string;
    /** A draft's plan, drawn here (a draft has no public image); null for a published event. */
    svg: string | null;
    /** The picture organisers uploaded, which the event page shows instead of the drawn plan. */
    uploaded: FloorPlanSource | null;
  };
};

/**
 * The event's sections and booths for the console's booth editor; NOT_FOUND for an unknown id.
 * The open section's booths come in full (its first FIRST_BOOTHS unless `allBooths`); the other
 * tabs need only their booths' names and counts, as an event may have thousands.
 */
export async function boothEditorData(
  eventId: number,
  open: { sectionId?: number; allBooths?: boolean } = {},
): Promise<BoothEditorData> {
  const [event, rows, uploaded, openBooths] = await Promise.all([
    findEditorEvent(eventId),
    listEditorSections(eventId),
    eventFloorPlanOf(eventId),
    listEditorBooths(eventId, open.sectionId, open.allBooths ? undefined : FIRST_BOOTHS),
  ]);
  if (!event) throw new AppError("NOT_FOUND", NOT_FOUND.event);
  const sections: EditorSection[] = rows.map((s) => {
    const counts = { AVAILABLE: 0, HELD: 0, BOOKED: 0, RESERVED: 0, total: s.booths.length };
    for (const [, status] of s.booths) counts[status]++;
    return {
      id: s.id,
      name: s.name,
      nameAr: s.nameAr,
      position: s.position,
      inclusions: s.inclusions,
      inclusionsAr: s.inclusionsAr,
      isFood: s.isFood,
      counts,
      boothNames: s.booths.map(([name]) => name).join("\n"),
    };
  });
  const chosen = sections.find((s) => s.id === open.sectionId) ?? sections[0];
  const plan: FloorPlanSection[] = rows.map((s) => ({
    name: s.name,
    position: s.position,
    booths: s.booths.map(([name, status]) => ({ name, status })),
  }));
  return {
    event,
    sections,
    open: chosen ? { ...chosen, booths: openBooths } : null,
    floorPlan: {
      version: createHash("sha256")
        .update(JSON.stringify([event.name, plan]))
        .digest("base64url")
        .slice(0, 16),
      svg: event.status === "DRAFT" ? renderFloorPlan(event.name, plan) : null,
      uploaded: uploaded
        ? { src: mediaUrl(uploaded), width: uploaded.width, height: uploaded.height }
        : null,
    },
  };
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
  if (!event) throw new AppError("NOT_FOUND", NOT_FOUND.event);
  const seats = await listSeats({ eventId });
  const { rows, seatsPerRow, bands } = planOf(seats);
  return {
    event,
    seats: seats.map(({ id: _id, ...s }) => s),
    plan: { rows, seatsPerRow, bands },
  };
}
