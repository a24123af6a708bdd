import { createPublicKey, verify } from "node:crypto";
import { inflateSync } from "node:zlib";
import { desc, eq, inArray } from "drizzle-orm";
import QRCode from "qrcode";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as calendarRoute } from "@/app/[locale]/(site)/tickets/[orderId]/calendar.ics/route";
import { GET as pdfRoute } from "@/app/[locale]/(site)/tickets/[orderId]/tickets.pdf/route";
import { getDb } from "@/db/client";
import { events, emailOutbox, orderItems, orders, payments, seats, tickets } from "@/db/schema";
import { orderItemsOf } from "@/lib/orders/queries/view";
import { transaction } from "@/db/queries/transaction";
import { listTicketsForAccount } from "@/lib/tickets/queries";
import { signTicket, verifyTicket } from "@/lib/tickets/signing";
import { issueTickets } from "@/lib/tickets/issue";
import { ticketViews } from "@/lib/tickets/views";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { createOrganiser } from "../support/fixtures";
import { params, read, api } from "../support/requests";
import {
  checkout,
  createSeats,
  createVendor,
  deliver,
  startProvider,
  stopProvider,
  type TestVendor,
  payAndDeliver,
} from "../support/payments";

// A ticket order paid in full issues one ticket per seat, with a QR code a scanner can verify
// offline, e-mailed as a PDF with a calendar file. Ticket orders take no deposit.

let provider: StripeLocal;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => stopProvider(provider));

const ticketsOf = async (orderId: number) =>
  (await getDb()).select().from(tickets).where(eq(tickets.orderId, orderId));
const mailsTo = async (email: string) =>
  (await getDb())
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.id));

function get(handler: typeof pdfRoute, vendor: TestVendor, orderId: number) {
  return handler(
    new Request(`http://localhost/tickets/${orderId}/x`, { headers: { cookie: vendor.cookie } }),
    params({ orderId: String(orderId) }),
  );
}

