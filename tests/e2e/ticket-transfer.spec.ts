import type { Browser, BrowserContext, Page } from "@playwright/test";
import { readQrSvg } from "./fake-camera";
import { expect, ORGANISER, SEATS, test, type Seat } from "./fixtures";
import { adminApi, newVisitor, signIn, unique } from "./helpers";

// A ticket passed to a friend: a concert-goer buys a seat and, from /tickets, transfers it to a
// friend's e-mail address; the friend follows the e-mailed link, creates a visitor account with
// that address, accepts, and has the ticket (with its PDF); the sender's card says it was passed
// on. A door phone set up before the transfer syncs, goes offline, and refuses the old code,
// scanned (its text typed) or its short code typed: "This ticket was passed on: ask for the new
// one". The friend's new number admits.

const PHONE = { width: 390, height: 844 };
const TARAB = "9e5b1c36-4f7d-4a83-b0c9-5e8fa1b2c3d4";
const TARAB_OPTION = "Tarab Night on the Main Stage, Saturday July 5, 2025 · 7:30 PM";
const PASSED_ON = "This ticket was passed on: ask for the new one";

const seatLabel = ({ row, column }: Seat) => `Row ${row}, Seat ${column}`;

/** Buys the seat as the signed-in visitor through the tickets checkout, and opens /tickets. */
async function buySeat(page: Page, seat: Seat) {
  await page.goto("/stage");
  await page
    .getByRole("grid", { name: "Seats" })
    .getByRole("button", { name: new RegExp(`^${seatLabel(seat)},`) })
    .click();
  await page.getByRole("button", { name: "Purchase" }).click();
  await page
    .getByRole("checkbox", { name: "I have read and accept the terms and conditions" })
    .check();
  await page.getByRole("button", { name: "Check Out" }).click();
  await expect(page).toHaveURL(/\/pay\/cs_/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your payment!" })).toBeVisible();
  await page.goto("/tickets");
}

async function eventIdOf(office: BrowserContext, guid: string): Promise<number> {
  const answer = await office.request.get("/api/admin/v1/events");
  const { payload } = (await answer.json()) as {
    payload: { eventId: number; eventGuid: string }[];
  };
  return payload.find((e) => e.eventGuid === guid)!.eventId;
}

/**
 * Moves the concert to tomorrow evening (Toronto), before its doors open, so its tickets may be
 * passed on; answers what puts its dates back.
 */
async function tomorrow(office: BrowserContext): Promise<() => Promise<void>> {
  const path = `/api/admin/v1/events/${await eventIdOf(office, TARAB)}`;
  const { payload: before } = (await (await office.request.get(path)).json()) as {
    payload: { eventDate: string; eventEndDate: string };
  };
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
    new Date(Date.now() + 24 * 60 * 60_000),
  );
  await adminApi(office.request, "PUT", path, {
    eventDate: `${day}T19:30:00`,
    eventEndDate: `${day}T23:00:00`,
  });
  return async () => {
    await adminApi(office.request, "PUT", path, {
      eventDate: before.eventDate.slice(0, 19),
      eventEndDate: before.eventEndDate.slice(0, 19),
    });
  };
}

/** A door phone: a staff member the office adds, signed in on /door, the concert downloaded. */
async function doorPhone(browser: Browser, office: BrowserContext) {
  const staff = { name: "Nadia Saleh", email: `door.${unique()}@example.com` };
  await adminApi(office.request, "POST", "/api/admin/v1/staff", staff);
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const page = await context.newPage();
  await page.goto("/dev/mailbox");
  await page
    .getByTestId("mail")
    .filter({ hasText: staff.email })
    .first()
    .getByRole("link", { name: /^http[^ ]*\/door\/welcome\?token=/ })
    .first()
    .click();
  const form = page.getByRole("form", { name: "Set your password" });
  await form.getByLabel("Choose a password").fill("gate-one-at-seven");
  await form.getByRole("button", { name: "Set the password and open the door app" }).click();
  await expect(page).toHaveURL(/\/door$/);
  await page.getByLabel("Device name").fill("Gate 1 phone");
  await page.getByRole("button", { name: "Save the name" }).click();
  const select = page.getByRole("combobox", { name: "Event" });
  const option = select.getByRole("option", { name: TARAB_OPTION });
  await select.selectOption((await option.getAttribute("value"))!);
  await page.getByLabel("Gate", { exact: true }).fill("Gate 1");
  await page.getByRole("button", { name: "Download and start" }).click();
  await expect(doorStatus(page, "Online")).toBeVisible();
  return { context, page };
}

const doorStatus = (page: Page, name: string | RegExp) =>
  page.getByRole("region", { name: "Door status" }).getByRole("status", { name });

const answer = (page: Page) => page.getByRole("region", { name: "Scan result" });

async function typeCode(page: Page, code: string) {
  await page.getByLabel("Type a code").fill(code);
  await page.getByRole("button", { name: "Check" }).click();
}

async function expectAnswer(page: Page, headline: string | RegExp, tone: string) {
  await expect(answer(page).getByRole("alert")).toHaveText(headline);
  await expect(answer(page)).toHaveAttribute("data-tone", tone);
}

async function nextScan(page: Page) {
  await answer(page).getByRole("button", { name: "Next scan" }).click();
  await expect(answer(page)).toBeHidden();
}

