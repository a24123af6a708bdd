import type { Browser, Page } from "@playwright/test";
import { expect, ORGANISER, test } from "./fixtures";
import { adminApi, login, newVisitor, registerVisitor, signIn } from "./helpers";
import { startOwnServer } from "./own-server";

// The waitlist of a sold-out show, walked in the browser: a visitor joins with a party of two, the
// organiser refunds an order and gives its two seats back, and the offer e-mail's link leads to
// checkout and payment. The show is sold out for this walk alone, so it runs against a server and
// database of its own (the other browser tests buy the seed's seats on the shared one).

const PORT = Number(process.env.E2E_PORT_BASE ?? 3100) + 30;
const BASE = `http://127.0.0.1:${PORT}`;

let stopServer: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stopServer = await startOwnServer({ port: PORT });
});

test.afterAll(async () => {
  await stopServer?.();
});

const seat = (page: Page, column: number) =>
  page
    .getByRole("grid", { name: "Seats" })
    .getByRole("button", { name: new RegExp(`^Row 1, Seat ${column},`) });

/** Buys these seats of row 1 from the stage page and pays at the local provider. */
async function buySeats(page: Page, columns: number[]) {
  await page.goto("/stage");
  for (const column of columns) await seat(page, column).click();
  await page.getByRole("button", { name: "Purchase" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page
    .getByRole("checkbox", { name: "I have read and accept the terms and conditions" })
    .check();
  await page.getByRole("button", { name: "Check Out" }).click();
  await expect(page).toHaveURL(/\/pay\/cs_/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your payment!" })).toBeVisible();
}

async function newPage(browser: Browser) {
  return (await browser.newContext({ baseURL: BASE })).newPage();
}

test("a sold-out show: a party of two joins the waitlist, a refund frees two seats, and the offer e-mail leads to checkout and payment", async ({
  browser,
}) => {
  test.setTimeout(180_000);

  // The organiser makes the concert a hall of four seats.
  const office = await browser.newContext({ baseURL: BASE });
  await signIn(office, ORGANISER);
  const seatMap = (await (await office.request.get("/api/v1/seats")).json()) as {
    payload: { eventId: number };
  };
  const eventId = seatMap.payload.eventId;
  await adminApi(office.request, "PUT", `/api/admin/v1/events/${eventId}/seating`, {
    rows: 1,
    seatsPerRow: 4,
    bands: [{ fromRow: 1, toRow: 1, priceCents: 5000 }],
  });

  // Someone buys them all, in two orders.
  const buyerPage = await newPage(browser);
  const buyer = newVisitor();
  await registerVisitor(buyerPage.context().request, buyer);
  await buySeats(buyerPage, [1, 2]);
  await buySeats(buyerPage, [3, 4]);

  // A visitor, not signed in, finds the show sold out; joining sends them to log in and back.
  const fanPage = await newPage(browser);
  const fan = newVisitor();
  await registerVisitor((await browser.newContext({ baseURL: BASE })).request, fan);
  await fanPage.goto("/stage");
  const join = fanPage.getByTestId("join-waitlist");
  await expect(join.getByRole("heading", { name: "This show is sold out" })).toBeVisible();
  await join.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(fanPage).toHaveURL(/\/login\?callbackUrl=%2Fstage$/);
  await login(fanPage, fan, { expectUrl: /\/stage$/ });
  await join.getByLabel("Party size").selectOption("2");
  await join.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(join.getByRole("status")).toContainText(
    "You are on the waitlist: number 1 in line.",
  );
  await join.getByRole("link", { name: "See your place" }).click();
  await expect(fanPage).toHaveURL(/\/tickets$/);
  const entry = fanPage.getByTestId("waitlist-entry");
  await expect(entry).toContainText("Party of 2");
  await expect(entry.getByTestId("waitlist-place")).toHaveText("Number 1 in line");
  await expect(entry.getByRole("button", { name: "Leave the waitlist" })).toBeVisible();

  // The organiser refunds the first order and gives its two seats back.
  const admin = await office.newPage();
  await admin.goto("/admin/orders");
  await admin.getByLabel("Search orders").fill(buyer.email);
  await admin.getByRole("button", { name: "Search" }).click();
  const row = admin.getByTestId("order-row").filter({ hasText: "Row 1, Seat 1" });
  await expect(row).toHaveCount(1);
  await row.getByRole("link").first().click();
  const refund = admin.getByRole("form", { name: "Refund" });
  await refund.getByRole("checkbox", { name: "Row 1, Seat 1" }).check();
  await refund.getByRole("checkbox", { name: "Row 1, Seat 2" }).check();
  await refund.getByLabel("Reason").fill("The buyer cannot come");
  await refund.getByRole("button", { name: "Refund" }).click();
  await admin
    .getByRole("region", { name: "Confirm the refund" })
    .getByRole("button", { name: "Confirm refund" })
    .click();
  await expect(admin.getByTestId("order-state")).toHaveText("Refunded");

  // The organiser sees the offer in the show's waitlist.
  await admin.goto(`/admin/events/${eventId}/waitlist`);
  await expect(admin.getByTestId("waitlist-line-entry")).toContainText("Offered seats");
  // and lets later offers last a day
  const offerWindow = admin.getByRole("form", { name: "Offer window" });
  // The form is in the server's HTML; its button is enabled once the page has hydrated, and a
  // field filled while React hydrates can lose its selection half way (12 + 24 read "1224").
  await expect(offerWindow.getByRole("button", { name: "Save the window" })).toBeEnabled();
  await offerWindow.getByLabel("Hours an offer lasts").fill("24");
  await offerWindow.getByRole("button", { name: "Save the window" }).click();
  await expect(admin.getByTestId("editor-status")).toHaveText(
    "Offers made from now on last 24 hours.",
  );

  // The offer e-mail: the two seats side by side, and the link to checkout.
  const mail = fanPage
    .getByTestId("mail")
    .filter({ hasText: fan.email })
    .filter({ hasText: "Seats for you" })
    .first();
  await expect(async () => {
    await fanPage.goto("/dev/mailbox");
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(mail).toContainText("Row 1, Seat 1; Row 1, Seat 2");
  await expect(mail).toContainText("They are side by side in one row.");
  await mail.getByRole("link", { name: /\/checkout\?offer=\d+/ }).click();

  // Checkout holds the offered seats; nobody else may take them; the fan pays.
  await expect(fanPage).toHaveURL(/\/checkout\?offer=\d+$/);
  await expect(fanPage.getByTestId("waitlist-checkout")).toContainText(
    "Seats offered to you from the waitlist: Row 1, Seat 1; Row 1, Seat 2.",
  );
  await expect(fanPage.getByTestId("ticket-line")).toHaveCount(2);
  await buyerPage.goto("/stage");
  await expect(seat(buyerPage, 1)).toHaveAttribute("aria-disabled", "true");
  await fanPage
    .getByRole("checkbox", { name: "I have read and accept the terms and conditions" })
    .check();
  await fanPage.getByRole("button", { name: "Check Out" }).click();
  await expect(fanPage).toHaveURL(/\/pay\/cs_/);
  await fanPage.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(fanPage.getByRole("heading", { name: "Thank you for your payment!" })).toBeVisible();
  await expect(fanPage.getByRole("list", { name: "Seats" })).toContainText("Row 1, Seat 1");

  // Two tickets; the fan has left the line.
  await fanPage.goto("/tickets");
  await expect(fanPage.getByTestId("ticket")).toHaveCount(2);
  await expect(fanPage.getByTestId("waitlist-entry")).toHaveCount(0);
});

test("the demo's sold-out show: the events page leads to its own page, sold out with its waitlist; a visitor in line sees their place; the organiser sees the line", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const visitor = await newPage(browser);
  await visitor.goto("/events");
  await visitor
    .getByRole("listitem")
    .filter({ hasText: "Oud Recital in the Small Hall" })
    .getByRole("link", { name: "Buy Tickets" })
    .click();
  await expect(visitor).toHaveURL(/\/stage\/[0-9a-f-]{36}$/);
  await expect(
    visitor.getByRole("heading", { level: 1, name: "Oud Recital in the Small Hall", exact: true }),
  ).toBeVisible();
  // its own words in search results and shared links, not the main stage's
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^Reserved seating for Oud Recital in the Small Hall, /,
  );
  await expect(visitor.getByText("Reserved seating.", { exact: true })).toBeVisible();
  const join = visitor.getByTestId("join-waitlist");
  await expect(join.getByRole("heading", { name: "This show is sold out" })).toBeVisible();
  const showPath = new URL(visitor.url()).pathname;
  await join.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(visitor).toHaveURL(
    new RegExp(`/login\\?callbackUrl=${encodeURIComponent(showPath)}$`),
  );

  // Huda Saleh, third in line (the first has an offer): number 2 among those waiting.
  await login(
    visitor,
    { email: "huda.saleh@mahrajan.ca", password: "festival2025" },
    { expectUrl: new RegExp(`${showPath}$`) },
  );
  await visitor.goto("/tickets");
  const entry = visitor.getByTestId("waitlist-entry");
  await expect(entry).toContainText("Oud Recital in the Small Hall");
  await expect(entry.getByTestId("waitlist-place")).toHaveText("Number 2 in line");

  const office = await browser.newContext({ baseURL: BASE });
  await signIn(office, ORGANISER);
  const admin = await office.newPage();
  const eventId = (
    (await (await office.request.get("/api/v1/events")).json()) as {
      payload: { eventId: number; eventName: string }[];
    }
  ).payload.find((e) => e.eventName === "Oud Recital in the Small Hall")!.eventId;
  await admin.goto(`/admin/events/${eventId}/waitlist`);
  const line = admin.getByTestId("waitlist-line-entry");
  await expect(line).toHaveCount(4);
  await expect(line.first()).toContainText("Nadia Mansour");
  await expect(line.first()).toContainText("Offered seats");
  await expect(line.nth(1)).toContainText("Karim Aziz");
});
