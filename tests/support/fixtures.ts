// Rows and cookies shared by the integration tests, the benches and the fault scripts. Relative
// imports and no test runner, so the scripts can load this file too.
import type { Db } from "../../db/client";
import { booths, events, sections } from "../../db/schema";
import { sessionCookies } from "../../lib/session";
import type { SessionVendor } from "../../lib/vendors";

/** An ACTIVE event with one section of booths at the given prices (cents), in booth order. */
export async function insertBoothEvent(db: Db, name: string, prices: (number | null)[]) {
  const [event] = await db
    .insert(events)
    .values({
      name,
      description: "Fixture event",
      location: "Test hall",
      startsAt: new Date("2030-07-01T18:00:00Z"),
      endsAt: new Date("2030-07-03T18:00:00Z"),
      dateText: "July 1 - 3, 2030",
      address: "1 Test Way",
      details: "Test",
      image: "summer-festival-2025.svg",
      status: "ACTIVE",
    })
    .returning({ id: events.id });
  const [section] = await db
    .insert(sections)
    .values({ eventId: event!.id, name: "Test section", position: 0, inclusions: "Table" })
    .returning({ id: sections.id });
  const rows = await db
    .insert(booths)
    .values(
      prices.map((priceCents, i) => ({
        sectionId: section!.id,
        name: `X-${String(i + 1).padStart(2, "0")}`,
        priceCents,
      })),
    )
    .returning({ id: booths.id, name: booths.name });
  return { eventId: event!.id, sectionId: section!.id, booths: rows };
}

/** The Cookie header a signed-in vendor's browser sends: anti-forgery token and session. */
export async function vendorCookieHeader(csrf: string, vendor: SessionVendor): Promise<string> {
  const session = await sessionCookies(vendor);
  return [`XSRF-TOKEN=${csrf}`, ...session.map((c) => c.split(";")[0])].join("; ");
}
