import { createHash, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  addons,
  auditLog,
  doorScans,
  events,
  orderItems,
  orders,
  requirements,
  tickets,
  vendorDocuments,
} from "@/db/schema";
import { checkCharacter, formatShortCode } from "@/lib/door/short-code";
import { signTicket } from "@/lib/tickets/signing";
import { createOrganiser, type SignedIn } from "../support/fixtures";
import {
  insertBookedBooths,
  insertConcert,
  signedInAccount,
  type DoorDevice,
} from "../support/door";
import { api, jsonRequest, read } from "../support/requests";

// The door's scan rules, through the API as a device calls it: every scan stored and decided on
// the server with the same decision the device makes offline; duplicates, voids, other events,
// forged and non-canonical codes, nonces sent again, two devices that could not know of each
// other, the first scan in time, re-entry, vendor passes' readiness, the snapshot's refreshes and
// who may call what.

type Scan = {
  code: string;
  scannedAt?: string;
  nonce?: string;
  direction?: "IN" | "OUT";
  dayConfirmed?: boolean;
};

let staff: Awaited<ReturnType<typeof signedInAccount>>;
let organiser: SignedIn;
// Three phones of the door team, each its own sign-in (its own device).
let phoneA: DoorDevice;
let phoneB: DoorDevice;
let phoneC: DoorDevice;

