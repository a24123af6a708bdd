import { asc, eq, sql } from "drizzle-orm";
import PDFDocument from "pdfkit";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  booths as boothTable,
  emailOutbox,
  events,
  orderItems,
  orders,
  requirementExtensions,
  requirements,
  sections,
  vendorDocuments,
  vendors,
} from "@/db/schema";
import { sendRequirementReminders } from "@/lib/cron/requirement-reminders";
import { createOrganiser, insertBoothEvent, unique, type Organiser } from "../support/fixtures";
import { createVendor, type TestVendor } from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

// The requirement reminders of the daily work, as vendors receive them in the outbox: 7 and 2
// days before a requirement's due date to the booked orders still missing it, an overdue notice
// the day after, each once per order, requirement and step, in the vendor's language. A document
// sent after the due date does not stop them, nor lift the ineligibility it brings.

let organiser: Organiser;

beforeAll(async () => {
  organiser = await createOrganiser(await getDb());
});

/** The Toronto calendar day `days` days from today (YYYY-MM-DD), on the database's clock. */
async function torontoDay(days: number): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .select({
      day: sql<string>`((now() at time zone 'America/Toronto')::date + ${days}::int)::text`,
    })
    .from(events)
    .limit(1);
  return row!.day;
}

type Booked = { vendor: TestVendor; orderId: number };

/**
 * An ACTIVE event with a food section and another section, and one booked order per vendor
 * described: its booth's section (food or not), status, and the vendor's language.
 */
