import { desc, eq } from "drizzle-orm";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { emailOutbox, events } from "@/db/schema";
import { codeVerifier } from "@/lib/door/verify";
import { vendorPasses } from "@/lib/door/passes";
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
// receipt e-mail as a QR code and shown on the vendor's profile; a ticket order gets none.

let provider: StripeLocal;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => stopProvider(provider));

/** The text of the QR code in a PNG. */
async function readQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
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
    const pngs = receipt!.attachments!.filter((a) => a.contentType === "image/png");
    expect(pngs.map((a) => a.filename)).toEqual(names.map((n) => `booth-pass-${orderId}-${n}.png`));

    const [event] = await db
      .select({ guid: events.guid })
      .from(events)
      .where(eq(events.id, eventId));
    const { verify } = await codeVerifier(ticketPublicKey());
    const scanned = await Promise.all(
      pngs.map(async (a) => verify((await readQr(Buffer.from(a.base64, "base64")))!)),
    );
    expect(scanned).toEqual(ids.map((b) => ({ v: 1, k: "vendor", o: orderId, b, e: event!.guid })));

    const profile = await vendorPasses({ vendorId: vendor.vendorId });
    expect(profile.map((p) => [p.orderId, p.booth])).toEqual(names.map((n) => [orderId, n]));
    expect(profile[0]!.qrSvg).toMatch(/^<svg/);
    expect(await verify(profile[0]!.code)).toMatchObject({ k: "vendor", o: orderId, b: ids[0] });
  });
});
