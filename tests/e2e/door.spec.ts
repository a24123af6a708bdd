import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { CSRF_HEADER, CSRF_TOKEN_PATH } from "../../lib/http/csrf-names";
import { testChromium } from "../support/chromium";
import { acceptTerms, bookBooth } from "./booths";
import { cameraArgs, readQrSvg, writeQrVideo } from "./fake-camera";
import { BOOTHS, expect, ORGANISER, SEATS, test, type Seat } from "./fixtures";
import { adminApi, signIn, unique, WINTER } from "./helpers";

// The door on the night, from the staff's phones: an organiser adds a staff member, who sets a
// password from the invitation, signs in on /door, names the phone and downloads the concert;
// offline, one ticket is admitted by the camera (Chromium's fake camera films the ticket's QR
// code) and one by typing, a refunded one is refused; a second phone, offline too, admits the
// first ticket again; back online both phones sync and both show the conflict. A vendor's pass
// says "May not open" until the vendor's requirements are met, then "May open".

const PHONE = { width: 390, height: 844 };
const TARAB = "9e5b1c36-4f7d-4a83-b0c9-5e8fa1b2c3d4";
const TARAB_OPTION = "Tarab Night on the Main Stage, Saturday July 5, 2025 · 7:30 PM";
const WINTER_OPTION = "Arab Winter Festival 2025, January 31 – February 2, 2025";
const SHOTS = "docs/screenshots";

test.use({ viewport: PHONE, hasTouch: true });

const seatLabel = ({ row, column }: Seat) => `Row ${row}, Seat ${column}`;
const seatButton = (page: Page, s: Seat) =>
  page
    .getByRole("grid", { name: "Seats" })
    .getByRole("button", { name: new RegExp(`^${seatLabel(s)},`) });

/** Buys the seats as a visitor through the tickets checkout; the order's id. */
async function buySeats(page: Page, seats: readonly Seat[]): Promise<number> {
  await page.goto("/stage");
  for (const s of seats) await seatButton(page, s).click();
  await page.getByRole("button", { name: "Purchase" }).click();
  await page
    .getByRole("checkbox", { name: "I have read and accept the terms and conditions" })
    .check();
  await page.getByRole("button", { name: "Check Out" }).click();
  await expect(page).toHaveURL(/\/pay\/cs_/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your payment!" })).toBeVisible();
  await page.goto("/tickets");
  const pdf = await page
    .getByRole("region", { name: "Tarab Night on the Main Stage" })
    .filter({ hasText: seatLabel(seats[0]!) })
    .getByRole("link", { name: "Download PDF" })
    .getAttribute("href");
  return Number(/\/tickets\/(\d+)\/tickets\.pdf/.exec(pdf!)![1]);
}

/** The code of a ticket as its QR code on the tickets page reads. */
async function ticketCode(page: Page, s: Seat): Promise<string> {
  const qr = page.getByRole("img", { name: `QR code of the ticket for ${seatLabel(s)}` });
  return readQrSvg(await qr.innerHTML());
}

/** A small, valid one-page PDF, as a vendor's scanner would make. */
async function onePagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([420, 200]).drawText("Health and safety forms, signed", {
    x: 24,
    y: 100,
    size: 14,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await doc.save());
}

/** The anti-forgery header a page's own writes carry. */
async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const issued = await page.request.get(CSRF_TOKEN_PATH);
  const { payload } = (await issued.json()) as { payload: { token: string } };
  return { [CSRF_HEADER]: payload.token };
}

/** The organiser's browser, signed in. */
async function officeContext(browser: Browser): Promise<BrowserContext> {
  const office = await browser.newContext();
  await signIn(office, ORGANISER);
  return office;
}

/**
 * Moves an event to today (Toronto), so the door admits without asking "Not today"; answers what
 * puts its dates back.
 */
