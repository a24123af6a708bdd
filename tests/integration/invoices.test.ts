import { asc, eq, sql } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  coupons,
  emailOutbox,
  events,
  invoiceCounter,
  payments,
  refunds,
  siteSettings,
  vendors,
} from "@/db/schema";
import { boothCartTotals, formatCad } from "@/lib/payments/pricing";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { createOrganiser, type Organiser, type SignedIn } from "../support/fixtures";
import {
  boothCart,
  checkout,
  createBooths,
  createVendor,
  deliver,
  eventsFor,
  payAndDeliver,
  paymentsOf,
  startProvider,
  stopProvider,
  vendorPost,
  type TestVendor,
} from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

// Invoices and credit notes: one gapless sequence the database gives as money arrives and goes
// back, and the PDFs their buyer (and only their buyer, or an organiser) can download.

let provider: StripeLocal;
let organiser: Organiser;

const FOUNDATION = "Mahrajan Arts Foundation (invoice test)";
const HST = "987654321 RT0001";

/** The site settings before this file changed them (put back after it, for the other files). */
let storedSettings: (typeof siteSettings.$inferSelect)[];

beforeAll(async () => {
  provider = await startProvider();
  organiser = await createOrganiser(await getDb());
  storedSettings = await (await getDb()).select().from(siteSettings);
  const saved = await read(
    await api(
      jsonRequest(
        "/api/admin/v1/settings",
        {
          foundedOn: "2018-03-01",
          summerAttendees: 60000,
          winterAttendees: 5000,
          summerFestivals: 7,
          winterFestivals: 3,
          legalName: FOUNDATION,
          postalAddress: "300 City Centre Dr\nMississauga, ON L5B 3C1",
          hstNumber: HST,
        },
        { method: "PUT", session: organiser },
      ),
    ),
  );
  expect(saved.code, JSON.stringify(saved.payload)).toBe(200);
  expect(saved.payload).toMatchObject({ legalName: FOUNDATION, hstNumber: HST });
});
afterAll(async () => {
  const db = await getDb();
  await db.delete(siteSettings).where(eq(siteSettings.id, 1));
  if (storedSettings.length) await db.insert(siteSettings).values(storedSettings);
  await stopProvider(provider);
});

const inv = (n: number) => `INV-${String(n).padStart(6, "0")}`;
const cn = (n: number) => `CN-${String(n).padStart(6, "0")}`;

async function counter() {
  const [row] = await (await getDb()).select().from(invoiceCounter);
  return row!.lastNumber;
}

/** A booth order paid with a deposit (40%) through Stripe; answers the vendor and the order. */
async function depositOrder(vendor?: TestVendor) {
  const buyer = vendor ?? (await createVendor("Invoice"));
  const { ids, eventId } = await createBooths([100000]);
  const total = boothCartTotals([100000]).totalCents;
  const res = await checkout(buyer, { ...boothCart(ids), paidAmount: (total * 0.4) / 100 });
  expect(res.code, JSON.stringify(res.payload)).toBe(200);
  await payAndDeliver(provider, res.payload.sessionId);
  return { vendor: buyer, orderId: res.payload.orderId as number, eventId, total };
}

async function payBalance(vendor: TestVendor, orderId: number) {
  const res = await read(await api(vendorPost(vendor, "/api/v1/order/balance", { orderId })));
  expect(res.code, JSON.stringify(res.payload)).toBe(200);
  await payAndDeliver(provider, res.payload.sessionId);
}

function download(number: string, as: SignedIn) {
  return api(
    new Request(`http://localhost/api/v1/invoices/${number}`, { headers: { cookie: as.cookie } }),
  );
}

/** What a reader of the PDF gets: its title and its text. */
async function readPdf(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  const raw = bytes.toString("latin1");
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  let text = "";
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items
      .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
      .join("");
  }
  await pdf.destroy();
  return { title: info.Title, text, raw };
}

