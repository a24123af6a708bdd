import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { boothCard } from "./booths";
import { BOOTHS, expect, SEATS, test, type Seat } from "./fixtures";
import { newVisitor } from "./helpers";

const seat = (page: Page, { row, column }: Seat) =>
  page
    .getByRole("grid", { name: "Seats" })
    .getByRole("button", { name: new RegExp(`^Row ${row}, Seat ${column},`) });

for (const viewport of [
  { name: "phone", size: { width: 390, height: 844 }, seat: SEATS.signupPhone[0] },
  { name: "desktop", size: { width: 1280, height: 800 }, seat: SEATS.signupDesktop[0] },
]) {
  test.describe(`concert-goers on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test("a ticket purchase while logged out offers a visitor sign-up that returns to the seats", async ({
      page,
    }) => {
      const fan = newVisitor();
      await page.goto("/stage");
      await seat(page, viewport.seat).click();
      await page.getByRole("button", { name: "Purchase" }).click();
      await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fstage$/);

      const signup = page.getByRole("form", { name: "Create a visitor account" });
      await expect(page.getByRole("heading", { name: "New here? Buying tickets?" })).toBeVisible();
      await signup.getByRole("button", { name: "Create my account" }).click();
      await expect(signup.getByText("Name is required")).toBeVisible();
      await signup.getByLabel("Your name").fill(fan.name);
      await signup.getByLabel("Your email").fill(fan.email);
      await signup.getByLabel("Choose a password").fill(fan.password);
      await signup.getByRole("button", { name: "Create my account" }).click();

      await expect(page).toHaveURL(/\/stage$/);
      await expect(seat(page, viewport.seat)).toHaveAttribute("aria-pressed", "true");
      // signed in: the tickets checkout opens instead of sending them to log in
      await page.goto("/checkout");
      await expect(page).toHaveURL(/\/checkout$/);
      // the profile speaks to a ticket buyer: no business details to fill in
      await page.goto("/profile");
      await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
      await expect(page.getByLabel("Legal Name Of Business")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Your tickets" })).toBeVisible();
    });
  });
}

test("the visitor sign-up is offered only when a ticket purchase asked for the login", async ({
  page,
}) => {
  for (const path of ["/checkout", "/movie-popup"]) {
    await page.goto(`/login?callbackUrl=${encodeURIComponent(path)}`);
    await expect(page.getByRole("form", { name: "Create a visitor account" })).toBeVisible();
  }
  for (const target of ["/login", "/login?callbackUrl=%2Fcart", "/login?callbackUrl=%2Fstagex"]) {
    await page.goto(target);
    await expect(page.getByRole("form", { name: "Login" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Create a visitor account" })).toHaveCount(0);
  }
});

test("the seat plan labels its rows, and a seated show's details page leads to its seats", async ({
  page,
}) => {
  await page.goto("/stage");
  const grid = page.getByRole("grid", { name: "Seats" });
  await expect(grid.getByRole("rowheader")).toHaveCount(8);
  await expect(grid.getByRole("row").nth(2).getByRole("rowheader")).toHaveText(/3$/);
  await page.goto("/details/9e5b1c36-4f7d-4a83-b0c9-5e8fa1b2c3d4");
  await expect(page.getByText("There are no exhibition booths for this event.")).toHaveCount(0);
  await page.getByRole("link", { name: "Choose your seats" }).click();
  await expect(page).toHaveURL(/\/stage$/);
});

test.describe("a visitor's own pages", () => {
  test("on a phone, the menu leads a signed-in visitor to My tickets and My account", async ({
    visitorPage: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/home");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "My account" })).toHaveAttribute(
      "href",
      "/profile",
    );
    await expectNoViolations(page);
    await menu.getByRole("link", { name: "My tickets" }).click();
    await expect(page).toHaveURL(/\/tickets$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your tickets");
  });

  test("on a desktop, the header offers My tickets and My account, in Arabic too", async ({
    visitorPage: page,
  }) => {
    // The header's own links (a phone shows them in the menu: the test above).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/events");
    const header = page.getByRole("navigation", { name: "Main" });
    await expect(header.getByRole("link", { name: "My tickets" })).toBeVisible();
    await expect(header.getByRole("link", { name: "My account" })).toBeVisible();
    await page.goto("/ar/events");
    const arabic = page.getByRole("navigation", { name: "القائمة الرئيسية" });
    await expect(arabic.getByRole("link", { name: "تذاكري" })).toHaveAttribute(
      "href",
      "/ar/tickets",
    );
    await expect(arabic.getByRole("link", { name: "حسابي" })).toHaveAttribute(
      "href",
      "/ar/profile",
    );
  });

  test("a vendor's header has My account and no My tickets", async ({ vendorPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/events");
    const header = page.getByRole("navigation", { name: "Main" });
    await expect(header.getByRole("link", { name: "My account" })).toBeVisible();
    await expect(header.getByRole("link", { name: "My tickets" })).toHaveCount(0);
  });

  test("a signed-in visitor reads that booths are for vendors, with no Book button", async ({
    visitorPage: page,
  }) => {
    const card = await boothCard(page, BOOTHS.seedAvailable);
    await expect(card).toContainText("Vendors only: booths are booked with a vendor account.");
    await expect(card.getByRole("button", { name: /Book this Booth/ })).toHaveCount(0);
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      await expectNoViolations(page);
    }
    await page.goto(`/ar/details/${BOOTHS.seedAvailable.event}`);
    await page.getByRole("tab", { name: "خيام السوق" }).click();
    const arabic = page
      .getByRole("tabpanel")
      .getByTestId("booth-card")
      .filter({ hasText: BOOTHS.seedAvailable.name });
    await expect(arabic).toContainText("للعارضين فقط");
    await expect(arabic.getByRole("button")).toHaveCount(0);
  });
});

test.describe("the login page speaks to concert-goers too", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a ticket account is offered beside Register, in view on a phone, and opens the visitor sign-up", async ({
    page,
  }) => {
    await page.goto("/login");
    await expect(page.getByText("Vendors log in to book exhibition booths.")).toBeVisible();
    const entry = page.getByRole("link", { name: "Buying tickets? Create a ticket account" });
    await expect(entry).toBeInViewport();
    await expect(page.getByRole("link", { name: "Register", exact: true })).toBeVisible();
    await entry.click();
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fstage#visitor-signup$/);
    const signup = page.getByRole("form", { name: "Create a visitor account" });
    await expect(signup).toBeVisible();
    await expect(page.getByRole("heading", { name: "New here? Buying tickets?" })).toBeInViewport();
  });

  test("a visitor who logs in lands on their tickets", async ({ page, visitor }) => {
    await page.goto("/login");
    const form = page.getByRole("form", { name: "Login" });
    await form.getByLabel("Email").fill(visitor.email);
    await form.getByLabel("Password").fill(visitor.password);
    await form.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/tickets$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your tickets");
  });
});

test("the Arabic tickets checkout and success page name the concert, its date and venue in Arabic", async ({
  visitorPage: page,
}) => {
  const [one] = SEATS.concertNamed;
  await page.goto("/ar/stage");
  await page
    .getByRole("grid", { name: "المقاعد" })
    .getByRole("button", { name: new RegExp(`^الصف ${one.row}، المقعد ${one.column}،`) })
    .click();
  await page.getByRole("button", { name: "شراء" }).click();
  await expect(page).toHaveURL(/\/ar\/checkout$/);
  const concert = page.getByTestId("checkout-event");
  await expect(concert).toContainText("ليلة طرب على المسرح الرئيسي");
  await expect(concert).toContainText("السبت 5 يوليو 2025");
  await expect(concert).toContainText("المسرح الرئيسي، ساحة ميسيساغا للاحتفالات");
  await page.getByRole("checkbox", { name: "قرأت الشروط والأحكام وأقبلها" }).click();
  await page.getByRole("button", { name: "إتمام الشراء" }).click();
  await expect(page).toHaveURL(/\/pay\/cs_/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "شكرًا لك على الدفع!" })).toBeVisible();
  await expect(page.getByTestId("result-event")).toHaveText("ليلة طرب على المسرح الرئيسي");
  await expect(page.getByTestId("result-event-date")).toHaveText("السبت 5 يوليو 2025 · 7:30 مساءً");
  await expect(page.getByTestId("result-event-venue")).toContainText(
    "المسرح الرئيسي، ساحة ميسيساغا للاحتفالات",
  );
});
