// Rows for the door's tests and its bench: a concert with its tickets sold, booked booths with
// their passes, and staff signed in. Relative imports and no test runner, so a script can load it.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  booths,
  events,
  orderItems,
  orders,
  seats,
  sessions,
  tickets,
  vendors,
} from "../../db/schema";
import { createSession } from "../../lib/accounts/session";
import { signTicket, signVendorPass } from "../../lib/tickets/signing";
import { insertBoothEvent, type SignedIn } from "./fixtures";

const PRICE = 3000;
const PER_ROW = 20;

async function insertAccount(db: Db, role: "staff" | "visitor" | "vendor", label: string) {
  const id = randomUUID().slice(0, 8);
  const email = `${role}.${id}@example.com`;
  const [row] = await db
    .insert(vendors)
    .values({
      email,
      role,
      contactName: label,
      legalName: `${label} ${id}`,
      lob: `${label} ${id}`,
      city: "Toronto",
      phone: "416-555-0100",
      passwordHash: "unused",
    })
    .returning({ id: vendors.id, legalName: vendors.legalName, lob: vendors.lob });
  return { id: row!.id, legalName: row!.legalName, lob: row!.lob, email };
}

/** A browser signed in to an account: one device, named by its session's public handle. */
export type DoorDevice = SignedIn & { deviceId: string };

/** Signs an account in once more, as the login does: a new session, so a new device. */
async function signInDevice(
  db: Db,
  account: { id: number; legalName: string },
): Promise<DoorDevice> {
  const { sessionId, cookies } = await createSession(
    { accountId: account.id, vendorName: account.legalName },
    db,
  );
  const pairs = cookies.map((c) => c.split(";")[0]!);
  const csrf = pairs.find((p) => p.startsWith("XSRF-TOKEN="))!.slice("XSRF-TOKEN=".length);
  const [session] = await db
    .select({ publicId: sessions.publicId })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return { cookie: pairs.join("; "), csrf, deviceId: session!.publicId };
}

/**
 * An account of `role`, signed in (a staff member is the door team): its first device, and
 * `anotherDevice` to sign the same account in on one more phone.
 */
export async function signedInAccount(
  db: Db,
  role: "staff" | "visitor" | "vendor",
  label = "Door",
): Promise<DoorDevice & { id: number; email: string; anotherDevice: () => Promise<DoorDevice> }> {
  const account = await insertAccount(db, role, label);
  return {
    id: account.id,
    email: account.email,
    ...(await signInDevice(db, account)),
    anotherDevice: () => signInDevice(db, account),
  };
}

/** A ticket sold: its id, seat, signed code and the short code printed under its QR code. */
export type ConcertTicket = { id: string; seatLabel: string; code: string; shortCode: string };

/**
 * An ACTIVE seated concert with `count` tickets sold (one paid order, issued an hour ago, to a
 * new visitor unless `buyerId` names the buyer) and each ticket's signed code; on July 5, 2030
 * unless `startsAt` says when (it lasts three hours).
 */
