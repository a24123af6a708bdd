// Rows and cookies shared by the integration tests, the benches and the fault scripts. Relative
// imports and no test runner, so the scripts can load this file too.
import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { booths, contracts, events, seats, sections, vendors } from "../../db/schema";
import { issueCsrfToken } from "../../lib/http/csrf";
import { createSession } from "../../lib/accounts/session";

/** The contract fixture events publish (checkout refuses booths of an event without one). */
export const FIXTURE_CONTRACT = {
  version: "test-v1",
  title: "Test Vendor Contract",
  body: "1. Terms\n\nThe vendor follows the rules.",
};

/**
 * An ACTIVE event with one section of booths at the given prices (cents), in booth order, and
 * its vendor contract.
 */
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
  await db.insert(contracts).values({ eventId: event!.id, ...FIXTURE_CONTRACT });
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

/** What a signed-in browser sends: its Cookie header and the anti-forgery token for the header. */
export type SignedIn = { cookie: string; csrf: string };

/** Signs an account in as the login API does and answers what its browser then sends. */
export async function signInAs(
  account: { vendorId: number; vendorName: string; email?: string },
  db?: Db,
): Promise<SignedIn> {
  const { cookies } = await createSession(
    { accountId: account.vendorId, vendorName: account.vendorName },
    db,
  );
  const pairs = cookies.map((c) => c.split(";")[0]!);
  const csrf = pairs.find((p) => p.startsWith("XSRF-TOKEN="))!.slice("XSRF-TOKEN=".length);
  return { cookie: pairs.join("; "), csrf };
}

/** A signed-in organiser: its account (`name` is the contact name the audit log shows) and browser. */
export type Organiser = SignedIn & {
  id: number;
  vendorId: number;
  vendorName: string;
  email: string;
  name: string;
};

/** An organiser: an account given that role (the role is read on each request), signed in. */
export async function createOrganiser(db: Db, name = "Festival Office"): Promise<Organiser> {
  const id = randomUUID().slice(0, 8);
  const email = `organiser.${id}@example.com`;
  const [row] = await db
    .insert(vendors)
    .values({
      email,
      role: "organiser",
      contactName: name,
      legalName: `${name} ${id}`,
      lob: `${name} ${id}`,
      city: "Toronto",
      phone: "416-555-0100",
      passwordHash: "unused",
    })
    .returning({ id: vendors.id, legalName: vendors.legalName });
  const account = { vendorId: row!.id, vendorName: row!.legalName, email };
  return { ...account, id: row!.id, name, ...(await signInAs(account, db)) };
}

/** What a browser holds after an answer that signed it in: its cookies and anti-forgery token. */
export function browserAfter(response: Response): SignedIn {
  const pairs = response.headers.getSetCookie().map((c) => c.split(";")[0]!);
  const csrf = pairs.find((p) => p.startsWith("XSRF-TOKEN="))!.slice("XSRF-TOKEN=".length);
  return { cookie: pairs.join("; "), csrf };
}

/** An anonymous browser's anti-forgery pair (what GET /api/csrf-token gives it). */
export function anonymousBrowser(): SignedIn {
  const csrf = issueCsrfToken(null);
  return { cookie: `XSRF-TOKEN=${csrf}`, csrf };
}

/** A short random suffix that keeps e-mails and business names unique across tests. */
export const unique = () => Math.random().toString(36).slice(2, 10);

/** A vendor registration body with the API's field names, unique per call. */
export function vendorInput(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    firstName: "Samira Khoury",
    vendorName: `Khoury Crafts ${id}`,
    lob: `Samira's Scarves ${id}`,
    city: "Toronto",
    phone: "416-555-0199",
    email: `vendor.${id}@example.com`,
    password: `pass-${id}`,
    ...overrides,
  };
}

/** An ACTIVE seated show on 1 July 2030, one row of seats at `prices` (cents): its id and seats. */
export async function insertShow(
  db: Db,
  prices: number[],
): Promise<{ eventId: number; seatIds: number[] }> {
  const [event] = await db
    .insert(events)
    .values({
      name: `Test stage ${randomUUID().slice(0, 8)}`,
      description: "Seats",
      location: "Stage",
      startsAt: new Date("2030-07-01T18:00:00Z"),
      endsAt: new Date("2030-07-01T21:00:00Z"),
      dateText: "July 1, 2030",
      address: "1 Test Way",
      details: "Seats",
      image: "tarab-night-stage.svg",
      status: "ACTIVE",
      hasSeating: true,
    })
    .returning({ id: events.id });
  const rows = await db
    .insert(seats)
    .values(
      prices.map((priceCents, i) => ({
        eventId: event!.id,
        row: 1,
        column: i + 1,
        rowType: "TEST",
        priceCents,
      })),
    )
    .returning({ id: seats.id });
  return { eventId: event!.id, seatIds: rows.map((r) => r.id) };
}
