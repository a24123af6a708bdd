import { desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as calendarRoute } from "@/app/[locale]/(site)/tickets/[orderId]/calendar.ics/route";
import { getDb } from "@/db/client";
import { emailOutbox, events, seats } from "@/db/schema";
import { stripe } from "@/lib/payments/stripe";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { params, api } from "../support/requests";
import {
  createSeats,
  createVendor,
  paymentRequest,
  payAndDeliver,
  startProvider,
  stopProvider,
  type TestVendor,
} from "../support/payments";

// A ticket order placed from an Arabic page: the payment page's lines, the e-mailed calendar file
// and the one downloaded later name the concert, its place and the seats in Arabic.

let provider: StripeLocal;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => stopProvider(provider));

const CONCERT = "ليلة طرب تجريبية على المسرح";
const PLACE = "المسرح التجريبي";

/** Seats of a new concert whose organiser wrote its Arabic name and place. */
async function arabicConcertSeats(prices: number[]) {
  const ids = await createSeats(prices);
  const db = await getDb();
  const [seat] = await db.select().from(seats).where(inArray(seats.id, ids)).limit(1);
  await db
    .update(events)
    .set({ nameAr: CONCERT, locationAr: PLACE, dateTextAr: "1 يوليو 2030" })
    .where(eq(events.id, seat!.eventId));
  return ids;
}

/** POST /api/v1/payment as a page in `locale` sends it (Accept-Language: the page's language). */
async function checkoutFrom(locale: string, buyer: TestVendor, seatIds: number[]) {
  const request = paymentRequest(buyer, { checkoutType: "TICKETS", seatIds });
  request.headers.set("accept-language", locale);
  const answer = (await (await api(request)).json()) as {
    status: string;
    payload: { orderId: number; sessionId: string };
  };
  expect(answer.status).toBe("OK");
  return answer.payload;
}

/** The names of a Checkout Session's lines, as the provider's payment page lists them. */
async function lineNames(sessionId: string) {
  const session = await stripe().checkout.sessions.retrieve(sessionId, { expand: ["line_items"] });
  return session.line_items!.data.map((l) => l.description);
}

/** The calendar file's lines, folded lines joined again. */
const icsLines = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("a ticket order placed in Arabic", () => {
  it("is named in Arabic on the payment page and in the calendar file, e-mailed and downloaded", async () => {
    const buyer = await createVendor("Arabic buyer");
    const seatIds = await arabicConcertSeats([3000, 3000]);
    const { orderId, sessionId } = await checkoutFrom("ar", buyer, seatIds);

    expect(await lineNames(sessionId)).toEqual([
      "المقعد: الصف 1، المقعد 1",
      "المقعد: الصف 1، المقعد 2",
      "رسوم الخدمة (2.9%)",
      "ضريبة المبيعات المنسقة (HST) 13%",
    ]);

    await payAndDeliver(provider, sessionId);
    const db = await getDb();
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, buyer.email))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const attached = mail!.attachments!.find((a) => a.filename === "event.ics")!;
    const downloaded = await calendarRoute(
      new Request(`http://localhost/ar/tickets/${orderId}/calendar.ics`, {
        headers: { cookie: buyer.cookie },
      }),
      params({ orderId: String(orderId) }),
    );
    expect(downloaded.status).toBe(200);
    for (const ics of [
      Buffer.from(attached.base64, "base64").toString("utf8"),
      await downloaded.text(),
    ]) {
      const lines = icsLines(ics);
      expect(lines).toContain(`SUMMARY:${CONCERT}`);
      expect(lines).toContain(`LOCATION:${PLACE}، 1 Test Way`);
      expect(lines).toContain("DESCRIPTION:مقاعدك: الصف 1، المقعد 1؛ الصف 1، المقعد 2");
    }
    expect(mail!.text).toContain("الصف 1، المقعد 1؛ الصف 1، المقعد 2");
  });

  it("stays English when placed from an English page", async () => {
    const buyer = await createVendor("English buyer");
    const seatIds = await arabicConcertSeats([3000]);
    const { sessionId } = await checkoutFrom("en-CA", buyer, seatIds);
    expect((await lineNames(sessionId))[0]).toBe("Seat: Row 1, Seat 1");
  });
});
