import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { WINTER_2025_GUID } from "@/db/seed-data";
import {
  booths as boothTable,
  emailOutbox,
  events,
  orderItems,
  orders,
  sections,
  vendorDocuments,
  vendors,
} from "@/db/schema";
import { orderReadiness } from "@/lib/requirements/order-readiness";
import {
  createOrganiser,
  insertBoothEvent,
  unique,
  type Organiser,
  type SignedIn,
} from "../support/fixtures";
import { createVendor, type TestVendor } from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

// The organisers' side of the vendor contract through the organiser API: an event's
// requirements (created, listed, edited, closed, deleted only while nobody answered them), the
// review queue, reviews (a reason to reject, only a waiting document, an approval superseding the
// earlier one, the vendor's note written once in their language), a later due date for one
// order, and an event's copy with its requirements' due dates moved. Who may call these comes
// from the registry (authorization.test.ts).

type Method = "GET" | "POST" | "PUT" | "DELETE";

function call(as: SignedIn, method: Method, url: string, body?: unknown) {
  const request =
    method === "GET"
      ? new Request(`http://localhost${url}`, { headers: { cookie: as.cookie } })
      : jsonRequest(url, body ?? {}, { method, session: as });
  return api(request).then(read);
}

let organiser: Organiser;

beforeAll(async () => {
  organiser = await createOrganiser(await getDb());
});

const get = (url: string) => call(organiser, "GET", url);
const post = (url: string, body: unknown) => call(organiser, "POST", url, body);
const put = (url: string, body: unknown) => call(organiser, "PUT", url, body);
const del = (url: string) => call(organiser, "DELETE", url);

type Booked = { vendor: TestVendor; orderId: number; booth: string };

/**
 * An ACTIVE event (July 1 - 3, 2030) with a food section and another, and one booked order per
 * vendor described: food or not, and the vendor's language.
 */
async function festival(wanted: { food: boolean; locale?: "en" | "ar" }[]) {
  const db = await getDb();
  const { eventId, sectionId, booths } = await insertBoothEvent(
    db,
    `Contract festival ${unique()}`,
    [50_000, ...wanted.map(() => 50_000)], // one booth nobody books
  );
  await db.update(events).set({ nameAr: "مهرجان العقد" }).where(eq(events.id, eventId));
  await db.update(sections).set({ isFood: true }).where(eq(sections.id, sectionId));
  const [other] = await db
    .insert(sections)
    .values({ eventId, name: "Crafts", position: 1, inclusions: "Table" })
    .returning({ id: sections.id });
  const booked: Booked[] = [];
  for (const [i, w] of wanted.entries()) {
    const vendor = await createVendor("Contract");
    if (w.locale === "ar")
      await db.update(vendors).set({ locale: "ar" }).where(eq(vendors.id, vendor.vendorId));
    const booth = booths[i + 1]!;
    await db
      .update(boothTable)
      .set({ sectionId: w.food ? sectionId : other!.id, status: "BOOKED" })
      .where(eq(boothTable.id, booth.id));
    const [order] = await db
      .insert(orders)
      .values({
        vendorId: vendor.vendorId,
        eventId,
        checkoutType: "BOOTH_CART",
        status: "PAID",
        subtotalCents: 50_000,
        feesCents: 0,
        taxCents: 0,
        totalCents: 50_000,
        paidCents: 50_000,
        balanceCents: 0,
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
    booked.push({ vendor, orderId: order!.id, booth: booth.name });
  }
  return { eventId, booked };
}

const insurance = {
  title: "Proof of insurance",
  titleAr: "إثبات التأمين",
  description: "Commercial general liability insurance.",
  descriptionAr: "تأمين المسؤولية العامة التجارية.",
  appliesTo: "FOOD",
  kind: "FILE",
  dueDate: "2030-06-20",
  needsExpiry: true,
  consequence: "INELIGIBLE",
};

async function createRequirement(eventId: number, body: Record<string, unknown> = insurance) {
  const created = await post(`/api/admin/v1/events/${eventId}/requirements`, body);
  expect(created.code).toBe(201);
  return created.payload.requirementId as number;
}

/** A file the vendor sent for the requirement and order (as the upload stores it). */
async function sendFile(
  requirementId: number,
  { vendor, orderId }: Booked,
  {
    status = "SUBMITTED",
    fileName = "insurance.pdf",
    expiresOn = "2031-01-31",
  }: {
    status?: "SUBMITTED" | "APPROVED" | "REJECTED";
    fileName?: string;
    expiresOn?: string | null;
  } = {},
): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(vendorDocuments)
    .values({
      requirementId,
      orderId,
      submittedBy: vendor.vendorId,
      fileName,
      contentType: "application/pdf",
      sizeBytes: 1234,
      sha256: "0".repeat(64),
      bytes: Buffer.from("%PDF-1.7"),
      expiresOn,
      status,
      reason: status === "REJECTED" ? "Unreadable" : null,
    })
    .returning({ id: vendorDocuments.id });
  return row!.id;
}

async function statusOf(documentId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ status: vendorDocuments.status, reason: vendorDocuments.reason })
    .from(vendorDocuments)
    .where(eq(vendorDocuments.id, documentId));
  return row;
}