async function festival(
  vendorsWanted: { food: boolean; locale?: "en" | "ar"; status?: "PAID" | "PARTIALLY_PAID" }[],
) {
  const db = await getDb();
  const { eventId, sectionId, booths } = await insertBoothEvent(
    db,
    `Reminder festival ${unique()}`,
    vendorsWanted.map(() => 50_000),
  );
  await db
    .update(events)
    .set({ nameAr: "مهرجان التذكير", dateText: "July 1 - 3, 2030" })
    .where(eq(events.id, eventId));
  await db.update(sections).set({ isFood: true }).where(eq(sections.id, sectionId));
  const [other] = await db
    .insert(sections)
    .values({ eventId, name: "Crafts", position: 1, inclusions: "Table" })
    .returning({ id: sections.id });
  const booked: Booked[] = [];
  for (const [i, wanted] of vendorsWanted.entries()) {
    const vendor = await createVendor("Reminded");
    if (wanted.locale === "ar")
      await db.update(vendors).set({ locale: "ar" }).where(eq(vendors.id, vendor.vendorId));
    const booth = booths[i]!;
    await db
      .update(boothTable)
      .set({ sectionId: wanted.food ? sectionId : other!.id, status: "BOOKED" })
      .where(eq(boothTable.id, booth.id));
    const status = wanted.status ?? "PAID";
    const paid = status === "PAID" ? 50_000 : 12_500;
    const [order] = await db
      .insert(orders)
      .values({
        vendorId: vendor.vendorId,
        eventId,
        checkoutType: "BOOTH_CART",
        status,
        subtotalCents: 50_000,
        feesCents: 0,
        taxCents: 0,
        totalCents: 50_000,
        paidCents: paid,
        balanceCents: 50_000 - paid,
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values({
      orderId: order!.id,
      kind: "BOOTH",
      boothId: booth.id,
      name: booth.name,
      unitPriceCents: 50_000,
      fulfilled: true,
    });
    booked.push({ vendor, orderId: order!.id });
  }
  return { eventId, booked };
}

/** A FOOD requirement of the event, due `days` days from today (Toronto). */
async function requirement(
  eventId: number,
  days: number,
  { consequence = "INELIGIBLE" }: { consequence?: "INELIGIBLE" | "NOT_READY" } = {},
): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(requirements)
    .values({
      eventId,
      title: "Proof of insurance",
      titleAr: "إثبات التأمين",
      appliesTo: "FOOD",
      kind: "FILE",
      dueDate: await torontoDay(days),
      needsExpiry: false,
      consequence,
    })
    .returning({ id: requirements.id });
  return row!.id;
}

/** Moves a requirement's due date to `days` days from today, as time passing would. */
async function dueIn(requirementId: number, days: number) {
  const db = await getDb();
  await db
    .update(requirements)
    .set({ dueDate: await torontoDay(days) })
    .where(eq(requirements.id, requirementId));
}

/**
 * A vendor's answer to the requirement for the order, in the given state, sent ten days ago: in
 * time for every due date these tests move it to (a document counts only by the day it came).
 */
async function answer(
  requirementId: number,
  { vendor, orderId }: Booked,
  status: "SUBMITTED" | "APPROVED" | "REJECTED",
  reason: string | null = null,
) {
  const db = await getDb();
  await db.insert(vendorDocuments).values({
    requirementId,
    orderId,
    submittedBy: vendor.vendorId,
    fileName: "insurance.pdf",
    contentType: "application/pdf",
    sizeBytes: 4,
    sha256: "0".repeat(64),
    bytes: Buffer.from("%PDF"),
    status,
    reason,
    createdAt: sql`now() - interval '10 days'`,
    reviewedAt: status === "SUBMITTED" ? null : sql`now() - interval '9 days'`,
  });
}

/** The e-mails written to a vendor so far, oldest first. */
async function mailsTo(vendor: TestVendor) {
  const db = await getDb();
  return db
    .select({
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      html: emailOutbox.html,
      orderId: emailOutbox.orderId,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, vendor.email))
    .orderBy(asc(emailOutbox.id));
}

const run = () => sendRequirementReminders({ limit: 10_000 });

describe("requirement reminders", () => {
  it("sends the 7-day, the 2-day and the overdue notice each once, only to the orders still missing it", async () => {
    const { eventId, booked } = await festival([
      { food: true },
      { food: true, status: "PARTIALLY_PAID" },
      { food: true }, // approved
      { food: true }, // waiting for review
      { food: false }, // the requirement is for food vendors
    ]);
    const [needed, rejected, approved, waiting, crafts] = booked as [
      Booked,
      Booked,
      Booked,
      Booked,
      Booked,
    ];
    const id = await requirement(eventId, 8);
    await answer(id, rejected, "REJECTED", "The certificate names another business");
    await answer(id, approved, "APPROVED");
    await answer(id, waiting, "SUBMITTED");

    await run();
    expect(await mailsTo(needed.vendor)).toEqual([]); // 8 days ahead: no step reached yet

    await dueIn(id, 7);
    await run();
    await run();
    const first = await mailsTo(needed.vendor);
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toContain("Proof of insurance");
    expect(first[0]!.subject).toContain("Reminder festival");
    expect(first[0]!.orderId).toBe(needed.orderId);
    expect(first[0]!.text).toContain(`/profile#checklist-${needed.orderId}`);
    const refused = await mailsTo(rejected.vendor);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.text).toContain("The certificate names another business");
    for (const none of [approved, waiting, crafts]) expect(await mailsTo(none.vendor)).toEqual([]);

    await dueIn(id, 2);
    await run();
    await run();
    expect(await mailsTo(needed.vendor)).toHaveLength(2);
    expect(await mailsTo(rejected.vendor)).toHaveLength(2);

    await dueIn(id, 0); // the due day itself: the 2-day step stands for it
    await run();
    expect(await mailsTo(needed.vendor)).toHaveLength(2);

    await dueIn(id, -1);
    await run();
    await run();
    const all = await mailsTo(needed.vendor);
    expect(all).toHaveLength(3);
    expect(all[2]!.subject).toContain("overdue");
    expect(all[2]!.text).toContain("ineligible");
    expect(await mailsTo(rejected.vendor)).toHaveLength(3);
    for (const none of [approved, waiting, crafts]) expect(await mailsTo(none.vendor)).toEqual([]);
  });

  it("sends one reminder, not one per step, when a first run comes after several steps were reached", async () => {
    const { eventId, booked } = await festival([{ food: true }]);
    const [vendor] = booked as [Booked];
    const id = await requirement(eventId, 1, { consequence: "NOT_READY" });
    await run();
    await run();
    expect(await mailsTo(vendor.vendor)).toHaveLength(1);
    // Past due: the overdue notice follows, saying what missing it means here.
    await dueIn(id, -1);
    await run();
    const mails = await mailsTo(vendor.vendor);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain("your booth may not open");
  });

  it("counts a vendor's extension of the due date", async () => {
    const { eventId, booked } = await festival([{ food: true }, { food: true }]);
    const [extended, other] = booked as [Booked, Booked];
    const db = await getDb();
    const id = await requirement(eventId, 2);
    await db.insert(requirementExtensions).values({
      requirementId: id,
      orderId: extended.orderId,
      dueDate: await torontoDay(30),
      reason: "Insurer is late",
      createdBy: organiser.id,
    });
    await run();
    expect(await mailsTo(other.vendor)).toHaveLength(1);
    expect(await mailsTo(extended.vendor)).toEqual([]);

    // The extension's date brings the reminder; past the requirement's own date, no overdue notice.
    await dueIn(id, -1);
    await db
      .update(requirementExtensions)
      .set({ dueDate: await torontoDay(7) })
      .where(eq(requirementExtensions.orderId, extended.orderId));
    await run();
    const mails = await mailsTo(extended.vendor);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).not.toContain("overdue");
    expect(mails[0]!.text).toContain(englishDay(await torontoDay(7)));
  });

  it("writes to an Arabic vendor in Arabic: the requirement, the event, the date and the link", async () => {
    const { eventId, booked } = await festival([{ food: true, locale: "ar" }]);
    const [vendor] = booked as [Booked];
    const id = await requirement(eventId, 7);
    await run();
    const [mail, ...more] = await mailsTo(vendor.vendor);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain("إثبات التأمين");
    expect(mail!.subject).toContain("مهرجان التذكير");
    expect(mail!.subject).toContain("مطلوب");
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.text).toContain("افتح قائمة مهامك");
    expect(mail!.text).toContain(`/ar/profile#checklist-${vendor.orderId}`);
    const day = await torontoDay(7);
    expect(mail!.text).toContain(
      new Intl.DateTimeFormat("ar-u-nu-latn", { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${day}T12:00:00Z`),
      ),
    );
    await dueIn(id, -1);
    await run();
    const overdue = (await mailsTo(vendor.vendor))[1]!;
    expect(overdue.subject).toContain("فات موعد");
    expect(overdue.text).toContain("يفقد العارض");
  });

  it("sends each reminder once when two runs overlap", async () => {
    const { eventId, booked } = await festival([
      { food: true },
      { food: true, locale: "ar" },
      { food: true },
    ]);
    await requirement(eventId, 7);
    await requirement(eventId, 2);
    const [a, b] = await Promise.all([run(), run()]);
    expect(a + b).toBeGreaterThanOrEqual(6);
    for (const { vendor } of booked) expect(await mailsTo(vendor)).toHaveLength(2);
    expect(await run()).toBe(0);
    for (const { vendor } of booked) expect(await mailsTo(vendor)).toHaveLength(2);
  });
});

/** A PDF of one page, as a vendor's software writes one. */
function onePagePdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.text("Certificate of insurance");
    doc.end();
  });
}

describe("a document sent after the due date", () => {
  const get = async (as: { cookie: string }, url: string) =>
    read(await api(new Request(`http://localhost${url}`, { headers: { cookie: as.cookie } })));
  const send = async (
    as: { cookie: string; csrf: string },
    url: string,
    body: unknown,
    method = "POST",
  ) => read(await api(jsonRequest(url, body, { method, session: as })));

  /** The vendor uploads a file through the site's upload endpoint, as the checklist does. */
  async function upload({ vendor, orderId }: Booked, requirementId: number) {
    const form = new FormData();
    form.set("requirementId", String(requirementId));
    form.set("orderId", String(orderId));
    const bytes = new Uint8Array(await onePagePdf());
    form.set("file", new File([bytes], "insurance.pdf", { type: "application/pdf" }));
    return read(
      await api(
        new Request("http://localhost/api/vendor/v1/documents", {
          method: "POST",
          headers: { cookie: vendor.cookie, "x-xsrf-token": vendor.csrf },
          body: form,
        }),
      ),
    );
  }

  it("keeps the order ineligible for the vendor, the matrix and the reminders; an extension lifts it", async () => {
    const { eventId, booked } = await festival([{ food: true }]);
    const [late] = booked as [Booked];
    const id = await requirement(eventId, -1); // ineligible when missed, due yesterday
    const sent = await upload(late, id);
    expect(sent.code, JSON.stringify(sent.payload)).toBe(201);
    expect(sent.payload.status).toBe("SUBMITTED");

    const checklist = async () => {
      const answer = await get(late.vendor, `/api/vendor/v1/checklist?eventId=${eventId}`);
      expect(answer.code).toBe(200);
      return answer.payload.orders[0];
    };
    const mine = await checklist();
    expect(mine).toMatchObject({ orderId: late.orderId, ready: false, ineligible: true });
    expect(mine.requirements[0]).toMatchObject({
      status: "OVERDUE",
      lateWaiting: true,
      ineligible: true,
      document: { documentId: sent.payload.documentId, status: "SUBMITTED" },
    });

    const matrix = async () => {
      const answer = await get(organiser, `/api/admin/v1/events/${eventId}/compliance`);
      expect(answer.code).toBe(200);
      return answer.payload;
    };
    const before = await matrix();
    expect(before.counts).toMatchObject({ orders: 1, ready: 0, ineligible: 1, waiting: 1 });
    expect(before.rows[0]).toMatchObject({ orderId: late.orderId, readiness: "INELIGIBLE" });
    expect(before.rows[0].cells[0]).toMatchObject({
      status: "OVERDUE",
      lateWaiting: true,
      ineligible: true,
    });

    // The overdue notice still goes, and the office's reminder still reaches the vendor.
    await run();
    const notices = await mailsTo(late.vendor);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toContain("overdue");
    expect(notices[0]!.text).toContain("ineligible");
    const reminded = await send(organiser, `/api/admin/v1/requirements/${id}/remind`, {});
    expect(reminded.payload).toEqual({ requirementId: id, sent: 1 });

    // Approving the late document meets the requirement, but does not lift the ineligibility.
    const review = await send(
      organiser,
      `/api/admin/v1/documents/${sent.payload.documentId}/review`,
      { decision: "APPROVED" },
    );
    expect(review.code).toBe(200);
    const approved = await checklist();
    expect(approved).toMatchObject({ ready: false, ineligible: true, paidInFull: true });
    expect(approved.requirements[0]).toMatchObject({ status: "APPROVED", ineligible: true });
    expect((await matrix()).counts).toMatchObject({ ready: 0, ineligible: 1 });

    // The office decides, with a reason: the due date moved to today, the document sent by it.
    const today = await torontoDay(0);
    const extended = await send(
      organiser,
      `/api/admin/v1/orders/${late.orderId}/requirements/${id}/extension`,
      { dueDate: today, reason: "The broker sent the certificate a day late" },
      "PUT",
    );
    expect(extended.code, JSON.stringify(extended.payload)).toBe(200);
    const lifted = await checklist();
    expect(lifted).toMatchObject({ ready: true, ineligible: false });
    expect(lifted.requirements[0]).toMatchObject({
      status: "APPROVED",
      ineligible: false,
      dueDate: today,
    });
    expect((await matrix()).counts).toMatchObject({ ready: 1, ineligible: 0 });
  });
});

/** A calendar day (YYYY-MM-DD) as an English reader writes it: "June 24, 2030". */
function englishDay(day: string): string {
  return new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}