describe("tickets for a paid ticket order", () => {
  it("issues one ticket per seat once, e-mails them with a PDF and a calendar file, and serves both to the buyer only", async () => {
    const buyer = await createVendor("Buyer");
    const seatIds = await createSeats([3000, 3000]);
    const started = await checkout(buyer, { checkoutType: "TICKETS", seatIds });
    expect(started.code).toBe(200);
    const payload = await payAndDeliver(provider, started.payload.sessionId);
    expect((await deliver(payload)).status).toBe(200); // a redelivery issues nothing twice

    const issued = await ticketsOf(started.payload.orderId);
    expect(issued.map((t) => t.seatLabel).sort()).toEqual(["Row 1, Seat 1", "Row 1, Seat 2"]);
    expect(issued.every((t) => t.voidedAt === null && t.holderName === "Test Vendor")).toBe(true);

    const mails = (await mailsTo(buyer.email)).filter((m) => m.subject.includes("your tickets"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Row 1, Seat 1; Row 1, Seat 2");
    expect(mails[0]!.attachments!.map((a) => [a.filename, a.contentType])).toEqual([
      [`tickets-order-${started.payload.orderId}.pdf`, "application/pdf"],
      ["event.ics", "text/calendar"],
    ]);
    const pdfAttachment = Buffer.from(mails[0]!.attachments![0]!.base64, "base64");
    expect(pdfAttachment.subarray(0, 5).toString()).toBe("%PDF-");

    const pdf = await get(pdfRoute, buyer, started.payload.orderId);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const ics = await get(calendarRoute, buyer, started.payload.orderId);
    expect(ics.status).toBe(200);
    const calendar = await ics.text();
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar).toContain("DTSTART:20300701T180000Z");

    const stranger = await createVendor("Stranger");
    expect((await get(pdfRoute, stranger, started.payload.orderId)).status).toBe(404);
    expect((await get(calendarRoute, stranger, started.payload.orderId)).status).toBe(404);
  });
});

/** The RGB pixels of every image a PDF holds (its QR codes; pdfkit keeps their alpha apart). */
function pdfImages(pdf: Buffer): Buffer[] {
  const text = pdf.toString("latin1");
  const images: Buffer[] = [];
  for (const m of text.matchAll(/<<([^<>]*\/Subtype \/Image[^<>]*)>>\s*stream\r?\n/g)) {
    if (!m[1]!.includes("/DeviceRGB")) continue;
    const length = Number(/\/Length (\d+)/.exec(m[1]!)![1]);
    const start = m.index + m[0].length;
    images.push(inflateSync(pdf.subarray(start, start + length)));
  }
  return images;
}

/** The pixels of the QR code a ticket page prints for `code` (its size and margin). */
async function qrPixels(code: string): Promise<Buffer> {
  const png = await QRCode.toBuffer(code, {
    type: "png",
    errorCorrectionLevel: "M",
    margin: 1,
    width: 480,
  });
  return sharp(png).removeAlpha().raw().toBuffer();
}

describe("an order whose seats belong to two events", () => {
  it("has each ticket signed, printed, listed and voided under its own seat's event", async () => {
    const db = await getDb();
    const buyer = await createVendor("TwoEvents");
    const [first] = await createSeats([3000]);
    const [second] = await createSeats([4000]);
    const seatRows = await db
      .select({ id: seats.id, eventId: seats.eventId, guid: events.guid, name: events.name })
      .from(seats)
      .innerJoin(events, eq(events.id, seats.eventId))
      .where(inArray(seats.id, [first!, second!]));
    const seatEvent = new Map(seatRows.map((s) => [s.id, s]));
    const [eventA, eventB] = [seatEvent.get(first!)!, seatEvent.get(second!)!];
    expect(eventA.eventId).not.toBe(eventB.eventId);

    // Written straight to the database, not through checkout (which is to keep a ticket order to
    // one event): an order that has seats of two events still gets each ticket right.
    const [order] = await db
      .insert(orders)
      .values({
        vendorId: buyer.vendorId,
        eventId: eventA.eventId,
        checkoutType: "TICKETS",
        status: "PAID",
        subtotalCents: 7000,
        feesCents: 0,
        taxCents: 0,
        totalCents: 7000,
        paidCents: 7000,
        balanceCents: 0,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    await db.insert(orderItems).values(
      [first!, second!].map((seatId, i) => ({
        orderId,
        kind: "SEAT" as const,
        seatId,
        name: `Row 1, Seat ${i + 1}`,
        unitPriceCents: i === 0 ? 3000 : 4000,
        fulfilled: true,
      })),
    );
    await db
      .update(seats)
      .set({ status: "SOLD", vendorId: buyer.vendorId })
      .where(inArray(seats.id, [first!, second!]));
    await db
      .insert(payments)
      .values({ orderId, kind: "INITIAL", method: "CASH", amountCents: 7000, status: "PAID" });

    const mail = await transaction(async (tx) =>
      issueTickets(
        tx,
        { id: orderId, paidCents: 7000, locale: "en" },
        { contactName: "Test Vendor", email: buyer.email },
        await orderItemsOf(tx, orderId),
      ),
    );
    const issued = await ticketsOf(orderId);
    expect(issued).toHaveLength(2);
    for (const t of issued) expect(t.eventId).toBe(seatEvent.get(t.seatId)!.eventId);

    // The tickets page's codes, and the QR codes of the e-mailed and downloaded PDFs, name the
    // event of each ticket's own seat.
    const views = await ticketViews(await listTicketsForAccount({ accountId: buyer.vendorId }));
    const own = new Map(
      issued.map((t) => [
        t.id,
        signTicket({ t: t.id, e: seatEvent.get(t.seatId)!.guid, s: t.seatLabel }),
      ]),
    );
    for (const view of views) {
      expect(view.code).toBe(own.get(view.id));
      expect(verifyTicket(view.code)!.e).toBe(view.event.guid);
    }
    const expected = await Promise.all([...own.values()].map(qrPixels));
    const emailed = pdfImages(Buffer.from(mail!.attachments![0]!.base64, "base64"));
    const served = pdfImages(
      Buffer.from(await (await get(pdfRoute, buyer, orderId)).arrayBuffer()),
    );
    for (const images of [emailed, served]) {
      expect(images).toHaveLength(2);
      for (const pixels of expected)
        expect(
          images.some((i) => i.equals(pixels)),
          "the QR code of its own event's code",
        ).toBe(true);
    }
    const calendar = await (await get(calendarRoute, buyer, orderId)).text();
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    for (const { name } of [eventA, eventB]) expect(calendar).toContain(`SUMMARY:${name}`);

    // A refund voids each ticket under its own event, for that event's door scanners.
    const organiser = await createOrganiser(db);
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const refund = await read(
      await api(
        new Request(`http://localhost/api/admin/v1/orders/${orderId}/refunds`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            cookie: organiser.cookie,
            "x-xsrf-token": organiser.csrf,
          },
          body: JSON.stringify({
            amountCents: 7000,
            reason: "Two events",
            releaseItems: items.map((i) => i.id),
          }),
        }),
      ),
    );
    expect(refund.code, JSON.stringify(refund.payload)).toBe(201);
    for (const { eventId } of [eventA, eventB]) {
      const voided = await read(
        await api(
          new Request(`http://localhost/api/tickets/v1/voided?eventId=${eventId}`, {
            headers: { cookie: organiser.cookie },
          }),
        ),
      );
      expect(voided.payload.tickets.map((t: { ticketId: string }) => t.ticketId)).toEqual(
        issued.filter((t) => seatEvent.get(t.seatId)!.eventId === eventId).map((t) => t.id),
      );
    }
  });
});

describe("ticket codes", () => {
  it("verify offline with the published public key, and refuse any change", async () => {
    const answer = await read(await api(new Request("http://localhost/api/tickets/v1/public-key")));
    expect(answer.payload).toMatchObject({ algorithm: "Ed25519" });
    const raw = Buffer.from(answer.payload.publicKey as string, "base64url");
    expect(raw).toHaveLength(32);
    // a scanner builds the key from the raw 32 bytes (SPKI header + key) and checks the signature
    const key = createPublicKey({
      key: Buffer.concat([Buffer.from("302a300506032b6570032100", "hex"), raw]),
      format: "der",
      type: "spki",
    });
    const code = signTicket({ t: "ticket-1", e: "event-guid", s: "Row 3, Seat 4" });
    const [prefix, body, signature] = code.split(".");
    expect(
      verify(null, Buffer.from(`${prefix}.${body}`), key, Buffer.from(signature!, "base64url")),
    ).toBe(true);
    expect(verifyTicket(code)).toEqual({
      v: 1,
      t: "ticket-1",
      e: "event-guid",
      s: "Row 3, Seat 4",
    });

    const forged = Buffer.from(
      JSON.stringify({ v: 1, t: "ticket-1", e: "event-guid", s: "Row 1, Seat 1" }),
    ).toString("base64url");
    for (const bad of [`${prefix}.${forged}.${signature}`, code.slice(0, -2), "MT1..", "x"])
      expect(verifyTicket(bad)).toBeNull();
  });

  it("are accepted in their one canonical spelling only", async () => {
    const buyer = await createVendor("Canonical");
    const started = await checkout(buyer, {
      checkoutType: "TICKETS",
      seatIds: await createSeats([3000]),
    });
    await payAndDeliver(provider, started.payload.sessionId);
    const [ticket] = await ticketViews(await listTicketsForAccount({ accountId: buyer.vendorId }));
    const code = ticket!.code;
    expect(verifyTicket(code)).toMatchObject({ t: ticket!.id, e: ticket!.event.guid });

    // The signature's 64 bytes take 86 characters: the last one carries 2 bits, and the other 4
    // are unused, so 15 other characters decode to the same bytes.
    const [prefix, body, signature] = code.split(".") as [string, string, string];
    const bytes = Buffer.from(signature, "base64url");
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const sameBytes = [...alphabet]
      .map((c) => `${signature.slice(0, -1)}${c}`)
      .filter((s) => s !== signature && Buffer.from(s, "base64url").equals(bytes));
    expect(sameBytes).toHaveLength(15);
    for (const spelling of sameBytes)
      expect(verifyTicket(`${prefix}.${body}.${spelling}`), spelling).toBeNull();
    // Padding, the standard alphabet's letters and a trailing part decode alike too.
    const standard = signature.replace(/-/g, "+").replace(/_/g, "/");
    for (const other of [
      `${code}==`,
      ...(standard === signature ? [] : [`${prefix}.${body}.${standard}`]),
      `${code}.extra`,
    ])
      expect(verifyTicket(other), other).toBeNull();
  });
});
