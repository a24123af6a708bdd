import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  auditLog,
  booths,
  contracts,
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
import { createOrganiser, FIXTURE_CONTRACT, signInAs, type Organiser } from "../support/fixtures";
import { csvRows } from "../support/csv";
import { api, jsonRequest, read } from "../support/requests";

// The organisers' compliance matrix of an event (rows, cells, readiness, filters), its download,
// and the one-click reminder to everyone missing a requirement, on a known data set: food and
// other vendors in every state a requirement can be in, in English and Arabic.

type Db = Awaited<ReturnType<typeof getDb>>;

const ARABIC = /[\u0600-\u06FF]/;
const FAR = "2099-01-16";
const PAST = "2020-01-25";

let db: Db;
let organiser: Organiser;
let eventId: number;
let health: number;
let insurance: number;
let conduct: number;
let closed: number;
/** Order ids by their vendor's part in the story. */
const order: Record<string, number> = {};
/** Vendors by their part in the story. */
const vendor: Record<string, { id: number; email: string; name: string }> = {};

async function insertVendor(label: string, change: Partial<typeof vendors.$inferInsert> = {}) {
  const id = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(vendors)
    .values({
      email: `compliance.${label.toLowerCase()}.${id}@example.com`,
      contactName: `${label} Contact`,
      legalName: `${label} Ltd ${id}`,
      lob: label,
      city: "Toronto",
      phone: "416-555-0100",
      passwordHash: "unused",
      ...change,
    })
    .returning({ id: vendors.id, email: vendors.email, name: vendors.legalName });
  vendor[label] = row!;
  return row!;
}