async function onTheDay(office: BrowserContext, guid: string): Promise<() => Promise<void>> {
  const eventId = await eventIdOf(office, guid);
  const path = `/api/admin/v1/events/${eventId}`;
  const { payload: before } = (await (await office.request.get(path)).json()) as {
    payload: { eventDate: string; eventEndDate: string };
  };
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
    new Date(),
  );
  await adminApi(office.request, "PUT", path, {
    eventDate: `${today}T00:30:00`,
    eventEndDate: `${today}T23:30:00`,
  });
  return async () => {
    await adminApi(office.request, "PUT", path, {
      eventDate: before.eventDate.slice(0, 19),
      eventEndDate: before.eventEndDate.slice(0, 19),
    });
  };
}

async function eventIdOf(office: BrowserContext, guid: string): Promise<number> {
  const answer = await office.request.get("/api/admin/v1/events");
  const { payload } = (await answer.json()) as {
    payload: { eventId: number; eventGuid: string }[];
  };
  return payload.find((e) => e.eventGuid === guid)!.eventId;
}

type Staff = { name: string; email: string; password: string };

/** A staff account the organiser creates through the console's API. */
async function createStaff(office: BrowserContext): Promise<Staff> {
  const staff = {
    name: "Nadia Saleh",
    email: `door.${unique()}@example.com`,
    password: "gate-one-at-seven",
  };
  const created = await adminApi<{ accountId: number }>(
    office.request,
    "POST",
    "/api/admin/v1/staff",
    { name: staff.name, email: staff.email },
  );
  expect(created.accountId).toBeGreaterThan(0);
  return staff;
}

