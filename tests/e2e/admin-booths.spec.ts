import sharp from "sharp";
import { expect, test } from "./fixtures";
import { adminApi, login, unique } from "./helpers";

/** The demo organiser (db/seed-data.ts). */
const ORGANISER = { email: "organiser@mahrajan.ca", password: "festival2025" };

/**
 * An organiser API write the way the console's pages send it: the anti-forgery token from the
 * token endpoint (bound to `request`'s session) echoed in the header. Answers the payload.
 */
test.describe("organiser console: booths and sections", () => {
  test("an organiser lays out a new event's sections and booths, and a vendor books one", async ({
    browser,
    vendorPage,
  }) => {
    test.setTimeout(90_000);
    const organiser = await browser.newContext();
    const admin = await organiser.newPage();
    await login(admin, ORGANISER);

    // A new event (a draft, booking closed), made through the API.
    const name = `Harvest Souk ${unique()}`;
    const { eventId, eventGuid } = await adminApi<{ eventId: number; eventGuid: string }>(
      organiser.request,
      "POST",
      "/api/admin/v1/events",
      {
        eventName: name,
        eventDescription: "Crafts, food and music by the lake.",
        eventLocation: "Celebration Square",
        eventDate: "2031-09-12T10:00",
        eventEndDate: "2031-09-14T20:00",
        eventDateText: "September 12 - 14, 2031",
        eventAddress: "300 City Centre Dr, Mississauga",
        eventDetails: "Free admission.",
      },
    );

    await admin.goto(`/admin/events/${eventId}/booths`);
    await expect(
      admin.getByRole("heading", { level: 1, name: "Booths and sections", exact: true }),
    ).toBeVisible();
    await expect(admin.getByText(name, { exact: true })).toBeVisible();

    // No sections yet: the new-section form is open at once.
    const first = admin.getByRole("form", { name: "New section" });
    await first.getByLabel("Section name (English)").fill("Crafts Hall");
    await first.getByLabel("Section name (Arabic)").fill("قاعة الحرف");
    await first.getByLabel("What a booth includes (English)").fill("10x10 tent, one table");
    await first.getByRole("button", { name: "Add section" }).click();
    await expect(admin.getByRole("tab", { name: /Crafts Hall/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(admin.getByText("No booths yet")).toBeVisible();

    // A second section, for food.
    await admin.getByRole("button", { name: "+ Add section" }).click();
    const second = admin.getByRole("form", { name: "New section" });
    await second.getByLabel("Section name (English)").fill("Food Court");
    await second.getByLabel("What a booth includes (English)").fill("Power and water hook-up");
    await second.getByLabel("Food section").check();
    await second.getByRole("button", { name: "Add section" }).click();
    const foodTab = admin.getByRole("tab", { name: /Food Court/ });
    await expect(foodTab).toHaveAttribute("aria-selected", "true");
    await expect(admin.getByRole("tab")).toHaveCount(2);

    // A range F-01 ... F-05: the names show before saving.
    const add = admin.getByRole("form", { name: "Add booths to Food Court" });
    await add.getByLabel("Prefix", { exact: true }).fill("F-");
    await add.getByLabel("From", { exact: true }).fill("1");
    await add.getByLabel("To", { exact: true }).fill("5");
    await expect(add.getByTestId("booth-names-preview")).toContainText(
      "Will create 5 booths: F-01 … F-05",
    );
    // Typed in dollars and cents; the API takes integer cents (boothPriceCents: 45050).
    await add.getByLabel("Price of each booth (CAD)").fill("450.50");
    await add.getByRole("button", { name: "Add 5 booths" }).click();
    await expect(admin.getByTestId("editor-status")).toContainText(
      "Added 5 booths F-01 … F-05 to Food Court.",
    );
    const booths = admin.getByTestId("admin-booth");
    await expect(booths).toHaveCount(5);
    await expect(booths.first()).toContainText("F-01");
    await expect(booths.first()).toContainText("$450.50");
    await expect(booths.last()).toContainText("F-05");
    await expect(foodTab).toContainText("5");

    // A booth repriced in its row: the typed dollars go to the API as cents.
    await booths.first().getByRole("button", { name: "Edit F-01" }).click();
    const edit = admin.getByRole("form", { name: "Edit booth F-01" });
    await edit.getByLabel("Price (CAD)").fill("475");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(admin.getByTestId("editor-status")).toContainText("F-01 now costs $475.00.");
    await expect(booths.first()).toContainText("$475.00");

    // Booth names are unique in the event: the other section's form names the clash first.
    await admin.getByRole("tab", { name: /Crafts Hall/ }).click();
    const crafts = admin.getByRole("form", { name: "Add booths to Crafts Hall" });
    await crafts.getByLabel("Prefix", { exact: true }).fill("F-");
    await crafts.getByLabel("From", { exact: true }).fill("4");
    await crafts.getByLabel("To", { exact: true }).fill("6");
    await expect(crafts.getByTestId("booth-names-preview")).toContainText(
      "Already used in this event: F-04 (Food Court), F-05 (Food Court)",
    );
    await admin.getByRole("tab", { name: /Food Court/ }).click();
    await expect(booths).toHaveCount(5);

    // Booking opens: ACTIVE, bookingOpen and a vendor contract, through the API.
    await adminApi(organiser.request, "PUT", `/api/admin/v1/events/${eventId}`, {
      eventStatus: "ACTIVE",
      bookingOpen: true,
      contractTitle: `${name} Vendor Contract`,
      contractText: "1. Terms\n\nThe vendor follows the festival's rules.",
    });

    // Published, the editor shows the public floor plan image, drawn from the booths just made;
    // the open tab is in the address, so the reload keeps it.
    await admin.reload();
    await expect(admin).toHaveURL(/\?section=\d+$/);
    await expect(foodTab).toHaveAttribute("aria-selected", "true");
    await expect(booths).toHaveCount(5);
    const plan = admin.getByTestId("floor-plan").getByRole("img");
    await expect(plan).toHaveAttribute("src", new RegExp(`^/floor-plan/${eventGuid}\\?v=`));
    const svg = await organiser.request.get((await plan.getAttribute("src"))!);
    expect(svg.ok()).toBe(true);
    expect(await svg.text()).toContain("F-03");

    // The hall's own plan, uploaded: the event page's Show Floor Plan shows it instead.
    const picture = admin.getByRole("region", { name: "Floor plan picture" });
    await picture.getByLabel("Upload a floor plan").setInputFiles({
      name: "hall.png",
      mimeType: "image/png",
      buffer: await sharp({
        create: { width: 600, height: 400, channels: 3, background: "#2a9d8f" },
      })
        .png()
        .toBuffer(),
    });
    await picture.getByRole("button", { name: "Upload floor plan" }).click();
    await expect(picture.getByRole("status")).toHaveText(
      "Floor plan uploaded and saved: the event page shows it now.",
    );
    const uploaded = picture.getByRole("img", { name: `Uploaded floor plan of ${name}` });
    await expect(uploaded).toHaveAttribute("src", /^\/media\//);
    const uploadedSrc = (await uploaded.getAttribute("src"))!;
    await organiser.close();

    // A vendor books F-03 on the public page and reaches the cart.
    await vendorPage.goto(`/details/${eventGuid}`);
    await expect(vendorPage.getByRole("heading", { level: 1, name })).toBeVisible();
    await vendorPage.getByRole("button", { name: "Show Floor Plan" }).click();
    await expect(
      vendorPage.getByRole("img", {
        name: `Floor plan of ${name}: sections and booths coloured by availability`,
      }),
    ).toHaveAttribute("src", uploadedSrc);
    await vendorPage.getByRole("tab", { name: "Food Court" }).click();
    const card = vendorPage
      .getByRole("tabpanel")
      .getByTestId("booth-card")
      .filter({ hasText: "F-03" });
    await expect(card).toContainText("$450.50");
    await card.getByRole("button", { name: "Book this Booth" }).click();
    await expect(vendorPage).toHaveURL(/\/cart$/);
    await expect(vendorPage.getByTestId("cart-line")).toHaveCount(1);
    await expect(vendorPage.getByTestId("cart-line")).toContainText("F-03");
  });
});