export async function insertConcert(
  db: Db,
  {
    name = `Concert ${randomUUID().slice(0, 8)}`,
    count = 4,
    dateText = "July 5, 2030",
    startsAt = new Date("2030-07-05T23:00:00Z"),
    buyerId,
  }: { name?: string; count?: number; dateText?: string; startsAt?: Date; buyerId?: number } = {},
) {
  const [event] = await db
    .insert(events)
    .values({
      name,
      description: "Concert",
      location: "Stage",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * 60 * 60_000),
      dateText,
      address: "1 Test Way",
      details: "Concert",
      image: "tarab-night-stage.svg",
      status: "ACTIVE",
      hasSeating: true,
    })
    .returning({ id: events.id, guid: events.guid });
  const seatRows = await db
    .insert(seats)
    .values(
      Array.from({ length: count }, (_, i) => ({
        eventId: event!.id,
        row: Math.floor(i / PER_ROW) + 1,
        column: (i % PER_ROW) + 1,
        rowType: "TEST",
        priceCents: PRICE,
        status: "SOLD" as const,
      })),
    )
    .returning({ id: seats.id, row: seats.row, column: seats.column });
  const buyer = buyerId ? { id: buyerId } : await insertAccount(db, "visitor", "Buyer");
  const total = PRICE * count;
  const [order] = await db
    .insert(orders)
    .values({
      vendorId: buyer.id,
      checkoutType: "TICKETS",
      status: "PAID",
      subtotalCents: total,
      feesCents: 0,
      taxCents: 0,
      totalCents: total,
      paidCents: total,
      balanceCents: 0,
      eventId: event!.id,
    })
    .returning({ id: orders.id });
  const label = (s: { row: number; column: number }) => `Row ${s.row}, Seat ${s.column}`;
  await db.insert(orderItems).values(
    seatRows.map((s) => ({
      orderId: order!.id,
      kind: "SEAT" as const,
      seatId: s.id,
      name: label(s),
      unitPriceCents: PRICE,
      fulfilled: true,
    })),
  );
  const issuedAt = new Date(Date.now() - 60 * 60_000);
  const ticketRows = await db
    .insert(tickets)
    .values(
      seatRows.map((s) => ({
        orderId: order!.id,
        seatId: s.id,
        eventId: event!.id,
        seatLabel: label(s),
        holderName: "Layla Haddad",
        holderAccountId: buyer.id,
        issuedAt,
      })),
    )
    .returning({ id: tickets.id, seatLabel: tickets.seatLabel, shortCode: tickets.shortCode });
  const sold: ConcertTicket[] = ticketRows.map((t) => ({
    ...t,
    code: signTicket({ t: t.id, e: event!.guid, s: t.seatLabel }),
  }));
  return {
    eventId: event!.id,
    guid: event!.guid,
    orderId: order!.id,
    buyerId: buyer.id,
    tickets: sold,
  };
}

/**
 * A festival whose booths are booked by vendors: one order per vendor and booth, paid in full or
 * in part (`balanceCents` still owed), each booth's signed pass.
 */
export async function insertBookedBooths(
  db: Db,
  bookings: { business: string; balanceCents?: number; ownGarbage?: boolean }[],
) {
  const { eventId, booths: boothRows } = await insertBoothEvent(
    db,
    `Festival ${randomUUID().slice(0, 8)}`,
    bookings.map(() => 40000),
  );
  const [event] = await db.select({ guid: events.guid }).from(events).where(eq(events.id, eventId));
  const passes = [];
  for (const [i, booking] of bookings.entries()) {
    const booth = boothRows[i]!;
    const vendor = await insertAccount(db, "vendor", booking.business);
    await db.update(vendors).set({ lob: booking.business }).where(eq(vendors.id, vendor.id));
    const balance = booking.balanceCents ?? 0;
    const [order] = await db
      .insert(orders)
      .values({
        vendorId: vendor.id,
        checkoutType: "BOOTH_CART",
        status: balance > 0 ? "PARTIALLY_PAID" : "PAID",
        subtotalCents: 40000,
        feesCents: 0,
        taxCents: 0,
        totalCents: 40000,
        paidCents: 40000 - balance,
        balanceCents: balance,
        eventId,
        ownGarbage: booking.ownGarbage ?? false,
      })
      .returning({ id: orders.id });
    const [item] = await db
      .insert(orderItems)
      .values({
        orderId: order!.id,
        kind: "BOOTH",
        boothId: booth.id,
        name: booth.name,
        sectionName: "Test section",
        unitPriceCents: 40000,
        fulfilled: true,
      })
      .returning({ shortCode: orderItems.shortCode });
    await db
      .update(booths)
      .set({ status: "BOOKED", vendorId: vendor.id })
      .where(eq(booths.id, booth.id));
    passes.push({
      vendorId: vendor.id,
      orderId: order!.id,
      boothId: booth.id,
      booth: booth.name,
      shortCode: item!.shortCode,
      code: signVendorPass({ orderId: order!.id, boothId: booth.id, eventGuid: event!.guid }),
    });
  }
  return { eventId, guid: event!.guid, passes };
}