/** A booth order of the event holding these booths (by id and name). */
async function insertOrder(
  vendorId: number,
  status: "PAID" | "PARTIALLY_PAID" | "PENDING",
  held: { id: number; name: string }[],
) {
  const paid = status === "PAID" ? 50_000 : status === "PARTIALLY_PAID" ? 20_000 : 0;
  const [row] = await db
    .insert(orders)
    .values({
      vendorId,
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
  await db.insert(orderItems).values(
    held.map((b) => ({
      orderId: row!.id,
      kind: "BOOTH" as const,
      boothId: b.id,
      name: b.name,
      unitPriceCents: 25_000,
      fulfilled: status !== "PENDING",
    })),
  );
  return row!.id;
}

async function insertDocument(
  orderId: number,
  requirementId: number,
  status: "SUBMITTED" | "APPROVED" | "REJECTED",
  extra: Partial<typeof vendorDocuments.$inferInsert> = {},
) {
  const [o] = await db
    .select({ vendorId: orders.vendorId })
    .from(orders)
    .where(eq(orders.id, orderId));
  await db.insert(vendorDocuments).values({
    orderId,
    requirementId,
    submittedBy: o!.vendorId,
    fileName: "form.pdf",
    contentType: "application/pdf",
    sizeBytes: 4,
    sha256: randomUUID(),
    bytes: Buffer.from("%PDF"),
    status,
    ...extra,
  });
}

async function insertRequirement(values: Omit<typeof requirements.$inferInsert, "eventId">) {
  const [row] = await db
    .insert(requirements)
    .values({ eventId, ...values })
    .returning({ id: requirements.id });
  return row!.id;
}

beforeAll(async () => {
  db = await getDb();
  organiser = await createOrganiser(db, "Compliance Office");
  const [event] = await db
    .insert(events)
    .values({
      name: `Compliance festival ${randomUUID().slice(0, 8)}`,
      nameAr: "مهرجان الامتثال",
      description: "Fixture event",
      location: "Test hall",
      startsAt: new Date("2030-07-01T18:00:00Z"),
      endsAt: new Date("2030-07-03T18:00:00Z"),
      dateText: "July 1 - 3, 2030",
      address: "1 Test Way",
      details: "Test",
      image: "summer-festival-2025.svg",
      status: "ACTIVE",
    })
    .returning({ id: events.id });
  eventId = event!.id;
  await db.insert(contracts).values({ eventId, ...FIXTURE_CONTRACT });
  const [food, crafts] = await db
    .insert(sections)
    .values([
      { eventId, name: "Food court", position: 0, inclusions: "Table", isFood: true },
      { eventId, name: "Crafts", position: 1, inclusions: "Table" },
    ])
    .returning({ id: sections.id });
  const booth = async (sectionId: number, name: string) => {
    const [row] = await db
      .insert(booths)
      .values({ sectionId, name, priceCents: 25_000, status: "BOOKED" })
      .returning({ id: booths.id, name: booths.name });
    return row!;
  };

  health = await insertRequirement({
    title: "Health and safety form",
    titleAr: "نموذج الصحة والسلامة",
    appliesTo: "ALL",
    kind: "FILE",
    dueDate: FAR,
  });
  insurance = await insertRequirement({
    title: "Proof of insurance",
    titleAr: "إثبات التأمين",
    appliesTo: "FOOD",
    kind: "FILE",
    dueDate: PAST,
    needsExpiry: true,
    consequence: "INELIGIBLE",
  });
  conduct = await insertRequirement({
    title: "Code of conduct",
    appliesTo: "OTHER",
    kind: "DECLARATION",
    dueDate: FAR,
  });
  closed = await insertRequirement({
    title: "Old parking form",
    appliesTo: "ALL",
    kind: "DECLARATION",
    dueDate: FAR,
    closedAt: new Date(),
  });

  // Ready: a food vendor paid in full with both documents approved, the insurance covering the
  // event and sent before its due date (a document counts only by the day it came).
  await insertVendor("Ready");
  order.ready = await insertOrder(vendor.Ready!.id, "PAID", [await booth(food!.id, "F-01")]);
  await insertDocument(order.ready, health, "APPROVED");
  await insertDocument(order.ready, insurance, "APPROVED", {
    expiresOn: "2031-01-01",
    createdAt: new Date("2020-01-20T15:00:00Z"),
    reviewedAt: new Date("2020-01-21T15:00:00Z"),
  });

  // Waiting: an Arabic food vendor with a deposit paid, the form waiting for review, the
  // insurance not sent but extended past today.
  await insertVendor("Waiting", { locale: "ar", contactName: "سلمى" });
  order.waiting = await insertOrder(vendor.Waiting!.id, "PARTIALLY_PAID", [
    await booth(food!.id, "F-02"),
  ]);
  await insertDocument(order.waiting, health, "SUBMITTED");
  await db.insert(requirementExtensions).values({
    requirementId: insurance,
    orderId: order.waiting,
    dueDate: "2099-02-01",
    reason: "Broker delay",
    createdBy: organiser.id,
  });

  // Ineligible: a food vendor whose insurance was rejected and is now overdue.
  await insertVendor("Ineligible");
  order.ineligible = await insertOrder(vendor.Ineligible!.id, "PAID", [
    await booth(food!.id, "F-03"),
  ]);
  await insertDocument(order.ineligible, health, "APPROVED");
  await insertDocument(order.ineligible, insurance, "REJECTED", { reason: "Expired policy" });

  // Two orders of one crafts vendor: the form rejected on one, never sent on the other.
  await insertVendor("Crafts");
  order.crafts1 = await insertOrder(vendor.Crafts!.id, "PAID", [
    await booth(crafts!.id, "C-01"),
    await booth(crafts!.id, "C-02"),
  ]);
  await insertDocument(order.crafts1, health, "REJECTED", { reason: "Unsigned" });
  await insertDocument(order.crafts1, conduct, "APPROVED", {
    fileName: null,
    contentType: null,
    sizeBytes: null,
    sha256: null,
    bytes: null,
  });
  order.crafts2 = await insertOrder(vendor.Crafts!.id, "PAID", [await booth(crafts!.id, "C-03")]);

  // An Arabic crafts vendor who sent nothing; a disabled one likewise.
  await insertVendor("Arabic", { locale: "ar", contactName: "ليلى" });
  order.arabic = await insertOrder(vendor.Arabic!.id, "PAID", [await booth(crafts!.id, "C-04")]);
  await insertVendor("Disabled", { disabledAt: new Date() });
  order.disabled = await insertOrder(vendor.Disabled!.id, "PAID", [
    await booth(crafts!.id, "C-05"),
  ]);

  // Not booked: an order still waiting for its payment.
  await insertVendor("Pending");
  order.pending = await insertOrder(vendor.Pending!.id, "PENDING", [
    await booth(crafts!.id, "C-06"),
  ]);
});

const matrixRequest = (query = "", session: { cookie: string } | null = organiser) =>
  api(
    new Request(`http://localhost/api/admin/v1/events/${eventId}/compliance${query}`, {
      headers: session ? { cookie: session.cookie } : {},
    }),
  );

type Matrix = {
  requirements: { requirementId: number; title: string; toRemind: number; waiting: number }[];
  counts: Record<string, number>;
  rows: {
    orderId: number;
    vendorName: string;
    booths: string[];
    readiness: string;
    paidInFull: boolean;
    cells: ({ status: string; extended: boolean; reason: string | null; dueDate: string } | null)[];
  }[];
};

async function matrix(query = ""): Promise<Matrix> {
  const answer = await read(await matrixRequest(query));
  expect(answer.code, JSON.stringify(answer.payload)).toBe(200);
  return answer.payload as Matrix;
}

/** A row's cell of a requirement. */
function cellOf(m: Matrix, orderId: number, requirementId: number) {
  const column = m.requirements.findIndex((r) => r.requirementId === requirementId);
  expect(column).toBeGreaterThanOrEqual(0);
  return m.rows.find((r) => r.orderId === orderId)!.cells[column];
}

describe("GET /api/admin/v1/events/{eventId}/compliance", () => {
  it("has a row per booked order and a column per open requirement, each cell a status", async () => {
    const m = await matrix();
    // by due date: the past-due insurance first, then the two far ones by id
    expect(m.requirements.map((r) => r.title)).toEqual([
      "Proof of insurance",
      "Health and safety form",
      "Code of conduct",
    ]);
    expect(m.requirements.map((r) => r.requirementId)).not.toContain(closed);
    expect(m.rows.map((r) => r.orderId).sort((a, b) => a - b)).toEqual(
      [
        order.ready,
        order.waiting,
        order.ineligible,
        order.crafts1,
        order.crafts2,
        order.arabic,
        order.disabled,
      ].sort((a, b) => a! - b!),
    );
    const row = (key: string) => m.rows.find((r) => r.orderId === order[key])!;
    expect(row("crafts1")).toMatchObject({
      vendorName: expect.stringContaining("Crafts Ltd"),
      booths: ["C-01", "C-02"],
      readiness: "NOT_READY",
      paidInFull: true,
    });
    expect(row("ready")).toMatchObject({ readiness: "READY", booths: ["F-01"] });
    expect(row("ineligible").readiness).toBe("INELIGIBLE");
    expect(row("waiting")).toMatchObject({ readiness: "NOT_READY", paidInFull: false });

    expect(cellOf(m, order.ready!, insurance)).toMatchObject({ status: "APPROVED" });
    expect(cellOf(m, order.ready!, conduct)).toBeNull();
    expect(cellOf(m, order.waiting!, health)).toMatchObject({ status: "SUBMITTED" });
    expect(cellOf(m, order.waiting!, insurance)).toMatchObject({
      status: "NEEDED",
      extended: true,
      dueDate: "2099-02-01",
    });
    expect(cellOf(m, order.ineligible!, insurance)).toMatchObject({
      status: "OVERDUE",
      extended: false,
    });
    expect(cellOf(m, order.crafts1!, health)).toMatchObject({
      status: "REJECTED",
      reason: "Unsigned",
    });
    expect(cellOf(m, order.crafts1!, conduct)).toMatchObject({ status: "APPROVED" });
    expect(cellOf(m, order.crafts1!, insurance)).toBeNull();
    expect(cellOf(m, order.crafts2!, health)).toMatchObject({ status: "NEEDED" });

    expect(m.counts).toEqual({
      orders: 7,
      ready: 1,
      notReady: 6,
      ineligible: 1,
      unpaid: 1,
      waiting: 1,
    });
    const column = (id: number) => m.requirements.find((r) => r.requirementId === id)!;
    // the form: Crafts (once for two orders) and Arabic; not the disabled account
    expect(column(health)).toMatchObject({ toRemind: 2, waiting: 1 });
    expect(column(insurance)).toMatchObject({ toRemind: 2, waiting: 0 });
  });

  it("filters: not ready, overdue, waiting for review", async () => {
    const ids = async (filter: string) =>
      (await matrix(`?filter=${filter}`)).rows.map((r) => r.orderId).sort((a, b) => a - b);
    expect(await ids("not-ready")).toEqual(
      [
        order.waiting,
        order.ineligible,
        order.crafts1,
        order.crafts2,
        order.arabic,
        order.disabled,
      ].sort((a, b) => a! - b!),
    );
    expect(await ids("overdue")).toEqual([order.ineligible]);
    expect(await ids("waiting")).toEqual([order.waiting]);
    const filtered = await matrix("?filter=waiting");
    // the counts stay the event's
    expect(filtered.counts.orders).toBe(7);
  });

  it("refuses a filter that is none, an unknown event, and anyone but organisers", async () => {
    const bad = await read(await matrixRequest("?filter=late"));
    expect(bad).toMatchObject({ code: 400, status: "BAD_REQUEST" });
    const unknown = await read(
      await api(
        new Request(`http://localhost/api/admin/v1/events/2147483000/compliance`, {
          headers: { cookie: organiser.cookie },
        }),
      ),
    );
    expect(unknown).toMatchObject({ code: 404, status: "NOT_FOUND" });
    expect((await matrixRequest("", null)).status).toBe(401);
    const someone = await signInAs({
      vendorId: vendor.Ready!.id,
      vendorName: vendor.Ready!.name,
    });
    expect((await matrixRequest("", someone)).status).toBe(403);
  });
});

describe("GET /api/admin/v1/exports/compliance.{xlsx,csv}", () => {
  const download = (name: string, query = `?eventId=${eventId}`) =>
    api(
      new Request(`http://localhost/api/admin/v1/exports/${name}${query}`, {
        headers: { cookie: organiser.cookie },
      }),
    );

  it("writes the matrix in words, with a frozen, filterable header row", async () => {
    const response = await download("compliance.xlsx");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="compliance-compliance-festival-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    expect(header).toEqual([
      "Order",
      "Vendor",
      "Contact",
      "E-mail",
      "Booths",
      "Readiness",
      "Paid in full",
      "Balance",
      "Proof of insurance",
      "Health and safety form",
      "Code of conduct",
    ]);
    expect(sheet.rowCount).toBe(8);
    expect(sheet.autoFilter).toBe(`A1:K8`);
    const rows = new Map<number, Record<string, unknown>>();
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const record = Object.fromEntries(header.map((h, i) => [h, row.getCell(i + 1).value]));
      rows.set(record.Order as number, record);
    });
    expect(rows.get(order.ready!)).toMatchObject({
      Readiness: "Ready",
      "Paid in full": "Paid in full",
      Booths: "F-01",
      "Proof of insurance": "Approved",
      "Code of conduct": "Does not apply",
    });
    expect(rows.get(order.waiting!)).toMatchObject({
      Readiness: "Not ready",
      "Paid in full": "Balance due",
      Balance: 300,
      "Health and safety form": "Waiting for review",
      "Proof of insurance": "Needed; extended to 2099-02-01",
    });
    expect(rows.get(order.ineligible!)).toMatchObject({
      Readiness: "Ineligible",
      "Proof of insurance": "Overdue",
    });
    expect(rows.get(order.crafts1!)).toMatchObject({
      Booths: "C-01\nC-02",
      "Health and safety form": "Rejected: Unsigned",
      "Code of conduct": "Approved",
    });
  });

  it("writes the same as CSV, and needs the event", async () => {
    const response = await download("compliance.csv");
    expect(response.status).toBe(200);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith("\uFEFF")).toBe(true);
    const { rows } = csvRows(text.slice(1));
    expect(rows).toHaveLength(7);
    const arabic = rows.find((r) => r.Order === String(order.arabic))!;
    expect(arabic).toMatchObject({
      Readiness: "Not ready",
      "Health and safety form": "Needed",
      "Code of conduct": "Needed",
      "Proof of insurance": "Does not apply",
    });
    expect((await read(await download("compliance.csv", ""))).code).toBe(400);
  });
});

