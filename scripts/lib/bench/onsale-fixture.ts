// The on-sale's hall and people: a seated concert of rows of 40 seats priced by bands of rows,
// the buyers' visitor accounts and the hoarders', each signed in as the login API signs in.
import type { Db } from "../../../db/client";
import { events, seats, vendors } from "../../../db/schema";
import { signInAs, type SignedIn } from "../../../tests/support/fixtures";
import { runPool } from "./pool";

export const ONSALE_EVENT = "On-sale concert";
const SEATS_PER_ROW = 40;

/** A seat as the stage page's plan gives it to the picker. */
export type HallSeat = { id: number; row: number; column: number };

/** Inserts the concert and its `count` seats (front rows dearest); answers its id and seats. */
export async function insertHall(db: Db, count: number) {
  const [event] = await db
    .insert(events)
    .values({
      name: ONSALE_EVENT,
      description: "The on-sale",
      location: "Concert hall",
      startsAt: new Date("2030-09-12T23:00:00Z"),
      endsAt: new Date("2030-09-13T02:00:00Z"),
      dateText: "September 12, 2030",
      address: "1 Concert Way",
      details: "-",
      image: "tarab-night-stage.svg",
      status: "ACTIVE",
      hasSeating: true,
    })
    .returning({ id: events.id });
  const rows = Math.ceil(count / SEATS_PER_ROW);
  const values = Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / SEATS_PER_ROW) + 1;
    const band = row <= rows / 5 ? 0 : row <= rows / 2 ? 1 : 2;
    return {
      eventId: event!.id,
      row,
      column: (i % SEATS_PER_ROW) + 1,
      rowType: ["PREMIUM", "STANDARD", "ECONOMY"][band]!,
      priceCents: [10000, 6000, 3500][band]!,
    };
  });
  const hall: HallSeat[] = [];
  for (let i = 0; i < values.length; i += 500) {
    const inserted = await db
      .insert(seats)
      .values(values.slice(i, i + 500))
      .returning({ id: seats.id, row: seats.row, column: seats.column });
    hall.push(...inserted);
  }
  return { eventId: event!.id, hall };
}

/** Someone at the on-sale: their signed-in browser and the address the load balancer reports. */
export type Person = { index: number; accountId: number; browser: SignedIn; address: string };

/**
 * `count` visitor accounts (`label` names them) signed in, each at the address `addressOf` gives
 * it. One password hash for all: nobody logs in through the API here (the rush measures logins).
 */
export async function signedInVisitors(
  db: Db,
  label: string,
  count: number,
  addressOf: (index: number) => string,
): Promise<Person[]> {
  const accounts: { id: number; legalName: string; email: string }[] = [];
  for (let i = 0; i < count; i += 500) {
    accounts.push(
      ...(await db
        .insert(vendors)
        .values(
          Array.from({ length: Math.min(500, count - i) }, (_, k) => ({
            role: "visitor" as const,
            contactName: `${label} ${i + k}`,
            legalName: `${label} ${i + k}`,
            lob: "-",
            city: "Toronto",
            phone: "416-555-0100",
            email: `${label.toLowerCase()}.${i + k}@example.com`,
            passwordHash: "not-used-here",
          })),
        )
        .returning({ id: vendors.id, legalName: vendors.legalName, email: vendors.email })),
    );
  }
  const people: Person[] = new Array(accounts.length);
  await runPool(accounts, 4, async (account, index) => {
    const browser = await signInAs(
      { vendorId: account.id, vendorName: account.legalName, email: account.email },
      db,
    );
    people[index] = { index, accountId: account.id, browser, address: addressOf(index) };
  });
  return people;
}
