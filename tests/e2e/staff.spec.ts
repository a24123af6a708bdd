import { CSRF_HEADER, CSRF_TOKEN_PATH } from "../../lib/http/csrf-names";
import { expect, test } from "./fixtures";
import { unique } from "./helpers";

// The console's Staff page: an organiser adds a staff member with the form, the invitation's link
// sets the password, the staff member signs in and lands on the door app (other pages send them
// back there), names the phone, and the organiser sees the phone by its name and signs it out.

test("an organiser adds staff, sees their phone by name and signs it out", async ({
  organiserPage: page,
  browser,
}) => {
  test.setTimeout(90_000); // two browsers: the office's and the staff member's phone
  const name = `Nadia Saleh ${unique()}`;
  const email = `door.${unique()}@example.com`;
  const password = "gate-two-at-eight";

  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Organiser console" })
    .getByRole("link", { name: "Staff" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff", exact: true })).toBeVisible();
  const form = page.getByRole("form", { name: "Add staff" });
  await form.getByRole("button", { name: "Add staff and invite" }).click();
  await expect(form.getByText("Name is required.")).toBeVisible();
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("E-mail address").fill(email);
  await form.getByRole("button", { name: "Add staff and invite" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${name} was added` })).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(card).toContainText("Not signed in on any device.");

  // the same address again is refused, said above the button
  await form.getByLabel("Name").fill("Someone Else");
  await form.getByLabel("E-mail address").fill(email);
  await form.getByRole("button", { name: "Add staff and invite" }).click();
  await expect(form.getByRole("alert")).toContainText("already exists");

  // the staff member's phone: the invitation's link opens their own welcome page, which sets
  // the password, signs in and opens the door app
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const door = await phone.newPage();
  await door.goto("/dev/mailbox");
  const mail = door.getByTestId("mail").filter({ hasText: email }).first();
  await mail
    .getByRole("link", { name: /^http[^ ]*\/door\/welcome\?token=/ })
    .first()
    .click();
  await expect(door.getByRole("heading", { level: 1 })).toHaveText("Welcome to the door team");
  const welcomeUrl = door.url();
  await expect(door.getByText(`Choose a password for ${email}`)).toBeVisible();
  await expect(door.getByRole("link", { name: "Register" })).toHaveCount(0);
  const welcome = door.getByRole("form", { name: "Set your password" });
  await expect(welcome.getByLabel("Token")).toHaveCount(0); // no token field: only the password
  await welcome.getByLabel("Choose a password").fill(password);
  await welcome.getByRole("button", { name: "Set the password and open the door app" }).click();
  await expect(door).toHaveURL(/\/door$/);
  // signed in: the door app asks for the device's name
  await expect(door.getByLabel("Device name")).toBeVisible();
  // the link works once
  await door.goto(welcomeUrl);
  await expect(door.getByRole("heading", { level: 1 })).toHaveText(
    "This invitation link no longer works",
  );
  await door.goto("/door");
  // any other page sends staff back to the door app
  await door.goto("/profile");
  await expect(door).toHaveURL(/\/door$/);
  await door.goto("/admin");
  await expect(door).toHaveURL(/\/door$/);

  // the phone names itself as the door app does
  const token = (
    (await (await phone.request.get(CSRF_TOKEN_PATH)).json()) as {
      payload: { token: string };
    }
  ).payload.token;
  const named = await phone.request.put("/api/door/v1/device", {
    data: { name: "Gate 2 phone" },
    headers: { [CSRF_HEADER]: token },
  });
  expect(named.status()).toBe(200);

  await page.reload();
  const row = card.getByRole("row", { name: /Gate 2 phone/ });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Sign out Gate 2 phone" }).click();
  await card.getByRole("button", { name: "Yes, sign out" }).click();
  await expect(card.getByRole("status")).toContainText("Gate 2 phone is signed out");
  await expect(card).toContainText("Not signed in on any device.");
  expect((await phone.request.get("/api/door/v1/device")).status()).toBe(401);

  // disabling the account: confirmed first, then it says so
  await card.getByRole("button", { name: `Disable ${name}` }).click();
  await card.getByRole("button", { name: "Yes, disable" }).click();
  await expect(card.getByText("Disabled", { exact: true })).toBeVisible();
  await phone.close();
});