/** The staff member follows the invitation's link, sets a password and lands signed in on /door. */
async function acceptInvitation(page: Page, staff: Staff) {
  await page.goto("/dev/mailbox");
  const mail = page.getByTestId("mail").filter({ hasText: staff.email }).first();
  await expect(mail).toBeVisible();
  await mail
    .getByRole("link", { name: /^http[^ ]*\/door\/welcome\?token=/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Welcome to the door team" })).toBeVisible();
  // their own page: no token to copy, no vendors' links
  await expect(page.getByLabel(/token/i)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Register" })).toHaveCount(0);
  const form = page.getByRole("form", { name: "Set your password" });
  await form.getByLabel("Choose a password").fill(staff.password);
  await form.getByRole("button", { name: "Set the password and open the door app" }).click();
  await expect(page).toHaveURL(/\/door$/);
  // signed in: the door app asks for the device's name
  await expect(page.getByLabel("Device name")).toBeVisible();
}

/** On /door: signs in through the door's link unless signed in, names the device, picks. */
async function setUpDoor(
  page: Page,
  {
    staff,
    device,
    event,
    gate,
  }: { staff?: Staff; device: string; event: string | RegExp; gate: string },
) {
  await page.goto("/door");
  if (staff) {
    await page.getByRole("link", { name: "Sign in" }).click();
    const form = page.getByRole("form", { name: "Login" });
    await form.getByLabel("Email").fill(staff.email);
    await form.getByLabel("Password").fill(staff.password);
    await form.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/door$/);
  }
  await page.getByLabel("Device name").fill(device);
  await page.getByRole("button", { name: "Save the name" }).click();
  await pickEvent(page, event, gate);
}

async function pickEvent(page: Page, event: string | RegExp, gate: string) {
  const select = page.getByRole("combobox", { name: "Event" });
  const option = select.getByRole("option", { name: event });
  await expect(option).toHaveCount(1);
  await select.selectOption((await option.getAttribute("value"))!);
  await page.getByLabel("Gate", { exact: true }).fill(gate);
  await page.getByRole("button", { name: "Download and start" }).click();
  await expect(doorStatus(page, "Online")).toBeVisible();
}

const doorStatus = (page: Page, name: string | RegExp) =>
  page.getByRole("region", { name: "Door status" }).getByRole("status", { name });

/** The answer on the screen: its headline and its colour. */
const answer = (page: Page) => page.getByRole("region", { name: "Scan result" });

async function expectAnswer(page: Page, headline: string | RegExp, tone: string) {
  await expect(answer(page).getByRole("alert")).toHaveText(headline);
  await expect(answer(page)).toHaveAttribute("data-tone", tone);
}

async function nextScan(page: Page) {
  await answer(page).getByRole("button", { name: "Next scan" }).click();
  await expect(answer(page)).toBeHidden();
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel("Type a code").fill(code);
  await page.getByRole("button", { name: "Check" }).click();
}

test.describe("the door app", () => {
  test("offline: a ticket admitted by camera and one typed, a refund refused, a second phone's admission a conflict on both once synced", async ({
    browser,
    baseURL,
    visitorPage: fan,
  }, info) => {
    test.setTimeout(240_000);
    const [byCamera, typed, refunded] = SEATS.door;

    // A concert-goer buys three seats, the third in an order of its own, which the office
    // cancels and refunds before the door downloads.
    await buySeats(fan, [byCamera, typed]);
    const refundedOrder = await buySeats(fan, [refunded]);
    const codes = {
      camera: await ticketCode(fan, byCamera),
      typed: await ticketCode(fan, typed),
      refunded: await ticketCode(fan, refunded),
    };
    for (const code of Object.values(codes)) expect(code).toMatch(/^MT1\.[\w-]+\.[\w-]+$/);

    const office = await officeContext(browser);
    const cancelled = await adminApi<{ voidedTickets: string[] }>(
      office.request,
      "POST",
      `/api/admin/v1/orders/${refundedOrder}/cancel`,
      { refund: true, reason: "Cannot come" },
    );
    expect(cancelled.voidedTickets).toHaveLength(1);
    // The concert is tonight: the door admits without asking about the day.
    const putBack = await onTheDay(office, TARAB);

    const staff = await createStaff(office);

    // The first phone: its camera films the first ticket's QR code.
    const video = info.outputPath("ticket-camera.y4m");
    writeQrVideo(video, codes.camera);
    const cameraBrowser = await chromium.launch({
      executablePath: testChromium(),
      args: ["--no-sandbox", "--disable-gpu", ...cameraArgs(video)],
    });
    const gate1 = await cameraBrowser.newContext({ viewport: PHONE, hasTouch: true, baseURL });
    const one = await gate1.newPage();
    await acceptInvitation(one, staff);
    await setUpDoor(one, { device: "Gate 1 phone", event: TARAB_OPTION, gate: "Gate 1" });

    // The second phone: the same staff member signed in again, a device of its own.
    const gate2 = await browser.newContext({ viewport: PHONE, hasTouch: true });
    await signIn(gate2, staff);
    const two = await gate2.newPage();
    await setUpDoor(two, { device: "Gate 2 phone", event: TARAB_OPTION, gate: "Gate 2" });

    // The console lists both devices by name.
    const listed = await office.request.get("/api/admin/v1/staff");
    const { payload: team } = (await listed.json()) as {
      payload: { staff: { email: string; devices: { deviceName: string | null }[] }[] };
    };
    const member = team.staff.find((s) => s.email === staff.email)!;
    expect(member.devices.map((d) => d.deviceName).sort()).toEqual([
      "Gate 1 phone",
      "Gate 2 phone",
    ]);

    // No network on either phone from here.
    await gate1.setOffline(true);
    await gate2.setOffline(true);
    await expect(doorStatus(one, "Offline")).toBeVisible();
    await expect(doorStatus(two, "Offline")).toBeVisible();

    // By camera: green, the seat, at arm's length.
    await one.getByRole("button", { name: "Start camera" }).click();
    await expectAnswer(one, `Admit: ${seatLabel(byCamera)}`, "yes");
    await one.screenshot({ path: `${SHOTS}/door-admit.png` });
    await nextScan(one);
    await one.getByRole("button", { name: "Stop camera" }).click();

    // Typed: green too.
    await typeCode(one, codes.typed);
    await expectAnswer(one, `Admit: ${seatLabel(typed)}`, "yes");
    await nextScan(one);

    // The refunded ticket, on the void list the phone downloaded: red.
    await typeCode(one, codes.refunded);
    await expectAnswer(one, "Refunded: do not admit", "no");
    await expect(answer(one)).toContainText(`Seat: ${seatLabel(refunded)}`);
    await one.screenshot({ path: `${SHOTS}/door-refunded.png` });
    await nextScan(one);

    // The camera's ticket again on the same phone: already admitted, when and where.
    await typeCode(one, codes.camera);
    await expectAnswer(one, /^Already admitted at \d{1,2}:\d\d [AP]M at Gate 1$/, "no");
    await one.screenshot({ path: `${SHOTS}/door-already-admitted.png` });
    await nextScan(one);
    await expect(doorStatus(one, "Waiting to send: 4")).toBeVisible();

    // The second phone cannot know of it: it admits the same ticket.
    await typeCode(two, codes.camera);
    await expectAnswer(two, `Admit: ${seatLabel(byCamera)}`, "yes");
    await nextScan(two);
    await expect(doorStatus(two, "Waiting to send: 1")).toBeVisible();

    // Back online: each phone sends its scans; the server keeps both admissions as a conflict.
    await gate1.setOffline(false);
    await expect(doorStatus(one, "Online")).toBeVisible();
    await expect(doorStatus(one, "Waiting to send: 0")).toBeVisible();
    await gate2.setOffline(false);
    await expect(doorStatus(two, "Waiting to send: 0")).toBeVisible();
    await expect(
      two.getByRole("alert").filter({
        hasText: `Conflict: ${seatLabel(byCamera)} was admitted by another device too.`,
      }),
    ).toBeVisible();
    await one.getByRole("button", { name: "Sync now" }).click();
    for (const page of [one, two]) {
      const conflicts = page.getByRole("list", { name: "Conflicts" });
      await expect(conflicts.getByRole("listitem")).toHaveCount(1);
      await expect(conflicts.getByRole("listitem")).toHaveText(
        new RegExp(
          `^${seatLabel(byCamera)}: \\d{1,2}:\\d\\d [AP]M at Gate (1|2), \\d{1,2}:\\d\\d [AP]M at Gate (1|2)$`,
        ),
      );
    }
    await expect(one.getByRole("list", { name: "Conflicts" })).toContainText("Gate 1");
    await expect(one.getByRole("list", { name: "Conflicts" })).toContainText("Gate 2");
    await two.screenshot({ path: `${SHOTS}/door-conflict.png`, fullPage: true });

    // The event dashboard's counts say the same: two admitted, one conflict.
    const eventId = await eventIdOf(office, TARAB);
    const counts = await office.request.get(`/api/admin/v1/events/${eventId}/door`);
    const { payload: door } = (await counts.json()) as {
      payload: {
        admitted: number;
        byGate: { gate: string; admitted: number }[];
        conflicts: { seatLabel: string }[];
      };
    };
    expect(door.conflicts.map((c) => c.seatLabel)).toContain(seatLabel(byCamera));
    expect(door.admitted).toBeGreaterThanOrEqual(2);

    // The second phone is lost: the office signs it out from the console's Staff page.
    const consolePage = await office.newPage();
    await consolePage.goto("/admin/staff");
    const card = consolePage
      .getByRole("list", { name: "Staff accounts" })
      .getByRole("listitem")
      .filter({ hasText: staff.email });
    await expect(card.getByRole("rowheader")).toHaveCount(2);
    await expect(card.getByRole("rowheader", { name: "Gate 1 phone" })).toBeVisible();
    await expect(card.getByRole("rowheader", { name: "Gate 2 phone" })).toBeVisible();
    await card.getByRole("button", { name: "Sign out Gate 2 phone" }).click();
    await card.getByRole("button", { name: "Yes, sign out" }).click();
    await expect(card.getByRole("rowheader")).toHaveText(["Gate 1 phone"]);
    await two.getByRole("button", { name: "Sync now" }).click();
    await expect(
      two.getByRole("alert").filter({
        hasText: "This device was signed out. Sign in again to send the scans waiting on it.",
      }),
    ).toBeVisible();
    // the phone still signed in goes on
    await one.getByRole("button", { name: "Sync now" }).click();
    await expect(doorStatus(one, "Online")).toBeVisible();
    await expect(one.getByRole("alert").filter({ hasText: "signed out" })).toHaveCount(0);

    await putBack();
    await cameraBrowser.close();
    await gate2.close();
    await office.close();
  });

  test("a vendor's pass: another event's door sends them on, May not open until the requirements are met, then May open", async ({
    browser,
    vendor,
    vendorPage: page,
  }) => {
    test.setTimeout(180_000);
    const booth = BOOTHS.doorPass;

    // A market vendor books and pays for a booth of the winter festival.
    await bookBooth(page, booth);
    await acceptTerms(page);
    await page.getByRole("button", { name: "Check Out" }).click();
    await expect(page).toHaveURL(/\/pay\/cs_/);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/success\?session_id=cs_/);

    // The pass on the profile.
    await page.goto("/profile");
    const order = page.getByTestId("order").filter({ hasText: booth.name });
    const orderId = Number(
      /Order (\d+)/.exec((await order.getByText(/^Order \d+/).textContent())!)![1],
    );
    const pass = await readQrSvg(
      await page
        .getByRole("img", {
          name: `QR code of the pass for booth ${booth.name}, Arab Winter Festival 2025`,
        })
        .innerHTML(),
    );
    expect(pass).toMatch(/^MT1\./);

    const office = await officeContext(browser);
    // The festival's set-up is today: the door admits its passes without asking about the day.
    const putBack = await onTheDay(office, WINTER);
    const staff = await createStaff(office);
    const door = await browser.newContext({ viewport: PHONE, hasTouch: true });
    const scanner = await door.newPage();
    await acceptInvitation(scanner, staff);
    await setUpDoor(scanner, { device: "Concert door", event: TARAB_OPTION, gate: "Main" });

    // At the concert's door, the festival's pass is for another event: amber.
    await typeCode(scanner, pass);
    await expectAnswer(
      scanner,
      "Another event: Arab Winter Festival 2025, January 31 – February 2, 2025",
      "elsewhere",
    );
    await scanner.screenshot({ path: `${SHOTS}/door-another-event.png` });
    await nextScan(scanner);

    // At the festival's loading dock: the booth, the vendor, and what is missing.
    await scanner.getByRole("button", { name: "Change event or gate" }).click();
    await pickEvent(scanner, WINTER_OPTION, "Loading dock");
    await typeCode(scanner, pass);
    await expectAnswer(scanner, /^May not open: Health and safety forms not approved/, "no");
    await expect(answer(scanner)).toContainText(`Booth ${booth.name}`);
    await expect(answer(scanner)).toContainText(vendor.lob);
    await scanner.screenshot({ path: `${SHOTS}/door-vendor-may-not-open.png` });
    await nextScan(scanner);

    // The vendor sends the forms, the office approves them and records what is still owed.
    const checklist = await page.request.get("/api/vendor/v1/checklist");
    const { payload: list } = (await checklist.json()) as {
      payload: {
        orders: { orderId: number; requirements: { requirementId: number; kind: string }[] }[];
      };
    };
    const mine = list.orders.find((o) => o.orderId === orderId)!;
    expect(mine.requirements.map((r) => r.kind)).toEqual(["FILE"]);
    for (const requirement of mine.requirements) {
      const sent = await page.request.post("/api/vendor/v1/documents", {
        multipart: {
          requirementId: String(requirement.requirementId),
          orderId: String(orderId),
          file: { name: "forms.pdf", mimeType: "application/pdf", buffer: await onePagePdf() },
        },
        headers: await csrfHeaders(page),
      });
      expect(sent.status(), await sent.text()).toBe(201);
      const { payload: document } = (await sent.json()) as { payload: { documentId: number } };
      await adminApi(
        office.request,
        "POST",
        `/api/admin/v1/documents/${document.documentId}/review`,
        {
          decision: "APPROVED",
        },
      );
    }
    const owed = await office.request.get(`/api/admin/v1/orders/${orderId}`);
    const { payload: figures } = (await owed.json()) as {
      payload: { balanceCents: number; depositCents: number; depositPaidCents: number };
    };
    if (figures.balanceCents > 0)
      await adminApi(office.request, "POST", `/api/admin/v1/orders/${orderId}/payments`, {
        amountCents: figures.balanceCents,
        method: "CHEQUE",
        reference: "Balance at load-in",
      });
    if (figures.depositCents > figures.depositPaidCents)
      await adminApi(office.request, "POST", `/api/admin/v1/orders/${orderId}/deposit-payment`, {
        method: "CHEQUE",
        reference: "Deposit at load-in",
      });

    // Once the door's download is refreshed: May open.
    await scanner.getByRole("button", { name: "Sync now" }).click();
    await expect(scanner.getByRole("button", { name: "Sync now" })).toBeEnabled();
    await typeCode(scanner, pass);
    await expectAnswer(scanner, "May open", "yes");
    await expect(answer(scanner)).toContainText(`Booth ${booth.name}`);
    await scanner.screenshot({ path: `${SHOTS}/door-vendor-may-open.png` });

    await putBack();
    await door.close();
    await office.close();
  });

  test("offline: the number under a ticket's QR code, typed, admits once staff confirm a concert of another day", async ({
    browser,
    visitorPage: fan,
  }) => {
    test.setTimeout(180_000);
    const [seat] = SEATS.doorShortCode;

    // The number printed under the ticket's QR code, on /tickets.
    await buySeats(fan, [seat!]);
    const card = fan.getByTestId("ticket").filter({ hasText: seatLabel(seat!) });
    const printed = (await card.getByTestId("ticket-short-code").textContent())!;
    expect(printed).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);

    const office = await officeContext(browser);
    const staff = await createStaff(office);
    const door = await browser.newContext({ viewport: PHONE, hasTouch: true });
    const phone = await door.newPage();
    await acceptInvitation(phone, staff);
    await setUpDoor(phone, {
      device: "Box office phone",
      event: TARAB_OPTION,
      gate: "Side",
    });

    await door.setOffline(true);
    await expect(doorStatus(phone, "Offline")).toBeVisible();

    // One character wrong: said under the field, nothing looked up.
    const wrong = `${printed.slice(0, -1)}${printed.endsWith("2") ? "3" : "2"}`;
    await typeCode(phone, wrong);
    await expect(
      phone.getByText("This number has a mistake: check each character and type it again."),
    ).toBeVisible();
    await expect(answer(phone)).toBeHidden();

    // Typed loosely, in lower case with a space: the concert is on another day, amber.
    await typeCode(phone, printed.toLowerCase().replace("-", " "));
    await expectAnswer(phone, /^Not today: /, "elsewhere");
    await answer(phone).getByRole("button", { name: "Admit anyway" }).click();
    await expectAnswer(phone, `Admit: ${seatLabel(seat!)}`, "yes");
    await phone.screenshot({ path: `${SHOTS}/door-short-code-offline.png` });
    await nextScan(phone);
    await expect(doorStatus(phone, "Waiting to send: 1")).toBeVisible();

    // Changing the event offline: the downloaded one is offered, and a way back to scanning.
    await phone.getByRole("button", { name: "Change event or gate" }).click();
    await expect(
      phone.getByText("Offline: choose among the events downloaded on this phone."),
    ).toBeVisible();
    await phone.getByRole("button", { name: "Back to scanning" }).click();
    await expect(doorStatus(phone, "Waiting to send: 1")).toBeVisible();

    // Back online: sent, and the server holds the admission.
    await door.setOffline(false);
    await phone.getByRole("button", { name: "Sync now" }).click();
    await expect(doorStatus(phone, "Waiting to send: 0")).toBeVisible();

    await door.close();
    await office.close();
  });
});
