import type { Browser } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { expect, ORGANISER, test } from "./fixtures";
import { keptForOffline, searchVendors } from "./guide";
import { adminApi, newVendor, registerVendor, signIn, unique } from "./helpers";

/**
 * The festival guide from the organiser's desk to a visitor's phone, on one new festival: the
 * organiser places a section's booths in a row and a stage on the plan, adds two performances on
 * the console's Program page, and opens booking; a vendor on a phone, in Arabic, books a booth by
 * tapping it on the plan, pays, and writes the stand's listing in Arabic; a visitor on a phone,
 * in Arabic, searches "شاورما" with and without its diacritics and finds the stand listed and
 * outlined on the map, taps its booth to see who is there, stars a performance, and reads the
 * program again with no network, the star kept.
 *
 * The festival is made here, dated in 2031 after the seed's festivals, so the booth the vendor
 * books is its own (none of the seed booths that fixtures.ts shares out), and the search finds
 * this vendor alone. The organiser, the vendor and the visitor each have their own browser.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** A browser of its own on a 390 px touch screen. */
const phoneContext = (browser: Browser) =>
  browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    baseURL: test.info().project.use.baseURL,
  });

test("the festival guide: the organiser's plan and program, a booth tapped on a phone and listed in Arabic, and a visitor finding it and keeping a starred program offline", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const id = unique();
  const name = `Lakeside Nights ${id}`;
  const nameAr = `ليالي البحيرة ${id}`;
  const section = { name: "Food Row", nameAr: "صف المأكولات" };
  const booth = "F-02";
  const oud = { title: "Oud at sunset", titleAr: "عود عند الغروب" };
  const dabke = { title: "Dabke for children", titleAr: "دبكة للأطفال" };
  const stand = { ...newVendor(), lob: `Shawarma Nights ${id}` };
  const standAr = "شاورما دجاج على الفحم، مع الثوم والمخلل.";

  const organiser = await browser.newContext({
    viewport: DESKTOP,
    baseURL: test.info().project.use.baseURL,
  });
  const vendorContext = await phoneContext(browser);
  const visitorContext = await phoneContext(browser);

  let eventGuid = "";

  await test.step("the organiser places the booths and a stage, adds two performances and opens booking", async () => {
    await signIn(organiser, ORGANISER);
    const page = await organiser.newPage();
    const made = await adminApi<{ eventId: number; eventGuid: string }>(
      organiser.request,
      "POST",
      "/api/admin/v1/events",
      {
        eventName: name,
        eventNameAr: nameAr,
        eventDescription: "Food, crafts and music by the lake, three summer evenings.",
        eventLocation: "Celebration Square",
        eventDate: "2031-08-15T10:00",
        eventEndDate: "2031-08-17T20:00",
        eventDateText: "August 15 - 17, 2031",
        eventAddress: "300 City Centre Dr, Mississauga",
        eventDetails: "Free admission.",
      },
    );
    const { eventId } = made;
    eventGuid = made.eventGuid;
    const { sectionId } = await adminApi<{ sectionId: number }>(
      organiser.request,
      "POST",
      `/api/admin/v1/events/${eventId}/sections`,
      { sectionName: section.name, sectionNameAr: section.nameAr, inclusions: "One table" },
    );
    await adminApi(organiser.request, "POST", `/api/admin/v1/sections/${sectionId}/booths`, {
      prefix: "F-",
      from: 1,
      to: 4,
      boothPriceCents: 30000,
    });

    // The floor plan: the section's four booths in a row in one step, then a stage.
    await page.goto(`/admin/events/${eventId}`);
    await page.getByRole("link", { name: "Floor plan" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/events/${eventId}/plan$`));
    await expect(
      page.getByRole("heading", { level: 1, name: "Floor plan", exact: true }),
    ).toBeVisible();
    const unplaced = page.getByRole("region", { name: "Unplaced booths" });
    const row = unplaced.getByTestId("plan-section").filter({ hasText: section.name });
    await expect(row).toContainText("4 of 4 not on the plan: F-01, F-02, F-03, F-04");
    await row.getByRole("button", { name: `Place section in a row: ${section.name}` }).click();
    const news = page.getByTestId("plan-news");
    await expect(news).toHaveText(`4 booths of ${section.name} placed.`);
    await expect(row).toContainText("All 4 on the plan.");
    const canvas = page.getByTestId("plan-canvas");
    await expect(canvas.getByRole("button", { name: /^Booth F-0\d,/ })).toHaveCount(4);

    const area = page.getByRole("form", { name: "Add an area" });
    await area.getByLabel("Kind").selectOption({ label: "Stage" });
    await area.getByLabel("Label (English)").fill("Main stage");
    await area.getByLabel("Label (Arabic)").fill("المسرح الرئيسي");
    await area.getByRole("button", { name: "Add area" }).click();
    await expect(news).toHaveText("Stage: Main stage added at x 10, y 50.");
    await expect(canvas.getByRole("button", { name: /^Stage: Main stage,/ })).toBeVisible();

    await expect(page.getByText("No problems: every shape is on the plan")).toBeVisible();
    await page.getByRole("button", { name: "Save plan" }).click();
    await expect(page.getByTestId("plan-save-status")).toHaveText("Saved");

    // The program: two performances through the console's form, on the festival's days.
    await page.goto(`/admin/events/${eventId}`);
    await page
      .getByRole("navigation", { name: `Manage ${name}` })
      .getByRole("link", { name: "Program", exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/events/${eventId}/program$`));
    await expect(
      page.getByRole("heading", { level: 1, name: "Program", exact: true }),
    ).toBeVisible();
    await expect(page.getByText("No performances yet")).toBeVisible();
    const form = page.getByRole("form", { name: "Add a performance" });
    for (const show of [
      { ...oud, category: "Music", day: "2031-08-15", starts: "18:00", ends: "19:00" },
      { ...dabke, category: "Kids", day: "2031-08-16", starts: "10:30", ends: "11:15" },
    ]) {
      await form.getByLabel("Title", { exact: true }).fill(show.title);
      await form.getByLabel("Title (Arabic)", { exact: true }).fill(show.titleAr);
      await form.getByLabel("Stage or area", { exact: true }).fill("Main stage");
      await form.getByLabel("Stage or area (Arabic)", { exact: true }).fill("المسرح الرئيسي");
      await form.getByLabel("Category", { exact: true }).selectOption({ label: show.category });
      await form.getByLabel("Day", { exact: true }).selectOption(show.day);
      await form.getByLabel("Starts", { exact: true }).fill(show.starts);
      await form.getByLabel("Ends", { exact: true }).fill(show.ends);
      await form.getByRole("button", { name: "Add performance" }).click();
      await expect(
        page
          .getByTestId("editor-status")
          .filter({ hasText: `“${show.title}” added to the program.` }),
      ).toBeVisible();
      await expect(page.getByTestId("performance").filter({ hasText: show.title })).toBeVisible();
    }
    const listed = page.getByTestId("performance");
    await expect(listed).toHaveCount(2);
    await expect(
      page.getByRole("heading", { level: 3, name: "Friday, August 15, 2031" }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 3, name: "Saturday, August 16, 2031" }),
    ).toBeVisible();

    // Vendors choose their listing's tags from the festival's list; booking opens: ACTIVE,
    // bookingOpen and a vendor contract (through the API, as the other journeys open booking).
    await adminApi(organiser.request, "PUT", `/api/admin/v1/events/${eventId}/vendor-tags`, {
      tags: [
        { key: "halal", label: "Halal", labelAr: "حلال" },
        { key: "vegetarian", label: "Vegetarian", labelAr: "نباتي" },
        { key: "sweets", label: "Sweets", labelAr: "حلويات" },
        { key: "drinks", label: "Drinks", labelAr: "مشروبات" },
      ],
    });
    await adminApi(organiser.request, "PUT", `/api/admin/v1/events/${eventId}`, {
      eventStatus: "ACTIVE",
      bookingOpen: true,
      contractTitle: `${name} Vendor Contract`,
      contractText: "1. Terms\n\nThe vendor follows the festival's rules.",
    });
    await organiser.close();
  });

  await test.step("a vendor on a phone, in Arabic, taps a booth on the plan, pays, and writes the listing", async () => {
    await registerVendor(vendorContext.request, stand);
    await signIn(vendorContext, stand);
    const page = await vendorContext.newPage();
    await page.goto(`/ar/exhibitions/${eventGuid}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("button", { name: "إظهار مخطط الموقع" }).click();
    const drawing = page.getByTestId("plan-drawing");
    await expect(drawing).toBeVisible();
    await expect(drawing.getByRole("img", { name: "المسرح: المسرح الرئيسي" })).toBeAttached();

    // The booth's place on the plan is the button that books it.
    const control = drawing.getByRole("button", {
      name: new RegExp(`^احجز الجناح ${booth}، ${section.nameAr}، `),
    });
    await control.scrollIntoViewIfNeeded();
    await control.tap();
    await expect(page).toHaveURL(/\/ar\/cart$/);
    const line = page.getByTestId("cart-line");
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(booth);

    // The contract, agreed; the local payment page; the success page in Arabic.
    const terms = page.getByRole("checkbox", { name: /قرأت .* وأوافق عليه/ });
    await terms.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "أوافق على جميع الشروط والأحكام" }).click();
    await expect(terms).toBeChecked();
    await page.getByRole("button", { name: "إتمام الشراء" }).click();
    await expect(page).toHaveURL(/\/pay\/cs_/);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/success\?session_id=cs_/);
    const details = page.getByLabel("تفاصيل الدفع", { exact: true });
    await expect(details).toContainText(booth);
    await expect(details).toContainText(stand.lob);

    // The stand's public listing, in Arabic, on the profile.
    await page.goto("/ar/profile");
    const listing = page.getByRole("region", { name: `القائمة العامة: ${nameAr}` });
    await expect(listing).toBeVisible();
    await expect(listing.getByRole("checkbox", { name: "أدرج عملي في دليل الباعة" })).toBeChecked();
    const arabic = listing.getByRole("textbox", { name: "عن عملك، بالعربية" });
    await expect(arabic).toHaveAttribute("dir", "rtl");
    await arabic.fill(standAr);
    await expect(listing.getByText(`${standAr.length} من 300 حرفًا`)).toBeVisible();
    await listing.getByRole("checkbox", { name: "حلال" }).check();
    await listing.getByRole("button", { name: "احفظ القائمة" }).click();
    await expect(listing.getByRole("status").filter({ hasText: "حُفظت قائمتك" })).toHaveText(
      "حُفظت قائمتك: يعرضها دليل الباعة الآن.",
    );
    await vendorContext.close();
  });

  const phone = await visitorContext.newPage();

  await test.step("a visitor on a phone, in Arabic, finds the stand however شاورما is spelt, on the list and on the map", async () => {
    await phone.goto(`/ar/vendors/${eventGuid}`);
    await expect(
      phone.getByRole("heading", { level: 1, name: "من يبيع ماذا", exact: true }),
    ).toBeVisible();
    await expect(phone.locator("html")).toHaveAttribute("dir", "rtl");
    const cards = phone.getByTestId("vendor-card");
    const map = phone.getByTestId("plan-drawing");
    // Before a search the map outlines nothing.
    await expect(map.locator("[data-match]")).toHaveCount(0);

    // The booth's id on the map, from the card's link to its place on the plan.
    const boothOnPlan = cards.getByRole("link", {
      name: `الجناح ${booth}، ${section.nameAr}: اعثر عليه في المخطط`,
    });
    let boothId = "";
    for (const words of ["شاورما", "شَاوَرْمَا"]) {
      await searchVendors(phone, words);
      await expect(phone.getByTestId("vendor-count")).toHaveText(`بائع واحد لعبارة «${words}»`);
      await expect(cards).toHaveCount(1);
      await expect(cards.getByRole("heading", { name: stand.lob })).toBeVisible();
      await expect(cards).toContainText(standAr);
      await expect(cards).toContainText("حلال");
      await expect(boothOnPlan).toHaveAttribute(
        "href",
        new RegExp(`^/ar/exhibitions/${eventGuid}#booth-\\d+$`),
      );
      boothId = (await boothOnPlan.getAttribute("href"))!.split("#booth-")[1]!;
      // The same booth, and it alone, outlined on the map, and saying so to a screen reader.
      await expect(map.locator("[data-match]")).toHaveCount(1);
      await expect(map.locator(`#booth-${boothId}`)).toHaveAttribute("data-match", "true");
      await expect(
        map.locator(`#booth-${boothId}`).getByTestId("vendor-map-booth"),
      ).toHaveAccessibleName(`الجناح ${booth}، ${section.nameAr}: ${stand.lob}، يطابق بحثك`);
    }

    // A tap on the outlined booth says who is there.
    const found = map.locator(`#booth-${boothId}`).getByRole("button");
    await expect(found).toHaveAttribute("aria-expanded", "false");
    await found.scrollIntoViewIfNeeded();
    await found.tap();
    await expect(found).toHaveAttribute("aria-expanded", "true");
    const panel = phone.getByTestId("vendor-map-panel");
    await expect(
      panel.getByRole("heading", { name: new RegExp(`^الجناح ${booth}`) }),
    ).toBeVisible();
    await expect(panel).toContainText(stand.lob);
    await expect(panel.getByRole("link", { name: `عرض ${stand.lob} في القائمة` })).toBeVisible();
    // the booth found, outlined on the map in the middle of the phone's screen
    await found.evaluate((booth) => booth.scrollIntoView({ block: "center", inline: "center" }));
    await phone.screenshot({ path: "docs/screenshots/vendors-map-ar-phone.png" });
    await expectNoViolations(phone, { language: "ar" });
  });

  await test.step("the visitor stars a performance, goes offline, reloads and still sees the star", async () => {
    await phone.goto(`/ar/program/${eventGuid}`);
    await expect(phone.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(phone.getByRole("heading", { level: 1, name: nameAr })).toBeVisible();
    await expect(
      phone.getByRole("heading", { level: 3, name: "المسرح الرئيسي" }).first(),
    ).toBeVisible();
    const list = phone.locator("[data-program-list]");
    await expect(list.getByRole("link", { name: dabke.titleAr })).toBeVisible();

    const star = list.getByRole("button", { name: new RegExp(oud.titleAr) });
    await expect(star).toHaveAttribute("aria-pressed", "false");
    await expect(star).toHaveAccessibleName(`أضف إلى خطتي ${oud.titleAr}`);
    await star.tap();
    await expect(star).toHaveAttribute("aria-pressed", "true");
    await expect(star).toHaveAccessibleName(`احذف من خطتي ${oud.titleAr}`);
    const plan = phone.getByRole("region", { name: "خطتي" });
    await expect(plan.getByRole("link", { name: oud.titleAr })).toBeVisible();
    await phone.screenshot({ path: "docs/screenshots/program-ar-phone.png", fullPage: true });

    await keptForOffline(phone);

    // No network: the kept page, with the star kept on the phone.
    await visitorContext.setOffline(true);
    await phone.reload();
    await expect(phone.getByRole("heading", { level: 1, name: nameAr })).toBeVisible();
    await expect(list.getByRole("link", { name: oud.titleAr })).toBeVisible();
    await expect(list.getByRole("button", { name: new RegExp(oud.titleAr) })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(list.getByRole("button", { name: new RegExp(dabke.titleAr) })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(plan.getByRole("link", { name: oud.titleAr })).toBeVisible();
    await visitorContext.setOffline(false);
  });
  await visitorContext.close();
});
