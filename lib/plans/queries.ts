import "server-only";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/db/client";
import { effectiveBoothStatus } from "@/db/queries/holds";
import { boothPlacements, booths, eventPlans, events, planAreas, sections } from "@/db/schema";
import type { PlanAnswer, PlanEditorAnswer, PlanSave } from "./resource";

// An event's plan: its row (size and background), its labelled areas in drawing order, and its
// booths' places (a booth's place is deleted with the booth). Saved whole: the areas and this
// event's booths' places are replaced in the caller's transaction.

/** The event's id and guid, its row locked against other console changes to it. */
export async function lockPlanEvent(tx: Tx, eventId: number) {
  const [row] = await tx
    .select({ id: events.id, guid: events.guid })
    .from(events)
    .where(eq(events.id, eventId))
    .for("no key update");
  return row;
}

export type PublicPlanRead = { eventId: number | undefined; plan: PlanAnswer | null };

/**
 * The public plan of the event with this guid: its id (undefined for no event, or a DRAFT, which
 * the public does not see) and its plan (null before the plan's first save).
 */
export async function publicPlanOf(guid: string): Promise<PublicPlanRead> {
  const db = await getDb();
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.guid, guid), ne(events.status, "DRAFT")));
  if (!event) return { eventId: undefined, plan: null };
  return { eventId: event.id, plan: await planOfEvent(event.id, db) };
}

/** Whether the event exists (any status, drafts too). */
export async function planEventExists(eventId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  return Boolean(row);
}