describe("invoice numbers", () => {
  it("a deposit and its balance get two consecutive invoice numbers; a refund the next, as a credit note", async () => {
    const before = await counter();
    const { vendor, orderId } = await depositOrder();
    await payBalance(vendor, orderId);
    const paid = await paymentsOf(orderId);
    expect(paid.map((p) => [p.kind, p.status, p.invoiceNumber])).toEqual([
      ["INITIAL", "PAID", before + 1],
      ["BALANCE", "PAID", before + 2],
    ]);
    expect(paid.every((p) => p.invoicedAt instanceof Date)).toBe(true);
    // each receipt names its own payment's invoice, links to its PDF, and the settings' HST number
    const receipts = await (
      await getDb()
    )
      .select({ text: emailOutbox.text, html: emailOutbox.html })
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, orderId))
      .orderBy(asc(emailOutbox.id));
    expect(receipts).toHaveLength(2);
    for (const [i, receipt] of receipts.entries()) {
      expect(receipt.text).toContain(`Invoice ${inv(before + 1 + i)}`);
      expect(receipt.text).not.toContain(`Invoice ${inv(before + 2 - i)}`);
      expect(receipt.html).toContain(`/invoices/${inv(before + 1 + i)}"`);
      expect(receipt.text).toContain(`HST registration number: ${HST}`);
    }

    const refund = await read(
      await api(
        jsonRequest(
          `/api/admin/v1/orders/${orderId}/refunds`,
          { amountCents: 5000, reason: "Smaller booth than agreed" },
          { method: "POST", session: organiser },
        ),
      ),
    );
    expect(refund.code, JSON.stringify(refund.payload)).toBe(201);
    const db = await getDb();
    const [given] = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(given).toMatchObject({ status: "SUCCEEDED", invoiceNumber: before + 3 });
    expect(await counter()).toBe(before + 3);

    // the organiser API names each payment's invoice and each refund's credit note
    const detail = await read(
      await api(
        new Request(`http://localhost/api/admin/v1/orders/${orderId}`, {
          headers: { cookie: organiser.cookie },
        }),
      ),
    );
    expect(detail.code).toBe(200);
    expect(detail.payload).not.toHaveProperty("invoiceNumber");
    expect(
      detail.payload.payments.map((p: { invoiceNumber: string | null }) => p.invoiceNumber),
    ).toEqual([inv(before + 1), inv(before + 2)]);
    expect(detail.payload.refunds).toMatchObject([{ invoiceNumber: cn(before + 3) }]);
  });

  it("a payment that ends unpaid gets no number, and a rolled-back payment gives its number back", async () => {
    const vendor = await createVendor("Unpaid");
    const { ids } = await createBooths([45000]);
    const started = await checkout(vendor, boothCart(ids));
    expect(started.code).toBe(200);
    const before = await counter();
    const cancelled = await api(
      vendorPost(vendor, "/api/v1/order/cancel", { sessionId: started.payload.sessionId }),
    );
    expect(cancelled.status).toBe(200);
    const [payment] = await paymentsOf(started.payload.orderId);
    expect(payment).toMatchObject({ status: "EXPIRED", invoiceNumber: null, invoicedAt: null });
    expect(await counter()).toBe(before);

    // money recorded in a transaction that then fails: its number is not used
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(payments)
          .set({ status: "PAID" })
          .where(eq(payments.id, payment!.id))
          .returning({ invoiceNumber: payments.invoiceNumber });
        expect(row!.invoiceNumber).toBe(before + 1);
        throw new Error("the rest of the work failed");
      }),
    ).rejects.toThrow("the rest of the work failed");
    expect(await counter()).toBe(before);
    const [after] = await paymentsOf(started.payload.orderId);
    expect(after).toMatchObject({ status: "EXPIRED", invoiceNumber: null });

    // the next payment takes the number the failed one gave back; a number once given stays
    const { orderId } = await depositOrder();
    const [next] = await paymentsOf(orderId);
    expect(next!.invoiceNumber).toBe(before + 1);
    await db
      .update(payments)
      .set({ invoiceNumber: 999_999, status: "REFUNDED" })
      .where(eq(payments.id, next!.id));
    const [kept] = await paymentsOf(orderId);
    expect(kept!.invoiceNumber).toBe(before + 1);
    await db.update(payments).set({ status: "PAID" }).where(eq(payments.id, next!.id));
  });

  it("an office cheque, a 100% coupon's $0 order each get the next number; an expired checkout none", async () => {
    const { orderId } = await depositOrder();
    const before = await counter();
    const cheque = await read(
      await api(
        jsonRequest(
          `/api/admin/v1/orders/${orderId}/payments`,
          { amountCents: 10000, method: "CHEQUE", reference: "Cheque 77" },
          { method: "POST", session: organiser },
        ),
      ),
    );
    expect(cheque.code, JSON.stringify(cheque.payload)).toBe(201);
    expect((await paymentsOf(orderId)).at(-1)).toMatchObject({
      method: "CHEQUE",
      invoiceNumber: before + 1,
    });

    const code = `INV${Date.now().toString(36).slice(-6).toUpperCase()}`;
    await (await getDb()).insert(coupons).values({ code, percentOff: 100 });
    const sponsor = await createVendor("Sponsor");
    const { ids } = await createBooths([50000]);
    const free = await checkout(sponsor, { ...boothCart(ids), couponCode: code });
    expect(free.code, JSON.stringify(free.payload)).toBe(200);
    expect(await paymentsOf(free.payload.orderId)).toMatchObject([
      { method: "COUPON", amountCents: 0, status: "PAID", invoiceNumber: before + 2 },
    ]);

    const late = await createVendor("Late");
    const other = await createBooths([45000]);
    const started = await checkout(late, boothCart(other.ids));
    await provider.control.expire(started.payload.sessionId);
    const [expired] = eventsFor(provider, started.payload.sessionId, "checkout.session.expired");
    expect((await deliver(expired!.payload)).status).toBe(200);
    expect(await paymentsOf(started.payload.orderId)).toMatchObject([
      { status: "EXPIRED", invoiceNumber: null },
    ]);
    expect(await counter()).toBe(before + 2);
  });

  it("numbers are unique in each table and across both", async () => {
    const db = await getDb();
    const result = await db.execute(sql`
      select count(*)::int as documents, count(distinct n)::int as numbers,
        coalesce(max(n), 0)::int as last
      from (select invoice_number as n from payments where invoice_number is not null
            union all select invoice_number from refunds where invoice_number is not null) d`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      documents: number;
      numbers: number;
      last: number;
    }[];
    const { documents, numbers, last } = rows[0]!;
    expect(numbers).toBe(documents);
    expect(documents).toBeGreaterThan(0);
    // the counter holds the last number given
    expect(last).toBe(await counter());
  });
});