async function mailsTo(vendor: TestVendor) {
  const db = await getDb();
  return db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text, orderId: emailOutbox.orderId })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, vendor.email))
    .orderBy(asc(emailOutbox.id));
}

const auditOf = (entity: string, id: number) =>
  get(`/api/admin/v1/audit?entity=${entity}&id=${id}`);

describe("the demo seed", () => {
  it("gives the winter festival its contract's requirements, in English and Arabic", async () => {
    const db = await getDb();
    const [winter] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.guid, WINTER_2025_GUID));
    const list = await get(`/api/admin/v1/events/${winter!.id}/requirements`);
    expect(list.code).toBe(200);
    expect(
      list.payload.map((r: Record<string, unknown>) => [
        r.title,
        r.titleAr,
        r.appliesTo,
        r.kind,
        r.dueDate,
        r.needsExpiry,
        r.consequence,
      ]),
    ).toEqual([
      [
        "Health and safety forms",
        "نماذج الصحة والسلامة",
        "ALL",
        "FILE",
        "2025-01-16",
        false,
        "NOT_READY",
      ],
      ["Proof of insurance", "إثبات التأمين", "FOOD", "FILE", "2025-01-25", true, "INELIGIBLE"],
    ]);
  });
});

describe("an event's requirements", () => {
  it("are created (defaults filled), listed, edited, closed and opened again, each change audited", async () => {
    const { eventId } = await festival([]);
    const created = await post(`/api/admin/v1/events/${eventId}/requirements`, {
      title: "  Sales data agreement ",
      appliesTo: "FOOD",
      kind: "DECLARATION",
      dueDate: "2030-06-01",
    });
    expect(created.code).toBe(201);
    expect(created.payload).toMatchObject({
      requirementId: expect.any(Number),
      eventId,
      title: "Sales data agreement",
      titleAr: null,
      description: "",
      descriptionAr: null,
      appliesTo: "FOOD",
      kind: "DECLARATION",
      dueDate: "2030-06-01",
      needsExpiry: false,
      consequence: "NOT_READY",
      closed: false,
      closedAt: null,
      submissions: 0,
    });
    const id = created.payload.requirementId as number;
    const insuranceId = await createRequirement(eventId);

    const list = await get(`/api/admin/v1/events/${eventId}/requirements`);
    expect(list.payload.map((r: { requirementId: number }) => r.requirementId)).toEqual([
      id,
      insuranceId,
    ]);

    const edited = await put(`/api/admin/v1/requirements/${id}`, {
      titleAr: "الموافقة على مشاركة بيانات المبيعات",
      dueDate: "2030-06-10",
    });
    expect(edited.code).toBe(200);
    expect(edited.payload).toMatchObject({
      titleAr: "الموافقة على مشاركة بيانات المبيعات",
      dueDate: "2030-06-10",
      title: "Sales data agreement",
    });

    const closed = await put(`/api/admin/v1/requirements/${id}`, { closed: true });
    expect(closed.payload).toMatchObject({ closed: true, closedAt: expect.any(String) });
    const reopened = await put(`/api/admin/v1/requirements/${id}`, { closed: false });
    expect(reopened.payload).toMatchObject({ closed: false, closedAt: null });

    const trail = await auditOf("requirement", id);
    expect(trail.payload.map((a: { action: string }) => a.action).sort()).toEqual([
      "create",
      "update",
      "update",
      "update",
    ]);
  });

  it("refuses bad input with an issue per field, its catalogue key as the code", async () => {
    const { eventId } = await festival([]);
    const refused = await post(`/api/admin/v1/events/${eventId}/requirements`, {
      title: " ",
      appliesTo: "VENDORS",
      kind: "PHOTO",
      dueDate: "2030-02-30",
      consequence: "LATE",
    });
    expect(refused.code).toBe(400);
    const byField = Object.fromEntries(refused.issues!.map((i) => [i.path.join("."), i.code]));
    expect(byField).toEqual({
      title: "validation.requirementTitleRequired",
      appliesTo: "validation.appliesToInvalid",
      kind: "validation.requirementKindInvalid",
      dueDate: "validation.field.date",
      consequence: "validation.consequenceInvalid",
    });

    const declarationWithExpiry = await post(`/api/admin/v1/events/${eventId}/requirements`, {
      ...insurance,
      kind: "DECLARATION",
    });
    expect(declarationWithExpiry.code).toBe(400);
    expect(declarationWithExpiry.issues).toEqual([
      expect.objectContaining({ path: ["needsExpiry"], code: "validation.expiryNeedsFile" }),
    ]);

    const id = await createRequirement(eventId);
    const toDeclaration = await put(`/api/admin/v1/requirements/${id}`, { kind: "DECLARATION" });
    expect(toDeclaration.code).toBe(400);
    expect(toDeclaration.issues).toEqual([
      expect.objectContaining({
        path: ["needsExpiry"],
        code: "validation.expiryNeedsFile",
      }),
    ]);
    const unknownField = await put(`/api/admin/v1/requirements/${id}`, { deadline: "2030-01-01" });
    expect(unknownField.code).toBe(400);
  });

  it("answers NOT_FOUND for an unknown event or requirement", async () => {
    const missing = 2_000_000_000;
    expect((await get(`/api/admin/v1/events/${missing}/requirements`)).code).toBe(404);
    expect((await post(`/api/admin/v1/events/${missing}/requirements`, insurance)).code).toBe(404);
    const edit = await put(`/api/admin/v1/requirements/${missing}`, { title: "X" });
    expect(edit.code).toBe(404);
    expect(edit.errorCode).toBe("errors.requirements.notFound");
    expect((await del(`/api/admin/v1/requirements/${missing}`)).code).toBe(404);
    const malformed = await put(`/api/admin/v1/requirements/abc`, { title: "X" });
    expect(malformed.code).toBe(400);
    expect(malformed.issues![0]).toMatchObject({ code: "validation.requirementIdInvalid" });
  });

  it("deletes one nobody answered; one with documents is only closed (409), and keeps its kind", async () => {
    const { eventId, booked } = await festival([{ food: true }]);
    const unanswered = await createRequirement(eventId);
    const removed = await del(`/api/admin/v1/requirements/${unanswered}`);
    expect(removed.code).toBe(200);
    expect(removed.payload).toEqual({ requirementId: unanswered, deleted: true });
    expect((await get(`/api/admin/v1/events/${eventId}/requirements`)).payload).toEqual([]);

    const answered = await createRequirement(eventId);
    await sendFile(answered, booked[0]!);
    const refused = await del(`/api/admin/v1/requirements/${answered}`);
    expect(refused.code).toBe(409);
    expect(refused.errorCode).toBe("errors.requirements.answered");
    expect(refused.payload).toBe(
      "This requirement has 1 document sent for it: it cannot be deleted, only closed (closed: true).",
    );
    const kind = await put(`/api/admin/v1/requirements/${answered}`, {
      kind: "DECLARATION",
      needsExpiry: false,
    });
    expect(kind.code).toBe(409);
    const closed = await put(`/api/admin/v1/requirements/${answered}`, { closed: true });
    expect(closed.payload).toMatchObject({ closed: true, submissions: 1 });
    // a closed requirement no longer applies to the order
    const readiness = await orderReadiness(booked[0]!.orderId);
    expect(readiness!.items).toEqual([]);
    expect(readiness!.ready).toBe(true);
  });
});