/** Every booth of the event by id, with its name. */
export async function eventBoothNames(tx: Tx, eventId: number): Promise<Map<number, string>> {
  const rows = await tx
    .select({ id: booths.id, name: booths.name })
    .from(booths)
    .innerJoin(sections, eq(sections.id, booths.sectionId))
    .where(eq(sections.eventId, eventId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

const placementOf = {
  x: boothPlacements.x,
  y: boothPlacements.y,
  width: boothPlacements.width,
  height: boothPlacements.height,
  rotation: boothPlacements.rotation,
};

/**
 * The event's plan as its answer shows it (null before its first save): the areas in drawing
 * order, and the placed booths by section and name with their public status (a lapsed hold
 * reads AVAILABLE); read in `tx` when given.
 */
export async function planOfEvent(eventId: number, tx?: Tx | Db): Promise<PlanAnswer | null> {
  const db = tx ?? (await getDb());
  const [plan] = await db
    .select({
      width: eventPlans.width,
      height: eventPlans.height,
      background: eventPlans.background,
    })
    .from(eventPlans)
    .where(eq(eventPlans.eventId, eventId));
  if (!plan) return null;
  const [areas, placed] = await Promise.all([
    db
      .select({
        areaId: planAreas.id,
        kind: planAreas.kind,
        label: planAreas.label,
        labelAr: planAreas.labelAr,
        x: planAreas.x,
        y: planAreas.y,
        width: planAreas.width,
        height: planAreas.height,
        rotation: planAreas.rotation,
      })
      .from(planAreas)
      .where(eq(planAreas.eventId, eventId))
      .orderBy(asc(planAreas.position)),
    db
      .select({
        boothId: booths.id,
        boothName: booths.name,
        sectionName: sections.name,
        sectionNameAr: sections.nameAr,
        boothStatus: effectiveBoothStatus,
        ...placementOf,
      })
      .from(boothPlacements)
      .innerJoin(booths, eq(booths.id, boothPlacements.boothId))
      .innerJoin(sections, eq(sections.id, booths.sectionId))
      .where(eq(sections.eventId, eventId))
      .orderBy(asc(sections.position), asc(booths.name), asc(booths.id)),
  ]);
  return { ...plan, areas, booths: placed };
}

/** The event's sections in tab order, each with every booth (placed or not) by name. */
export async function editorSections(eventId: number): Promise<PlanEditorAnswer["sections"]> {
  const db = await getDb();
  const rows = await db
    .select({
      sectionId: sections.id,
      sectionName: sections.name,
      boothId: booths.id,
      boothName: booths.name,
    })
    .from(sections)
    .leftJoin(booths, eq(booths.sectionId, sections.id))
    .where(eq(sections.eventId, eventId))
    .orderBy(asc(sections.position), asc(sections.id), asc(booths.name), asc(booths.id));
  const bySection = new Map<number, PlanEditorAnswer["sections"][number]>();
  for (const row of rows) {
    let section = bySection.get(row.sectionId);
    if (!section) {
      section = { sectionId: row.sectionId, sectionName: row.sectionName, booths: [] };
      bySection.set(row.sectionId, section);
    }
    if (row.boothId !== null && row.boothName !== null)
      section.booths.push({ boothId: row.boothId, boothName: row.boothName });
  }
  return [...bySection.values()];
}

/** What the audit keeps of a plan: its size, background and how many shapes it holds. */
export async function planSummary(tx: Tx, eventId: number) {
  const [plan] = await tx
    .select({
      width: eventPlans.width,
      height: eventPlans.height,
      background: eventPlans.background,
    })
    .from(eventPlans)
    .where(eq(eventPlans.eventId, eventId));
  if (!plan) return null;
  const [[areas], [placed]] = await Promise.all([
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(planAreas)
      .where(eq(planAreas.eventId, eventId)),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(boothPlacements)
      .where(inArray(boothPlacements.boothId, boothIdsOfEvent(tx, eventId))),
  ]);
  return { ...plan, areas: areas?.n ?? 0, booths: placed?.n ?? 0 };
}

function boothIdsOfEvent(tx: Tx, eventId: number) {
  return tx
    .select({ id: booths.id })
    .from(booths)
    .innerJoin(sections, eq(sections.id, booths.sectionId))
    .where(eq(sections.eventId, eventId));
}

/**
 * Writes the event's plan whole: its size and background, its areas (in the order given) in
 * place of the old ones, and its booths' places in place of every earlier place of its booths.
 * The caller has checked the shapes and locked the event.
 */
export async function writePlan(tx: Tx, eventId: number, plan: PlanSave): Promise<void> {
  const { width, height, background } = plan;
  await tx
    .insert(eventPlans)
    .values({ eventId, width, height, background })
    .onConflictDoUpdate({
      target: eventPlans.eventId,
      set: { width, height, background, updatedAt: sql`now()` },
    });
  await tx.delete(planAreas).where(eq(planAreas.eventId, eventId));
  if (plan.areas.length)
    await tx
      .insert(planAreas)
      .values(plan.areas.map((area, position) => ({ ...area, eventId, position })));
  await tx
    .delete(boothPlacements)
    .where(inArray(boothPlacements.boothId, boothIdsOfEvent(tx, eventId)));
  // In booth id order: each new row takes a key-share lock on its booth, and checkouts lock
  // booths in id order too, so the two never wait on each other in a circle.
  if (plan.booths.length)
    await tx.insert(boothPlacements).values([...plan.booths].sort((a, b) => a.boothId - b.boothId));
}

/**
 * Copies one event's plan to its copy (in the copy's transaction): the size, background and
 * areas as they are, and each placed booth's place to the copy's booth in the section at the same
 * tab position with the same name. Answers how many areas and booths were copied (null: the
 * source has no plan).
 */
export async function copyEventPlan(
  tx: Tx,
  sourceEventId: number,
  copyEventId: number,
): Promise<{ areas: number; booths: number } | null> {
  const [plan] = await tx.select().from(eventPlans).where(eq(eventPlans.eventId, sourceEventId));
  if (!plan) return null;
  await tx.insert(eventPlans).values({
    eventId: copyEventId,
    width: plan.width,
    height: plan.height,
    background: plan.background,
  });
  const areas = await tx
    .select()
    .from(planAreas)
    .where(eq(planAreas.eventId, sourceEventId))
    .orderBy(asc(planAreas.position));
  if (areas.length)
    await tx
      .insert(planAreas)
      .values(areas.map(({ id: _id, ...area }) => ({ ...area, eventId: copyEventId })));

  const key = (position: number, name: string) => `${position}\u0000${name}`;
  const placed = await tx
    .select({ position: sections.position, name: booths.name, ...placementOf })
    .from(boothPlacements)
    .innerJoin(booths, eq(booths.id, boothPlacements.boothId))
    .innerJoin(sections, eq(sections.id, booths.sectionId))
    .where(eq(sections.eventId, sourceEventId));
  const copies = await tx
    .select({ id: booths.id, position: sections.position, name: booths.name })
    .from(booths)
    .innerJoin(sections, eq(sections.id, booths.sectionId))
    .where(eq(sections.eventId, copyEventId));
  const copyIds = new Map(copies.map((b) => [key(b.position, b.name), b.id]));
  const values = placed.flatMap(({ position, name, ...place }) => {
    const boothId = copyIds.get(key(position, name));
    return boothId === undefined ? [] : [{ boothId, ...place }];
  });
  if (values.length)
    await tx.insert(boothPlacements).values(values.sort((a, b) => a.boothId - b.boothId));
  return { areas: areas.length, booths: values.length };
}
