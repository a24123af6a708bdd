import "server-only";
import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import { getDb } from "@/db/client";
import { vendors } from "@/db/schema";
import { booths, events, orderItems, sections } from "@/db/schema";
import { effectiveBoothStatus } from "@/db/queries/holds";
import type { BoothStatus } from "@/db/queries/model";

// The organiser console's reads and writes of sections, booths and seats. Each runs in the
// caller's transaction. Locks are always taken in one order: the event's row (FOR NO KEY UPDATE,
// which serialises changes to the event's booth names, tab positions and seat plan without
// blocking checkouts, whose orders only take KEY SHARE on it), then booths or seats by id with
// FOR UPDATE, as checkout (./holds.ts) locks them. The seating editor's seats are ./seats.ts.

export type SectionRow = typeof sections.$inferSelect;
export type SectionValues = Omit<SectionRow, "id">;
export type SectionPatch = Partial<Omit<SectionRow, "id" | "eventId">>;

/** A booth's stored row. */
export type BoothRow = typeof booths.$inferSelect;

/**
 * What the organiser sets on a booth besides its name and status: every stored field but those
 * the booth's place, checkouts and bookings keep (a new column of the booth is one of these).
 */
export type BoothFields = Partial<
  Omit<
    BoothRow,
    | "id"
    | "sectionId"
    | "name"
    | "status"
    | "vendorId"
    | "lob"
    | "heldByOrderId"
    | "heldUntil"
    | "updatedAt"
  >
>;

/** A booth as the console sees it: its whole row, its status with a lapsed hold counted as AVAILABLE. */
export type AdminBooth = Omit<BoothRow, "status"> & {
  status: BoothStatus;
  /** The status stored on the row (a lapsed hold still reads HELD here). */
  storedStatus: BoothStatus;
};

const boothColumns = {
  ...getTableColumns(booths),
  status: effectiveBoothStatus,
  storedStatus: booths.status,
};

/** The event's row, locked against other console changes to it (checkouts are not blocked). */
export async function lockEvent(tx: Tx, eventId: number) {
  const [row] = await tx
    .select({ id: events.id, name: events.name, hasSeating: events.hasSeating })
    .from(events)
    .where(eq(events.id, eventId))
    .for("no key update");
  return row;
}

/** The event a section belongs to (no lock: lock the event, then read the section again). */
export async function sectionEventId(tx: Tx, sectionId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ eventId: sections.eventId })
    .from(sections)
    .where(eq(sections.id, sectionId));
  return row?.eventId;
}

/** The event a booth belongs to (no lock). */
export async function boothEventId(tx: Tx, boothId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ eventId: sections.eventId })
    .from(booths)
    .innerJoin(sections, eq(sections.id, booths.sectionId))
    .where(eq(booths.id, boothId));
  return row?.eventId;
}

export async function findSection(tx: Tx, sectionId: number): Promise<SectionRow | undefined> {
  const [row] = await tx.select().from(sections).where(eq(sections.id, sectionId));
  return row;
}

/** The event's sections in tab order (in a transaction, or outside any). */
export async function listEventSections(tx: Tx | Db, eventId: number): Promise<SectionRow[]> {
  return tx
    .select()
    .from(sections)
    .where(eq(sections.eventId, eventId))
    .orderBy(asc(sections.position), asc(sections.id));
}

/**
 * Puts sections on the tabs given (id -> position); answers the sections that moved, as they
 * were and as they are. The moving rows first step aside to positions below -1 (the API takes
 * none below 0), so the unique (event, position) index never sees two sections on one tab.
 */
