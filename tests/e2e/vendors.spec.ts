import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { searchVendors as search } from "./guide";
import { signIn, SUMMER } from "./helpers";

/**
 * The festival's vendor directory: a vendor on a phone, in Arabic, writes the public listing of
 * a booked booth on the profile (a description with markup is refused in Arabic first); a visitor
 * on a phone in Arabic finds the shawarma stand by "شاورما" written with and without its
 * diacritics, and the vendor's new words; the directory arrives whole without JavaScript; it
 * passes axe in both languages at 390 and 1366 px.
 *
 * The vendors are the seed's demo exhibitors (db/seed-listings.ts; the e2e server seeds the demo
 * accounts), whose booths of the summer festival are booked: the bakery's listing is the one this
 * test changes, the shawarma stand's it only reads.
 */

const BAKERY = { email: "zaatar.bakery@exhibitors.mahrajan.ca", password: "festival2025" };
const SUMMER_AR = "مهرجان الصيف العربي السنوي الثامن 2025";
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1366, height: 900 };

const cards = (page: Page) => page.getByTestId("vendor-card");

test.describe("the vendor directory on a phone, in Arabic", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("a vendor writes its listing on the profile; a visitor finds it and the shawarma stand however it is spelt", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);

    await test.step("the vendor writes the listing in Arabic", async () => {
      await signIn(page.context(), BAKERY);
      await page.goto("/ar/profile");
      const listing = page.getByRole("region", { name: `القائمة العامة: ${SUMMER_AR}` });
      await expect(listing).toBeVisible();
      await expect(
        listing.getByRole("checkbox", { name: "أدرج عملي في دليل الباعة" }),
      ).toBeChecked();

      // markup is refused, in Arabic, on its field
      const english = listing.getByRole("textbox", { name: "عن عملك، بالإنجليزية" });
      await english.fill("Fresh <b>manakish</b>");
      await listing.getByRole("button", { name: "احفظ القائمة" }).click();
      await expect(listing.getByText("description نص عادي: لا تستخدم الرمزين < و>.")).toBeVisible();
      await expect(english).toHaveAttribute("aria-invalid", "true");
      await english.fill("Fresh manakish from the oven, and mint lemonade.");

      const arabic = listing.getByRole("textbox", { name: "عن عملك، بالعربية" });
      await expect(arabic).toHaveAttribute("dir", "rtl");
      const words = "مناقيش طازجة من الفرن، وعصير ليمون بالنعناع.";
      await arabic.fill(words);
      await expect(listing.getByText(`${words.length} من 300 حرفًا`)).toBeVisible();
      await listing.getByRole("checkbox", { name: "مشروبات" }).check();
      await listing.getByRole("button", { name: "احفظ القائمة" }).click();
      await expect(listing.getByRole("status").filter({ hasText: "حُفظت قائمتك" })).toHaveText(
        "حُفظت قائمتك: يعرضها دليل الباعة الآن.",
      );
      await expectNoViolations(page, { language: "ar", settle: true });
    });

    const visitor = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      baseURL: test.info().project.use.baseURL,
    });
    const phone = await visitor.newPage();

    await test.step("a visitor finds the shawarma stand with and without diacritics", async () => {
      await phone.goto(`/ar/vendors/${SUMMER}`);
      await expect(
        phone.getByRole("heading", { level: 1, name: "من يبيع ماذا", exact: true }),
      ).toBeVisible();
      await expect(phone.locator("html")).toHaveAttribute("dir", "rtl");
      for (const words of ["شاورما", "شَاوَرْمَا"]) {
        await search(phone, words);
        await expect(phone.getByTestId("vendor-count")).toHaveText(`بائع واحد لعبارة «${words}»`);
        await expect(cards(phone)).toHaveCount(1);
        await expect(cards(phone).getByRole("heading", { name: "Shawarma Royale" })).toBeVisible();
        await expect(cards(phone)).toContainText("شاورما دجاج ولحم على الفحم");
        // its booth, linked to its place on the plan
        await expect(
          cards(phone).getByRole("link", { name: /^الجناح F-01، .*: اعثر عليه في المخطط$/ }),
        ).toHaveAttribute("href", new RegExp(`^/ar/exhibitions/${SUMMER}#booth-\\d+$`));
      }
    });

    await test.step("the vendor's new words and tag find the bakery", async () => {
      await search(phone, "ليمون بالنعناع");
      await expect(cards(phone)).toHaveCount(1);
      await expect(cards(phone)).toContainText("مناقيش طازجة من الفرن");
      await phone.getByRole("link", { name: "عرض كل الباعة" }).click();
      await phone
        .getByRole("navigation", { name: "تصفية حسب الوسم" })
        .getByRole("link", { name: "مشروبات" })
        .click();
      await expect(phone).toHaveURL(/[?&]tag=drinks/);
      await expect(
        cards(phone).getByRole("heading", { name: "Zaatar & Co. Bakery" }),
      ).toBeVisible();
      await expect(phone.getByRole("link", { name: "مشروبات" })).toHaveAttribute(
        "aria-current",
        "page",
      );
    });
    await visitor.close();
  });
});

test("the directory arrives whole without JavaScript, its plan drawn in the browser, and its search forgives case and accents", async ({
  browser,
  page,
}) => {
  // The server's HTML is the whole directory (served from the cache, whatever the query).
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  const bare = await context.newPage();
  await bare.goto(`/vendors/${SUMMER}?q=kunafa`);
  await expect(cards(bare).getByRole("heading", { name: "Kunafa Corner" })).toBeVisible();
  await expect(cards(bare).getByRole("heading", { name: "Calligraphy by Nour" })).toBeVisible();
  // The plan comes as numbers and is drawn in the browser: the HTML holds its place, not its
  // drawing, and the list is the whole directory without it.
  await expect(bare.getByTestId("vendor-map-pending")).toBeVisible();
  await expect(bare.getByTestId("plan-drawing")).toHaveCount(0);
  await context.close();

  // In the browser the plan is drawn with the vendors' booths, and the query filters the list.
  await page.goto(`/vendors/${SUMMER}`);
  await expect(
    page.getByTestId("plan-drawing").getByTestId("vendor-map-booth").first(),
  ).toBeVisible();
  await expect(page.getByTestId("vendor-map-pending")).toHaveCount(0);
  await search(page, "cafe kunafa", "Search vendors", "Search");
  await expect(page.getByTestId("vendor-count")).toHaveText("No vendors for “cafe kunafa”");
  await search(page, "KUNAFA", "Search vendors", "Search");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole("heading", { name: "Kunafa Corner" })).toBeVisible();
  await search(page, "calligraphy", "Search vendors", "Search");
  await expect(cards(page).getByRole("heading", { name: "Calligraphy by Nour" })).toBeVisible();
});

test("the directory passes axe in English and Arabic at 390 and 1366 px", async ({ page }) => {
  test.setTimeout(90_000); // four addresses, each checked by axe at two widths
  for (const [path, language] of [
    [`/vendors/${SUMMER}`, "en"],
    [`/ar/vendors/${SUMMER}`, "ar"],
    [`/ar/vendors/${SUMMER}?q=${encodeURIComponent("شاورما")}`, "ar"],
    [`/vendors/${SUMMER}?tag=halal`, "en"],
  ] as const) {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const viewport of [PHONE, WIDE]) {
      await page.setViewportSize(viewport);
      await expectNoViolations(page, { language });
    }
    // nothing overflows sideways on a phone
    await page.setViewportSize(PHONE);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
