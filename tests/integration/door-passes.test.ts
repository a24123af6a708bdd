import { desc, eq } from "drizzle-orm";
import jsQR from "jsqr";
import { createCanvas } from "@napi-rs/canvas";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { emailOutbox, events } from "@/db/schema";
import { codeVerifier } from "@/lib/door/verify";
import { vendorPasses } from "@/lib/door/passes";
import { formatShortCode } from "@/lib/door/short-code";
import { ticketPublicKey } from "@/lib/tickets/signing";
import type { StripeLocal } from "@/tools/stripe-local/server";
import {
  boothCart,
  checkout,
  createBooths,
  createVendor,
  payAndDeliver,
  startProvider,
  stopProvider,
} from "../support/payments";

// A booked booth's door pass: a code signed like a ticket, kind "vendor", attached to the
// receipt e-mail as a card in a PDF (its QR code, and its short code printed under it), and shown
// on the vendor's profile; a ticket order gets none.

let provider: StripeLocal;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => stopProvider(provider));

/** Each page of a PDF as a reader sees it: its text, and the text of the QR code drawn on it. */
async function readPdf(base64: string) {
  const data = new Uint8Array(Buffer.from(base64, "base64"));
  const pdf = await getDocument({ data, isEvalSupported: false }).promise;
  const pages: { text: string; qr: string | null }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const viewport = page.getViewport({ scale: 2 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext("2d");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    pages.push({
      text: content.items.map((item) => ("str" in item ? item.str : "")).join(" "),
      qr: jsQR(new Uint8ClampedArray(pixels.data), canvas.width, canvas.height)?.data ?? null,
    });
  }
  await pdf.destroy();
  return pages;
}

describe("vendor passes", () => {
  it("attaches each booked booth's pass to the receipt e-mail and lists it on the profile", async () => {
    const vendor = await createVendor("Pass");
    const { eventId, ids, names } = await createBooths([30000, 30000]);
    const started = await checkout(vendor, boothCart(ids));
    expect(started.code, JSON.stringify(started.payload)).toBe(200);
    await payAndDeliver(provider, started.payload.sessionId);
    const orderId = started.payload.orderId as number;

    const db = await getDb();
    const [receipt] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, vendor.email))
      .orderBy(desc(emailOutbox.id));
    expect(receipt!.subject).toContain(`receipt for order ${orderId}`);
    expect(receipt!.text).toContain(
      `Your booth passes are attached (${names.join(", ")}): show each at the gate when you arrive to set up.`,
    );
    // one PDF, a card per booth
    expect(receipt!.attachments!.map((a) => [a.filename, a.contentType])).toEqual([
      [`booth-passes-${orderId}.pdf`, "application/pdf"],
    ]);
    const cards = await readPdf(receipt!.attachments![0]!.base64);

    const [event] = await db
      .select({ guid: events.guid })
      .from(events)
      .where(eq(events.id, eventId));
    const { verify } = await codeVerifier(ticketPublicKey());
    const scanned = await Promise.all(cards.map(async (c) => verify(c.qr!)));
    expect(scanned).toEqual(ids.map((b) => ({ v: 1, k: "vendor", o: orderId, b, e: event!.guid })));

    const profile = await vendorPasses({ vendorId: vendor.vendorId });
    expect(profile.map((p) => [p.orderId, p.booth])).toEqual(names.map((n) => [orderId, n]));
    // each card prints its booth and, under its QR code, its short code; the e-mail names it too
    profile.forEach((pass, i) => {
      const shortCode = formatShortCode(pass.shortCode);
      expect(cards[i]!.text).toContain(`Booth ${pass.booth}`);
      expect(cards[i]!.text).toMatch(new RegExp(`Pass ${shortCode}$`));
      expect(receipt!.text).toContain(`Booth ${pass.booth}: pass number ${shortCode}`);
    });
    expect(profile[0]!.qrSvg).toMatch(/^<svg/);
    expect(await verify(profile[0]!.code)).toMatchObject({ k: "vendor", o: orderId, b: ids[0] });
  });
});