beforeAll(async () => {
  const db = await getDb();
  staff = await signedInAccount(db, "staff", "Door Team");
  phoneA = staff;
  phoneB = await staff.anotherDevice();
  phoneC = await staff.anotherDevice();
  organiser = await createOrganiser(db);
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** Sends a batch from `phone` (a session of its own), naming its own device unless told. */
async function send(
  eventId: number,
  phone: DoorDevice,
  scans: Scan[],
  {
    gate = "Gate 1",
    deviceId = phone.deviceId,
    headers,
  }: { gate?: string; deviceId?: string; headers?: Record<string, string> } = {},
) {
  const body = {
    eventId,
    deviceId,
    gate,
    scans: scans.map((s) => ({
      code: s.code,
      scannedAt: s.scannedAt ?? new Date().toISOString(),
      nonce: s.nonce ?? randomUUID(),
      ...(s.direction ? { direction: s.direction } : {}),
      // The concerts here are in 2030: staff confirm each scan's day unless a test says not
      // (these tests are about the other rules; the day's own is tested with a concert tonight).
      dayConfirmed: s.dayConfirmed ?? true,
    })),
  };
  return read(await api(jsonRequest("/api/door/v1/scans", body, { session: phone, headers })));
}

async function results(eventId: number, phone: DoorDevice, scans: Scan[], gate = "Gate 1") {
  const answer = await send(eventId, phone, scans, { gate });
  expect(answer.code, JSON.stringify(answer)).toBe(200);
  return answer.payload.results as {
    nonce: string;
    result: string;
    ticketId: string | null;
    seatLabel: string | null;
    firstAdmittedAt: string | null;
    firstGate: string | null;
    firstDeviceId: string | null;
    vendor: null | { ready: boolean; reasons: unknown[]; booth: string; business: string };
    error: null | { status: string; code: string; message: string };
  }[];
}

function snapshot(
  eventId: number,
  { since, etag, session = staff }: { since?: string; etag?: string; session?: SignedIn } = {},
) {
  const qs = since ? `?since=${encodeURIComponent(since)}` : "";
  return api(
    new Request(`http://localhost/api/door/v1/events/${eventId}/snapshot${qs}`, {
      headers: { cookie: session.cookie, ...(etag ? { "if-none-match": etag } : {}) },
    }),
  );
}

describe("scanning tickets", () => {
  it("admits a ticket once; a second scan is already admitted, with where and when", async () => {
    const concert = await insertConcert(await getDb(), { count: 2 });
    const [ticket] = concert.tickets;
    const first = await results(
      concert.eventId,
      phoneA,
      [{ code: ticket!.code, scannedAt: minutesAgo(2) }],
      "Gate 2",
    );
    expect(first[0]).toMatchObject({
      result: "ADMITTED",
      ticketId: ticket!.id,
      seatLabel: "Row 1, Seat 1",
      firstGate: "Gate 2",
      firstDeviceId: phoneA.deviceId,
    });
    const again = await results(concert.eventId, phoneB, [{ code: ticket!.code }]);
    expect(again[0]).toMatchObject({
      result: "ALREADY_ADMITTED",
      seatLabel: "Row 1, Seat 1",
      firstGate: "Gate 2",
      firstDeviceId: phoneA.deviceId,
      firstAdmittedAt: first[0]!.firstAdmittedAt,
    });
  });

  it("refuses a voided (refunded) ticket, another event's ticket, and forged or non-canonical codes, storing every scan", async () => {
    const db = await getDb();
    const concert = await insertConcert(db, { count: 3 });
    const other = await insertConcert(db, { name: "Tarab Night", dateText: "July 5, 2030" });
    const [refunded, kept] = concert.tickets;
    // a refund voids the ticket
    await db
      .update(tickets)
      .set({ voidedAt: new Date(), voidReason: "REFUNDED" })
      .where(eq(tickets.id, refunded!.id));
    const [prefix, body, signature] = kept!.code.split(".") as [string, string, string];
    const altered = Buffer.from(
      JSON.stringify({ v: 1, t: concert.tickets[2]!.id, e: concert.guid, s: "Row 1, Seat 3" }),
    ).toString("base64url");
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const lenient = signature.slice(0, -1) + alphabet[alphabet.indexOf(signature.at(-1)!) + 1];
    const unknownTicket = signTicket({ t: randomUUID(), e: concert.guid, s: "Row 9, Seat 9" });

    const answers = await results(concert.eventId, phoneA, [
      { code: refunded!.code },
      { code: other.tickets[0]!.code },
      { code: `${prefix}.${altered}.${signature}` },
      { code: `${prefix}.${body}.${lenient}` },
      { code: `${prefix}.${body}.${signature}==` },
      { code: "not a code" },
      { code: unknownTicket },
    ]);
    expect(answers.map((a) => a.result)).toEqual([
      "VOIDED",
      "WRONG_EVENT",
      "INVALID",
      "INVALID",
      "INVALID",
      "INVALID",
      "INVALID",
    ]);
    expect(answers[0]!.seatLabel).toBe("Row 1, Seat 1");
    const stored = await db.select().from(doorScans).where(eq(doorScans.eventId, concert.eventId));
    expect(stored).toHaveLength(7);
    expect(stored.every((s) => s.staffId === staff.id && s.gate === "Gate 1")).toBe(true);
    // the untouched ticket still admits
    expect((await results(concert.eventId, phoneA, [{ code: kept!.code }]))[0]!.result).toBe(
      "ADMITTED",
    );

    // the snapshot names the other event, for "Another event: Tarab Night, July 5, 2030"
    const snap = (await read(await snapshot(concert.eventId))).payload;
    expect(snap.otherEvents).toContainEqual(
      expect.objectContaining({ guid: other.guid, name: "Tarab Night", dateText: "July 5, 2030" }),
    );
    expect(snap.voided).toEqual([{ ticketId: refunded!.id, voidedAt: expect.any(String) }]);
  });

  it("answers a nonce sent again with what the server holds, storing nothing twice", async () => {
    const db = await getDb();
    const concert = await insertConcert(db, { count: 2 });
    const scans = concert.tickets.map((t) => ({
      code: t.code,
      nonce: randomUUID(),
      scannedAt: minutesAgo(1),
    }));
    const first = await results(concert.eventId, phoneA, scans);
    // the device never got the answer and sends the batch again, and one nonce twice in a batch
    const again = await results(concert.eventId, phoneA, [...scans, scans[0]!]);
    expect(again).toEqual([...first, first[0]]);
    expect(first.map((r) => r.result)).toEqual(["ADMITTED", "ADMITTED"]);
    const stored = await db.select().from(doorScans).where(eq(doorScans.eventId, concert.eventId));
    expect(stored).toHaveLength(2);
  });

  it("marks a ticket admitted by two offline devices a conflict on both, listed, never merged", async () => {
    const db = await getDb();
    const concert = await insertConcert(db, { count: 2 });
    const [ticket] = concert.tickets;
    // both devices were offline: phone A at 10 minutes ago, phone B at 5; they sync now
    const a = await results(
      concert.eventId,
      phoneA,
      [{ code: ticket!.code, scannedAt: minutesAgo(10), nonce: "nonce-a" }],
      "Gate 1",
    );
    expect(a[0]!.result).toBe("ADMITTED");
    const b = await results(
      concert.eventId,
      phoneB,
      [{ code: ticket!.code, scannedAt: minutesAgo(5) }],
      "Gate 2",
    );
    expect(b[0]).toMatchObject({
      result: "CONFLICT",
      firstDeviceId: phoneA.deviceId,
      firstGate: "Gate 1",
    });
    // phone A, sending again, learns of the conflict too
    const aAgain = await results(concert.eventId, phoneA, [
      { code: ticket!.code, scannedAt: minutesAgo(10), nonce: "nonce-a" },
    ]);
    expect(aAgain[0]).toMatchObject({
      result: "CONFLICT",
      firstDeviceId: phoneB.deviceId,
      firstGate: "Gate 2",
    });
    const stored = await db.select().from(doorScans).where(eq(doorScans.ticketId, ticket!.id));
    expect(stored.map((s) => s.result).sort()).toEqual(["CONFLICT", "CONFLICT"]);

    // a third device that scans after both reached the server knew: already admitted
    const c = await results(concert.eventId, phoneC, [{ code: ticket!.code }]);
    expect(c[0]).toMatchObject({ result: "ALREADY_ADMITTED", firstDeviceId: phoneA.deviceId });

    const snap = (await read(await snapshot(concert.eventId))).payload;
    expect(snap.conflicts).toEqual([
      {
        ticketId: ticket!.id,
        seatLabel: "Row 1, Seat 1",
        scans: [
          expect.objectContaining({ gate: "Gate 1", deviceId: phoneA.deviceId }),
          expect.objectContaining({ gate: "Gate 2", deviceId: phoneB.deviceId }),
        ],
      },
    ]);
    expect(snap.admissions).toContainEqual(
      expect.objectContaining({
        key: ticket!.id,
        conflict: true,
        admission: expect.objectContaining({ deviceId: phoneA.deviceId }),
      }),
    );
    const counts = await read(
      await api(
        new Request(`http://localhost/api/admin/v1/events/${concert.eventId}/door`, {
          headers: { cookie: organiser.cookie },
        }),
      ),
    );
    expect(counts.payload).toMatchObject({
      sold: 2,
      admitted: 1,
      byGate: [{ gate: "Gate 1", admitted: 1 }],
    });
    expect(counts.payload.conflicts).toHaveLength(1);
  });

  it("decides two devices' batches sent at the same moment one ticket at a time, and a batch sent twice at once stores each scan once", async () => {
    const db = await getDb();
    const concert = await insertConcert(db, { count: 3 });
    const [ticket] = concert.tickets;
    const mine = concert.tickets.map((t) => ({
      code: t.code,
      scannedAt: minutesAgo(4),
      nonce: randomUUID(),
    }));
    const [a, b, again] = await Promise.all([
      results(concert.eventId, phoneA, mine, "Gate 1"),
      results(
        concert.eventId,
        phoneB,
        [{ code: ticket!.code, scannedAt: minutesAgo(2) }],
        "Gate 2",
      ),
      results(concert.eventId, phoneA, mine, "Gate 1"),
    ]);
    // whichever arrived first, the ticket is a conflict on both devices once both are in
    expect([a[0]!.result, b[0]!.result]).toContain("CONFLICT");
    const stored = await db.select().from(doorScans).where(eq(doorScans.eventId, concert.eventId));
    expect(stored).toHaveLength(4);
    expect(stored.filter((s) => s.ticketId === ticket!.id).map((s) => s.result)).toEqual([
      "CONFLICT",
      "CONFLICT",
    ]);
    expect(again.slice(1)).toEqual(a.slice(1));
  });

  it("lets the first scan in time win when it arrives later", async () => {
    const db = await getDb();
    const concert = await insertConcert(db, { count: 2 });
    const [ticket, second] = concert.tickets;
    // one device's queue arrives out of order: the later scan first
    const later = await results(concert.eventId, phoneA, [
      { code: ticket!.code, scannedAt: minutesAgo(3), nonce: "later" },
    ]);
    expect(later[0]!.result).toBe("ADMITTED");
    const earlier = await results(concert.eventId, phoneA, [
      { code: ticket!.code, scannedAt: minutesAgo(8), nonce: "earlier" },
    ]);
    expect(earlier[0]).toMatchObject({ result: "ADMITTED", firstAdmittedAt: expect.any(String) });
    const replayed = await results(concert.eventId, phoneA, [
      { code: ticket!.code, scannedAt: minutesAgo(3), nonce: "later" },
    ]);
    expect(replayed[0]).toMatchObject({
      result: "ALREADY_ADMITTED",
      firstAdmittedAt: earlier[0]!.firstAdmittedAt,
    });

    // two devices: B scanned online, A's earlier offline scan arrives later and takes the admission
    const b = await results(
      concert.eventId,
      phoneB,
      [{ code: second!.code, scannedAt: minutesAgo(1) }],
      "Gate 2",
    );
    expect(b[0]!.result).toBe("ADMITTED");
    const a = await results(
      concert.eventId,
      phoneA,
      [{ code: second!.code, scannedAt: minutesAgo(6) }],
      "Gate 1",
    );
    expect(a[0]).toMatchObject({ result: "CONFLICT", firstDeviceId: phoneB.deviceId });
    const snap = (await read(await snapshot(concert.eventId))).payload;
    expect(snap.admissions.find((x: { key: string }) => x.key === second!.id)).toMatchObject({
      conflict: true,
      admission: { deviceId: phoneA.deviceId, gate: "Gate 1" },
    });
  });

  it("lets a ticket back in after an exit scan only when the event allows re-entry", async () => {
    const db = await getDb();
    const concert = await insertConcert(db, { count: 2 });
    const [ticket, other] = concert.tickets;
    const rounds = async (code: string) =>
      (
        await results(concert.eventId, phoneA, [
          { code, scannedAt: minutesAgo(30) },
          { code, scannedAt: minutesAgo(20), direction: "OUT" },
          { code, scannedAt: minutesAgo(10) },
        ])
      ).map((r) => r.result);
    expect(await rounds(ticket!.code)).toEqual(["ADMITTED", "EXITED", "ALREADY_ADMITTED"]);

    const set = await read(
      await api(
        jsonRequest(
          `/api/admin/v1/events/${concert.eventId}/reentry`,
          { reentry: "AFTER_EXIT" },
          { method: "PUT", session: organiser },
        ),
      ),
    );
    expect(set.payload).toEqual({ eventId: concert.eventId, reentry: "AFTER_EXIT" });
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "event"), eq(auditLog.entityId, concert.eventId)));
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ["update", { reentry: "NONE" }, { reentry: "AFTER_EXIT" }],
    ]);
    expect(await rounds(other!.code)).toEqual(["ADMITTED", "EXITED", "ADMITTED"]);
    const bad = await read(
      await api(
        jsonRequest(
          `/api/admin/v1/events/${concert.eventId}/reentry`,
          { reentry: "ALWAYS" },
          { method: "PUT", session: organiser },
        ),
      ),
    );
    expect(bad.code).toBe(400);
    const snap = (await read(await snapshot(concert.eventId))).payload;
    expect(snap.event.reentry).toBe("AFTER_EXIT");
  });
});