describe("the review queue and reviews", () => {
  it("lists the documents waiting for review with the vendor, booths, requirement and file", async () => {
    const { eventId, booked } = await festival([{ food: true }, { food: true }]);
    const id = await createRequirement(eventId);
    const first = await sendFile(id, booked[0]!, { fileName: "policy.pdf" });
    const second = await sendFile(id, booked[1]!);
    const rejected = await sendFile(id, booked[1]!, { status: "REJECTED" });

    const queue = await get(`/api/admin/v1/documents?eventId=${eventId}`);
    expect(queue.code).toBe(200);
    expect(queue.payload).toMatchObject({ page: 1, total: 2 });
    expect(queue.payload.documents.map((d: { documentId: number }) => d.documentId)).toEqual([
      first,
      second,
    ]);
    expect(queue.payload.documents[0]).toEqual({
      documentId: first,
      status: "SUBMITTED",
      requirementId: id,
      requirementTitle: "Proof of insurance",
      kind: "FILE",
      needsExpiry: true,
      eventId,
      eventName: expect.stringContaining("Contract festival"),
      eventLastDay: "2030-07-03",
      orderId: booked[0]!.orderId,
      vendorId: booked[0]!.vendor.vendorId,
      vendorName: booked[0]!.vendor.lob,
      vendorEmail: booked[0]!.vendor.email,
      vendorLanguage: "en",
      booths: [booked[0]!.booth],
      fileName: "policy.pdf",
      contentType: "application/pdf",
      sizeBytes: 1234,
      expiresOn: "2031-01-31",
      expiryCoversEvent: true,
      reason: null,
      reviewedAt: null,
      reviewedBy: null,
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      fileUrl: `/api/vendor/v1/documents/${first}`,
    });

    const rejectedList = await get(`/api/admin/v1/documents?eventId=${eventId}&status=REJECTED`);
    expect(rejectedList.payload.documents.map((d: { documentId: number }) => d.documentId)).toEqual(
      [rejected],
    );
    // without an event: every event's, this event's among them
    const all = await get(`/api/admin/v1/documents`);
    expect(all.payload.total).toBeGreaterThanOrEqual(2);
    // the console's home lists them under what needs attention, with the way to the queue
    const home = await get(`/api/admin/v1/home`);
    expect(
      home.payload.attention.find((a: { code: string }) => a.code === "DOCUMENTS_WAITING"),
    ).toMatchObject({
      count: all.payload.total,
      message: `${all.payload.total} documents wait for review.`,
    });

    const badStatus = await get(`/api/admin/v1/documents?status=LOST`);
    expect(badStatus.code).toBe(400);
    expect(badStatus.issues![0]).toMatchObject({
      path: ["status"],
      code: "validation.documentStatusInvalid",
    });
    expect((await get(`/api/admin/v1/documents?eventId=2000000000`)).code).toBe(404);
  });

  it("leaves out the documents of an order that ended (refunded, cancelled, expired)", async () => {
    const { eventId, booked } = await festival([{ food: true }, { food: true }, { food: true }]);
    const [live, refunded, cancelled] = booked as [Booked, Booked, Booked];
    const id = await createRequirement(eventId);
    const kept = await sendFile(id, live);
    const gone = await sendFile(id, refunded);
    const goneApproved = await sendFile(id, refunded, { status: "APPROVED" });
    const alsoGone = await sendFile(id, cancelled);
    const ids = (answer: { payload: { documents: { documentId: number }[] } }) =>
      answer.payload.documents.map((d) => d.documentId);
    const before = await get(`/api/admin/v1/documents?eventId=${eventId}`);
    expect(ids(before)).toEqual([kept, gone, alsoGone]);

    const db = await getDb();
    await db.update(orders).set({ status: "REFUNDED" }).where(eq(orders.id, refunded.orderId));
    await db.update(orders).set({ status: "CANCELLED" }).where(eq(orders.id, cancelled.orderId));
    const after = await get(`/api/admin/v1/documents?eventId=${eventId}`);
    expect(after.payload).toMatchObject({ total: 1 });
    expect(ids(after)).toEqual([kept]);
    const approved = await get(`/api/admin/v1/documents?eventId=${eventId}&status=APPROVED`);
    expect(approved.payload.total).toBe(0);
    expect(ids(approved)).not.toContain(goneApproved);
  });

  it("needs a reason to reject, which reaches the vendor once in their language; only a waiting document is reviewed", async () => {
    const { eventId, booked } = await festival([{ food: true, locale: "ar" }]);
    const vendor = booked[0]!.vendor;
    const id = await createRequirement(eventId);
    const documentId = await sendFile(id, booked[0]!);
    const url = `/api/admin/v1/documents/${documentId}/review`;
    // the queue says the vendor reads Arabic, so the console asks for the reason in Arabic
    const queue = await get(`/api/admin/v1/documents?eventId=${eventId}`);
    expect(queue.payload.documents).toEqual([
      expect.objectContaining({ documentId, vendorLanguage: "ar" }),
    ]);

    const noReason = await post(url, { decision: "REJECTED", reason: "  " });
    expect(noReason.code).toBe(400);
    expect(noReason.issues).toEqual([
      expect.objectContaining({ path: ["reason"], code: "validation.rejectReasonRequired" }),
    ]);
    expect((await post(url, { decision: "MAYBE" })).code).toBe(400);
    expect(await statusOf(documentId)).toEqual({ status: "SUBMITTED", reason: null });

    const rejected = await post(url, {
      decision: "REJECTED",
      reason: "The certificate names another business",
    });
    expect(rejected.code).toBe(200);
    expect(rejected.payload).toMatchObject({
      documentId,
      status: "REJECTED",
      reason: "The certificate names another business",
      reviewedBy: "Festival Office",
      reviewedAt: expect.any(String),
    });
    const mails = await mailsTo(vendor);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.orderId).toBe(booked[0]!.orderId);
    expect(mails[0]!.subject).toContain("إثبات التأمين");
    expect(mails[0]!.subject).toContain("مهرجان العقد");
    expect(mails[0]!.text).toContain("The certificate names another business");
    expect(mails[0]!.text).toContain("السبب");

    const again = await post(url, { decision: "APPROVED" });
    expect(again.code).toBe(409);
    expect(again.errorCode).toBe("errors.requirements.notWaiting");
    expect(await mailsTo(vendor)).toHaveLength(1);

    const readiness = await orderReadiness(booked[0]!.orderId, { today: "2030-06-01" });
    expect(readiness!.items[0]).toMatchObject({
      status: "REJECTED",
      reason: "The certificate names another business",
    });

    const trail = await auditOf("document", documentId);
    expect(trail.payload).toHaveLength(1);
    expect(trail.payload[0]).toMatchObject({
      action: "update",
      before: expect.objectContaining({ status: "SUBMITTED" }),
      after: expect.objectContaining({ status: "REJECTED" }),
    });
    expect(JSON.stringify(trail.payload[0])).not.toContain("bytes");

    expect(
      (await post(`/api/admin/v1/documents/2000000000/review`, { decision: "APPROVED" })).code,
    ).toBe(404);
  });

  it("approving a replacement supersedes the approved one, which stood until then; the note is in English for an English vendor", async () => {
    const { eventId, booked } = await festival([{ food: true }]);
    const vendor = booked[0]!.vendor;
    const id = await createRequirement(eventId);
    const approved = await sendFile(id, booked[0]!, { status: "APPROVED" });
    const replacement = await sendFile(id, booked[0]!, { fileName: "renewed.pdf" });

    const waiting = await orderReadiness(booked[0]!.orderId, { today: "2030-06-01" });
    expect(waiting!.items[0]).toMatchObject({ status: "APPROVED", replacementWaiting: true });

    const answer = await post(`/api/admin/v1/documents/${replacement}/review`, {
      decision: "APPROVED",
      reason: "",
    });
    expect(answer.code).toBe(200);
    expect(answer.payload).toMatchObject({ status: "APPROVED", reason: null });
    expect(await statusOf(approved)).toEqual({ status: "SUPERSEDED", reason: null });
    expect(await statusOf(replacement)).toMatchObject({ status: "APPROVED" });
    const after = await orderReadiness(booked[0]!.orderId, { today: "2030-06-01" });
    expect(after!.items[0]).toMatchObject({ status: "APPROVED", replacementWaiting: false });
    expect(after!.ready).toBe(true);

    const mails = await mailsTo(vendor);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      `Mahrajan Events: Proof of insurance approved (${answer.payload.eventName})`,
    );
    expect(mails[0]!.text).toContain("renewed.pdf");
    expect((await auditOf("document", approved)).payload[0]).toMatchObject({
      after: expect.objectContaining({ status: "SUPERSEDED" }),
    });
  });

  it("rejecting a replacement leaves the approved one standing", async () => {
    const { eventId, booked } = await festival([{ food: true }]);
    const id = await createRequirement(eventId);
    const approved = await sendFile(id, booked[0]!, { status: "APPROVED" });
    const replacement = await sendFile(id, booked[0]!);
    const answer = await post(`/api/admin/v1/documents/${replacement}/review`, {
      decision: "REJECTED",
      reason: "Expired",
    });
    expect(answer.code).toBe(200);
    expect(await statusOf(approved)).toEqual({ status: "APPROVED", reason: null });
    const readiness = await orderReadiness(booked[0]!.orderId, { today: "2030-06-01" });
    expect(readiness!.items[0]!.status).toBe("APPROVED");
  });
});