describe("POST /api/admin/v1/requirements/{requirementId}/remind", () => {
  const remind = (requirementId: number | string, session = organiser) =>
    api(jsonRequest(`/api/admin/v1/requirements/${requirementId}/remind`, {}, { session }));

  const mailTo = async (...labels: string[]) =>
    db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.to,
          labels.map((l) => vendor[l]!.email),
        ),
      )
      .orderBy(asc(emailOutbox.id));

  it("e-mails each vendor missing it once, in their language, and skips those done", async () => {
    const answer = await read(await remind(health));
    expect(answer).toMatchObject({ code: 200, payload: { requirementId: health, sent: 2 } });
    const crafts = await mailTo("Crafts");
    expect(crafts).toHaveLength(1);
    expect(crafts[0]!.subject).toContain("Health and safety form");
    expect(crafts[0]!.subject).not.toMatch(ARABIC);
    expect([order.crafts1, order.crafts2]).toContain(crafts[0]!.orderId);
    const arabic = await mailTo("Arabic");
    expect(arabic).toHaveLength(1);
    expect(arabic[0]!.subject).toMatch(ARABIC);
    expect(arabic[0]!.orderId).toBe(order.arabic);
    // approved, waiting for review, a disabled account: nothing
    expect(await mailTo("Ready", "Waiting", "Ineligible", "Disabled", "Pending")).toEqual([]);

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "requirement"), eq(auditLog.entityId, health)));
    expect(audit).toMatchObject({ actorId: organiser.id, action: "update" });
    expect(audit!.after).toMatchObject({ reminder: { sent: 2 } });
  });

  it("reminds food vendors of the insurance: the extended one and the overdue one", async () => {
    const answer = await read(await remind(insurance));
    expect(answer.payload).toEqual({ requirementId: insurance, sent: 2 });
    const waiting = await mailTo("Waiting");
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.subject).toMatch(ARABIC);
    expect(await mailTo("Ineligible")).toHaveLength(1);
    expect(await mailTo("Ready")).toEqual([]);
  });

  it("refuses a closed or unknown requirement, a bad id, and anyone but organisers", async () => {
    expect(await read(await remind(closed))).toMatchObject({ code: 409, status: "CONFLICT" });
    expect(await read(await remind(2147483000))).toMatchObject({
      code: 404,
      status: "NOT_FOUND",
    });
    expect((await read(await remind("abc"))).code).toBe(400);
    const someone = await signInAs({
      vendorId: vendor.Ready!.id,
      vendorName: vendor.Ready!.name,
    });
    expect((await remind(health, { ...organiser, ...someone })).status).toBe(403);
    const before = (await mailTo("Crafts")).length;
    expect(before).toBe(1);
  });
});
