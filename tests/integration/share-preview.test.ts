import { createCanvas, loadImage } from "@napi-rs/canvas";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { events, seats } from "@/db/schema";
import { uploadEventImage } from "@/lib/events/images";
import { findEventByGuid, findEventById } from "@/lib/events/queries/public";
import { findSeatEvent, listSeats } from "@/lib/seats/queries";
import { localizeEvent } from "@/lib/i18n/localize";
import { eventShareCard } from "@/lib/site/share-card";
import { renderSharePreview } from "@/lib/site/share-image";
import { ticketOffers } from "@/lib/site/structured-data";
import { createOrganiser, insertBoothEvent, insertShow, type Organiser } from "../support/fixtures";

// A shared link's preview of a stored event in both languages: a 1200 x 630 PNG (read from its
// header), with the picture an organiser uploaded (bytes kept in PostgreSQL) behind the text; and
// a stored show's offers, from its seats and its ticket sales end by the database's clock.

function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The colour of a pixel of a PNG. */
async function pixel(png: Buffer, x: number, y: number) {
  const canvas = createCanvas(1200, 630);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(await loadImage(png), 0, 0);
  const [r, g, b] = ctx.getImageData(x, y, 1, 1).data;
  return { r: r!, g: g!, b: b! };
}

let organiser: Organiser;
beforeAll(async () => {
  organiser = await createOrganiser(await getDb());
});

describe("the preview of a stored event", { timeout: 60_000 }, () => {
  it("is a 1200 x 630 PNG in English and Arabic, over the organiser's uploaded picture", async () => {
    const { eventId } = await insertBoothEvent(await getDb(), "Share preview fair", [1000]);
    const red = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 220, g: 20, b: 20 } },
    })
      .png()
      .toBuffer();
    await uploadEventImage(
      organiser.id,
      eventId,
      new File([new Uint8Array(red)], "red.png", { type: "image/png" }),
    );
    const { guid } = (await findEventById({ id: eventId }))!;
    const stored = (await findEventByGuid({ guid }))!;
    expect(stored.image).toMatch(/^\/media\/\d+-[0-9a-f]{8}\.webp$/);

    for (const locale of ["en", "ar"] as const) {
      const card = eventShareCard(localizeEvent(stored, locale), locale);
      expect(card.imagePath).toBe(stored.image);
      const png = await renderSharePreview(card);
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      // The picture shows through the lighter shading on the side away from the text.
      const seen = await pixel(png, locale === "ar" ? 40 : 1160, 300);
      expect(seen.r).toBeGreaterThan(seen.b + 60);
    }

    // Without a picture the card is the site's night blue.
    const plain = await renderSharePreview({ title: "Fair", lines: [], locale: "en" });
    expect(await pixel(plain, 1160, 300)).toEqual({ r: 0x1b, g: 0x1f, b: 0x3b });
  });
});

describe("a stored show's offers", () => {
  /** The offers as the show's pages read them (public-data's getTicketSales, uncached). */
  async function offersOf(eventId: number) {
    const event = (await findSeatEvent({ eventId }))!;
    const sold = await listSeats({ eventId });
    return ticketOffers(
      { salesEnd: event.ticketSalesEnd, salesEnded: event.ticketSalesEnded, seats: sold },
      "https://example.com/stage",
    );
  }

  it("range over its seats' prices, in stock until sold out or its sales end", async () => {
    const db = await getDb();
    const { eventId, seatIds } = await insertShow(db, [3000, 5000, 10_000]);
    expect(await offersOf(eventId)).toEqual({
      "@type": "AggregateOffer",
      lowPrice: "30.00",
      highPrice: "100.00",
      priceCurrency: "CAD",
      availability: "https://schema.org/InStock",
      url: "https://example.com/stage",
    });

    const end = new Date(Date.now() + 86_400_000);
    await db.update(events).set({ ticketSalesEnd: end }).where(eq(events.id, eventId));
    expect(await offersOf(eventId)).toMatchObject({
      availability: "https://schema.org/InStock",
      validThrough: end.toISOString(),
    });

    await db.update(seats).set({ status: "SOLD" }).where(eq(seats.eventId, eventId));
    expect((await offersOf(eventId))?.availability).toBe("https://schema.org/SoldOut");

    await db.update(seats).set({ status: "AVAILABLE" }).where(eq(seats.id, seatIds[0]!));
    const ended = new Date(Date.now() - 60_000);
    await db.update(events).set({ ticketSalesEnd: ended }).where(eq(events.id, eventId));
    expect(await offersOf(eventId)).toMatchObject({
      availability: "https://schema.org/SoldOut",
      validThrough: ended.toISOString(),
    });
  });
});