describe("PUT /api/admin/v1/orders/{orderId}/requirements/{requirementId}/extension", () => {
  it("gives one order a later due date, which its checklist uses, audited with the reason", async () => {
    const { eventId, booked } = await festival([{ food: true }, { food: true }]);
    const id = await createRequirement(eventId);
    const [extended, other] = booked as [Booked, Booked];
    const url = `/api/admin/v1/orders/${extended.orderId}/requirements/${id}/extension`;

    const overdue = await orderReadiness(extended.orderId, { today: "2030-06-25" });
    expect(overdue!.items[0]).toMatchObject({ status: "OVERDUE", dueDate: "2030-06-20" });
    expect(overdue!.ineligible).toBe(true);

    const answer = await put(url, { dueDate: "2030-06-28", reason: "Broker delayed the policy" });
    expect(answer.code).toBe(200);
    expect(answer.payload).toEqual({
      orderId: extended.orderId,
      requirementId: id,
      requirementDueDate: "2030-06-20",
      dueDate: "2030-06-28",
      reason: "Broker delayed the policy",
    });
    const now = await orderReadiness(extended.orderId, { today: "2030-06-25" });
    expect(now!.items[0]).toMatchObject({ status: "NEEDED", dueDate: "2030-06-28", daysLeft: 3 });
    expect(now!.ineligible).toBe(false);
    const untouched = await orderReadiness(other.orderId, { today: "2030-06-25" });
    expect(untouched!.items[0]).toMatchObject({ status: "OVERDUE", dueDate: "2030-06-20" });

    // a second extension replaces the first
    await put(url, { dueDate: "2030-06-30", reason: "Second delay" });
    expect(
      (await orderReadiness(extended.orderId, { today: "2030-06-25" }))!.items[0]!.dueDate,
    ).toBe("2030-06-30");

    const trail = await auditOf("requirement", id);
    const extensions = trail.payload.filter(
      (a: { after: { extension?: unknown } }) => a.after?.extension,
    );
    expect(extensions).toHaveLength(2);
    expect(
      extensions
        .map((a: { after: { extension: { reason: string } } }) => a.after.extension.reason)
        .sort(),
    ).toEqual(["Broker delayed the policy", "Second delay"]);
  });

  it("refuses a missing reason, an earlier date, an unknown order and another event's requirement", async () => {
    const { eventId, booked } = await festival([{ food: true }]);
    const { eventId: otherEvent } = await festival([]);
    const id = await createRequirement(eventId);
    const elsewhere = await createRequirement(otherEvent);
    const orderId = booked[0]!.orderId;
    const url = `/api/admin/v1/orders/${orderId}/requirements/${id}/extension`;

    const noReason = await put(url, { dueDate: "2030-06-28" });
    expect(noReason.code).toBe(400);
    expect(noReason.issues).toEqual([
      expect.objectContaining({ path: ["reason"], code: "validation.extensionReasonRequired" }),
    ]);
    const badDate = await put(url, { dueDate: "next week", reason: "x" });
    expect(badDate.issues).toEqual([
      expect.objectContaining({ path: ["dueDate"], code: "validation.field.date" }),
    ]);
    const earlier = await put(url, { dueDate: "2030-06-01", reason: "x" });
    expect(earlier.code).toBe(400);
    expect(earlier.issues).toEqual([
      expect.objectContaining({ path: ["dueDate"], code: "errors.requirements.extensionTooEarly" }),
    ]);
    const unknownOrder = await put(`/api/admin/v1/orders/2000000000/requirements/${id}/extension`, {
      dueDate: "2030-06-28",
      reason: "x",
    });
    expect(unknownOrder.code).toBe(404);
    const otherRequirement = await put(
      `/api/admin/v1/orders/${orderId}/requirements/${elsewhere}/extension`,
      { dueDate: "2030-06-28", reason: "x" },
    );
    expect(otherRequirement.code).toBe(404);
    expect(otherRequirement.errorCode).toBe("errors.requirements.notFound");
  });
});