export async function placeSections(
  tx: Tx,
  current: SectionRow[],
  positions: Map<number, number>,
): Promise<{ before: SectionRow[]; after: SectionRow[] }> {
  const moving = current.filter((s) => positions.has(s.id) && positions.get(s.id) !== s.position);
  if (!moving.length) return { before: [], after: [] };
  const ids = moving.map((s) => s.id);
  await tx
    .update(sections)
    .set({ position: sql`-${sections.position} - 2` })
    .where(inArray(sections.id, ids));
  const target = sql.join(
    moving.map((s) => sql`when ${s.id}::int then ${positions.get(s.id)!}::int`),
    sql` `,
  );
  const after = await tx
    .update(sections)
    .set({ position: sql`case ${sections.id} ${target} end` })
    .where(inArray(sections.id, ids))
    .returning();
  return { before: moving, after };
}

export async function insertSection(tx: Tx, values: SectionValues): Promise<SectionRow> {
  const [row] = await tx.insert(sections).values(values).returning();
  return row!;
}

export async function updateSection(
  tx: Tx,
  sectionId: number,
  patch: SectionPatch,
): Promise<SectionRow> {
  const [row] = await tx.update(sections).set(patch).where(eq(sections.id, sectionId)).returning();
  return row!;
}

/** Every booth name of the event, with its section, to keep names unique across the event. */
export async function eventBoothNames(tx: Tx, eventId: number) {
  return tx
    .select({ id: booths.id, name: booths.name, sectionName: sections.name })
    .from(booths)
    .innerJoin(sections, eq(sections.id, booths.sectionId))
    .where(eq(sections.eventId, eventId))
    .orderBy(asc(booths.id));
}

