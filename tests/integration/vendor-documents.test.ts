import { and, eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  booths,
  orderItems,
  orders,
  requirements,
  sections,
  vendorDocuments,
  vendors,
} from "@/db/schema";
import {
  DOCUMENT_KIND_REFUSED,
  DOCUMENT_TOO_LARGE,
  PDF_ENCRYPTED,
  PDF_UNREADABLE,
} from "@/lib/requirements/document-files";
import { orderThingsToDo } from "@/lib/requirements/checklist";
import { checklistAnswer } from "@/lib/requirements/resource/checklist";
import { sentDocumentAnswer } from "@/lib/requirements/resource/document";
import {
  createOrganiser,
  insertBoothEvent,
  type Organiser,
  type SignedIn,
} from "../support/fixtures";
import { createVendor, type TestVendor } from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

// The vendor's side of the contract's requirements: the checklist per booked order, files sent
// for review (checked by their content, kept privately), declarations ticked, and the files
// served only to their vendor and the organisers. 401s for every route are checked by
// authorization.test.ts.

/** A PDF of one page, as a vendor's software writes one; `encrypt` protects it. */
function pdf(
  text = "Certificate of insurance",
  encrypt?: { userPassword?: string; ownerPassword: string },
): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument(encrypt ?? {});
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.text(text);
    doc.end();
  });
}

/** An ELF program's first bytes, and a Windows program's: what a renamed executable starts with. */
const ELF = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
  Buffer.alloc(512, 7),
]);
const PE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(512, 0x90)]);

type Target = { requirementId: number; orderId: number };

function uploadRequest(
  browser: SignedIn,
  target: Target,
  file: { bytes: Buffer; name: string; type: string },
  expiresOn?: string,
) {
  const form = new FormData();
  form.set("requirementId", String(target.requirementId));
  form.set("orderId", String(target.orderId));
  form.set("file", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  if (expiresOn !== undefined) form.set("expiresOn", expiresOn);
  return new Request("http://localhost/api/vendor/v1/documents", {
    method: "POST",
    headers: { cookie: browser.cookie, "x-xsrf-token": browser.csrf },
    body: form,
  });
}

const upload = async (
  browser: SignedIn,
  target: Target,
  file: { bytes: Buffer; name: string; type: string },
  expiresOn?: string,
) => read(await api(uploadRequest(browser, target, file, expiresOn)));

const asPdf = (bytes: Buffer, name = "form.pdf") => ({ bytes, name, type: "application/pdf" });

const declareFor = async (browser: SignedIn, target: Target) =>
  read(await api(jsonRequest("/api/vendor/v1/declarations", target, { session: browser })));

const checklist = async (browser: SignedIn, eventId: number) =>
  read(
    await api(
      new Request(`http://localhost/api/vendor/v1/checklist?eventId=${eventId}`, {
        headers: { cookie: browser.cookie },
      }),
    ),
  );

const download = (browser: SignedIn | null, documentId: number) =>
  api(
    new Request(`http://localhost/api/vendor/v1/documents/${documentId}`, {
      headers: browser ? { cookie: browser.cookie } : {},
    }),
  );

async function documentRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(vendorDocuments).where(eq(vendorDocuments.id, id));
  return row!;
}

let eventId: number;
let otherEventId: number;
let vendor: TestVendor;
let otherVendor: TestVendor;
let visitor: TestVendor;
let organiser: Organiser;
let orderId: number;
let otherOrderId: number;
const req = {} as Record<
  "health" | "insurance" | "declaration" | "otherOnly" | "closed" | "overdue" | "otherEvent",
  number
>;