describe("extensions only for live orders and requirements that apply to them", () => {
  it("refuses an order that is no longer booked, with nothing written", async () => {
    const { eventId, booked } = await festival([{ food: true }, { food: true }, { food: true }]);
    const id = await createRequirement(eventId);
    const db = await getDb();
    const ended = ["CANCELLED", "REFUNDED", "EXPIRED"] as const;
    for (const [i, status] of ended.entries()) {
      const { orderId } = booked[i]!;
      await db.update(orders).set({ status }).where(eq(orders.id, orderId));
      const refused = await put(`/api/admin/v1/orders/${orderId}/requirements/${id}/extension`, {
        dueDate: "2030-06-28",
        reason: "Broker delayed the policy",
      });
      expect(refused.code).toBe(409);
      expect(refused.errorCode).toBe("errors.requirements.orderNotBooked");
      expect(refused.payload).toBe(
        `Order ${orderId} is ${status}: only a booked booth order (paid or partly paid) can be given a later due date.`,
      );
    }
    const trail = await auditOf("requirement", id);
    expect(
      trail.payload.filter((a: { after: { extension?: unknown } }) => a.after?.extension),
    ).toEqual([]);
  });

  it("refuses a food vendors' requirement for an order without a food booth, and grants one that applies", async () => {
    const { eventId, booked } = await festival([{ food: false }]);
    const crafts = booked[0]!.orderId;
    const foodOnly = await createRequirement(eventId);
    const refused = await put(`/api/admin/v1/orders/${crafts}/requirements/${foodOnly}/extension`, {
      dueDate: "2030-06-28",
      reason: "Broker delayed the policy",
    });
    expect(refused.code).toBe(400);
    expect(refused.errorCode).toBe("errors.requirements.notApplicable");
    expect(refused.payload).toBe(
      `This requirement does not apply to the booths of order ${crafts}: there is no due date to extend.`,
    );
    const forAll = await createRequirement(eventId, {
      ...insurance,
      title: "Health and safety form",
      appliesTo: "ALL",
      needsExpiry: false,
      consequence: "NOT_READY",
    });
    const granted = await put(`/api/admin/v1/orders/${crafts}/requirements/${forAll}/extension`, {
      dueDate: "2030-06-28",
      reason: "Inspector rescheduled",
    });
    expect(granted.code).toBe(200);
    const readiness = await orderReadiness(crafts, { today: "2030-06-25" });
    expect(readiness!.items).toEqual([
      expect.objectContaining({ requirementId: forAll, dueDate: "2030-06-28", status: "NEEDED" }),
    ]);
  });
});

