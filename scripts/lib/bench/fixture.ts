// The rush's event and vendors: six halls of 50 priced booths, and vendors who all share one
// password.
import type { Db } from "../../../db/client";
import { booths, contracts, events, sections, vendors } from "../../../db/schema";
import { hashPassword } from "../../../lib/accounts/password";
import { FIXTURE_CONTRACT } from "../../../tests/support/fixtures";

export const RUSH_EVENT = "Rush festival";
export const RUSH_PASSWORD = "rush-password-2030";
const HALLS = 6;
const BOOTHS_PER_HALL = 50;
export const RUSH_BOOTHS = HALLS * BOOTHS_PER_HALL;

export type RushVendor = { index: number; email: string; address: string; pays: boolean };

/** Inserts the rush's event, its contract and its halls of booths; answers the event's id. */
async function insertRushEvent(db: Db) {
  const [event] = await db
    .insert(events)
    .values({
      name: RUSH_EVENT,
      description: "Opening-day rush",
      location: "Rush hall",
      startsAt: new Date("2030-06-01T14:00:00Z"),
      endsAt: new Date("2030-06-03T22:00:00Z"),
      dateText: "June 1 - 3, 2030",
      address: "1 Rush Way",
      details: "-",
      image: "summer-festival-2025.svg",
      status: "ACTIVE",
    })
    .returning({ id: events.id });
  await db.insert(contracts).values({ eventId: event!.id, ...FIXTURE_CONTRACT });
  for (let position = 0; position < HALLS; position++) {
    const [section] = await db
      .insert(sections)
      .values({ eventId: event!.id, name: `Hall ${position + 1}`, position, inclusions: "Table" })
      .returning({ id: sections.id });
    await db.insert(booths).values(
      Array.from({ length: BOOTHS_PER_HALL }, (_, i) => ({
        sectionId: section!.id,
        name: `${String.fromCharCode(65 + position)}-${String(i + 1).padStart(2, "0")}`,
        priceCents: 30000 + position * 5000,
      })),
    );
  }
  return event!.id;
}

/** The n-th vendor of the rush. */
function rushVendor(index: number): RushVendor {
  return {
    index,
    email: `rush.${index}@example.com`,
    // each vendor arrives from its own address, as the host's proxy reports it
    address: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    pays: index % 5 !== 4, // four in five pay; the fifth cancels (the site's cancel page)
  };
}

/** Inserts the vendors' accounts, 500 rows a statement. */
async function insertRushVendors(db: Db, rushVendors: RushVendor[]) {
  // One password hash for everyone: hashing 1,000 passwords would take minutes of CPU here.
  const passwordHash = await hashPassword(RUSH_PASSWORD);
  for (let i = 0; i < rushVendors.length; i += 500) {
    await db.insert(vendors).values(
      rushVendors.slice(i, i + 500).map((v) => ({
        contactName: `Rush ${v.index}`,
        legalName: `Rush ${v.index} Ltd`,
        lob: `Rush crafts ${v.index}`,
        city: "Mississauga",
        phone: "905-555-0100",
        email: v.email,
        passwordHash,
      })),
    );
  }
}

/** The rush's event with its booths, and `vendorCount` vendors with their accounts. */
export async function rushFixture(db: Db, vendorCount: number) {
  const eventId = await insertRushEvent(db);
  const rushVendors = Array.from({ length: vendorCount }, (_, index) => rushVendor(index));
  await insertRushVendors(db, rushVendors);
  return { eventId, rushVendors };
}