/** New booths of the section, one per name, each with the same `fields`. */
export async function insertBooths(
  tx: Tx,
  sectionId: number,
  names: string[],
  fields: BoothFields,
): Promise<AdminBooth[]> {
  const rows = await tx
    .insert(booths)
    .values(names.map((name) => ({ ...fields, sectionId, name })))
    .returning({ id: booths.id });
  return tx
    .select(boothColumns)
    .from(booths)
    .where(
      inArray(
        booths.id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(booths.id));
}

/**
 * The booth's row, locked FOR UPDATE as checkout locks it: a checkout holding the booth at the
 * same moment waits for this transaction, or this one waits for it and sees the hold.
 */
export async function lockBooth(tx: Tx, boothId: number): Promise<AdminBooth | undefined> {
  const [row] = await tx
    .select(boothColumns)
    .from(booths)
    .where(eq(booths.id, boothId))
    .for("update");
  return row;
}

/** Every booth of a section, locked FOR UPDATE in id order (checkout's order). */
export async function lockSectionBooths(tx: Tx, sectionId: number): Promise<AdminBooth[]> {
  return tx
    .select(boothColumns)
    .from(booths)
    .where(eq(booths.sectionId, sectionId))
    .orderBy(asc(booths.id))
    .for("update");
}

export type BoothPatch = BoothFields & {
  name?: string;
  /** A status change also ends a lapsed hold's claim on the booth. */
  status?: "AVAILABLE" | "RESERVED";
};

export async function updateBooth(tx: Tx, boothId: number, patch: BoothPatch): Promise<AdminBooth> {
  const { status, ...fields } = patch;
  await tx
    .update(booths)
    .set({
      ...fields,
      ...(status !== undefined ? { status, heldByOrderId: null, heldUntil: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(booths.id, boothId));
  const [row] = await tx.select(boothColumns).from(booths).where(eq(booths.id, boothId));
  return row!;
}

/** Sets one price on these booths; answers how many rows changed. */
export async function setBoothPrices(
  tx: Tx,
  boothIds: number[],
  priceCents: number | null,
): Promise<number> {
  if (!boothIds.length) return 0;
  const rows = await tx
    .update(booths)
    .set({ priceCents, updatedAt: sql`now()` })
    .where(inArray(booths.id, boothIds))
    .returning({ id: booths.id });
  return rows.length;
}

/** The orders whose items name this booth (their receipts keep naming it). */
export async function boothOrderIds(tx: Tx, boothId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(eq(orderItems.boothId, boothId))
    .orderBy(asc(orderItems.orderId));
  return rows.map((r) => r.orderId);
}

export async function deleteBooth(tx: Tx, boothId: number): Promise<void> {
  await tx.delete(booths).where(eq(booths.id, boothId));
}

// --- Reads for the console's booth and seating pages (outside any transaction) ---

/** The event as the booth and seating editors show it. */
export type EditorEvent = {
  id: number;
  guid: string;
  name: string;
  status: "DRAFT" | "ACTIVE" | "PAST";
  hasSeating: boolean;
  bookingOpen: boolean;
};

export async function findEditorEvent(eventId: number): Promise<EditorEvent | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: events.id,
      guid: events.guid,
      name: events.name,
      status: events.status,
      hasSeating: events.hasSeating,
      bookingOpen: events.bookingOpen,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

/** A section in the editor with its booths' names and states, in name order. */
export type EditorSectionRow = SectionRow & { booths: [name: string, status: BoothStatus][] };

/**
 * The event's sections in tab order, each with its booths' names and states (a lapsed hold
 * counted as AVAILABLE) in name order: one row per section, the booths gathered by the database,
 * as an event may have thousands.
 */
export async function listEditorSections(eventId: number): Promise<EditorSectionRow[]> {
  const db = await getDb();
  return db
    .select({
      ...getTableColumns(sections),
      booths: sql<
        [string, BoothStatus][]
      >`coalesce(json_agg(json_build_array(${booths.name}, ${effectiveBoothStatus}) order by ${booths.name}, ${booths.id}) filter (where ${booths.id} is not null), '[]')`,
    })
    .from(sections)
    .leftJoin(booths, eq(booths.sectionId, sections.id))
    .where(eq(sections.eventId, eventId))
    .groupBy(sections.id)
    .orderBy(asc(sections.position), asc(sections.id));
}

/**
 * A booth in the editor: its whole row, its status with a lapsed hold counted as AVAILABLE (and
 * then no hold), with whose a booked booth is.
 */
export type EditorBooth = AdminBooth & {
  /** Whose a BOOKED booth is: its line of business, or the vendor's business name. */
  bookedBy: string | null;
};

/**
 * The booths of the event's section `sectionId` in name order (the first `limit` of them), with
 * who holds or booked each; of its first tab when `sectionId` is not one of the event's sections.
 * The section is chosen in the same query, so the editor reads everything it shows at once.
 */
export async function listEditorBooths(
  eventId: number,
  sectionId: number | undefined,
  limit?: number,
): Promise<EditorBooth[]> {
  const open = sql`(select ${sections.id} from ${sections} where ${sections.eventId} = ${eventId}
    order by ${sections.id} = ${sectionId ?? null} desc nulls last, ${sections.position}, ${sections.id} limit 1)`;
  const db = await getDb();
  const query = db
    .select({ ...boothColumns, vendorLob: vendors.lob, vendorName: vendors.legalName })
    .from(booths)
    .leftJoin(vendors, eq(vendors.id, booths.vendorId))
    .where(eq(booths.sectionId, open))
    .orderBy(asc(booths.name), asc(booths.id))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(({ vendorLob, vendorName, ...b }) => ({
    ...b,
    heldUntil: b.status === "HELD" ? b.heldUntil : null,
    heldByOrderId: b.status === "HELD" ? b.heldByOrderId : null,
    bookedBy: b.status === "BOOKED" ? (b.lob ?? vendorLob ?? vendorName ?? null) : null,
  }));
}

/** The event's booths with these names (whatever the case), by id and name. */
export async function findBoothsByName(eventId: number, names: string[]) {
  if (names.length === 0) return [];
  const db = await getDb();
  return db
    .select({ id: booths.id, name: booths.name })
    .from(booths)
    .innerJoin(sections, eq(sections.id, booths.sectionId))
    .where(
      and(
        eq(sections.eventId, eventId),
        inArray(
          sql`lower(${booths.name})`,
          names.map((n) => n.toLowerCase()),
        ),
      ),
    );
}