describe("the foundation's particulars in the site settings", () => {
  const facts = {
    foundedOn: "2018-03-01",
    summerAttendees: 60000,
    winterAttendees: 5000,
    summerFestivals: 7,
    winterFestivals: 3,
  };
  const put = async (body: object) =>
    read(
      await api(jsonRequest("/api/admin/v1/settings", body, { method: "PUT", session: organiser })),
    );

  it("are kept when a request leaves them out, and an HST number must look like one", async () => {
    const kept = await put(facts);
    expect(kept.code, JSON.stringify(kept.payload)).toBe(200);
    expect(kept.payload).toMatchObject({ legalName: FOUNDATION, hstNumber: HST });
    const bad = await put({ ...facts, hstNumber: "12345" });
    expect(bad.code).toBe(400);
    expect(bad.issues).toMatchObject([{ path: ["hstNumber"] }]);
    const cleared = await put({ ...facts, postalAddress: null });
    expect(cleared.payload).toMatchObject({ legalName: FOUNDATION, postalAddress: null });
    const again = await put({ ...facts, postalAddress: "300 City Centre Dr\nMississauga, ON" });
    expect(again.payload.postalAddress).toBe("300 City Centre Dr\nMississauga, ON");
  });
});

describe("GET /api/v1/invoices/{invoiceNumber}", () => {
  it("the buyer downloads the invoice as a PDF with the foundation, its HST number, the number and the total; others get 404", async () => {
    const { vendor, orderId, total } = await depositOrder();
    const [deposit] = await paymentsOf(orderId);
    const number = inv(deposit!.invoiceNumber!);

    const response = await download(number, vendor);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const pdf = await readPdf(response);
    expect(pdf.text).toContain(FOUNDATION);
    expect(pdf.text).toContain(HST);
    expect(pdf.text).toContain(number);
    expect(pdf.text).toContain(vendor.vendorName);
    expect(pdf.text).toContain(vendor.email);
    expect(pdf.text).toContain(formatCad(total));
    expect(pdf.text).toContain(formatCad(deposit!.amountCents));
    expect(pdf.text).toContain(formatCad(total - deposit!.amountCents));
    expect(pdf.title).toContain(number);
    expect(pdf.raw).toContain("/Lang (en)");
    expect(pdf.raw).toContain("/StructTreeRoot");

    // an organiser may; another vendor gets what a number never given gets
    expect((await download(number, organiser)).status).toBe(200);
    const stranger = await createVendor("Stranger");
    const foreign = await download(number, stranger);
    expect(foreign.status).toBe(404);
    const missing = await download(inv(2_000_000), stranger);
    expect(missing.status).toBe(404);
    expect(await foreign.json()).toEqual(await missing.json());
    expect((await download(cn(deposit!.invoiceNumber!), vendor)).status).toBe(404);
    expect((await download("INV-12", vendor)).status).toBe(400);
    expect((await download(number, { cookie: "", csrf: "" })).status).toBe(401);
  });

  it("a credit note names the amount given back, its reason and the invoice it credits", async () => {
    const { vendor, orderId } = await depositOrder();
    const res = await read(
      await api(
        jsonRequest(
          `/api/admin/v1/orders/${orderId}/refunds`,
          { amountCents: 2500, reason: "Electricity not supplied" },
          { method: "POST", session: organiser },
        ),
      ),
    );
    expect(res.code, JSON.stringify(res.payload)).toBe(201);
    const db = await getDb();
    const [given] = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    const [payment] = await paymentsOf(orderId);
    const response = await download(cn(given!.invoiceNumber!), vendor);
    expect(response.status).toBe(200);
    const pdf = await readPdf(response);
    expect(pdf.text).toContain(cn(given!.invoiceNumber!));
    expect(pdf.text).toContain(`Credit to invoice ${inv(payment!.invoiceNumber!)}`);
    expect(pdf.text).toContain("Electricity not supplied");
    expect(pdf.text).toContain(formatCad(2500));
  });

  it("an Arabic account's invoice is in Arabic and names the event as the organiser wrote it", async () => {
    const vendor = await createVendor("Arabic invoice");
    const db = await getDb();
    await db
      .update(vendors)
      .set({ locale: "ar", legalName: "شركة الأرز للحرف" })
      .where(eq(vendors.id, vendor.vendorId));
    const { orderId, eventId } = await depositOrder(vendor);
    await db.update(events).set({ nameAr: "مهرجان الصيف العربي" }).where(eq(events.id, eventId));
    const [deposit] = await db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(asc(payments.id));
    const number = inv(deposit!.invoiceNumber!);
    const response = await download(number, vendor);
    expect(response.status).toBe(200);
    const pdf = await readPdf(response);
    expect(pdf.text).toContain("مهرجان الصيف العربي");
    expect(pdf.text).toContain("شركة الأرز للحرف");
    expect(pdf.text).toContain(`الفاتورة ${number}`);
    expect(pdf.text).toContain(HST);
    expect(pdf.raw).toContain("/Lang (ar)");
  });
});
