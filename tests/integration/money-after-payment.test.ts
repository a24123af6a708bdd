import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { addons, emailOutbox, events, vendors } from "@/db/schema";
import { vendorAddons } from "@/lib/addons/requests";
import { INTL_LOCALE } from "@/lib/i18n/locales";
import { formatMessage } from "@/lib/i18n/messages";
import { orderStatusWords } from "@/lib/orders/status-words";
import { boothCartTotals, formatCad } from "@/lib/payments/pricing";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { createOrganiser, type Organiser, type SignedIn } from "../support/fixtures";
import {
  boothCart,
  checkout,
  createBooths,
  createVendor,
  orderRow,
  payAndDeliver,
  startProvider,
  stopProvider,
} from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

// Money after payment, as the vendor reads it: an add-on approved after an order was paid in full
// says what it is, what it added and when it was approved (on the profile and in an e-mail in the
// vendor's language), the order then reads "Paid in part", and the receipt names the event's due
// day.

let provider: StripeLocal;
let organiser: Organiser;

beforeAll(async () => {
  provider = await startProvider();
  organiser = await createOrganiser(await getDb());
});
afterAll(async () => stopProvider(provider));

const send = async (as: SignedIn, method: string, url: string, body?: unknown) =>
  read(await api(jsonRequest(url, body, { method, session: as })));

const cost = (cents: number[]) => boothCartTotals(cents).totalCents;

async function mailsTo(email: string) {
  const db = await getDb();
  return db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(asc(emailOutbox.id));
}

/** The day an instant falls on in Toronto, as a language writes it ("November 29, 2026"). */
const torontoDate = (at: Date, locale: "en" | "ar") =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "long",
    timeZone: "America/Toronto",
  }).format(at);

/** A vendor (in `locale`) whose booth order is paid in full, with a request for a garbage fee. */
async function paidThenRequested(locale: "en" | "ar") {
  const db = await getDb();
  const vendor = await createVendor("After");
  await db.update(vendors).set({ locale }).where(eq(vendors.id, vendor.vendorId));
  const { eventId, ids } = await createBooths([120000]);
  const res = await checkout(vendor, boothCart(ids));
  expect(res.code, JSON.stringify(res.payload)).toBe(200);
  await payAndDeliver(provider, res.payload.sessionId);
  const orderId = res.payload.orderId as number;
  expect((await orderRow(orderId)).status).toBe("PAID");
  const [fee] = await db
    .insert(addons)
    .values({
      eventId,
      appliesTo: "ALL",
      maxPerBooth: 1,
      name: "Garbage fee (weekend)",
      nameAr: "رسم النفايات (عطلة نهاية الأسبوع)",
      priceCents: 25000,
      needsApproval: true,
    })
    .returning({ id: addons.id });
  const asked = await send(vendor, "POST", `/api/vendor/v1/orders/${orderId}/addons`, {
    boothId: ids[0],
    addonId: fee!.id,
    quantity: 1,
  });
  expect(asked.code, JSON.stringify(asked.payload)).toBe(202);
  return { vendor, orderId, requestId: asked.payload.requestId as number };
}

describe("an add-on approved after the order was paid in full", () => {
  it("e-mails what was added and why, the profile says it, and the order reads Paid in part", async () => {
    const r = await paidThenRequested("en");
    const approved = await send(
      organiser,
      "POST",
      `/api/admin/v1/addon-requests/${r.requestId}/decision`,
      { approve: true },
    );
    expect(approved.code, JSON.stringify(approved.payload)).toBe(200);
    const added = cost([120000, 25000]) - cost([120000]);
    const decidedAt = new Date(approved.payload.decidedAt as string);
    const day = torontoDate(decidedAt, "en");

    const [mail] = (await mailsTo(r.vendor.email)).filter((m) => /approved/.test(m.subject));
    expect(mail!.text).toContain(
      `Added after your payment: Garbage fee (weekend), ${formatCad(added)} with its share of fees and HST, approved on ${day}. Your order was paid in full before this charge.`,
    );
    expect(mail!.text).toContain(`now owes ${formatCad(added)}`);

    // the profile's line for it
    const [order] = (await vendorAddons(r.vendor.vendorId)).filter((o) => o.orderId === r.orderId);
    const [line] = order!.booths[0]!.lines;
    expect(line).toMatchObject({ state: "CHARGED", amountCents: 25000 });
    expect(line!.approvedAt).toBeInstanceOf(Date);
    expect(
      formatMessage("en", "profileAddons.addedAfterPayment", {
        addon: line!.name,
        quantity: line!.quantity,
        amount: formatCad(line!.amountCents),
        date: torontoDate(line!.approvedAt!, "en"),
      }),
    ).toBe(
      `Added after your payment: Garbage fee (weekend) × 1, $250.00 before fees and HST, approved on ${day}`,
    );

    // most of it is paid: "Paid in part", not "Deposit paid"
    const row = await orderRow(r.orderId);
    expect(row.status).toBe("PARTIALLY_PAID");
    const words = orderStatusWords(row);
    expect(words.text).toBe(`Paid in part, ${formatCad(added)} due`);
  });

  it("writes to an Arabic vendor in Arabic, with the site's Arabic money format", async () => {
    const r = await paidThenRequested("ar");
    const approved = await send(
      organiser,
      "POST",
      `/api/admin/v1/addon-requests/${r.requestId}/decision`,
      { approve: true },
    );
    expect(approved.code).toBe(200);
    const added = cost([120000, 25000]) - cost([120000]);
    const day = torontoDate(new Date(approved.payload.decidedAt as string), "ar");
    const [mail] = (await mailsTo(r.vendor.email)).filter((m) => /الموافقة/.test(m.subject));
    expect(mail!.text).toContain(
      `أُضيف بعد دفعتك: رسم النفايات (عطلة نهاية الأسبوع)، بمبلغ ${formatCad(added, "ar")} مع حصته من الرسوم وضريبة المبيعات المنسّقة، وتمت الموافقة عليه في ${day}.`,
    );
    expect(mail!.text).toContain("كان طلبك مدفوعًا بالكامل قبل هذا المبلغ.");
    expect(mail!.text).not.toContain("$");
  });
});

describe("the receipt's due day", () => {
  it("names the event's balance due date when a first payment leaves a balance", async () => {
    const db = await getDb();
    const vendor = await createVendor("Due");
    const { eventId, ids } = await createBooths([120000]);
    await db.update(events).set({ balanceDueDate: "2027-06-01" }).where(eq(events.id, eventId));
    const total = cost([120000]);
    const res = await checkout(vendor, { ...boothCart(ids), paidAmount: 500 });
    expect(res.code, JSON.stringify(res.payload)).toBe(200);
    await payAndDeliver(provider, res.payload.sessionId);
    const receipt = (await mailsTo(vendor.email)).find((m) => /June 1, 2027/.test(m.text));
    expect(receipt?.text).toContain(
      `A balance of ${formatCad(total - 50000)} remains, due by June 1, 2027; pay it from your profile.`,
    );
  });
});
