import type { Browser, Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expectNoViolations } from "./axe";
import { acceptTerms, bookBooth } from "./booths";
import { BOOTHS, expect, ORGANISER, test } from "./fixtures";
import { adminApi, signIn, WINTER } from "./helpers";

// The vendor contract enforced, from both sides: a food vendor books in the winter festival and
// finds three things to do; sends the health and safety forms and proof of insurance, after their
// due dates (the festival is past on the server's calendar), so they stay overdue; the office
// rejects the insurance with a reason, the vendor reads it and sends another, the office approves;
// the late insurance leaves the vendor ineligible until the office extends its due date with a
// reason; once the balance and the damage deposit are recorded at the office, the compliance
// matrix shows the booth ready to open.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The page passes axe on a phone and on a desktop, left at the desktop's size. */
async function expectNoViolationsAtBothSizes(page: Page, language: "en" | "ar" = "en") {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoViolations(page, { language, settle: true });
  }
}

/** A small, valid one-page PDF with a line of text, as a vendor's scanner would make. */
async function pdf(line: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([420, 200]);
  page.drawText(line, {
    x: 24,
    y: 100,
    size: 14,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await doc.save());
}

/** The organiser's browser, signed in, on a page of its own. */
async function officePage(browser: Browser): Promise<Page> {
  const office = await browser.newContext({ viewport: DESKTOP });
  await signIn(office, ORGANISER);
  return office.newPage();
}

const REASON = "The certificate does not name the festival as additionally insured.";

test.describe("the vendor contract", () => {
  test("a food vendor's checklist from booking to ready to open, with a rejected insurance sent again", async ({
    browser,
    vendor,
    vendorPage: page,
  }) => {
    // the longest walk of the suite (booking, two documents, a rejection, the balance): 90-120 s
    // on a busy two-core machine
    test.setTimeout(300_000);
    const booth = BOOTHS.contractFood;

    // Booked with a deposit: two documents and the balance are the three things to do.
    await bookBooth(page, booth);
    await page.getByLabel("Pay Amount").fill("500");
    await acceptTerms(page);
    await page.getByRole("button", { name: "Check Out" }).click();
    await expect(page).toHaveURL(/\/pay\/cs_/);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/success\?session_id=cs_/);
    const todo = page.getByTestId("things-to-do");
    await expect(todo).toHaveText(/^3 things to do before January 16, 2025 See your checklist$/);
    await expectNoViolationsAtBothSizes(page);
    // The same line on the Arabic page.
    const success = new URL(page.url());
    await page.goto(`/ar${success.pathname}${success.search}`);
    await expect(todo).toContainText(/[3٣] أمور عليك إنجازها قبل/);
    await expectNoViolationsAtBothSizes(page, "ar");

    await page.goto("/profile");
    const order = page.getByTestId("order").filter({ hasText: booth.name });
    await expect(order).toHaveCount(1);
    const orderId = Number(
      /Order (\d+)/.exec((await order.getByText(/^Order \d+/).textContent())!)![1],
    );
    const checklist = order.getByRole("region", { name: "Your checklist" });
    await expect(checklist.getByTestId("checklist-item")).toHaveCount(2);
    const summary = checklist.getByTestId("checklist-summary");
    await expect(summary).toContainText("Not ready to open yet. Still needed:");
    await expect(summary).toContainText("Health and safety forms");
    await expect(summary).toContainText("Proof of insurance");
    await expect(summary).toContainText(/the balance of \$[\d,]+\.\d\d/);
    const forms = checklist
      .getByTestId("checklist-item")
      .filter({ hasText: "Health and safety forms" });
    const insurance = checklist
      .getByTestId("checklist-item")
      .filter({ hasText: "Proof of insurance" });
    await expect(forms).toContainText("Due January 16, 2025");
    await expect(insurance).toContainText("Due January 25, 2025");
    await expectNoViolationsAtBothSizes(page);

    // The two documents, each sent for review after its due date: still overdue.
    await forms.getByLabel(/^File: PDF, JPEG or PNG/).setInputFiles({
      name: "health-and-safety-forms.pdf",
      mimeType: "application/pdf",
      buffer: await pdf("Health and safety forms, signed"),
    });
    await forms.getByRole("button", { name: "Send" }).click();
    await expect(forms.getByRole("link", { name: /^Your file: / })).toBeVisible();
    await expect(forms.getByTestId("checklist-status")).toHaveText("Overdue");
    await insurance.getByLabel(/^File: PDF, JPEG or PNG/).setInputFiles({
      name: "insurance-certificate.pdf",
      mimeType: "application/pdf",
      buffer: await pdf("Certificate of insurance"),
    });
    await insurance.getByLabel("Expiry date of the document").fill("2026-12-31");
    await insurance.getByRole("button", { name: "Send" }).click();
    await expect(insurance.getByRole("link", { name: /^Your file: / })).toBeVisible();
    await expect(insurance.getByTestId("checklist-status")).toHaveText("Overdue");

    // The office rejects the insurance with a reason, and approves the forms.
    const admin = await officePage(browser);
    await admin.goto("/admin/documents");
    const waiting = (title: string) =>
      admin.getByTestId("document").filter({ hasText: vendor.email }).filter({ hasText: title });
    await expect(waiting("Proof of insurance")).toHaveCount(1);
    await expectNoViolationsAtBothSizes(admin);
    const certificate = waiting("Proof of insurance");
    await certificate.getByLabel("Reason (the vendor reads it)").fill(REASON);
    await certificate.getByRole("button", { name: /^Reject/ }).click();
    await expect(admin.getByText(/^Rejected: Proof of insurance from /)).toBeVisible();
    await admin.reload();
    await waiting("Health and safety forms")
      .getByRole("button", { name: /^Approve/ })
      .click();
    await expect(admin.getByText(/^Approved: Health and safety forms from /)).toBeVisible();

    // The vendor reads the reason and sends another certificate.
    await page.reload();
    await expect(forms.getByTestId("checklist-status")).toHaveText("Approved");
    await expect(insurance.getByTestId("checklist-status")).toHaveText("Overdue");
    await expect(insurance).toContainText(`Rejected: ${REASON}`);
    await insurance.getByLabel(/^File: PDF, JPEG or PNG/).setInputFiles({
      name: "insurance-certificate-2.pdf",
      mimeType: "application/pdf",
      buffer: await pdf("Certificate of insurance, festival named"),
    });
    await insurance.getByLabel("Expiry date of the document").fill("2026-12-31");
    await insurance.getByRole("button", { name: "Send" }).click();
    await expect(
      insurance.getByRole("link", { name: "Your file: insurance-certificate-2.pdf" }),
    ).toBeVisible();
    await expect(insurance.getByTestId("checklist-status")).toHaveText("Overdue");

    await admin.goto("/admin/documents");
    await waiting("Proof of insurance")
      .getByRole("button", { name: /^Approve/ })
      .click();
    await expect(admin.getByText(/^Approved: Proof of insurance from /)).toBeVisible();

    // Every document approved, but the insurance came after its due date: ineligible, until the
    // office decides otherwise with a reason, by extending that due date for this order.
    const events = await admin.request.get("/api/admin/v1/events");
    const { payload: all } = (await events.json()) as {
      payload: { eventId: number; eventGuid: string }[];
    };
    const eventId = all.find((e) => e.eventGuid === WINTER)!.eventId;
    await admin.goto(`/admin/events/${eventId}/compliance`);
    const row = admin.getByTestId("compliance-row").filter({ hasText: `Order #${orderId}` });
    await expect(row).toContainText("Ineligible");
    await expect(row.getByText("Approved")).toHaveCount(2);
    const listed = await admin.request.get(`/api/admin/v1/events/${eventId}/requirements`);
    const { payload: requirements } = (await listed.json()) as {
      payload: { requirementId: number; title: string }[];
    };
    const insuranceId = requirements.find((r) => r.title === "Proof of insurance")!.requirementId;
    // Today in Toronto: the day the certificate came, so it counts as sent by the new date.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
      new Date(),
    );
    await adminApi(
      admin.request,
      "PUT",
      `/api/admin/v1/orders/${orderId}/requirements/${insuranceId}/extension`,
      { dueDate: today, reason: "The broker named the festival on the certificate late" },
    );

    // Every document approved and counted, the balance still owed: not ready yet.
    await admin.reload();
    await expect(row).toContainText("Not ready");
    await expect(row.getByText("Approved")).toHaveCount(2);

    // The balance recorded at the office, then the deposit: ready to open, in the matrix and on
    // the profile.
    const owed = await admin.request.get(`/api/admin/v1/orders/${orderId}`);
    const { payload: figures } = (await owed.json()) as { payload: { balanceCents: number } };
    expect(figures.balanceCents).toBeGreaterThan(0);
    await adminApi(admin.request, "POST", `/api/admin/v1/orders/${orderId}/payments`, {
      amountCents: figures.balanceCents,
      method: "CHEQUE",
      reference: "Cheque 2025",
    });
    await admin.reload();
    // The damage deposit is owed by the same date: the booth may not open until it is paid too.
    await expect(row).toContainText("May not open: damage deposit $500.00 due");
    await expect(row).toContainText("Not ready");
    await adminApi(admin.request, "POST", `/api/admin/v1/orders/${orderId}/deposit-payment`, {
      method: "CHEQUE",
      reference: "Cheque 2026",
    });
    await admin.reload();
    await expect(row.getByText("Ready", { exact: true })).toBeVisible();
    await expectNoViolationsAtBothSizes(admin);
    await admin.screenshot({
      path: "test-results/screenshots/compliance-matrix.png",
      fullPage: true,
    });
    await admin.context().close();

    await page.reload();
    await expect(summary).toHaveText("Ready to open");
    await expect(checklist.getByTestId("checklist-balance")).toHaveText("Paid in full");
    await expectNoViolationsAtBothSizes(page);

    // The same checklist in Arabic.
    await page.goto("/ar/profile");
    const arabic = page
      .getByTestId("order")
      .filter({ hasText: booth.name })
      .getByRole("region", { name: "قائمة مهامك" });
    await expect(arabic.getByTestId("checklist-item")).toHaveCount(2);
    await expect(arabic.getByText("إثبات التأمين", { exact: true })).toBeVisible();
    await expect(arabic.getByTestId("checklist-summary")).toHaveText("جاهز للافتتاح");
    await expectNoViolationsAtBothSizes(page, "ar");
    await page.setViewportSize(PHONE);
    // The offer of the English page, declined, so the picture shows the checklist alone.
    await page
      .getByRole("complementary", { name: "This page is available in English." })
      .getByRole("button", { name: "No, thanks" })
      .click();
    await arabic.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/screenshots/checklist-arabic-phone.png" });
  });
});
