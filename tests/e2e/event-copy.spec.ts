import { addDays, nextEditionDay } from "../../lib/events/copy-text/calendar";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { unique } from "./helpers";

// Next year's festival in minutes: an organiser copies the summer festival from its dashboard
// (the form suggests the next edition's dates and date lines), gives the copy its 2027 dates, is
// offered to feature it, publishes it through the editor, whose texts name the new days in both
// languages, and the public pages list it with the summer festival's booths, every one available.

const SUMMER_NAME = "8th Annual Arab Summer Festival 2025";
const PHONE = { width: 390, height: 844 };

/** Today in Toronto, "YYYY-MM-DD". */
const torontoToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(new Date());

test.describe("organiser console: copying an event", () => {
  test("an organiser copies the summer festival, dates it 2027, publishes it, and /events shows it with its booths", async ({
    organiserPage: page,
  }) => {
    test.setTimeout(90_000);
    const name = `Arab Summer Festival 2027 ${unique()}`;

    await page.goto("/admin/events");
    await page.getByRole("link", { name: SUMMER_NAME, exact: true }).first().click();
    await expect(page).toHaveURL(/\/admin\/events\/\d+$/);
    const sourceUrl = page.url();
    const form = page.getByRole("form", { name: "Copy this event" });
    await expect(page.getByRole("heading", { level: 2, name: "Copy this event" })).toBeVisible();
    const field = (label: string) => form.getByLabel(label, { exact: true });

    // the form offers the next edition: a year on (again while that is past), the same weekdays
    // (Friday to Sunday), its number and year in the name, date lines matching its dates
    const next = nextEditionDay("2025-07-04", torontoToday());
    const year = Number(next.slice(0, 4));
    const [first, last] = [Number(next.slice(8, 10)), Number(addDays(next, 2).slice(8, 10))];
    await expect(field("New event name")).toHaveValue(
      `${8 + year - 2025}th Annual Arab Summer Festival ${year}`,
    );
    await expect(field("Starts")).toHaveValue(`${next}T18:00`);
    expect(new Date(`${next}T12:00:00Z`).getUTCDay()).toBe(5);
    await expect(field("Ends")).toHaveValue(`${addDays(next, 2)}T20:00`);
    await expect(field("Date line")).toHaveValue(`July ${first} – ${last}, ${year}`);
    await expect(field("Date line in Arabic")).toHaveValue(`${first} – ${last} يوليو ${year}`);

    // other dates: the date lines follow them, in both languages, across months too
    await field("Starts").fill("2027-07-30T18:00");
    await field("Ends").fill("2027-08-01T20:00");
    await expect(field("Date line")).toHaveValue("July 30 – August 1, 2027");
    await expect(field("Date line in Arabic")).toHaveValue("30 يوليو – 1 أغسطس 2027");

    // a missing name is shown on its field, which takes the focus
    await field("New event name").fill("");
    await form.getByRole("button", { name: "Copy this event" }).click();
    await expect(form.getByText("Write the new event's name.")).toBeVisible();
    await expect(field("New event name")).toBeFocused();
    await expect(field("New event name")).toHaveAttribute("aria-invalid", "true");

    // an end before the start: the server's refusal lands on "Ends"
    await field("New event name").fill(name);
    await field("Starts").fill("2027-07-02T18:00");
    await field("Ends").fill("2027-07-01T20:00");
    await form.getByRole("button", { name: "Copy this event" }).click();
    await expect(form.getByText("The event must not end before it starts.")).toBeVisible();
    await expect(field("Ends")).toBeFocused();
    await expect(page).toHaveURL(sourceUrl);

    // by keyboard: the end date typed, the form sent with Enter
    await field("Ends").fill("2027-07-04T20:00");
    await field("Date line").fill("July 2 – 4, 2027");
    await field("Date line").press("Enter");

    // on to the copy's dashboard: a draft with the festival's booths
    await expect(page).not.toHaveURL(sourceUrl);
    await expect(page).toHaveURL(/\/admin\/events\/\d+$/);
    const copyUrl = page.url();
    const dashboard = page.getByTestId("dashboard");
    await expect(dashboard.getByRole("heading", { name })).toBeVisible();
    await expect(dashboard.getByText("DRAFT", { exact: true })).toBeVisible();

    // the home page still features the 2025 festival, which is over: the console offers the copy
    const offer = page.getByRole("region", { name: "Feature the new festival?" });
    await expect(offer).toContainText(`still features ${SUMMER_NAME}, which ended on July 6, 2025`);
    await expect(offer.getByRole("button", { name: "Feature", exact: true })).toBeVisible();

    // publish it as an organiser does: Active, through the editor
    await dashboard.getByRole("link", { name: "Edit event" }).click();
    await expect(page).toHaveURL(/\/admin\/events\/\d+\/edit$/);
    const editor = page.getByRole("form", { name: "Event" });
    await expect(editor.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expect(editor.getByLabel("Starts", { exact: true })).toHaveValue("2027-07-02T18:00");
    await expect(editor.getByLabel("Ends", { exact: true })).toHaveValue("2027-07-04T20:00");
    // its texts name the copy's days and edition, in both languages
    await expect(editor.getByLabel("Date line in Arabic", { exact: true })).toHaveValue(
      "2 – 4 يوليو 2027",
    );
    await expect(editor.getByLabel("Name in Arabic", { exact: true })).toHaveValue(
      "مهرجان الصيف العربي السنوي العاشر 2027",
    );
    await expect(editor.getByLabel("Details", { exact: true })).toHaveValue(
      /^Friday July 2, 6 PM – 11 PM · Saturday July 3, /,
    );
    await expect(editor.getByLabel("Details in Arabic", { exact: true })).toHaveValue(
      /^الجمعة 2 يوليو، من 6 مساءً حتى 11 مساءً · السبت 3 يوليو، /,
    );
    await expect(editor.getByText(/Check this: copied from/)).toHaveCount(0);
    await editor.getByRole("radio", { name: "Active" }).check();
    await editor.getByRole("button", { name: "Save changes" }).click();
    await expect(editor.getByRole("status").filter({ hasText: /Saved at/ })).toBeVisible();
    // its contract came along as a version named for 2027
    await expect(editor.getByTestId("contract-version")).toContainText("2027");

    // back on its dashboard later, the offer is still there until the copy is featured
    await page.goto(copyUrl);
    await expect(offer).toContainText(`still features ${SUMMER_NAME}, which ended on July 6, 2025`);
    await expect(offer).not.toContainText("It is a draft");

    // the public events page lists it, and its details page shows the festival's booths
    await page.goto("/events");
    const link = page.getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    const card = page.getByRole("listitem").filter({ has: link });
    await expect(card.getByText("July 2 – 4, 2027")).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/details\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveText([
      "Market Tents",
      "Food Trucks & Food Vendors",
      "Pipe & Drape Booths",
      "Corner & Hallway Booths",
    ]);
    await page.getByRole("tab", { name: "Market Tents" }).click();
    const cards = page.getByRole("tabpanel").getByTestId("booth-card");
    await expect(cards.first()).toBeVisible();
    // nothing sold: the summer festival's bookings (Henna by Layla's tent) stay with it, and
    // every tent of the copy is available at its price
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByText("Henna by Layla")).toHaveCount(0);
    await expect(panel.getByText("BOOKED", { exact: true })).toHaveCount(0);
    await expect(cards.filter({ hasText: "$" })).toHaveCount(await cards.count());
  });

  test("the copy form on the event dashboard has no axe violations, on a computer and a phone", async ({
    organiserPage: page,
  }) => {
    await page.goto("/admin/events");
    await page.getByRole("link", { name: SUMMER_NAME, exact: true }).first().click();
    await expect(page.getByRole("form", { name: "Copy this event" })).toBeVisible();
    await expectNoViolations(page);
    await page.setViewportSize(PHONE);
    await expect(page.getByRole("form", { name: "Copy this event" })).toBeVisible();
    await expectNoViolations(page);
  });
});
