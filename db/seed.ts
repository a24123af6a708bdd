import { eq, inArray } from "drizzle-orm";
import type { Db } from "./client";
import {
  addons,
  booths,
  contracts,
  coupons,
  events,
  requirements,
  seats,
  sections,
  siteSettings,
  vendors,
} from "./schema";
import { SEED_CONTRACTS } from "./seed-contracts";
import { seedPlans } from "./seed-plans";
import { seedListings } from "./seed-listings";
import { seedProgram } from "./seed-program";
import { seedSeatKinds } from "./seed-seats";
import { seedSoldOutShow } from "./seed-waitlist";
import {
  BOOTHS_PER_SECTION,
  DEMO_ORGANISER,
  DEMO_PASSWORD_HASH,
  DEMO_VENDOR,
  SEAT_ROWS,
  SEATS_PER_ROW,
  SEED_ADDONS,
  SEED_BOOKINGS,
  SEED_COUPONS,
  SEED_EVENTS,
  SEED_REQUIREMENTS,
  SEED_SECTIONS,
  SEED_SITE_SETTINGS,
  seatPriceCents,
} from "./seed-data";

const pad = (n: number) => String(n).padStart(2, "0");

function boothPrice(position: number, number: number, base: number): number | null {
  if (position !== 3) return base;
  if (number === BOOTHS_PER_SECTION) return null; // no price yet: it cannot be booked
  return number <= 4 ? 50000 : base; // corner booths cost more than hallway booths
}

/**
 * Idempotent demo seed: every insert skips rows that already exist (natural unique keys), so a
 * second run, or a run over a database with live bookings, changes nothing. The demo accounts
 * (a vendor and an organiser with known passwords) are added only when `demoAccounts` is set:
 * in demo mode, never against production.
 */
export async function seedDemoData(
  db: Db,
  { demoAccounts }: { demoAccounts: boolean },
): Promise<void> {
  await db
    .insert(events)
    .values(
      SEED_EVENTS.map((e) => ({
        ...e,
        startsAt: new Date(e.startsAt),
        endsAt: new Date(e.endsAt),
      })),
    )
    .onConflictDoNothing();
  await db.insert(siteSettings).values(SEED_SITE_SETTINGS).onConflictDoNothing();

  const rows = await db
    .select({
      id: events.id,
      guid: events.guid,
      status: events.status,
      hasSeating: events.hasSeating,
    })
    .from(events)
    .where(
      inArray(
        events.guid,
        SEED_EVENTS.map((e) => e.guid),
      ),
    );

  for (const event of rows) {
    if (event.hasSeating) {
      await seedSeats(db, event.id);
      await seedSeatKinds(db, event.id);
    } else if (event.status === "ACTIVE") {
      await seedSections(db, event.id);
    }
  }
  await seedPlans(
    db,
    rows.filter((e) => !e.hasSeating).map((e) => e.id),
  );

  const eventIds = new Map(rows.map((e) => [e.guid, e.id]));
  await db
    .insert(contracts)
    .values(
      SEED_CONTRACTS.map(({ eventGuid, ...contract }) => ({
        ...contract,
        eventId: eventIds.get(eventGuid)!,
      })),
    )
    .onConflictDoNothing();

  await seedRequirements(db, eventIds);
  await seedAddons(db, eventIds);
  await seedProgram(db, eventIds);

  await db.insert(coupons).values(SEED_COUPONS).onConflictDoNothing();
  if (demoAccounts) {
    for (const { password: _password, ...account } of [DEMO_VENDOR, DEMO_ORGANISER]) {
      const [existing] = await db
        .select({ id: vendors.id })
        .from(vendors)
        .where(eq(vendors.email, account.email));
      if (existing) continue;
      await db
        .insert(vendors)
        .values({ ...account, passwordHash: DEMO_PASSWORD_HASH })
        .onConflictDoNothing();
    }
  }
  await seedListings(db, { demoAccounts });
  // the sold-out show's line is of demo visitors: demo mode only
  if (demoAccounts) await seedSoldOutShow(db);
}

async function seedSections(db: Db, eventId: number) {
  await db
    .insert(sections)
    .values(
      SEED_SECTIONS.map((s) => ({
        eventId,
        name: s.name,
        position: s.position,
        inclusions: s.inclusions,
        isFood: s.isFood,
        nameAr: s.nameAr,
        inclusionsAr: s.inclusionsAr,
      })),
    )
    .onConflictDoNothing();
  const saved = await db
    .select({ id: sections.id, position: sections.position })
    .from(sections)
    .where(eq(sections.eventId, eventId));
  const values = saved.flatMap((section) => {
    const spec = SEED_SECTIONS.find((s) => s.position === section.position);
    if (!spec) return [];
    return Array.from({ length: BOOTHS_PER_SECTION }, (_, i) => {
      const number = i + 1;
      const booking = SEED_BOOKINGS.find(([p, n]) => p === section.position && n === number);
      return {
        sectionId: section.id,
        name: `${spec.prefix}-${pad(number)}`,
        priceCents: boothPrice(section.position, number, spec.priceCents),
        status: booking ? ("BOOKED" as const) : ("AVAILABLE" as const),
        lob: booking ? booking[2] : null,
      };
    });
  });
  if (values.length) await db.insert(booths).values(values).onConflictDoNothing();
}

async function seedSeats(db: Db, eventId: number) {
  const values = [];
  for (let row = 1; row <= SEAT_ROWS; row++) {
    for (let column = 1; column <= SEATS_PER_ROW; column++) {
      values.push({ eventId, row, column, ...seatPriceCents(row) });
    }
  }
  await db.insert(seats).values(values).onConflictDoNothing();
}

/**
 * The festivals' contract requirements, for each event that has none yet (requirements have no
 * natural key: an event the organisers already gave requirements to is left as it is).
 */
async function seedRequirements(db: Db, eventIds: ReadonlyMap<string, number>) {
  for (const [guid, eventId] of eventIds) {
    const wanted = SEED_REQUIREMENTS.filter((r) => r.eventGuid === guid);
    if (wanted.length === 0) continue;
    const [existing] = await db
      .select({ id: requirements.id })
      .from(requirements)
      .where(eq(requirements.eventId, eventId))
      .limit(1);
    if (existing) continue;
    await db
      .insert(requirements)
      .values(wanted.map(({ eventGuid: _guid, ...r }) => ({ ...r, eventId })));
  }
}

/**
 * The festivals' add-on catalogues, for each event that has none yet (add-ons have no natural
 * key: an event the organisers already gave a catalogue to is left as it is).
 */
async function seedAddons(db: Db, eventIds: ReadonlyMap<string, number>) {
  for (const [guid, eventId] of eventIds) {
    const wanted = SEED_ADDONS.filter((a) => a.eventGuid === guid);
    if (wanted.length === 0) continue;
    const [existing] = await db
      .select({ id: addons.id })
      .from(addons)
      .where(eq(addons.eventId, eventId))
      .limit(1);
    if (existing) continue;
    await db.insert(addons).values(wanted.map(({ eventGuid: _guid, ...a }) => ({ ...a, eventId })));
  }
}
