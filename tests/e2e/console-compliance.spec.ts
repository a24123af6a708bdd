import type { APIRequestContext, Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { CSRF_HEADER, CSRF_TOKEN_PATH } from "../../lib/http/csrf-names";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { adminApi, signIn, unique } from "./helpers";

// The organisers' side of the vendor contract in the console: a requirement added in the
// editor, the compliance matrix showing a booked vendor not ready, a reminder to everyone
// missing it, the review queue rejecting (a reason required) then approving what the vendor
// sent, and the vendor ready in the matrix and on the dashboard. axe on each new page at desktop
// and phone sizes. The event is made here (over already, so the lists other tests read keep their
// order) and marked Past at the end.

const TITLE = "Fire safety certificate";

/** A small, valid one-page PDF with a line of text. */
async function pdf(line: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText(line, {
    x: 20,
    y: 100,
    size: 12,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await doc.save());
}

/** The vendor sends a file for the requirement through the vendor API; its document id. */
async function upload(
  request: APIRequestContext,
  fields: { requirementId: number; orderId: number; name: string; line: string },
): Promise<number> {
  const issued = await request.get(CSRF_TOKEN_PATH);
  const { payload } = (await issued.json()) as { payload: { token: string } };
  const answer = await request.post("/api/vendor/v1/documents", {
    headers: { [CSRF_HEADER]: payload.token },
    multipart: {
      requirementId: String(fields.requirementId),
      orderId: String(fields.orderId),
      file: { name: fields.name, mimeType: "application/pdf", buffer: await pdf(fields.line) },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { payload: { documentId: number } }).payload.documentId;
}

/** axe at desktop size, then at a phone's after `check` finds the page drawn again. */
async function axeAtBothSizes(page: Page, check: () => Promise<void>) {
  await expectNoViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await check();
  await expectNoViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await check();
}

test.describe("console compliance", () => {
  test("an organiser adds a requirement, sees a vendor not ready, reminds, rejects then approves, and sees the vendor ready", async ({
    organiserPage: admin,
    vendor,
    browser,
  }) => {
    test.setTimeout(120_000);
    const name = `Lakeshore Craft Fair ${unique()}`;
    const { eventId } = await adminApi<{ eventId: number }>(
      admin.request,
      "POST",
      "/api/admin/v1/events",
      {
        eventName: name,
        eventDescription: "Crafts by the lake.",
        eventLocation: "Lakeshore",
        eventDate: "2026-02-14T10:00",
        eventEndDate: "2026-02-15T18:00",
        eventDateText: "February 14 - 15, 2026",
        eventAddress: "1 Lakeshore Blvd, Toronto",
        eventDetails: "Free admission.",
        eventStatus: "ACTIVE",
        bookingOpen: false,
        boothSalesEnd: "2099-12-31T23:00",
        contractText: "1. Terms\n\nThe vendor follows the fair's rules.",
      },
    );
    const { sectionId } = await adminApi<{ sectionId: number }>(
      admin.request,
      "POST",
      `/api/admin/v1/events/${eventId}/sections`,
      { sectionName: "Craft Tables", inclusions: "6 ft table" },
    );
    await adminApi(admin.request, "POST", `/api/admin/v1/sections/${sectionId}/booths`, {
      boothName: "L-01",
      boothPriceCents: 15000,
    });
    // The office books L-01 for the vendor, paid in full by cheque.
    const found = (await (
      await admin.request.get(`/api/admin/v1/vendors?q=${encodeURIComponent(vendor.email)}`)
    ).json()) as { payload: { vendors: { vendorId: number }[] } };
    const order = await adminApi<{ orderId: number; totalCents: number }>(
      admin.request,
      "POST",
      "/api/admin/v1/orders",
      { vendorId: found.payload.vendors[0]!.vendorId, eventId, boothNames: ["L-01"] },
    );
    await adminApi(admin.request, "POST", `/api/admin/v1/orders/${order.orderId}/payments`, {
      amountCents: order.totalCents,
      method: "CHEQUE",
      reference: "Cheque 207",
    });

    // The requirements editor: the form refuses an empty requirement on its fields, then adds one.
    await admin.goto(`/admin/events/${eventId}/requirements`);
    await expect(
      admin.getByRole("heading", { level: 1, name: "Requirements", exact: true }),
    ).toBeVisible();
    await expect(admin.getByText("No requirements yet")).toBeVisible();
    const form = admin.getByRole("form", { name: "Add a requirement" });
    await form.getByRole("button", { name: "Add requirement" }).click();
    await expect(form.getByText("title is required.")).toBeVisible();
    await expect(form.getByLabel("Title", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("Title", { exact: true }).fill(TITLE);
    await form.getByLabel("Title (Arabic)").fill("شهادة السلامة من الحرائق");
    await form.getByLabel("Description", { exact: true }).fill("Signed by the fire marshal.");
    await form.getByLabel("All vendors").check();
    await form.getByLabel("A file upload").check();
    await form.getByLabel("Due date (Toronto)").fill("2099-03-01");
    await form.getByLabel("The booth may not open").check();
    await form.getByRole("button", { name: "Add requirement" }).click();
    await expect(admin.getByRole("status").filter({ hasText: `“${TITLE}” added` })).toBeVisible();
    const listed = admin.getByTestId("requirement").filter({ hasText: TITLE });
    await expect(listed).toContainText("Applies to: All vendors");
    await expect(listed).toContainText("Due: Mar 1, 2099");
    await axeAtBothSizes(admin, () => expect(listed).toBeVisible());
    const [requirement] = (
      (await (await admin.request.get(`/api/admin/v1/events/${eventId}/requirements`)).json()) as {
        payload: { requirementId: number }[];
      }
    ).payload;

    // The matrix: the vendor is not ready, the certificate Needed; one click reminds them.
    await admin.goto(`/admin/events/${eventId}/compliance`);
    await expect(
      admin.getByRole("heading", { level: 1, name: "Compliance", exact: true }),
    ).toBeVisible();
    const matrix = admin.getByRole("region", { name: /^Compliance matrix/ });
    await expect(matrix.getByRole("columnheader", { name: new RegExp(TITLE) })).toBeVisible();
    const row = matrix.getByRole("row").filter({ hasText: vendor.legalName });
    await expect(row.getByText("Not ready")).toBeVisible();
    await expect(row.getByText("Needed")).toBeVisible();
    await expect(row.getByText("Paid in full")).toBeVisible();
    await expect(admin.getByTestId("compliance-counts")).toHaveText(
      "1 booked order: 0 ready, 1 not ready, 0 with a document waiting for review.",
    );
    await admin.getByRole("button", { name: `Remind 1 vendor missing ${TITLE}` }).click();
    const confirm = admin.getByRole("region", { name: `Remind 1 vendor of “${TITLE}”?` });
    await expect(confirm).toBeFocused();
    await confirm.getByRole("button", { name: "Send the reminder" }).click();
    await expect(
      admin.getByRole("status").filter({ hasText: `Reminder of “${TITLE}” sent to 1 vendor.` }),
    ).toBeVisible();
    await axeAtBothSizes(admin, () => expect(row.getByText("Needed")).toBeVisible());
    // on a phone the matrix scrolls sideways, reachable by keyboard
    await expect(matrix).toHaveAttribute("tabindex", "0");

    // The vendor sends the certificate; the review queue shows it, refuses a rejection without a
    // reason, and rejects it with one.
    const vendorContext = await browser.newContext();
    await signIn(vendorContext, vendor);
    const first = await upload(vendorContext.request, {
      requirementId: requirement!.requirementId,
      orderId: order.orderId,
      name: "fire-certificate.pdf",
      line: "Fire certificate, unsigned",
    });
    await admin.goto(`/admin/documents?eventId=${eventId}`);
    await expect(
      admin.getByRole("heading", { level: 1, name: "Documents to review", exact: true }),
    ).toBeVisible();
    // the queue names the vendor by the business's operating name
    const item = admin.getByTestId("document").filter({ hasText: vendor.email });
    await expect(item.getByRole("heading", { name: `${TITLE}: ${vendor.lob}` })).toBeVisible();
    const file = item.getByRole("link", { name: /^Open fire-certificate\.pdf \(PDF, / });
    await expect(file).toHaveAttribute("href", `/api/vendor/v1/documents/${first}`);
    const opened = await admin.request.get(`/api/vendor/v1/documents/${first}`);
    expect(opened.status()).toBe(200);
    expect(opened.headers()["content-type"]).toContain("application/pdf");
    await axeAtBothSizes(admin, () => expect(file).toBeVisible());
    await item.getByRole("button", { name: /^Reject/ }).click();
    await expect(
      item.getByText("A reason is required to reject a document: the vendor reads it."),
    ).toBeVisible();
    await item.getByLabel("Reason (the vendor reads it)").fill("The certificate is not signed.");
    await item.getByRole("button", { name: /^Reject/ }).click();
    await expect(
      admin.getByRole("status").filter({ hasText: `Rejected: ${TITLE} from ${vendor.lob}.` }),
    ).toBeVisible();
    await expect(item).toHaveCount(0);

    // The matrix says so, with the reason.
    await admin.goto(`/admin/events/${eventId}/compliance`);
    await expect(row.getByText("Rejected")).toBeVisible();
    await expect(row.getByText("Reason: The certificate is not signed.")).toBeVisible();

    // Sent again and approved: the vendor is ready to open.
    await upload(vendorContext.request, {
      requirementId: requirement!.requirementId,
      orderId: order.orderId,
      name: "fire-certificate-signed.pdf",
      line: "Fire certificate, signed",
    });
    await vendorContext.close();
    await admin.goto(`/admin/events/${eventId}/compliance?filter=waiting`);
    await expect(row.getByText("Waiting for review")).toBeVisible();
    await admin.goto(`/admin/documents?eventId=${eventId}`);
    await item.getByRole("button", { name: /^Approve/ }).click();
    await expect(
      admin.getByRole("status").filter({ hasText: `Approved: ${TITLE} from ${vendor.lob}.` }),
    ).toBeVisible();
    await admin.goto(`/admin/events/${eventId}/compliance`);
    await expect(row.getByText("Ready", { exact: true })).toBeVisible();
    await expect(row.getByText("Approved")).toBeVisible();
    await admin.getByRole("link", { name: "Not ready" }).click();
    await expect(admin.getByText("No booked order is not ready.")).toBeVisible();

    // The event's dashboard: ready, not ready and waiting, with the way to the matrix.
    await admin.goto(`/admin/events/${eventId}`);
    const summary = admin.getByRole("region", { name: "Ready to open" });
    await expect(summary.getByRole("term")).toHaveText([
      "Ready",
      "Not ready",
      "Waiting for review",
    ]);
    await expect(summary.getByRole("definition").filter({ hasText: /^\d+$/ })).toHaveText([
      "1",
      "0",
      "0",
    ]);
    await expect(summary.getByRole("link", { name: "Compliance matrix" })).toHaveAttribute(
      "href",
      `/admin/events/${eventId}/compliance`,
    );
    await expectNoViolations(admin);

    await adminApi(admin.request, "PUT", `/api/admin/v1/events/${eventId}`, {
      eventStatus: "PAST",
    });
  });
});
