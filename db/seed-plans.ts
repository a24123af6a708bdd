import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "./client";
import { boothPlacements, booths, eventPlans, planAreas, sections } from "./schema";

// The demo festivals' plans: every booth placed, section by section in rows (the food section
// inside the food court), the main stage above them, washrooms and first aid beside them, and two
// entrances on the plan's edges. In plan units (1 unit = 10 cm): a market tent is 3 m square.

/** Booths per row before a section's booths wrap onto another row. */
const PER_ROW = 12;
const GAP = 4;
/** The aisle between two sections' rows. */
const AISLE = 40;
const MARGIN = 40;
const FIRST_ROW_Y = 110;

type Area = typeof planAreas.$inferInsert;

/**
 * Gives each of these events that has booths and no plan yet its demo plan (an event the
 * organisers already drew is left as it is, so seeding again changes nothing).
 */
export async function seedPlans(db: Db, eventIds: readonly number[]): Promise<void> {
  for (const eventId of eventIds) await seedPlan(db, eventId);
}

async function seedPlan(db: Db, eventId: number): Promise<void> {
  const sectionRows = await db
    .select({ id: sections.id, isFood: sections.isFood })
    .from(sections)
    .where(eq(sections.eventId, eventId))
    .orderBy(asc(sections.position));
  if (sectionRows.length === 0) return;
  const boothRows = await db
    .select({ id: booths.id, sectionId: booths.sectionId })
    .from(booths)
    .where(
      inArray(
        booths.sectionId,
        sectionRows.map((s) => s.id),
      ),
    )
    .orderBy(asc(booths.name), asc(booths.id));
  if (boothRows.length === 0) return;

  const rows = sectionRows.map((section) => {
    const ids = boothRows.filter((b) => b.sectionId === section.id).map((b) => b.id);
    const size = section.isFood ? { width: 36, height: 30 } : { width: 30, height: 30 };
    const columns = Math.min(PER_ROW, Math.max(1, ids.length));
    const lines = Math.max(1, Math.ceil(ids.length / PER_ROW));
    return {
      section,
      ids,
      size,
      width: columns * size.width + (columns - 1) * GAP,
      height: lines * size.height + (lines - 1) * GAP,
    };
  });
  const rowsWidth = Math.max(...rows.map((r) => r.width));

  const placements: (typeof boothPlacements.$inferInsert)[] = [];
  const areas: Omit<Area, "eventId" | "position">[] = [];
  let y = FIRST_ROW_Y;
  for (const row of rows) {
    row.ids.forEach((boothId, i) => {
      placements.push({
        boothId,
        x: MARGIN + (i % PER_ROW) * (row.size.width + GAP),
        y: y + Math.floor(i / PER_ROW) * (row.size.height + GAP),
        width: row.size.width,
        height: row.size.height,
        rotation: 0,
      });
    });
    if (row.section.isFood)
      areas.push({
        kind: "FOOD_COURT",
        label: "Food Court",
        labelAr: "ساحة الطعام",
        x: MARGIN - 10,
        y: y - 10,
        width: row.width + 20,
        height: row.height + 20,
      });
    y += row.height + AISLE;
  }
  const side = MARGIN + rowsWidth + AISLE;
  const width = side + 60 + AISLE + 20;
  const height = y - AISLE + 60;
  areas.unshift({
    kind: "STAGE",
    label: "Main Stage",
    labelAr: "المسرح الرئيسي",
    x: MARGIN + Math.round((rowsWidth - 200) / 2),
    y: 20,
    width: 200,
    height: 60,
  });
  areas.push(
    {
      kind: "ENTRANCE",
      label: "Main Entrance",
      labelAr: "المدخل الرئيسي",
      x: MARGIN + Math.round((rowsWidth - 80) / 2),
      y: height - 20,
      width: 80,
      height: 20,
    },
    {
      kind: "ENTRANCE",
      label: "East Entrance",
      labelAr: "المدخل الشرقي",
      x: width - 20,
      y: FIRST_ROW_Y,
      width: 20,
      height: 80,
    },
    {
      kind: "WASHROOM",
      label: "Washrooms",
      labelAr: "دورات المياه",
      x: side,
      y: FIRST_ROW_Y,
      width: 60,
      height: 40,
    },
    {
      kind: "FIRST_AID",
      label: "First Aid",
      labelAr: "الإسعافات الأولية",
      x: side,
      y: FIRST_ROW_Y + 70,
      width: 60,
      height: 40,
    },
  );

  await db.transaction(async (tx) => {
    const created = await tx
      .insert(eventPlans)
      .values({ eventId, width, height })
      .onConflictDoNothing()
      .returning({ eventId: eventPlans.eventId });
    if (created.length === 0) return;
    await tx
      .insert(planAreas)
      .values(areas.map((area, position) => ({ ...area, eventId, position })));
    await tx.insert(boothPlacements).values(placements).onConflictDoNothing();
  });
}