/** A booked order (a $400 deposit on $1,000) holding `boothId`. */
async function bookedOrder(
  vendorId: number,
  event: number,
  boothId: number,
  status = "PARTIALLY_PAID",
) {
  const db = await getDb();
  const paid = status === "PAID" ? 100_000 : 40_000;
  const [order] = await db
    .insert(orders)
    .values({
      vendorId,
      eventId: event,
      checkoutType: "BOOTH_CART",
      status: status as "PAID",
      subtotalCents: 100_000,
      feesCents: 0,
      taxCents: 0,
      totalCents: 100_000,
      paidCents: status === "PENDING" ? 0 : paid,
      balanceCents: status === "PENDING" ? 100_000 : 100_000 - paid,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({
    orderId: order!.id,
    kind: "BOOTH",
    boothId,
    name: "F-01",
    unitPriceCents: 100_000,
    fulfilled: status !== "PENDING",
  });
  return order!.id;
}

beforeAll(async () => {
  const db = await getDb();
  const event = await insertBoothEvent(db, "Documents festival", [100_000, 100_000]);
  eventId = event.eventId;
  otherEventId = (await insertBoothEvent(db, "Another festival", [100_000])).eventId;
  const [food] = await db
    .insert(sections)
    .values({ eventId, name: "Food court", position: 1, inclusions: "Sink", isFood: true })
    .returning({ id: sections.id });
  const foodBooths = await db
    .insert(booths)
    .values([
      { sectionId: food!.id, name: "F-01", priceCents: 100_000 },
      { sectionId: food!.id, name: "F-02", priceCents: 100_000 },
      { sectionId: food!.id, name: "F-03", priceCents: 100_000 },
    ])
    .returning({ id: booths.id });
  const base = { eventId, description: "", appliesTo: "ALL" as const, kind: "FILE" as const };
  const rows = await db
    .insert(requirements)
    .values([
      {
        ...base,
        title: "Health and safety form",
        titleAr: "استمارة الصحة والسلامة",
        dueDate: "2030-06-01",
      },
      {
        ...base,
        title: "Proof of insurance",
        appliesTo: "FOOD",
        dueDate: "2030-06-10",
        needsExpiry: true,
        consequence: "INELIGIBLE",
      },
      { ...base, title: "Fire safety declaration", kind: "DECLARATION", dueDate: "2030-06-05" },
      { ...base, title: "Craft inventory", appliesTo: "OTHER", dueDate: "2030-06-05" },
      { ...base, title: "Old form", dueDate: "2030-06-05", closedAt: new Date() },
      { ...base, title: "Early registration", dueDate: "2020-01-01" },
      { ...base, eventId: otherEventId, title: "Elsewhere", dueDate: "2030-06-05" },
    ])
    .returning({ id: requirements.id });
  [
    req.health,
    req.insurance,
    req.declaration,
    req.otherOnly,
    req.closed,
    req.overdue,
    req.otherEvent,
  ] = rows.map((r) => r.id) as [number, number, number, number, number, number, number];
  vendor = await createVendor("Documents");
  otherVendor = await createVendor("Other documents");
  visitor = await createVendor("Visitor");
  await db.update(vendors).set({ role: "visitor" }).where(eq(vendors.id, visitor.vendorId));
  organiser = await createOrganiser(db);
  orderId = await bookedOrder(vendor.vendorId, eventId, foodBooths[0]!.id);
  otherOrderId = await bookedOrder(otherVendor.vendorId, eventId, foodBooths[1]!.id);
});

describe("the vendor's checklist", () => {
  it("lists each requirement that applies to the booked order, with what remains unpaid", async () => {
    const answer = await checklist(vendor, eventId);
    expect(answer.code).toBe(200);
    const { orders: list } = checklistAnswer.parse(answer.payload);
    expect(list).toHaveLength(1);
    const [order] = list;
    expect(order).toMatchObject({
      orderId,
      eventId,
      ready: false,
      paidInFull: false,
      balanceCents: 60_000,
    });
    // the food booth: every ALL and FOOD requirement that is open, none of OTHER, by due date
    expect(order!.requirements.map((r) => r.requirementId)).toEqual([
      req.overdue,
      req.health,
      req.declaration,
      req.insurance,
    ]);
    const health = order!.requirements.find((r) => r.requirementId === req.health)!;
    expect(health).toMatchObject({
      title: "Health and safety form",
      titleAr: "استمارة الصحة والسلامة",
      dueDate: "2030-06-01",
      status: "NEEDED",
      reason: null,
      document: null,
    });
    expect(health.daysLeft).toBeGreaterThan(0);
    expect(order!.requirements.find((r) => r.requirementId === req.overdue)).toMatchObject({
      status: "OVERDUE",
    });
    expect(order!.requirements.find((r) => r.requirementId === req.overdue)!.daysLeft).toBeLessThan(
      0,
    );
  });

  it("counts the things to do for the receipt: each requirement not approved and the balance", async () => {
    expect(await orderThingsToDo(orderId)).toEqual({ count: 5, before: "2020-01-01" });
    // a ticket order, or none: nothing
    expect(await orderThingsToDo(999_999)).toBeNull();
  });

  it("is for vendors: a visitor gets 403, and an unknown event 404", async () => {
    expect(await checklist(visitor, eventId)).toMatchObject({ code: 403 });
    expect(await checklist(vendor, 999_999)).toMatchObject({ code: 404 });
    // another vendor sees only their own order
    const other = checklistAnswer.parse((await checklist(otherVendor, eventId)).payload);
    expect(other.orders.map((o) => o.orderId)).toEqual([otherOrderId]);
  });
});

describe("sending a document", () => {
  it("takes a PDF for review (201 SUBMITTED), kept as sent, and the checklist says so", async () => {
    const bytes = await pdf();
    const answer = await upload(
      vendor,
      { requirementId: req.health, orderId },
      asPdf(bytes, "health form.pdf"),
    );
    expect(answer.code).toBe(201);
    const sent = sentDocumentAnswer.parse(answer.payload);
    expect(sent).toMatchObject({
      status: "SUBMITTED",
      requirementId: req.health,
      orderId,
      fileName: "health form.pdf",
    });
    const row = await documentRow(sent.documentId);
    expect(row.contentType).toBe("application/pdf");
    expect(Buffer.from(row.bytes!).equals(bytes)).toBe(true);
    expect(row.submittedBy).toBe(vendor.vendorId);
    const list = checklistAnswer.parse((await checklist(vendor, eventId)).payload);
    expect(list.orders[0]!.requirements.find((r) => r.requirementId === req.health)).toMatchObject({
      status: "SUBMITTED",
      document: { documentId: sent.documentId, status: "SUBMITTED" },
    });
  });

  it("a new file replaces one still waiting for review: the earlier one is SUPERSEDED", async () => {
    const target = { requirementId: req.health, orderId };
    const first = await upload(vendor, target, asPdf(await pdf("first")));
    const second = await upload(vendor, target, asPdf(await pdf("second")));
    expect(second.code).toBe(201);
    expect((await documentRow(first.payload.documentId)).status).toBe("SUPERSEDED");
    expect((await documentRow(second.payload.documentId)).status).toBe("SUBMITTED");
    const db = await getDb();
    const waiting = await db
      .select()
      .from(vendorDocuments)
      .where(
        and(
          eq(vendorDocuments.orderId, orderId),
          eq(vendorDocuments.requirementId, req.health),
          eq(vendorDocuments.status, "SUBMITTED"),
        ),
      );
    expect(waiting.map((w) => w.id)).toEqual([second.payload.documentId]);
  });

  it("asks for an expiry where the requirement does, not before the event's last day", async () => {
    const target = { requirementId: req.insurance, orderId };
    const missing = await upload(vendor, target, asPdf(await pdf()));
    expect(missing).toMatchObject({ code: 400, errorCode: "errors.documents.expiryRequired" });
    expect(missing.issues?.[0]?.path).toEqual(["expiresOn"]);
    // the event ends on July 3, 2030 (Toronto)
    const early = await upload(vendor, target, asPdf(await pdf()), "2030-07-02");
    expect(early).toMatchObject({
      code: 400,
      errorCode: "errors.documents.expiryTooEarly",
      payload: "The document must be valid at least until the event's last day, 2030-07-03.",
    });
    expect(early.issues?.[0]?.path).toEqual(["expiresOn"]);
    expect(await upload(vendor, target, asPdf(await pdf()), "2030-02-30")).toMatchObject({
      code: 400,
    });
    const ok = await upload(vendor, target, asPdf(await pdf()), "2030-07-03");
    expect(ok.code).toBe(201);
    expect(ok.payload.expiresOn).toBe("2030-07-03");
  });

  it("refuses a file over 10 MB (413)", async () => {
    const big = Buffer.concat([await pdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const answer = await upload(vendor, { requirementId: req.health, orderId }, asPdf(big));
    expect(answer).toMatchObject({ code: 413, payload: DOCUMENT_TOO_LARGE });
  });

  it("refuses a renamed program, whatever its name and declared type (400)", async () => {
    for (const bytes of [ELF, PE]) {
      const answer = await upload(
        vendor,
        { requirementId: req.health, orderId },
        asPdf(bytes, "x.pdf"),
      );
      expect(answer).toMatchObject({
        code: 400,
        payload: DOCUMENT_KIND_REFUSED,
        errorCode: "errors.documents.kindRefused",
      });
    }
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    expect(
      await upload(
        vendor,
        { requirementId: req.health, orderId },
        { bytes: html, name: "a.png", type: "image/png" },
      ),
    ).toMatchObject({ code: 400, payload: DOCUMENT_KIND_REFUSED });
  });

  it("refuses a malformed PDF", async () => {
    const whole = await pdf();
    for (const bytes of [
      whole.subarray(0, Math.floor(whole.length / 2)),
      Buffer.from("%PDF-1.7\nnot a document at all\n%%EOF\n"),
    ]) {
      const answer = await upload(vendor, { requirementId: req.health, orderId }, asPdf(bytes));
      expect(answer).toMatchObject({
        code: 400,
        payload: PDF_UNREADABLE,
        errorCode: "errors.documents.pdfUnreadable",
      });
    }
  });

  it("refuses an encrypted PDF, with a password to open it or only an owner's restrictions", async () => {
    for (const encrypt of [
      { userPassword: "open", ownerPassword: "owner" },
      { ownerPassword: "owner" },
    ]) {
      const answer = await upload(
        vendor,
        { requirementId: req.health, orderId },
        asPdf(await pdf("secret", encrypt)),
      );
      expect(answer).toMatchObject({
        code: 400,
        payload: PDF_ENCRYPTED,
        errorCode: "errors.documents.pdfEncrypted",
      });
    }
  });

  it("re-encodes a picture: no metadata, nothing after the image, its type from its content", async () => {
    const photo = await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#a33" },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "GPS secret place" } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const sent = await upload(
      vendor,
      { requirementId: req.health, orderId },
      // named and declared as a PDF: the content decides
      {
        bytes: Buffer.concat([photo, Buffer.from("<script>trailing</script>")]),
        name: "scan.pdf",
        type: "application/pdf",
      },
    );
    expect(sent.code).toBe(201);
    const row = await documentRow(sent.payload.documentId);
    expect(row.contentType).toBe("image/jpeg");
    const kept = Buffer.from(row.bytes!);
    expect(kept.equals(photo)).toBe(false);
    expect(kept.includes("trailing")).toBe(false);
    const metadata = await sharp(kept).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 40, height: 30 });
    expect(metadata.exif).toBeUndefined();

    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: "#0a0" } })
      .png()
      .toBuffer();
    const sentPng = await upload(
      vendor,
      { requirementId: req.health, orderId },
      { bytes: png, name: "p.png", type: "image/png" },
    );
    expect(sentPng.code).toBe(201);
    expect((await documentRow(sentPng.payload.documentId)).contentType).toBe("image/png");
  });

  it("only for the vendor's own booked order and an open requirement of its event that applies", async () => {
    const file = asPdf(await pdf());
    expect(await upload(otherVendor, { requirementId: req.health, orderId }, file)).toMatchObject({
      code: 403,
      errorCode: "errors.orders.notYours",
    });
    expect(await upload(visitor, { requirementId: req.health, orderId }, file)).toMatchObject({
      code: 403,
    });
    expect(
      await upload(vendor, { requirementId: req.health, orderId: 999_999 }, file),
    ).toMatchObject({
      code: 404,
      errorCode: "errors.orders.notFound",
    });
    expect(await upload(vendor, { requirementId: 999_999, orderId }, file)).toMatchObject({
      code: 404,
      errorCode: "errors.requirements.notFound",
    });
    expect(await upload(vendor, { requirementId: req.otherEvent, orderId }, file)).toMatchObject({
      code: 400,
      errorCode: "errors.documents.requirementOtherEvent",
    });
    expect(await upload(vendor, { requirementId: req.closed, orderId }, file)).toMatchObject({
      code: 409,
      errorCode: "errors.documents.requirementClosed",
    });
    expect(await upload(vendor, { requirementId: req.otherOnly, orderId }, file)).toMatchObject({
      code: 400,
      errorCode: "errors.documents.requirementNotApplicable",
    });
    expect(await upload(vendor, { requirementId: req.declaration, orderId }, file)).toMatchObject({
      code: 400,
      errorCode: "errors.documents.notAFile",
    });
    const db = await getDb();
    const [free] = await db
      .select({ id: booths.id })
      .from(booths)
      .innerJoin(sections, eq(sections.id, booths.sectionId))
      .where(and(eq(sections.eventId, eventId), eq(booths.name, "F-03")));
    const pending = await bookedOrder(vendor.vendorId, eventId, free!.id, "PENDING");
    expect(
      await upload(vendor, { requirementId: req.health, orderId: pending }, file),
    ).toMatchObject({
      code: 409,
      errorCode: "errors.documents.orderNotBooked",
    });
    // without the anti-forgery token
    const request = uploadRequest(vendor, { requirementId: req.health, orderId }, file);
    request.headers.delete("x-xsrf-token");
    expect((await api(request)).status).toBe(403);
  });
});

