import "server-only";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { addons, booths, events, sections } from "@/db/schema";

// An event's add-on catalogue (the garbage fee, electrical outlets, an extra table): read by the
// public list, the cart, the checkout and the console; written by the console. Writes take the
// caller's transaction. An add-on someone ordered is never deleted: it is retired (`active`).

export type AddonRow = typeof addons.$inferSelect;
export type NewAddonRow = Pick<
  typeof addons.$inferInsert,
  | "eventId"
  | "name"
  | "nameAr"
  | "priceCents"
  | "appliesTo"
  | "maxPerBooth"
  | "needsApproval"
  | "addedByDefault"
  | "position"
  | "active"
>;
export type AddonChanges = Partial<Omit<NewAddonRow, "eventId">>;

/** The event's catalogue in its order (position, then id); `activeOnly`: what is offered now. */
export async function addonsOfEvent(
  eventId: number,
  { activeOnly = false }: { activeOnly?: boolean } = {},
  tx?: Tx,
): Promise<AddonRow[]> {
  const db = tx ?? (await getDb());
  return db
    .select()
    .from(addons)
    .where(
      activeOnly
        ? and(eq(addons.eventId, eventId), eq(addons.active, true))
        : eq(addons.eventId, eventId),
    )
    .orderBy(asc(addons.position), asc(addons.id));
}

/** The add-ons with these ids (any event, active or not), in catalogue order. */
export async function addonsByIds(ids: readonly number[], tx?: Tx): Promise<AddonRow[]> {
  if (ids.length === 0) return [];
  const db = tx ?? (await getDb());
  return db
    .select()
    .from(addons)
    .where(inArray(addons.id, [...ids]))
    .orderBy(asc(addons.position), asc(addons.id));
}

/** One add-on (undefined: none with this id). */
export async function addonById(id: number, tx?: Tx): Promise<AddonRow | undefined> {
  const [row] = await addonsByIds([id], tx);
  return row;
}

/** Adds an add-on to an event's catalogue; without a position it goes after the last. */
export async function insertAddon(
  tx: Tx,
  row: Omit<NewAddonRow, "position"> & { position?: number },
): Promise<AddonRow> {
  const position =
    row.position ??
    sql<number>`(select coalesce(max(${addons.position}), -1) + 1 from ${addons} where ${addons.eventId} = ${row.eventId})`;
  const [inserted] = await tx
    .insert(addons)
    .values({ ...row, position })
    .returning();
  return inserted!;
}

/** Changes an add-on; answers the row as it now stands (undefined: none with this id). */
export async function updateAddon(
  tx: Tx,
  id: number,
  changes: AddonChanges,
): Promise<AddonRow | undefined> {
  const [row] = await tx
    .update(addons)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(addons.id, id))
    .returning();
  return row;
}

/** The booths with their section's food flag and event, as the add-on rules read them. */
export async function boothsForAddons(
  boothIds: readonly number[],
  tx?: Tx,
): Promise<{ id: number; name: string; isFood: boolean; eventId: number }[]> {
  if (boothIds.length === 0) return [];
  const db = tx ?? (await getDb());
  return db
    .select({
      id: booths.id,
      name: booths.name,
      isFood: sections.isFood,
      eventId: sections.eventId,
    })
    .from(booths)
    .innerJoin(sections, eq(sections.id, booths.sectionId))
    .where(inArray(booths.id, [...boothIds]))
    .orderBy(asc(booths.id));
}

/** The event's damage deposit amounts (undefined: no such event). */
export async function eventDeposits(
  eventId: number,
  tx?: Tx,
): Promise<{ depositFoodCents: number; depositOtherCents: number } | undefined> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({
      depositFoodCents: events.depositFoodCents,
      depositOtherCents: events.depositOtherCents,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

/** Sets the event's damage deposit amounts; answers them (undefined: no such event). */
export async function setEventDeposits(
  tx: Tx,
  eventId: number,
  amounts: { depositFoodCents: number; depositOtherCents: number },
): Promise<{ depositFoodCents: number; depositOtherCents: number } | undefined> {
  const [row] = await tx.update(events).set(amounts).where(eq(events.id, eventId)).returning({
    depositFoodCents: events.depositFoodCents,
    depositOtherCents: events.depositOtherCents,
  });
  return row;
}

/** What the cart reads of an event beside its add-ons: its deposits and balance due date. */
const cartEventColumns = {
  id: events.id,
  guid: events.guid,
  depositFoodCents: events.depositFoodCents,
  depositOtherCents: events.depositOtherCents,
  balanceDueDate: events.balanceDueDate,
};

/**
 * A public event (not a DRAFT) by guid with what the cart needs beside its add-ons: the deposit
 * amounts and the balance due date (undefined: no such public event).
 */
export async function publicEventForAddons(guid: string, tx?: Tx) {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select(cartEventColumns)
    .from(events)
    .where(and(eq(events.guid, guid), ne(events.status, "DRAFT")));
  return row;
}

/** The catalogues of the events that are ACTIVE, with their deposits, for the cart page. */
export async function activeEventCatalogues(tx?: Tx) {
  const db = tx ?? (await getDb());
  const [eventRows, addonRows, foodBooths] = await Promise.all([
    db.select(cartEventColumns).from(events).where(eq(events.status, "ACTIVE")),
    db
      .select()
      .from(addons)
      .innerJoin(events, eq(events.id, addons.eventId))
      .where(and(eq(events.status, "ACTIVE"), eq(addons.active, true)))
      .orderBy(asc(addons.position), asc(addons.id)),
    db
      .select({ id: booths.id, eventId: sections.eventId })
      .from(booths)
      .innerJoin(sections, eq(sections.id, booths.sectionId))
      .innerJoin(events, eq(events.id, sections.eventId))
      .where(and(eq(events.status, "ACTIVE"), eq(sections.isFood, true))),
  ]);
  return eventRows.map((e) => ({
    ...e,
    addons: addonRows.filter((r) => r.addons.eventId === e.id).map((r) => r.addons),
    foodBoothIds: foodBooths.filter((b) => b.eventId === e.id).map((b) => b.id),
  }));
}

/** The event as the console's add-on page heads it, with its deposit amounts (undefined: none). */
export async function catalogueEvent(eventId: number, tx?: Tx) {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({
      id: events.id,
      name: events.name,
      status: events.status,
      depositFoodCents: events.depositFoodCents,
      depositOtherCents: events.depositOtherCents,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}