describe("copying an event", () => {
  it("copies its open requirements with due dates moved as the festival moves, never their documents", async () => {
    const { eventId, booked } = await festival([{ food: true }]);
    const open = await createRequirement(eventId);
    await sendFile(open, booked[0]!);
    const closed = await createRequirement(eventId, {
      ...insurance,
      title: "Old form",
      dueDate: "2030-05-01",
    });
    await put(`/api/admin/v1/requirements/${closed}`, { closed: true });

    // July 1, 2030 at 14:00 Toronto -> June 30, 2031: 364 days later
    const copy = await post(`/api/admin/v1/events/${eventId}/copy`, {
      eventName: `Copied contract festival ${unique()}`,
      eventDate: "2031-06-30T14:00",
    });
    expect(copy.code).toBe(201);
    const copied = await get(`/api/admin/v1/events/${copy.payload.eventId}/requirements`);
    expect(copied.payload).toHaveLength(1);
    expect(copied.payload[0]).toMatchObject({
      ...insurance,
      eventId: copy.payload.eventId,
      dueDate: "2031-06-19",
      closed: false,
      submissions: 0,
    });
    expect(copied.payload[0].requirementId).not.toBe(open);
    const source = await get(`/api/admin/v1/events/${eventId}/requirements`);
    expect(source.payload.map((r: { dueDate: string }) => r.dueDate)).toEqual([
      "2030-05-01",
      "2030-06-20",
    ]);
  });
});