describe("declarations", () => {
  it("ticking records it APPROVED; ticking again is harmless", async () => {
    const target = { requirementId: req.declaration, orderId };
    const first = await declareFor(vendor, target);
    expect(first.code).toBe(201);
    expect(sentDocumentAnswer.parse(first.payload)).toMatchObject({
      status: "APPROVED",
      fileName: null,
    });
    const again = await declareFor(vendor, target);
    expect(again.code).toBe(201);
    expect(again.payload.documentId).toBe(first.payload.documentId);
    const db = await getDb();
    const rows = await db
      .select()
      .from(vendorDocuments)
      .where(
        and(
          eq(vendorDocuments.orderId, orderId),
          eq(vendorDocuments.requirementId, req.declaration),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.bytes).toBeNull();
    const list = checklistAnswer.parse((await checklist(vendor, eventId)).payload);
    expect(
      list.orders[0]!.requirements.find((r) => r.requirementId === req.declaration)!.status,
    ).toBe("APPROVED");
    // a file requirement cannot be ticked; another vendor cannot tick for this order
    expect(await declareFor(vendor, { requirementId: req.health, orderId })).toMatchObject({
      code: 400,
      errorCode: "errors.documents.notADeclaration",
    });
    expect(await declareFor(otherVendor, target)).toMatchObject({ code: 403 });
  });
});

describe("checklist statuses and readiness", () => {
  it("says Rejected with the reason, Approved, and ready once paid and all approved", async () => {
    const db = await getDb();
    const sent = await upload(
      vendor,
      { requirementId: req.health, orderId },
      asPdf(await pdf("v3")),
    );
    await db
      .update(vendorDocuments)
      .set({ status: "REJECTED", reason: "The form is not signed." })
      .where(eq(vendorDocuments.id, sent.payload.documentId));
    let list = checklistAnswer.parse((await checklist(vendor, eventId)).payload);
    expect(list.orders[0]!.requirements.find((r) => r.requirementId === req.health)).toMatchObject({
      status: "REJECTED",
      reason: "The form is not signed.",
    });
    // approve everything that applies, pay the balance: ready
    await db
      .update(vendorDocuments)
      .set({ status: "APPROVED", reason: null })
      .where(and(eq(vendorDocuments.orderId, orderId), eq(vendorDocuments.status, "SUBMITTED")));
    await db
      .update(vendorDocuments)
      .set({ status: "APPROVED", reason: null })
      .where(eq(vendorDocuments.id, sent.payload.documentId));
    await db
      .update(requirements)
      .set({ closedAt: new Date() })
      .where(eq(requirements.id, req.overdue));
    list = checklistAnswer.parse((await checklist(vendor, eventId)).payload);
    expect(list.orders[0]!.requirements.map((r) => r.status)).toEqual([
      "APPROVED",
      "APPROVED",
      "APPROVED",
    ]);
    expect(list.orders[0]!.ready).toBe(false);
    await db
      .update(orders)
      .set({ status: "PAID", paidCents: 100_000, balanceCents: 0 })
      .where(eq(orders.id, orderId));
    list = checklistAnswer.parse((await checklist(vendor, eventId)).payload);
    expect(list.orders[0]).toMatchObject({ ready: true, paidInFull: true, balanceCents: 0 });
  });
});

describe("a document's file", () => {
  it("is served to its vendor and organisers only, as a private, sandboxed attachment", async () => {
    const bytes = await pdf("served");
    const sent = await upload(
      otherVendor,
      { requirementId: req.health, orderId: otherOrderId },
      asPdf(bytes, "Santé form.pdf"),
    );
    expect(sent.code).toBe(201);
    for (const who of [otherVendor, organiser]) {
      const response = await download(who, sent.payload.documentId);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="Sant_ form\.pdf"; filename\*=UTF-8''Sant%C3%A9%20form\.pdf$/,
      );
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toMatch(/^sandbox\b/);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    const others = await read(await download(vendor, sent.payload.documentId));
    expect(others).toMatchObject({ code: 403, errorCode: "errors.documents.notYours" });
    expect((await download(visitor, sent.payload.documentId)).status).toBe(403);
    expect((await download(null, sent.payload.documentId)).status).toBe(401);
    expect((await download(otherVendor, 999_999)).status).toBe(404);
    // a declaration has no file
    const declared = await declareFor(otherVendor, {
      requirementId: req.declaration,
      orderId: otherOrderId,
    });
    expect((await download(otherVendor, declared.payload.documentId)).status).toBe(404);
  });
});
