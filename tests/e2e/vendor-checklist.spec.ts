import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { expectNoViolations } from "./axe";
import { acceptTerms, bookBooth } from "./booths";
import { BOOTHS, expect, test, type Booth } from "./fixtures";

// The vendor's checklist on the profile: a market booth of the winter festival asks for the
// health and safety forms; the vendor finds what stands in the way, has a renamed program
// refused on the field, sends a PDF and reads "Sent for review", in English on a desktop and in
// Arabic on a phone; the file is served back as a private, sandboxed attachment.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function axeAtBothSizes(page: Page, language: "en" | "ar") {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectNoViolations(page, { language, settle: true });
  }
}

/** An empty one-page PDF. */
async function onePagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  return Buffer.from(await doc.save());
}

/** Books the booth and pays (a deposit when `deposit` dollars are given); answers the order's card. */
async function bookAndPay(page: Page, booth: Booth, deposit?: string) {
  await bookBooth(page, booth);
  if (deposit) await page.getByLabel("Pay Amount").fill(deposit);
  await acceptTerms(page);
  await page.getByRole("button", { name: "Check Out" }).click();
  await expect(page).toHaveURL(/\/pay\/cs_/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/success\?session_id=cs_/);
}

test.describe("the vendor's checklist", () => {
  test("a booked market booth: what stands in the way, a renamed program refused, a PDF sent for review", async ({
    vendorPage: page,
  }) => {
    test.setTimeout(120_000);
    const booth = BOOTHS.checklistEnglish;
    await bookAndPay(page, booth, "150");
    // the forms and the balance, the earliest due on January 16
    const todo = page.getByTestId("things-to-do");
    await expect(todo).toHaveText(/^2 things to do before January 16, 2025 See your checklist$/);
    await todo.getByRole("link", { name: "See your checklist" }).click();
    await expect(page).toHaveURL(/\/profile#checklist-\d+$/);

    const order = page.getByTestId("order").filter({ hasText: booth.name });
    const checklist = order.getByRole("region", { name: "Your checklist" });
    await expect(checklist.getByTestId("checklist-summary")).toHaveText(
      /^Not ready to open yet\. Still needed: Health and safety forms, the balance of \$[\d,]+\.\d\d and the damage deposit of \$200\.00\.$/,
    );
    const forms = checklist.getByTestId("checklist-item");
    await expect(forms).toHaveCount(1);
    await expect(forms).toContainText("Health and safety forms");
    await expect(forms).toContainText("Due January 16, 2025");
    // the festival is past on the server's calendar
    await expect(forms.getByTestId("checklist-status")).toHaveText("Overdue");
    await expect(checklist.getByTestId("checklist-balance")).toHaveText(
      /^Still to pay: \$[\d,]+\.\d\d/,
    );
    await expect(order.getByRole("button", { name: "Pay balance" })).toBeVisible();
    await axeAtBothSizes(page, "en");

    // a program renamed x.pdf: refused, the message on the file field
    const file = forms.getByLabel("File: PDF, JPEG or PNG, at most 10 MB");
    await file.setInputFiles({
      name: "x.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(256)]),
    });
    await forms.getByRole("button", { name: "Send", exact: true }).click();
    await expect(forms.getByRole("alert")).toHaveText(
      "The file must be a PDF, JPEG or PNG. Its content says it is something else, whatever its name.",
    );
    await expect(file).toHaveAttribute("aria-invalid", "true");
    await expect(file).toBeFocused();
    await expect(forms.getByTestId("checklist-status")).toHaveText("Overdue");

    // a real PDF: sent for review, and the vendor can download it back; sent after the due date,
    // it does not make the forms any less overdue
    await file.setInputFiles({
      name: "health-forms.pdf",
      mimeType: "application/pdf",
      buffer: await onePagePdf(),
    });
    const send = forms.getByRole("button", { name: "Send", exact: true });
    await send.focus();
    await page.keyboard.press("Enter");
    await expect(forms.getByRole("link", { name: "Your file: health-forms.pdf" })).toBeVisible();
    await expect(forms.getByTestId("checklist-status")).toHaveText("Overdue");
    await expect(forms.getByRole("alert")).toHaveCount(0);
    const link = forms.getByRole("link", { name: "Your file: health-forms.pdf" });
    const served = await page.request.get((await link.getAttribute("href"))!);
    expect(served.status()).toBe(200);
    expect(served.headers()).toMatchObject({
      "content-type": "application/pdf",
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
    expect(served.headers()["content-disposition"]).toMatch(
      /^attachment; filename="health-forms\.pdf"/,
    );
    expect(served.headers()["content-security-policy"]).toMatch(/^sandbox\b/);
    expect((await served.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await axeAtBothSizes(page, "en");
  });

  test("in Arabic on a phone: the checklist in Arabic, a PDF sent for review", async ({
    vendorPage: page,
  }) => {
    test.setTimeout(120_000);
    const booth = BOOTHS.checklistArabic;
    await bookAndPay(page, booth);
    await page.setViewportSize(PHONE);
    await page.goto("/ar/profile");
    const checklist = page
      .getByTestId("order")
      .filter({ hasText: booth.name })
      .getByRole("region", { name: "قائمة مهامك" });
    await expect(checklist.getByTestId("checklist-summary")).toHaveText(
      "غير جاهز للافتتاح بعد. ما زال مطلوبًا: نماذج الصحة والسلامة وتأمين الأضرار البالغ \u200f200.00 CAD.",
    );
    const forms = checklist.getByTestId("checklist-item");
    await expect(forms).toContainText("نماذج الصحة والسلامة");
    await expect(forms.getByTestId("checklist-status")).toHaveText("متأخر");
    // the booth is paid for; the damage deposit is still owed
    await expect(checklist.getByTestId("checklist-balance")).toHaveText("ثمن الجناح مدفوع بالكامل");
    await expect(checklist.getByTestId("checklist-deposit")).toContainText("تأمين أضرار مستحق");
    await axeAtBothSizes(page, "ar");
    await page.setViewportSize(PHONE);

    await forms.getByLabel("الملف: PDF أو JPEG أو PNG، بحد أقصى 10 ميغابايت").setInputFiles({
      name: "نماذج.pdf",
      mimeType: "application/pdf",
      buffer: await onePagePdf(),
    });
    await forms.getByRole("button", { name: "أرسل", exact: true }).click();
    await expect(forms.getByRole("link", { name: "ملفك: نماذج.pdf" })).toBeVisible();
    // sent after the due date: still overdue
    await expect(forms.getByTestId("checklist-status")).toHaveText("متأخر");
    // the field and its button fit the phone's width
    const box = await forms.getByRole("button", { name: "أرسل", exact: true }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await axeAtBothSizes(page, "ar");
  });
});