test("a ticket passed to a friend who accepts; its old code, after a sync, is refused at the door offline", async ({
  browser,
  visitor,
  visitorPage: fan,
}) => {
  test.setTimeout(240_000);
  const [seat] = SEATS.transfer;
  const seatName = seatLabel(seat!);

  await buySeat(fan, seat!);
  const card = fan.getByTestId("ticket").filter({ hasText: seatName });
  const oldCode = await readQrSvg(
    await card.getByRole("img", { name: `QR code of the ticket for ${seatName}` }).innerHTML(),
  );
  const oldNumber = (await card.getByTestId("ticket-short-code").textContent())!;

  const office = await browser.newContext();
  await signIn(office, ORGANISER);
  // The door phone downloads the concert before the ticket is passed on.
  const door = await doorPhone(browser, office);
  const putBack = await tomorrow(office);

  // The fan transfers the ticket from /tickets.
  const friend = { ...newVisitor(), name: "Omar Said" };
  await fan.reload();
  // until the organiser's cut-off: when the doors open, unless the organiser set earlier
  await expect(card.getByTestId("ticket-transfer-until")).toContainText(
    "You can pass this ticket on until",
  );
  await card.getByRole("button", { name: "Transfer" }).click();
  const form = card.getByRole("form", { name: `Pass ${seatName} on to a friend` });
  await form.getByLabel("Your friend's e-mail address").fill(friend.email);
  await form.getByLabel("Language of their e-mail").selectOption("en");
  await form.getByRole("button", { name: "Send the ticket" }).click();
  await expect(card.getByTestId("ticket-transfer-pending")).toContainText(
    `Waiting for ${friend.email} to accept.`,
  );
  await expect(card.getByRole("button", { name: "Cancel transfer" })).toBeVisible();

  // The friend follows the e-mailed link, creates a visitor account with that address, accepts.
  const friendContext = await browser.newContext();
  const page = await friendContext.newPage();
  await page.goto("/dev/mailbox");
  await page
    .getByTestId("mail")
    .filter({ hasText: friend.email })
    .filter({ hasText: "is passing you a ticket" })
    .first()
    .getByRole("link", { name: /\/tickets\/transfer\/\d+\?token=/ })
    .click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  const signup = page.getByRole("form", { name: "Create a visitor account" });
  await signup.getByLabel("Your name").fill(friend.name);
  await signup.getByLabel("Your email").fill(friend.email);
  await signup.getByLabel("Choose a password").fill(friend.password);
  await signup.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByRole("heading", { name: "A ticket for you" })).toBeVisible();
  await expect(page.getByTestId("transfer-ticket")).toContainText(seatName);
  await page.getByRole("button", { name: "Accept the ticket" }).click();

  // The ticket is the friend's, with a new code and number, and its PDF downloads.
  await expect(page).toHaveURL(/\/tickets$/);
  const mine = page.getByTestId("ticket").filter({ hasText: seatName });
  await expect(mine.getByTestId("ticket-received")).toHaveText(
    `Passed on to you by ${visitor.name}.`,
  );
  const newNumber = (await mine.getByTestId("ticket-short-code").textContent())!;
  expect(newNumber).not.toBe(oldNumber);
  const newCode = await readQrSvg(
    await mine.getByRole("img", { name: `QR code of the ticket for ${seatName}` }).innerHTML(),
  );
  expect(newCode).not.toBe(oldCode);
  const pdf = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
  const download = await page.request.get(pdf!);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");

  // The fan's card says where the ticket went; its QR code is gone.
  await fan.reload();
  await expect(card.getByTestId("ticket-passed-on")).toHaveText(
    `Passed on to ${friend.email}: this code no longer admits anyone.`,
  );
  await expect(card.getByRole("img", { name: /QR code/ })).toHaveCount(0);
  await putBack();

  // The door phone syncs, then loses the network: the old code is refused on the phone alone.
  await door.page.getByRole("button", { name: "Sync now" }).click();
  await expect(door.page.getByRole("button", { name: "Sync now" })).toBeEnabled();
  await door.context.setOffline(true);
  await expect(doorStatus(door.page, "Offline")).toBeVisible();
  await typeCode(door.page, oldCode);
  await expectAnswer(door.page, PASSED_ON, "no");
  await expect(answer(door.page)).toContainText(`Seat: ${seatName}`);
  await nextScan(door.page);
  await typeCode(door.page, oldNumber.toLowerCase());
  await expectAnswer(door.page, PASSED_ON, "no");
  await nextScan(door.page);

  // The friend's new number is on the phone's list: it admits (the concert is on another day).
  await typeCode(door.page, newNumber);
  await expectAnswer(door.page, /^Not today: /, "elsewhere");
  await answer(door.page).getByRole("button", { name: "Admit anyway" }).click();
  await expectAnswer(door.page, `Admit: ${seatName}`, "yes");
  await nextScan(door.page);

  // Back online, the server agrees: the old code's scans are stored as passed on.
  await door.context.setOffline(false);
  await door.page.getByRole("button", { name: "Sync now" }).click();
  await expect(doorStatus(door.page, "Waiting to send: 0")).toBeVisible();

  await door.context.close();
  await friendContext.close();
  await office.close();
});
