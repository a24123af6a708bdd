import type { Page } from "@playwright/test";
import { expectNoViolations as expectNoArabicViolations } from "./axe";
import { acceptTerms, bookBooth } from "./booths";
import { BOOTHS, expect, SEATS, test } from "./fixtures";
import { newVendor, registerVendor, signIn, SUMMER } from "./helpers";

/**
 * The site in Arabic: the same pages under /ar, right to left, found by their Arabic names and
 * roles, with the booth booking and the seat purchase walked through in Arabic.
 */
async function expectArabic(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}

const expectNoViolations = (page: Page, options: { banner?: boolean } = {}) =>
  expectNoArabicViolations(page, { ...options, language: "ar" });

const PUBLIC_PAGES: {
  path: string;
  heading?: string | RegExp;
  prepare?: (page: Page) => Promise<void>;
}[] = [
  { path: "/ar/home", heading: "نحتفي بالموسيقى والفن والرقص والثقافة العربية" },
  { path: "/ar/about", heading: "من نحن" },
  { path: "/ar/events", heading: "الفعاليات الحالية" },
  { path: `/ar/details/${SUMMER}` },
  {
    path: `/ar/exhibitions/${SUMMER}`,
    prepare: async (page) => {
      await page.getByRole("button", { name: "إظهار مخطط الموقع" }).click();
      await expect(page.getByRole("region", { name: /مخطط/ })).toBeVisible();
    },
  },
  { path: "/ar/contact", heading: "اتصل بنا" },
  { path: "/ar/stage" },
  { path: "/ar/login", heading: "تسجيل الدخول" },
  { path: "/ar/register", heading: "إنشاء حساب" },
  { path: "/ar/lostpassword", heading: "نسيت كلمة المرور" },
  { path: "/ar/resetpassword" },
  { path: "/ar/movie-popup" },
  { path: "/ar/success?session_id=cs_test_unknown", heading: "الدفع" },
  { path: "/ar/cancel?session_id=cs_test_unknown" },
];

