import type { Page } from "@playwright/test";
import { expect, SEATS, test, type Seat } from "./fixtures";
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
