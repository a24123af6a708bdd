import { createPublicKey, verify } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as calendarRoute } from "@/app/[locale]/(site)/tickets/[orderId]/calendar.ics/route";
import { GET as pdfRoute } from "@/app/[locale]/(site)/tickets/[orderId]/tickets.pdf/route";
import { getDb } from "@/db/client";
import { emailOutbox, tickets } from "@/db/schema";
import { ticketTotals } from "@/lib/pricing";
import { listTicketsForAccount } from "@/db/queries/tickets";
import { signTicket, verifyTicket } from "@/lib/ticketing/signing";
import { ticketViews } from "@/lib/ticketing/views";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { params, read, api } from "../support/requests";
import {
  checkout,
  createSeats,
  createVendor,
  deliver,
  startProvider,
  stopProvider,
  vendorPost,
  type TestVendor,
  payAndDeliver,
} from "../support/payments";

// A ticket order paid in full issues one ticket per seat, with a QR code a scanner can verify
// offline, e-mailed as a PDF with a calendar file; a deposit keeps the seats without tickets.

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

  it("a deposit keeps the seats without tickets; paying the balance issues them", async () => {
    const buyer = await createVendor("Deposit");
    const seatIds = await createSeats([10000]);
    const total = ticketTotals([10000]).totalCents;
    const started = await checkout(buyer, {
      checkoutType: "TICKETS",
      seatIds,
      paidAmount: Math.ceil(total / 2) / 100,
    });
    await payAndDeliver(provider, started.payload.sessionId);
    expect(await ticketsOf(started.payload.orderId)).toEqual([]);

    const balance = await read(
      await api(vendorPost(buyer, "/api/v1/order/balance", { orderId: started.payload.orderId })),
    );
    expect(balance.code).toBe(200);
    await payAndDeliver(provider, balance.payload.sessionId);
    expect(await ticketsOf(started.payload.orderId)).toHaveLength(1);
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
