import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { adminApi, unique } from "./helpers";

// The organiser console's event editor: a new event written in English and Arabic, checked in
// the live previews as it is typed, created as a draft, then made Active with booking open and
// a vendor contract, and read on the public pages in both languages.
//
// The event is dated in 2031, after the seed's festivals, so the public pages other tests read
// (the home page's featured festival, the marquee's booth counts) do not change: it has no booths.

const PHONE = { width: 390, height: 844 };

test.describe("organiser console: the event editor", () => {
  test("an organiser creates an event in English and Arabic, watches both previews, publishes it with booking open, and the public pages show it", async ({
    organiserPage: page,
  }) => {
    test.setTimeout(90_000);
    const id = unique();
    const event = {
      name: `Harvest Bazaar ${id}`,
      nameAr: `بازار الحصاد ${id}`,
      location: "Mississauga Celebration Square",
      locationAr: "ساحة ميسيساغا",
      address: "300 City Centre Dr, Mississauga, ON",
      description: "Crafts, food and music from across the Arab world.",
      descriptionAr: "حرف وطعام وموسيقى من أنحاء العالم العربي.",
      details: "Free entry. Open rain or shine.",
      detailsAr: "الدخول مجاني.",
    };

    await page.goto("/admin/events");
    await page.getByRole("link", { name: "New event" }).click();
    await expect(page).toHaveURL(/\/admin\/events\/new$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "New event", exact: true }),
    ).toBeVisible();
    const form = page.getByRole("form", { name: "Event" });
    await expect(form).toBeVisible();
    const english = page.getByRole("region", { name: "English preview" });
    const arabic = page.getByRole("region", { name: "Arabic preview" });
    const field = (label: string) => form.getByLabel(label, { exact: true });

    // an empty form is refused before anything is sent, each message next to its field
    await form.getByRole("button", { name: "Create event" }).click();
    await expect(form.getByText("Name is required.", { exact: true })).toBeVisible();
    await expect(form.getByText("Street address is required.", { exact: true })).toBeVisible();
    await expect(
      form.getByText("Choose the day and time the event starts.", { exact: true }),
    ).toBeVisible();
    await expect(
      form.getByRole("alert").filter({ hasText: /fields need attention/ }),
    ).toBeVisible();
    await expect(field("Name")).toBeFocused();
    await expect(page).toHaveURL(/\/admin\/events\/new$/);

    // the English preview follows the English; the Arabic one shows the English until the
    // Arabic is written, and says which texts are still missing in Arabic
    await field("Name").fill(event.name);
    await expect(english.getByText(event.name, { exact: true })).toBeVisible();
    await expect(arabic.getByText(event.name, { exact: true })).toHaveAttribute("lang", "en");
    await expect(arabic.getByTestId("preview-missing-arabic")).toContainText("Name");
    await field("Name in Arabic").fill(event.nameAr);
    await expect(arabic.getByText(event.nameAr, { exact: true })).toBeVisible();
    await expect(arabic.getByText(event.name, { exact: true })).toHaveCount(0);
    await expect(english.getByText(event.nameAr, { exact: true })).toHaveCount(0);
    await expect(arabic.locator('[dir="rtl"][lang="ar"]')).toBeVisible();
    await expect(field("Name in Arabic")).toHaveAttribute("dir", "rtl");
    await expect(field("Name in Arabic")).toHaveAttribute("lang", "ar");

    await field("Location").fill(event.location);
    await field("Location in Arabic").fill(event.locationAr);
    await field("Street address").fill(event.address);
    await field("Description").fill(event.description);
    await field("Description in Arabic").fill(event.descriptionAr);
    await field("Details").fill(event.details);
    await field("Details in Arabic").fill(event.detailsAr);
    await expect(english).toContainText(`${event.location} · ${event.address}`);
    await expect(english.getByText(event.description, { exact: true })).toBeVisible();
    await expect(arabic.getByText(event.locationAr, { exact: true })).toBeVisible();
    await expect(arabic.getByText(event.descriptionAr, { exact: true })).toBeVisible();
    await expect(arabic.getByText(event.detailsAr, { exact: true })).toBeVisible();
    // the street address is the same English text on both pages
    await expect(arabic.getByText(event.address, { exact: true })).toHaveAttribute("lang", "en");

    // Toronto dates, and the date lines written from them in both languages
    await field("Starts").fill("2031-07-04T10:00");
    await field("Ends").fill("2031-07-06T18:00");
    await form.getByRole("button", { name: "Write the date lines from these dates" }).click();
    await expect(field("Date line")).toHaveValue(/^July 4\s*–\s*6, 2031$/);
    await expect(field("Date line in Arabic")).toHaveValue(/يوليو.*2031/);
    const dateLine = await field("Date line").inputValue();
    await expect(english.getByText(dateLine, { exact: true })).toBeVisible();
    await expect(arabic.getByTestId("preview-missing-arabic")).toContainText(
      "Every text is written in Arabic.",
    );

    await form.getByRole("button", { name: "Create event" }).click();
    // created as a draft: on to its dashboard
    await expect(page).toHaveURL(/\/admin\/events\/\d+$/);
    const dashboard = page.getByTestId("dashboard");
    await expect(dashboard.getByRole("heading", { name: event.name })).toBeVisible();
    await expect(dashboard.getByText("DRAFT", { exact: true })).toBeVisible();
    await expect(dashboard.getByText("Booking closed")).toBeVisible();

    // publish it and open booking: the editor warns that there is no contract yet
    await dashboard.getByRole("link", { name: "Edit event" }).click();
    await expect(page).toHaveURL(/\/admin\/events\/\d+\/edit$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Edit event", exact: true }),
    ).toBeVisible();
    await expect(field("Name")).toHaveValue(event.name);
    await expect(field("Name in Arabic")).toHaveValue(event.nameAr);
    await expect(field("Starts")).toHaveValue("2031-07-04T10:00");
    await expect(arabic.getByText(event.nameAr, { exact: true })).toBeVisible();
    await form.getByRole("radio", { name: "Active" }).check();
    await form.getByRole("checkbox", { name: "Booking open" }).check();
    await expect(form.getByText(/There is no vendor contract yet/)).toBeVisible();
    await form.getByRole("button", { name: "Save changes" }).click();
    const saved = form.getByRole("status").filter({ hasText: /Saved at/ });
    await expect(saved).toBeVisible();
    await expect(saved).toContainText("has no vendor contract");
    await expect(form.getByRole("radio", { name: "Active" })).toBeChecked();
    await expect(form.getByText("All changes saved")).toBeVisible();

    // a contract: saving it publishes version v1, and the warning goes
    await field("Contract text").fill(
      "1. Booths\n\nEach vendor keeps its booth clean and open during the festival's hours.",
    );
    await expect(
      form.getByText("Saving publishes this as the event's first vendor contract."),
    ).toBeVisible();
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(
      form.getByRole("status").filter({ hasText: "Contract version v1 published" }),
    ).toBeVisible();
    await expect(
      form.getByRole("status").filter({ hasText: "Contract version v1 published" }),
    ).not.toContainText("has no vendor contract");
    await expect(form.getByTestId("contract-version")).toContainText("Current version: v1");

    // the public pages, English and Arabic
    await form.getByRole("link", { name: "Public page", exact: true }).click();
    await expect(page).toHaveURL(/\/exhibitions\/[0-9a-f-]{36}$/);
    const guid = /\/exhibitions\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    await expect(page.getByRole("heading", { level: 1, name: event.name })).toBeVisible();
    // The console's page stays mounted but hidden after a client navigation: only what shows.
    await expect(page.getByText(dateLine, { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(
      page.getByText(event.description, { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    await expect(
      page.getByText(event.details, { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    await expect(page.getByText("There are no exhibition booths for this event.")).toBeVisible();

    await page.goto(`/ar/exhibitions/${guid}`);
    await expect(page.getByRole("heading", { level: 1, name: event.nameAr })).toBeVisible();
    await expect(page.getByText(event.descriptionAr, { exact: true })).toBeVisible();
    await expect(page.getByText(event.locationAr, { exact: true })).toBeVisible();
  });

  test("a field only the server can refuse shows the server's message next to it, and the price typed in dollars is saved in cents", async ({
    organiserPage: page,
  }) => {
    const id = unique();
    const created = await adminApi<{ eventId: number }>(
      page.request,
      "POST",
      "/api/admin/v1/events",
      {
        eventName: `Refusal Fair ${id}`,
        eventDescription: "Crafts and food.",
        eventLocation: "Celebration Square",
        eventDate: "2031-08-01T10:00",
        eventDateText: "August 1, 2031",
        eventAddress: "300 City Centre Dr, Mississauga, ON",
        eventDetails: "Free entry.",
        eventPriceCents: 2500,
        contractText: "1. Booths\n\nEach vendor keeps its booth clean.",
      },
    );
    const path = `/api/admin/v1/events/${created.eventId}`;

    await page.goto(`/admin/events/${created.eventId}/edit`);
    const form = page.getByRole("form", { name: "Event" });
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await expect(form.getByTestId("contract-version")).toContainText("Current version: v1");
    // the API's cents, shown in dollars
    await expect(field("Event price")).toHaveValue("25");

    // Meanwhile another organiser publishes version 2031-final: this form does not know it, so
    // only the server can refuse the same name again.
    await adminApi(page.request, "PUT", path, {
      contractText: "1. Booths\n\nEach vendor keeps its booth clean and open.",
      contractVersion: "2031-final",
    });
    await field("Contract text").fill("1. Booths\n\nEach vendor keeps its booth tidy.");
    await field("Version name").fill("2031-final");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(
      form.getByRole("alert").filter({ hasText: "Not saved: check the fields marked in red." }),
    ).toBeVisible();
    // the message is on the field the refusal names (issues[].path), in the form's words
    await expect(field("Version name")).toHaveAttribute("aria-invalid", "true");
    await expect(field("Version name")).toHaveAccessibleDescription(
      /Contract version 2031-final already exists for this event.*leave Version name out/,
    );
    await expect(field("Version name")).toBeFocused();
    await expect(field("Contract text")).not.toHaveAttribute("aria-invalid", "true");

    // another name saves, with the price typed in dollars
    await field("Version name").fill("2031-final-b");
    await field("Event price").fill("30.50");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(
      form.getByRole("status").filter({ hasText: "Contract version 2031-final-b published" }),
    ).toBeVisible();
    await expect(field("Event price")).toHaveValue("30.50");
    const answer = await page.request.get(path);
    const { payload } = (await answer.json()) as { payload: { eventPriceCents: number } };
    expect(payload.eventPriceCents).toBe(3050);
  });

  test("on a phone the two previews stack, the save bar stays in view, and the form has no axe violations", async ({
    organiserPage: page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/admin/events/new");
    const form = page.getByRole("form", { name: "Event" });
    await expect(form).toBeVisible();
    await expect(form.getByRole("button", { name: "Create event" })).toBeInViewport();

    const english = await page.getByRole("region", { name: "English preview" }).boundingBox();
    const arabic = await page.getByRole("region", { name: "Arabic preview" }).boundingBox();
    expect(english && arabic).toBeTruthy();
    // one above the other, each as wide as the other
    expect(arabic!.y).toBeGreaterThanOrEqual(english!.y + english!.height);
    expect(Math.abs(arabic!.x - english!.x)).toBeLessThan(2);

    await expectNoViolations(page);
  });
});

test.describe("organiser console: coupons and the audit log", () => {
  test("an organiser creates a coupon, edits it from the list, and finds both changes in the audit log", async ({
    organiserPage: page,
  }) => {
    const code = `E2E${unique().slice(-6)}`.toUpperCase();
    await page.goto("/admin/coupons");
    const create = page.getByRole("form", { name: "New coupon" });
    const codeField = create.getByLabel("Code", { exact: true });
    // typed before the form's script has run, the code stays as typed: type again until it is
    await expect(async () => {
      await codeField.fill(code.toLowerCase());
      await expect(codeField).toHaveValue(code, { timeout: 1_000 });
    }).toPass();
    await create.getByLabel("Percent off", { exact: true }).fill("150");
    await create.getByRole("button", { name: "Create coupon" }).click();
    await expect(
      create.getByText("Percent off is a whole number from 1 to 100.", { exact: true }),
    ).toBeVisible();
    await create.getByLabel("Percent off", { exact: true }).fill("15");
    await create.getByLabel("Use limit", { exact: true }).fill("50");
    await create.getByLabel("Last day", { exact: true }).fill("2031-12-31");
    await create.getByRole("button", { name: "Create coupon" }).click();
    await expect(create.getByRole("status")).toHaveText(`Coupon ${code} created.`);
    await expect(codeField).toHaveValue("");
    const row = page.getByTestId("coupon-row").filter({ hasText: code });
    await expect(row).toContainText("15%");
    await expect(row).toContainText("0 of 50");

    // the same code again is refused, the reason next to the code
    await codeField.fill(code);
    await create.getByLabel("Percent off", { exact: true }).fill("5");
    await create.getByRole("button", { name: "Create coupon" }).click();
    await expect(create.getByText(`A coupon with the code ${code} already exists`)).toBeVisible();
    await expect(codeField).toHaveAttribute("aria-invalid", "true");

    // edited in its own form under its row; the keyboard lands in the form and comes back
    await row.getByRole("button", { name: `Edit coupon ${code}` }).click();
    const edit = page.getByRole("form", { name: `Edit coupon ${code}` });
    await expect(edit.getByLabel("Code", { exact: true })).toBeFocused();
    await expect(edit.getByLabel("Percent off", { exact: true })).toHaveValue("15");
    await expect(edit.getByLabel("Last day", { exact: true })).toHaveValue("2031-12-31");
    await expect(edit.getByText("Used 0 times so far.")).toBeVisible();
    await edit.getByLabel("Percent off", { exact: true }).fill("20");
    await edit.getByRole("checkbox", { name: "Active" }).uncheck();
    await edit.getByRole("button", { name: "Save coupon" }).click();
    await expect(edit).toHaveCount(0);
    await expect(row.getByRole("status")).toHaveText(`Coupon ${code} saved.`);
    await expect(row).toContainText("20%");
    await expect(row).toContainText("Off");
    await expect(row.getByRole("button", { name: `Edit coupon ${code}` })).toBeFocused();

    // the audit log, filtered to this coupon with the filter form
    const answer = await page.request.get("/api/admin/v1/coupons");
    const { payload } = (await answer.json()) as {
      payload: { couponId: number; code: string }[];
    };
    const couponId = payload.find((c) => c.code === code)!.couponId;
    await page.goto("/admin/audit");
    const filters = page.getByRole("search", { name: "Filter the audit log" });
    await filters.getByLabel("What changed").selectOption("coupon");
    await filters.getByLabel("Id", { exact: true }).fill(String(couponId));
    await filters.getByRole("button", { name: "Show changes" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/audit\\?entity=coupon&id=${couponId}$`));
    await expect(
      page.getByText(`The last 2 changes to coupon #${couponId}, newest first`),
    ).toBeVisible();
    const log = page.getByRole("table");
    await expect(log).toContainText(`update coupon #${couponId}`);
    // the fields the edit changed (in the stored row's key order)
    await expect(log).toContainText(/percentOff, active|active, percentOff/);
    await expect(log).toContainText(`create coupon #${couponId}`);
    await expect(page.getByRole("link", { name: "Show all" })).toBeVisible();

    // a wrong filter is said so next to its field
    await page.goto("/admin/audit?id=abc");
    await expect(page.getByText("The id is a whole number, like 12.")).toBeVisible();
    await expect(page.getByLabel("Id", { exact: true })).toHaveAttribute("aria-invalid", "true");
  });
});