test.describe("Arabic pages", () => {
  // axe's full run twice per page (phone and desktop) takes 10-45 s on a busy two-core machine
  test.describe.configure({ timeout: 120_000 });
  for (const { path, heading, prepare } of PUBLIC_PAGES) {
    test(`${path} is Arabic, right to left, and has no axe violations on a phone or a desktop`, async ({
      page,
    }) => {
      await page.goto(path);
      await expectArabic(page);
      if (heading)
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await prepare?.(page);
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(viewport);
        await expectNoViolations(page);
      }
    });
  }

  test("the signed-in pages in Arabic have no violations", async ({ vendorPage: page }) => {
    for (const path of ["/ar/cart", "/ar/checkout", "/ar/profile", "/ar/contact1", "/ar/tickets"]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expectArabic(page);
        await page.waitForLoadState("networkidle");
        await expectNoViolations(page);
      });
    }
  });

  test("an Arabic address no page has is a 404 that says so in Arabic too", async ({ page }) => {
    const response = await page.goto("/ar/no-such-page");
    expect(response?.status()).toBe(404);
    const arabic = page.getByRole("region", { name: "الصفحة غير موجودة" });
    await expect(arabic).toHaveAttribute("lang", "ar");
    await expect(arabic).toHaveAttribute("dir", "rtl");
    await expect(arabic.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" })).toHaveAttribute(
      "href",
      "/ar/home",
    );
    await expectNoViolations(page, { banner: false });
  });

  test("English pages stay English at their own addresses", async ({ page }) => {
    await page.goto("/events");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(
      page.getByRole("heading", { level: 1, name: "Current Events", exact: true }),
    ).toBeVisible();
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map(
          (l) => `${l.getAttribute("hreflang")} ${new URL(l.getAttribute("href")!).pathname}`,
        ),
      );
    expect(alternates.sort()).toEqual(["ar /ar/events", "en /events", "x-default /events"]);
  });

  test("the switch goes to the same page in the other language and the choice is remembered", async ({
    page,
  }) => {
    await page.goto(`/exhibitions/${SUMMER}?tab=1`);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "العربية" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/ar/exhibitions/${SUMMER}\\?tab=1$`));
    await expectArabic(page);
    await expect(page.getByRole("tab", { name: "خيام السوق" })).toBeVisible();
    // The choice is remembered: an English address now offers the Arabic page, without moving.
    await page.goto("/events");
    await expect(page).toHaveURL(/\/events$/);
    const offer = page.getByRole("complementary", { name: "هذه الصفحة متوفرة باللغة العربية." });
    await expect(offer.getByRole("link", { name: "اقرأها بالعربية" })).toHaveAttribute(
      "href",
      "/ar/events",
    );
    // and back to English from the compact menu on a phone
    await page.goto("/ar/events");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "فتح القائمة" }).click();
    await page
      .getByRole("navigation", { name: "قائمة الجوال" })
      .getByRole("link", { name: "English" })
      .click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(offer).toHaveCount(0);
  });

  test.describe("a browser that asks for Arabic first", () => {
    test.use({ locale: "ar" });

    test("is offered the Arabic page, not redirected; 'No, thanks' is remembered", async ({
      page,
    }) => {
      const response = await page.goto("/home");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
      const offer = page.getByRole("complementary", { name: "هذه الصفحة متوفرة باللغة العربية." });
      await expect(offer.getByRole("link", { name: "اقرأها بالعربية" })).toHaveAttribute(
        "href",
        "/ar/home",
      );
      await offer.getByRole("button", { name: "لا، شكرًا" }).click();
      await expect(offer).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(offer).toHaveCount(0);
    });
  });

  test("a vendor books and pays for a booth in Arabic", async ({ vendorPage: page, vendor }) => {
    const booth = BOOTHS.arabicPaid;
    await page.goto(`/ar/details/${booth.event}`);
    await expectArabic(page);
    await page.getByRole("tab", { name: "خيام السوق" }).click();
    const card = page
      .getByRole("tabpanel")
      .getByTestId("booth-card")
      .filter({ hasText: booth.name });
    await expect(card).toContainText("450.00 CAD");
    await card.getByRole("button", { name: "احجز هذا الجناح" }).click();
    await expect(page).toHaveURL(/\/ar\/cart$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "سلة الأجنحة", exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId("cart-line")).toContainText(booth.name);
    const terms = page.getByRole("checkbox", { name: /قرأت .* وأوافق عليه/ });
    await terms.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    // The English contract governs; the Arabic page says so and summarises it.
    await expect(dialog).toContainText("النص الإنجليزي");
    await dialog.getByRole("button", { name: "أوافق على جميع الشروط والأحكام" }).click();
    await expect(terms).toBeChecked();
    await page.getByRole("button", { name: "إتمام الشراء" }).click();
    await expect(page).toHaveURL(/\/pay\/cs_/);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/success\?session_id=cs_/);
    await expectArabic(page);
    const details = page.getByLabel("تفاصيل الدفع", { exact: true });
    await expect(details).toContainText(booth.name);
    await expect(details).toContainText(vendor.lob);
    // The booth now shows as booked, in Arabic, on the Arabic page.
    await page.goto(`/ar/details/${booth.event}`);
    await page.getByRole("tab", { name: "خيام السوق" }).click();
    const booked = page
      .getByRole("tabpanel")
      .getByTestId("booth-card")
      .filter({ hasText: booth.name });
    await expect(booked).toContainText("محجوز");
    await expect(booked.getByRole("button")).toHaveCount(0);
  });

  test("a booth another vendor took meanwhile: the Arabic cart says so in Arabic (CONFLICT by its code)", async ({
    vendorPage: page,
    browser,
  }) => {
    const booth = BOOTHS.arabicTaken;
    await page.goto(`/ar/details/${booth.event}`);
    await expectArabic(page);
    await page.getByRole("tab", { name: "أجنحة الستائر" }).click();
    await page
      .getByRole("tabpanel")
      .getByTestId("booth-card")
      .filter({ hasText: booth.name })
      .getByRole("button", { name: "احجز هذا الجناح" })
      .click();
    await expect(page).toHaveURL(/\/ar\/cart$/);
    await expect(page.getByTestId("cart-line")).toContainText(booth.name);
    await page.getByRole("checkbox", { name: /قرأت .* وأوافق عليه/ }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: "أوافق على جميع الشروط والأحكام" })
      .click();
    await expect(page.getByRole("checkbox", { name: /قرأت .* وأوافق عليه/ })).toBeChecked();

    // another vendor, in English, checks the booth out first
    const rival = await browser.newContext();
    const rivalVendor = newVendor();
    await registerVendor(rival.request, rivalVendor);
    await signIn(rival, rivalVendor);
    const other = await rival.newPage();
    await bookBooth(other, booth);
    await acceptTerms(other);
    await other.getByRole("button", { name: "Check Out" }).click();
    await expect(other).toHaveURL(/\/pay\/cs_/);
    await rival.close();

    await page.getByRole("button", { name: "إتمام الشراء" }).click();
    const alert = page
      .getByRole("alert")
      .filter({ hasText: `عذرًا، هذا العنصر لم يعد متاحًا: ${booth.name}.` });
    await expect(alert).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "no longer available" })).toHaveCount(0);
    await expectArabic(page);
    await expect(
      page.getByTestId("cart-line").filter({ hasText: booth.name }).getByTestId("line-unavailable"),
    ).toBeVisible();
  });

  test("a refused login on the Arabic page says why in Arabic (by its code), and the welcome too", async ({
    page,
  }) => {
    const vendor = newVendor();
    await registerVendor(page.request, vendor);
    await page.goto("/ar/login");
    await expectArabic(page);
    const form = page.getByRole("form", { name: "تسجيل الدخول" });
    await form.getByLabel("البريد الإلكتروني").fill(vendor.email);
    await form.getByLabel("كلمة المرور").fill("not-the-password");
    await form.getByRole("button", { name: "تسجيل الدخول" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "البريد الإلكتروني أو كلمة المرور غير صحيحة." }),
    ).toBeVisible();
    await expect(page.getByText("Invalid email or password.")).toHaveCount(0);
    await expect(page).toHaveURL(/\/ar\/login$/);

    await form.getByLabel("كلمة المرور").fill(vendor.password);
    await form.getByRole("button", { name: "تسجيل الدخول" }).click();
    await expect(page).toHaveURL(/\/ar\/events$/);
    await expect(
      page.getByRole("status").filter({ hasText: "أهلًا بك! لقد سجّلت الدخول." }),
    ).toBeVisible();
    await expect(page.getByText("You are now logged in")).toHaveCount(0);
    await expectArabic(page);
  });

  test("a visitor buys stage seats in Arabic; seat 1 stays where the hall has it", async ({
    visitorPage: page,
  }) => {
    const [one, two] = SEATS.arabicPaid;
    await page.goto("/ar/stage");
    await expectArabic(page);
    const grid = page.getByRole("grid", { name: "المقاعد" });
    const seat = (row: number, column: number) =>
      grid.getByRole("button", { name: new RegExp(`^الصف ${row}، المقعد ${column}،`) });
    // The plan is not mirrored: seat 1 of a row is left of seat 2, as in the hall.
    const first = await seat(1, 1).boundingBox();
    const second = await seat(1, 2).boundingBox();
    expect(first!.x).toBeLessThan(second!.x);
    await seat(one.row, one.column).click();
    await seat(two.row, two.column).click();
    await page.getByRole("button", { name: "شراء" }).click();
    await page.getByRole("checkbox", { name: "قرأت الشروط والأحكام وأقبلها" }).click();
    await page.getByRole("button", { name: "إتمام الشراء" }).click();
    await expect(page).toHaveURL(/\/pay\/cs_/);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByRole("heading", { name: "شكرًا لك على الدفع!" })).toBeVisible();
    await expectArabic(page);
    const seats = page.getByRole("list", { name: "المقاعد" });
    await expect(seats).toContainText(`الصف ${one.row}، المقعد ${one.column}`);
    await page.getByRole("link", { name: "عرض تذاكرك" }).click();
    await expect(page).toHaveURL(/\/ar\/tickets$/);
    await expect(page.getByTestId("ticket")).toHaveCount(2);
  });
});
