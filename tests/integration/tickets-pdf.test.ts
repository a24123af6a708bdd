import { eq } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as pdfRoute } from "@/app/[locale]/(site)/tickets/[orderId]/tickets.pdf/route";
import { getDb } from "@/db/client";
import { events, tickets, vendors } from "@/db/schema";
import { formatShortCode } from "@/lib/door/short-code";
import { seatLabelIn } from "@/lib/seats/seat-shapes";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { params } from "../support/requests";
import {
  checkout,
  createSeats,
  createVendor,
  payAndDeliver,
  startProvider,
  stopProvider,
} from "../support/payments";

// The tickets PDF carries Arabic as written (joined letters, read right to left), prints each
// ticket on one page, and is tagged for screen readers in the order's language.

let provider: StripeLocal;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => stopProvider(provider));

/** What a reader of the PDF gets: its title, its pages' text, and the raw file. */
async function readPdf(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  const pages: string[] = [];
  const structure: string[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
        .join(""),
    );
    const roles: string[] = [];
    const walk = (node: { role?: string; children?: unknown[] }) => {
      if (node.role) roles.push(node.role);
      for (const child of node.children ?? []) walk(child as typeof node);
    };
    walk((await page.getStructTree()) ?? {});
    structure.push(roles);
  }
  await pdf.destroy();
  const raw = bytes.toString("latin1");
  const catalog = /<<\s*\/Type \/Catalog[\s\S]*?>>\nendobj/.exec(raw)?.[0] ?? "";
  return { title: info.Title, pages, structure, raw, catalog };
}

describe("the tickets PDF", () => {
  it("prints an Arabic buyer's two tickets one per page, with the name as written, tagged in Arabic", async () => {
    const buyer = await createVendor("Arabic buyer");
    await (
      await getDb()
    )
      .update(vendors)
      .set({ contactName: "سارة أحمد", locale: "ar" })
      .where(eq(vendors.id, buyer.vendorId));
    // bought from an Arabic page: the order's language is the PDF's
    const started = await checkout(
      buyer,
      { checkoutType: "TICKETS", seatIds: await createSeats([3000, 3000]) },
      undefined,
      "ar",
    );
    expect(started.code).toBe(200);
    await payAndDeliver(provider, started.payload.sessionId);
    const { orderId } = started.payload;
    const issued = await (await getDb()).select().from(tickets).where(eq(tickets.orderId, orderId));
    expect(issued).toHaveLength(2);
    // the organiser's Arabic name of the event, printed on an Arabic ticket
    await (
      await getDb()
    )
      .update(events)
      .set({ nameAr: "ليلة طرب على المسرح الرئيسي" })
      .where(eq(events.id, issued[0]!.eventId));

    const response = await pdfRoute(
      new Request(`http://localhost/ar/tickets/${orderId}/tickets.pdf`, {
        headers: { cookie: buyer.cookie },
      }),
      params({ orderId: String(orderId) }),
    );
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    const pdf = await readPdf(bytes);

    expect(pdf.pages).toHaveLength(2);
    for (const [i, text] of pdf.pages.entries()) {
      expect(text).toContain("سارة أحمد");
      expect(text).toContain("ليلة طرب على المسرح الرئيسي");
      // each ticket's short code (printed under its QR code) on its own page, and no other's
      const own = issued.filter((t) => text.includes(formatShortCode(t.shortCode)));
      expect(own).toHaveLength(1);
      // the seat in the buyer's language ("Row 1, Seat 1" as "الصف 1، المقعد 1")
      expect(own[0]!.seatLabel).toMatch(/^Row \d+, Seat \d+$/);
      expect(text).toContain(seatLabelIn(own[0]!.seatLabel, "ar"));
      expect(text).not.toContain(own[0]!.seatLabel);
      expect(pdf.structure[i]).toEqual(expect.arrayContaining(["Sect", "H1", "P", "Figure"]));
    }
    const printed = (text: string) =>
      issued.find((t) => text.includes(formatShortCode(t.shortCode)))!.id;
    expect(new Set(pdf.pages.map(printed)).size).toBe(2);
    expect(pdf.title).toBe(`تذاكر Mahrajan Events، الطلب ${orderId}`);
    // the catalog: the document's language and its tags; viewers show the title, not the file name
    expect(pdf.catalog).toContain("/Lang (ar)");
    expect(pdf.catalog).toContain("/StructTreeRoot");
    expect(pdf.raw.includes("/Marked true")).toBe(true);
    expect(pdf.raw.includes("/DisplayDocTitle true")).toBe(true);
  });
});