describe("short codes typed at the door", () => {
  it("admits a ticket by the short code printed under its QR code, typed loosely, as its QR code would", async () => {
    const db = await getDb();
    const concert = await insertConcert(db, { count: 2 });
    const [ticket, other] = concert.tickets;
    expect(ticket!.shortCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    // lower case, a space and a dash, an O for a zero and an I for a one
    const typed = ` ${formatShortCode(ticket!.shortCode).toLowerCase().replace("-", " - ")}`
      .replaceAll("0", "o")
      .replaceAll("1", "i");
    const answers = await results(concert.eventId, phoneA, [
      { code: typed, scannedAt: minutesAgo(3) },
      { code: ticket!.code, scannedAt: minutesAgo(2) },
      { code: other!.shortCode, scannedAt: minutesAgo(1) },
    ]);
    expect(answers.map((a) => [a.result, a.ticketId, a.seatLabel])).toEqual([
      ["ADMITTED", ticket!.id, ticket!.seatLabel],
      ["ALREADY_ADMITTED", ticket!.id, ticket!.seatLabel],
      ["ADMITTED", other!.id, other!.seatLabel],
    ]);
    // stored as the ticket's own code: the QR code and the short code are one ticket's scans
    const rows = await db
      .select({ code: doorScans.code })
      .from(doorScans)
      .where(eq(doorScans.ticketId, ticket!.id));
    expect(rows.map((r) => r.code)).toEqual([ticket!.code, ticket!.code]);
  });

  it("answers INVALID for a short code that names nothing or whose check character is wrong", async () => {
    const concert = await insertConcert(await getDb(), { count: 1 });
    const body = "Z".repeat(9);
    const unknown = `${body}${checkCharacter(body)}`;
    const [ticket] = concert.tickets;
    const last = ticket!.shortCode.at(-1)!;
    const mistyped = `${ticket!.shortCode.slice(0, 9)}${last === "2" ? "3" : "2"}`;
    const answers = await results(concert.eventId, phoneA, [
      { code: unknown, scannedAt: minutesAgo(2) },
      { code: mistyped, scannedAt: minutesAgo(1) },
    ]);
    expect(answers.map((a) => [a.result, a.ticketId])).toEqual([
      ["INVALID", null],
      ["INVALID", null],
    ]);
    const snap = (await read(await snapshot(concert.eventId))).payload;
    expect(snap.admissions).toEqual([]);
  });

  it("admits a vendor's pass by its short code, with the booth's readiness", async () => {
    const festival = await insertBookedBooths(await getDb(), [{ business: "Olive Grove" }]);
    const [pass] = festival.passes;
    const answers = await results(festival.eventId, phoneA, [
      { code: formatShortCode(pass!.shortCode), scannedAt: minutesAgo(2) },
      { code: pass!.code, scannedAt: minutesAgo(1) },
    ]);
    expect(answers.map((a) => a.result)).toEqual(["ADMITTED", "ADMITTED"]);
    expect(answers[0]!.vendor).toMatchObject({
      business: "Olive Grove",
      booth: expect.stringContaining(pass!.booth),
    });
    // its first arrival is the short code's scan: the two are one pass
    expect(answers[1]!.firstAdmittedAt).toBe(answers[0]!.firstAdmittedAt);
    const snap = (await read(await snapshot(festival.eventId))).payload;
    expect(snap.passes).toEqual([expect.objectContaining({ shortCode: pass!.shortCode })]);
  });
});

describe("a scan on a day that is not the event's", () => {
  it("answers WRONG_DAY and admits no one until the same scan comes again with the day confirmed", async () => {
    const db = await getDb();
    // the concert is on July 5, 2030, not today
    const concert = await insertConcert(db, { count: 1 });
    const [ticket] = concert.tickets;
    const scan = {
      code: ticket!.shortCode,
      scannedAt: minutesAgo(2),
      nonce: randomUUID(),
      dayConfirmed: false,
    };
    const [amber] = await results(concert.eventId, phoneA, [scan]);
    expect([amber!.result, amber!.ticketId, amber!.seatLabel]).toEqual([
      "WRONG_DAY",
      ticket!.id,
      ticket!.seatLabel,
    ]);
    // sent again unconfirmed (an answer lost on the way): the same amber answer
    const [again] = await results(concert.eventId, phoneA, [scan]);
    expect(again!.result).toBe("WRONG_DAY");
    expect((await read(await snapshot(concert.eventId))).payload.admissions).toEqual([]);

    // staff confirm: the same nonce, decided as any other scan, its answer replacing the amber one
    const [confirmed] = await results(concert.eventId, phoneA, [{ ...scan, dayConfirmed: true }]);
    expect([confirmed!.result, confirmed!.ticketId]).toEqual(["ADMITTED", ticket!.id]);
    const rows = await db
      .select({ nonce: doorScans.nonce, result: doorScans.result })
      .from(doorScans)
      .where(eq(doorScans.ticketId, ticket!.id));
    expect(rows).toEqual([{ nonce: scan.nonce, result: "ADMITTED" }]);
    // and it stays the answer: sent once more, nothing changes
    const [last] = await results(concert.eventId, phoneA, [{ ...scan, dayConfirmed: true }]);
    expect(last!.result).toBe("ADMITTED");
    const snap = (await read(await snapshot(concert.eventId))).payload;
    expect(snap.admissions).toEqual([
      expect.objectContaining({ key: ticket!.id, admission: expect.objectContaining({}) }),
    ]);
  });

  it("admits on the event's day without asking, from the hour before it starts", async () => {
    const concert = await insertConcert(await getDb(), {
      count: 1,
      startsAt: new Date(Date.now() + 30 * 60_000),
    });
    const [ticket] = concert.tickets;
    const [answer] = await results(concert.eventId, phoneA, [
      { code: ticket!.code, scannedAt: minutesAgo(0), dayConfirmed: false },
    ]);
    expect(answer!.result).toBe("ADMITTED");
  });
});

describe("vendor passes", () => {
  it("admits a booth's pass with what was booked and whether it may open, until the requirements are met", async () => {
    const db = await getDb();
    const festival = await insertBookedBooths(db, [
      { business: "Zaatar House", balanceCents: 12000 },
      { business: "Cedar Crafts", ownGarbage: true },
    ]);
    const [zaatar, cedar] = festival.passes;
    const [insurance] = await db
      .insert(requirements)
      .values({
        eventId: festival.eventId,
        title: "Insurance",
        titleAr: "التأمين",
        appliesTo: "ALL",
        kind: "FILE",
        dueDate: "2030-06-01",
      })
      .returning({ id: requirements.id });
    const [outlet] = await db
      .insert(addons)
      .values({
        eventId: festival.eventId,
        name: "Electricity 20 A outlet",
        nameAr: "كهرباء: مقبس 20 أمبير",
        priceCents: 5000,
        appliesTo: "ALL",
      })
      .returning({ id: addons.id });
    await db.insert(orderItems).values({
      orderId: zaatar!.orderId,
      kind: "ADDON",
      addonId: outlet!.id,
      forBoothId: zaatar!.boothId,
      name: "Electricity 20 A outlet",
      unitPriceCents: 5000,
      fulfilled: true,
    });

    const first = await results(
      festival.eventId,
      phoneA,
      [{ code: zaatar!.code }, { code: cedar!.code }],
      "Loading dock",
    );
    expect(first[0]).toMatchObject({
      result: "ADMITTED",
      vendor: {
        orderId: zaatar!.orderId,
        business: "Zaatar House",
        booked: [{ name: "Electricity 20 A outlet", nameAr: "كهرباء: مقبس 20 أمبير", quantity: 1 }],
        garbage: "VENUE",
        ready: false,
        reasons: [
          { kind: "requirement", title: "Insurance", titleAr: "التأمين", status: "NEEDED" },
          { kind: "balance", cents: 12000 },
        ],
      },
    });
    expect(first[1]!.vendor).toMatchObject({
      business: "Cedar Crafts",
      garbage: "OWN",
      ready: false,
    });

    // the balance is paid and the insurance approved: the booth may open
    await db
      .update(orders)
      .set({ paidCents: 40000, balanceCents: 0, status: "PAID" })
      .where(eq(orders.id, zaatar!.orderId));
    await db.insert(vendorDocuments).values({
      requirementId: insurance!.id,
      orderId: zaatar!.orderId,
      submittedBy: zaatar!.vendorId,
      fileName: "insurance.pdf",
      contentType: "application/pdf",
      sizeBytes: 4,
      sha256: createHash("sha256").update("%PDF").digest("hex"),
      bytes: Buffer.from("%PDF"),
      status: "APPROVED",
    });
    const later = await results(festival.eventId, phoneA, [{ code: zaatar!.code }]);
    expect(later[0]).toMatchObject({ result: "ADMITTED", vendor: { ready: true, reasons: [] } });
    expect(later[0]!.firstAdmittedAt).toBe(first[0]!.firstAdmittedAt);

    const counts = await read(
      await api(
        new Request(`http://localhost/api/admin/v1/events/${festival.eventId}/door`, {
          headers: { cookie: organiser.cookie },
        }),
      ),
    );
    expect(counts.payload.vendors).toEqual({ booked: 2, arrived: 2, ready: 1, arrivedReady: 1 });

    // a booth given back: its pass no longer admits
    await db
      .update(orderItems)
      .set({ releasedAt: new Date() })
      .where(eq(orderItems.orderId, cedar!.orderId));
    expect((await results(festival.eventId, phoneA, [{ code: cedar!.code }]))[0]!.result).toBe(
      "VOIDED",
    );
  });
});

describe("the snapshot", () => {
  it("carries what the device needs and no buyer's data, answers 304 while unchanged and only what changed since a cursor", async () => {
    const db = await getDb();
    const concert = await insertConcert(db, { count: 3 });
    const [a, b] = concert.tickets;
    await results(concert.eventId, phoneA, [{ code: a!.code, scannedAt: minutesAgo(1) }]);

    const response = await snapshot(concert.eventId);
    expect(response.status).toBe(200);
    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const text = await response.clone().text();
    expect(text).not.toContain("Layla Haddad");
    expect(text).not.toContain("@example.com");
    const snap = (await read(response)).payload;
    expect(snap).toMatchObject({
      full: true,
      event: { eventId: concert.eventId, guid: concert.guid, reentry: "NONE" },
      passes: [],
    });
    expect(snap.publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(snap.tickets).toEqual(
      concert.tickets.map((t) => ({
        ticketId: t.id,
        seatLabel: t.seatLabel,
        shortCode: t.shortCode,
      })),
    );
    expect(snap.admissions).toEqual([
      {
        key: a!.id,
        admission: expect.objectContaining({ gate: "Gate 1", deviceId: phoneA.deviceId }),
        exitedAt: null,
        conflict: false,
      },
    ]);

    const unchanged = await snapshot(concert.eventId, { etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");

    // an hour passes; then a ticket is admitted and another refunded
    await db.execute(
      sql`update door_scans set received_at = received_at - interval '1 hour' where event_id = ${concert.eventId}`,
    );
    await results(concert.eventId, phoneB, [{ code: b!.code }]);
    await db
      .update(tickets)
      .set({ voidedAt: new Date() })
      .where(eq(tickets.id, concert.tickets[2]!.id));
    expect((await snapshot(concert.eventId, { etag })).status).toBe(200);
    const delta = (await read(await snapshot(concert.eventId, { since: snap.cursor }))).payload;
    expect(delta).toMatchObject({ full: false, tickets: [], passes: null });
    expect(delta.admissions.map((x: { key: string }) => x.key)).toEqual([b!.id]);
    expect(delta.voided.map((x: { ticketId: string }) => x.ticketId)).toEqual([
      concert.tickets[2]!.id,
    ]);

    const deltaResponse = await snapshot(concert.eventId, { since: snap.cursor });
    expect(
      (
        await snapshot(concert.eventId, {
          since: snap.cursor,
          etag: deltaResponse.headers.get("etag")!,
        })
      ).status,
    ).toBe(304);
    expect((await snapshot(2147483647)).status).toBe(404);
  });
});

describe("what a phone says about itself", () => {
  const stored = async (eventId: number) =>
    (await getDb()).select().from(doorScans).where(eq(doorScans.eventId, eventId));

  it("records scans under the caller's own device: another phone's, a made-up or a signed-out device's id refuses the batch and stores nothing", async () => {
    const db = await getDb();
    const concert = await insertConcert(db, { count: 2 });
    const [ticket] = concert.tickets;
    const signedOut = await staff.anotherDevice();
    const out = await api(
      jsonRequest(
        `/api/admin/v1/staff/${staff.id}/devices/${signedOut.deviceId}`,
        {},
        { method: "DELETE", session: organiser },
      ),
    );
    expect(out.status).toBe(200);

    for (const deviceId of [phoneB.deviceId, "phone-z", randomUUID(), signedOut.deviceId]) {
      const refused = await send(concert.eventId, phoneA, [{ code: ticket!.code }], { deviceId });
      expect(refused, deviceId).toMatchObject({
        code: 409,
        status: "CONFLICT",
        errorCode: "errors.door.wrongDevice",
      });
    }
    expect(await stored(concert.eventId)).toEqual([]);
    // the signed-out phone itself is refused as signed out
    expect((await send(concert.eventId, signedOut, [{ code: ticket!.code }])).code).toBe(401);

    // named as itself, the phone's scan is stored under its session's device
    const device = await read(
      await api(
        new Request("http://localhost/api/door/v1/device", { headers: { cookie: phoneA.cookie } }),
      ),
    );
    const answer = await results(concert.eventId, phoneA, [{ code: ticket!.code }]);
    expect(answer[0]).toMatchObject({
      result: "ADMITTED",
      firstDeviceId: device.payload.deviceId,
      error: null,
    });
    const rows = await stored(concert.eventId);
    expect(rows.map((r) => [r.deviceId, r.staffId])).toEqual([[device.payload.deviceId, staff.id]]);
    expect(rows.filter((r) => r.deviceId === phoneB.deviceId)).toEqual([]);
  });

  it("refuses, for that scan alone, one dated long before it arrived: it never takes another phone's admission", async () => {
    const db = await getDb();
    const concert = await insertConcert(db, { count: 3 });
    const [ticket, second, third] = concert.tickets;
    const admitted = await results(concert.eventId, phoneA, [
      { code: ticket!.code, scannedAt: minutesAgo(1), nonce: "admitted-now" },
    ]);
    expect(admitted[0]!.result).toBe("ADMITTED");

    // the concert has not started: a scan may be a day old, not more
    const old = await results(concert.eventId, phoneB, [
      { code: ticket!.code, scannedAt: "1999-12-31T23:00:00Z" },
      { code: second!.code, scannedAt: "1970-01-01T00:00:00.000Z" },
      { code: third!.code, scannedAt: minutesAgo(25 * 60) },
      { code: second!.code, scannedAt: minutesAgo(23 * 60) },
    ]);
    const tooEarly = {
      result: "REFUSED",
      ticketId: null,
      firstAdmittedAt: null,
      error: {
        status: "BAD_REQUEST",
        code: "errors.door.scanTooEarly",
        message:
          "The scan's date is too long ago to be recorded for this event. Check this device's date and time.",
      },
    };
    expect(old.slice(0, 3)).toEqual([
      expect.objectContaining(tooEarly),
      expect.objectContaining(tooEarly),
      expect.objectContaining(tooEarly),
    ]);
    expect(old[3]).toMatchObject({ result: "ADMITTED", ticketId: second!.id, error: null });

    const rows = await stored(concert.eventId);
    expect(rows.map((r) => [r.ticketId, r.deviceId, r.result]).sort()).toEqual(
      [
        [ticket!.id, phoneA.deviceId, "ADMITTED"],
        [second!.id, phoneB.deviceId, "ADMITTED"],
      ].sort(),
    );
    expect(rows.every((r) => r.scannedAt.getFullYear() >= 2020)).toBe(true);
    // phone A's admission stands: no conflict
    const again = await results(concert.eventId, phoneA, [
      { code: ticket!.code, scannedAt: minutesAgo(1), nonce: "admitted-now" },
    ]);
    expect(again[0]).toMatchObject({ result: "ADMITTED", firstDeviceId: phoneA.deviceId });
    expect((await read(await snapshot(concert.eventId))).payload.conflicts).toEqual([]);
  });

  it("takes scans from the day before an event under way started, and none older", async () => {
    const db = await getDb();
    const concert = await insertConcert(db, { count: 3 });
    const [early, inWindow, late] = concert.tickets;
    // the festival opened three days ago
    await db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 3 * 24 * 60 * 60_000) })
      .where(eq(events.id, concert.eventId));
    const answers = await results(concert.eventId, phoneA, [
      { code: early!.code, scannedAt: minutesAgo(4.5 * 24 * 60) },
      { code: inWindow!.code, scannedAt: minutesAgo(3.5 * 24 * 60) },
      { code: late!.code, scannedAt: new Date(Date.now() + 60 * 60_000).toISOString() },
    ]);
    expect(answers.map((a) => [a.result, a.error?.code ?? null])).toEqual([
      ["REFUSED", "errors.door.scanTooEarly"],
      ["ADMITTED", null],
      ["ADMITTED", null],
    ]);
    // a phone whose clock runs ahead: taken as made when it arrived
    expect(Date.parse(answers[2]!.firstAdmittedAt!)).toBeLessThanOrEqual(Date.now());
    expect(await stored(concert.eventId)).toHaveLength(2);
  });

  it("keeps each device's nonces its own: two phones with the same nonce each get their scan stored and answered", async () => {
    const db = await getDb();
    const concert = await insertConcert(db, { count: 2 });
    const [mine, theirs] = concert.tickets;
    const a = await results(concert.eventId, phoneA, [{ code: mine!.code, nonce: "same-nonce" }]);
    const b = await results(concert.eventId, phoneB, [{ code: theirs!.code, nonce: "same-nonce" }]);
    expect(a[0]).toMatchObject({ result: "ADMITTED", ticketId: mine!.id });
    expect(b[0]).toMatchObject({
      result: "ADMITTED",
      ticketId: theirs!.id,
      firstDeviceId: phoneB.deviceId,
    });
    const rows = await stored(concert.eventId);
    expect(rows.map((r) => [r.deviceId, r.nonce, r.ticketId]).sort()).toEqual(
      [
        [phoneA.deviceId, "same-nonce", mine!.id],
        [phoneB.deviceId, "same-nonce", theirs!.id],
      ].sort(),
    );
    // each phone sending again hears its own scan
    const aAgain = await results(concert.eventId, phoneA, [
      { code: mine!.code, nonce: "same-nonce" },
    ]);
    expect(aAgain).toEqual(a);
    expect(await stored(concert.eventId)).toHaveLength(2);
  });

  it("stores the rest of a batch when a scan's date is none the database can hold, and refuses that scan with its code", async () => {
    const db = await getDb();
    const concert = await insertConcert(db, { count: 3 });
    const [ticket, other, third] = concert.tickets;
    const invalid = (nonce: string) => ({
      nonce,
      result: "REFUSED",
      ticketId: null,
      seatLabel: null,
      firstAdmittedAt: null,
      firstGate: null,
      firstDeviceId: null,
      vendor: null,
      error: {
        status: "BAD_REQUEST",
        code: "errors.door.scanTimeInvalid",
        message:
          "The scan's date and time are not a real moment. Check this device's date and time.",
      },
    });
    // the year 0000, which the database's calendar does not have, beside a good scan
    const batch = [
      { code: ticket!.code, scannedAt: "0000-01-01T00:00:00Z", nonce: randomUUID() },
      { code: other!.code, scannedAt: minutesAgo(2), nonce: randomUUID() },
    ];
    const answer = await send(concert.eventId, phoneA, batch);
    expect(answer.code).toBe(200);
    const [zero, good] = answer.payload.results;
    expect(zero).toEqual(invalid(batch[0]!.nonce));
    expect(good).toMatchObject({
      nonce: batch[1]!.nonce,
      result: "ADMITTED",
      ticketId: other!.id,
      error: null,
    });
    expect((await stored(concert.eventId)).map((r) => r.nonce)).toEqual([batch[1]!.nonce]);

    // sent again (from a phone in Arabic): the same answers, in its language, nothing stored twice
    const again = await send(concert.eventId, phoneA, batch, {
      headers: { "accept-language": "ar" },
    });
    expect(again.payload.results[1]).toEqual(good);
    expect(again.payload.results[0].error).toEqual({
      status: "BAD_REQUEST",
      code: "errors.door.scanTimeInvalid",
      message: "تاريخ المسح ووقته ليسا لحظة حقيقية. تحقّق من تاريخ هذا الجهاز ووقته.",
    });
    expect(await stored(concert.eventId)).toHaveLength(1);

    // February 30, a five-digit year, not a date at all: each refused alone
    const more = [
      { code: ticket!.code, scannedAt: "2026-02-30T10:00:00Z", nonce: randomUUID() },
      { code: ticket!.code, scannedAt: "99999-01-01T00:00:00Z", nonce: randomUUID() },
      { code: ticket!.code, scannedAt: "yesterday", nonce: randomUUID() },
      { code: third!.code, scannedAt: minutesAgo(1), nonce: randomUUID() },
    ];
    const mixed = await send(concert.eventId, phoneA, more);
    expect(mixed.code).toBe(200);
    expect(mixed.payload.results.slice(0, 3)).toEqual(
      more.slice(0, 3).map((m) => invalid(m.nonce)),
    );
    expect(mixed.payload.results[3]).toMatchObject({ result: "ADMITTED", ticketId: third!.id });
    expect(await stored(concert.eventId)).toHaveLength(2);
  });
});

describe("who may use the door", () => {
  it("refuses visitors and vendors (403) and anonymous callers (401); the counts are the organisers'", async () => {
    const db = await getDb();
    const concert = await insertConcert(db, { count: 1 });
    const visitor = await signedInAccount(db, "visitor", "Visitor");
    const vendor = await signedInAccount(db, "vendor", "Vendor");
    for (const session of [visitor, vendor]) {
      expect(
        (await send(concert.eventId, session, [{ code: concert.tickets[0]!.code }])).code,
      ).toBe(403);
      expect((await snapshot(concert.eventId, { session })).status).toBe(403);
      const events = await api(
        new Request("http://localhost/api/door/v1/events", { headers: { cookie: session.cookie } }),
      );
      expect(events.status).toBe(403);
    }
    const anonymous = await api(new Request("http://localhost/api/door/v1/events"));
    expect(anonymous.status).toBe(401);
    const staffCounts = await api(
      new Request(`http://localhost/api/admin/v1/events/${concert.eventId}/door`, {
        headers: { cookie: staff.cookie },
      }),
    );
    expect(staffCounts.status).toBe(403);
    const list = await read(
      await api(
        new Request("http://localhost/api/door/v1/events", { headers: { cookie: staff.cookie } }),
      ),
    );
    expect(list.payload.events.map((e: { eventId: number }) => e.eventId)).toContain(
      concert.eventId,
    );
    // nothing was stored for the refused callers
    const stored = await db.select().from(doorScans).where(eq(doorScans.eventId, concert.eventId));
    expect(stored).toHaveLength(0);
  });

  it("refuses a batch that is too large or malformed with a clear 400", async () => {
    const concert = await insertConcert(await getDb(), { count: 1 });
    const code = concert.tickets[0]!.code;
    const tooMany = await send(
      concert.eventId,
      phoneA,
      Array.from({ length: 501 }, () => ({ code })),
    );
    expect(tooMany.code).toBe(400);
    expect(JSON.stringify(tooMany)).toContain("At most 500 scans");
    // a time longer than any instant, or with a control character, is no scannedAt at all
    const longTime = await send(concert.eventId, phoneA, [
      { code, scannedAt: `${new Date().toISOString()}${" ".repeat(30)}` },
    ]);
    expect(longTime.code).toBe(400);
    const controlTime = await send(concert.eventId, phoneA, [
      { code, scannedAt: "2026-07-04T23:42:00\u0000Z" },
    ]);
    expect(controlTime.code).toBe(400);
    const controlCharacter = await send(concert.eventId, phoneA, [{ code }], {
      gate: "Gate\u00001",
    });
    expect(controlCharacter.code).toBe(400);
    const unknownEvent = await send(2147483647, phoneA, [{ code }]);
    expect(unknownEvent.code).toBe(404);
  });
});
