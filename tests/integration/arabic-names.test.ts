import { asc, eq } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as ticketsPdfRoute } from "@/app/[locale]/(site)/tickets/[orderId]/tickets.pdf/route";
import { getDb } from "@/db/client";
import {
  addons,
  booths,
  emailOutbox,
  orderItems,
  payments,
  sections,
  tickets,
  vendors,
} from "@/db/schema";
import type { StripeLocal } from "@/tools/stripe-local/server";
import {
  checkout,
  createBooths,
  createSeats,
  createVendor,
  payAndDeliver,
  startProvider,
  stopProvider,
  type TestVendor,
} from "../support/payments";
import { api, params } from "../support/requests";

// Sections and add-ons have Arabic names beside their English ones: an Arabic reader's receipt,
// invoice and tickets name them in Arabic, and the tickets PDF follows the order's language.

let provider: StripeLocal;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => stopProvider(provider));

const SECTION_AR = "شاحنات الطعام والباعة";
const ADDON = "Garbage fee (weekend)";
const ADDON_AR = "رسوم النفايات (عطلة نهاية الأسبوع)";

/** A checkout sent from a page in `locale` (the order keeps the page's language). */
async function checkoutIn(locale: "en" | "ar", buyer: TestVendor, body: Record<string, unknown>) {
  const answer = await checkout(buyer, body, undefined, locale);
  expect(answer.code, JSON.stringify(answer.payload)).toBe(200);
  return answer.payload as { orderId: number; sessionId: string };
}

/** The text a PDF reader extracts, page by page. */
async function pdfText(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await pdf.destroy();
  return pages;
}

/** A food booth with the organiser's Arabic section name and an Arabic default add-on. */
async function arabicFoodBooth() {
  const db = await getDb();
  const { eventId, ids, names } = await createBooths([120_000]);
  const [booth] = await db.select().from(booths).where(eq(booths.id, ids[0]!));
  await db
    .update(sections)
    .set({ isFood: true, nameAr: SECTION_AR })
    .where(eq(sections.id, booth!.sectionId));
  await db.insert(addons).values({
    eventId,
    name: ADDON,
    nameAr: ADDON_AR,
    priceCents: 25_000,
    appliesTo: "FOOD",
    addedByDefault: true,
  });
  return { boothId: ids[0]!, boothName: names[0]! };
}

describe("an Arabic reader's booth order", () => {
  it("names the section and the add-on in Arabic in the receipt e-mail and the invoice PDF", async () => {
    const db = await getDb();
    const { boothId, boothName } = await arabicFoodBooth();
    const buyer = await createVendor("Arabic names");
    await db.update(vendors).set({ locale: "ar" }).where(eq(vendors.id, buyer.vendorId));
    const { orderId, sessionId } = await checkoutIn("ar", buyer, {
      cartItemModelList: [{ eventId: boothId }],
    });
    await payAndDeliver(provider, sessionId);
    const kinds = await db
      .select({ kind: orderItems.kind })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    expect(kinds.map((k) => k.kind).sort()).toEqual(["ADDON", "BOOTH"]);

    const [receipt] = await db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, orderId))
      .orderBy(asc(emailOutbox.id));
    expect(receipt!.text).toContain(SECTION_AR);
    expect(receipt!.text).toContain(`${ADDON_AR} — ${boothName}`);
    expect(receipt!.text).not.toContain(ADDON);

    const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
    const number = `INV-${String(payment!.invoiceNumber).padStart(6, "0")}`;
    const response = await api(
      new Request(`http://localhost/api/v1/invoices/${number}`, {
        headers: { cookie: buyer.cookie },
      }),
    );
    expect(response.status).toBe(200);
    const [page] = await pdfText(Buffer.from(await response.arrayBuffer()));
    expect(page).toContain(SECTION_AR);
    // the add-on's Arabic words as written, its brackets whole (no "(Garbage fee (weekend")
    expect(page).toContain("رسوم النفايات");
    expect(page).toContain("عطلة نهاية الأسبوع");
    expect(page).not.toContain("Garbage fee");
  }, 180_000);

  it("keeps the English names in an English reader's receipt", async () => {
    const db = await getDb();
    const { boothId, boothName } = await arabicFoodBooth();
    const buyer = await createVendor("English names");
    const { orderId, sessionId } = await checkoutIn("en", buyer, {
      cartItemModelList: [{ eventId: boothId }],
    });
    await payAndDeliver(provider, sessionId);
    const [receipt] = await db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, orderId))
      .orderBy(asc(emailOutbox.id));
    expect(receipt!.text).toContain(`${ADDON} — ${boothName}`);
    expect(receipt!.text).not.toContain(SECTION_AR);
  });
});

describe("the tickets PDF's language", () => {
  it("is the order's, as its calendar file's is, whatever the account's language", async () => {
    const buyer = await createVendor("Tickets in Arabic");
    const { orderId, sessionId } = await checkoutIn("ar", buyer, {
      checkoutType: "TICKETS",
      seatIds: await createSeats([3000]),
    });
    await payAndDeliver(provider, sessionId);
    const issued = await (await getDb()).select().from(tickets).where(eq(tickets.orderId, orderId));
    expect(issued).toHaveLength(1);
    const response = await ticketsPdfRoute(
      new Request(`http://localhost/tickets/${orderId}/tickets.pdf`, {
        headers: { cookie: buyer.cookie },
      }),
      params({ orderId: String(orderId) }),
    );
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.toString("latin1")).toContain("/Lang (ar)");
    const [page] = await pdfText(bytes);
    expect(page).toContain("الصف");
  });
});
