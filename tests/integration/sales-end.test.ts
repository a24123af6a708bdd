import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { findEventById } from "@/lib/events/queries/public";
import { seats } from "@/db/schema";
import { eventDashboard } from "@/lib/console/dashboard";
import { parseEventTime } from "@/lib/events/event-time";
import { translator } from "@/lib/i18n/messages";
import { torontoIso } from "@/lib/i18n/toronto-time";
import { boothCartTotals } from "@/lib/payments/pricing";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { createOrganiser, type Organiser, type SignedIn } from "../support/fixtures";
import {
  boothCart,
  boothStates,
  checkout,
  createBooths,
  createSeats,
  createVendor,
  orderRow,
  payAndDeliver,
  startProvider,
  stopProvider,
  vendorPost,
  type TestVendor,
} from "../support/payments";
import { api, jsonRequest, read } from "../support/requests";

// An event's sales end: after its booth sales end its booths are not checked out, after its
// ticket sales end its seats are not; null is no sales end. A new event's sales end at its start
// unless the organiser says otherwise; balances of orders already placed stay payable.

const send = (method: "POST" | "PUT", url: string, body: unknown, as: SignedIn) =>
  api(jsonRequest(url, body, { method, session: as })).then(read);

const PAST = "2020-01-01T10:00";
const FUTURE = "2099-12-31T23:00";
const toronto = (text: string) => torontoIso(parseEventTime(text)!);

const BOOTHS_ENDED = {
  code: 409,
  status: "CONFLICT",
  errorCode: "errors.salesEnded.booths",
  payload: "Booth sales for this event have ended.",
};
const TICKETS_ENDED = {
  code: 409,
  status: "CONFLICT",
  errorCode: "errors.salesEnded.tickets",
  payload: "Ticket sales for this event have ended.",
};

function newEvent(overrides: Record<string, unknown> = {}) {
  return {
    eventName: `Harvest Market ${randomUUID().slice(0, 8)}`,
    eventDescription: "Crafts and food.",
    eventLocation: "Celebration Square",
    eventDate: "2030-09-12T17:00",
    eventEndDate: "2030-09-13T22:00",
    eventDateText: "September 12 - 13, 2030",
    eventAddress: "300 City Centre Dr, Mississauga",
    eventDetails: "Free admission.",
    ...overrides,
  };
}

let provider: StripeLocal;
let organiser: Organiser;
let vendor: TestVendor;

beforeAll(async () => {
  provider = await startProvider();
  organiser = await createOrganiser(await getDb());
  vendor = await createVendor("Sales end");
});
afterAll(async () => stopProvider(provider));

const setSalesEnd = async (eventId: number, body: Record<string, string | null>) => {
  const answer = await send("PUT", `/api/admin/v1/events/${eventId}`, body, organiser);
  expect(answer.code).toBe(200);
  return answer.payload;
};

describe("the organiser API's sales end", () => {
  it("defaults a new event's booth and ticket sales end to its start", async () => {
    const created = await send("POST", "/api/admin/v1/events", newEvent(), organiser);
    expect(created.code).toBe(201);
    expect(created.payload.eventDate).toBe(toronto("2030-09-12T17:00"));
    expect(created.payload).toMatchObject({
      boothSalesEnd: toronto("2030-09-12T17:00"),
      ticketSalesEnd: toronto("2030-09-12T17:00"),
    });
  });

  it("creates an event with the sales end given, or none (null)", async () => {
    const created = await send(
      "POST",
      "/api/admin/v1/events",
      newEvent({ boothSalesEnd: "2030-09-01T09:00", ticketSalesEnd: null }),
      organiser,
    );
    expect(created.code).toBe(201);
    expect(created.payload).toMatchObject({
      boothSalesEnd: "2030-09-01T09:00:00-04:00",
      ticketSalesEnd: null,
    });
  });

  it("sets and clears the sales end with PUT, Toronto time, and refuses what is no time", async () => {
    const created = await send("POST", "/api/admin/v1/events", newEvent(), organiser);
    const eventId = created.payload.eventId as number;

    const set = await setSalesEnd(eventId, {
      boothSalesEnd: "2030-01-15T12:30",
      ticketSalesEnd: "2030-08-01T08:00",
    });
    expect(set).toMatchObject({
      boothSalesEnd: "2030-01-15T12:30:00-05:00",
      ticketSalesEnd: "2030-08-01T08:00:00-04:00",
    });
    // Left out, it stays as it is.
    expect(await setSalesEnd(eventId, { ticketSalesEnd: null })).toMatchObject({
      boothSalesEnd: "2030-01-15T12:30:00-05:00",
      ticketSalesEnd: null,
    });
    expect(await setSalesEnd(eventId, { boothSalesEnd: null })).toMatchObject({
      boothSalesEnd: null,
      ticketSalesEnd: null,
    });

    const wrong = await send(
      "PUT",
      `/api/admin/v1/events/${eventId}`,
      { boothSalesEnd: "soon" },
      organiser,
    );
    expect(wrong).toMatchObject({ code: 400, status: "BAD_REQUEST" });
  });
});

describe("checkout after the sales end", () => {
  it("refuses booths once booth sales have ended, holding nothing; a future or no sales end allows them", async () => {
    const { eventId, ids } = await createBooths([25000, 25000, 25000]);
    // No sales end (null): on sale.
    expect((await checkout(vendor, boothCart([ids[0]!]))).code).toBe(200);

    await setSalesEnd(eventId, { boothSalesEnd: PAST });
    expect(await checkout(vendor, boothCart([ids[1]!]))).toMatchObject(BOOTHS_ENDED);
    expect((await boothStates([ids[1]!]))[0]!.status).toBe("AVAILABLE");
    expect(await findEventById({ id: eventId })).toMatchObject({
      boothSalesEnded: true,
      ticketSalesEnded: false,
    });
    // the organisers' dashboard says so
    expect((await eventDashboard(eventId)).event).toMatchObject({
      boothSalesEnd: parseEventTime(PAST),
      boothSalesEnded: true,
      ticketSalesEnd: null,
      ticketSalesEnded: false,
    });

    await setSalesEnd(eventId, { boothSalesEnd: FUTURE });
    expect((await checkout(vendor, boothCart([ids[1]!]))).code).toBe(200);
    expect(await findEventById({ id: eventId })).toMatchObject({ boothSalesEnded: false });
  });

  it("gives the refusal's code, which an Arabic page shows in Arabic", async () => {
    const { eventId, ids } = await createBooths([25000]);
    await setSalesEnd(eventId, { boothSalesEnd: PAST });
    const refused = await checkout(vendor, boothCart(ids));
    expect(refused).toMatchObject(BOOTHS_ENDED);
    expect(translator("ar")(refused.errorCode as "errors.salesEnded.booths")).toBe(
      "انتهى بيع الأجنحة لهذه الفعالية.",
    );
  });

  it("refuses seats once ticket sales have ended; booth sales ending does not stop them", async () => {
    const seatIds = await createSeats([3000, 3000]);
    const db = await getDb();
    const [seat] = await db
      .select({ eventId: seats.eventId })
      .from(seats)
      .where(eq(seats.id, seatIds[0]!));
    const eventId = seat!.eventId;
    const buyer = await createVendor("Late buyer");

    await setSalesEnd(eventId, { boothSalesEnd: PAST });
    const open = await checkout(buyer, { checkoutType: "TICKETS", seatIds: [seatIds[0]!] });
    expect(open.code).toBe(200);

    await setSalesEnd(eventId, { ticketSalesEnd: PAST });
    expect(
      await checkout(vendor, { checkoutType: "TICKETS", seatIds: [seatIds[1]!] }),
    ).toMatchObject(TICKETS_ENDED);

    await setSalesEnd(eventId, { ticketSalesEnd: FUTURE });
    expect((await checkout(vendor, { checkoutType: "TICKETS", seatIds: [seatIds[1]!] })).code).toBe(
      200,
    );
  });

  it("keeps the balance of an order placed before the sales end payable", async () => {
    const { eventId, ids } = await createBooths([100000]);
    const total = boothCartTotals([100000]).totalCents;
    const deposit = Math.round(total * 0.4);
    const placed = await checkout(vendor, { ...boothCart(ids), paidAmount: deposit / 100 });
    expect(placed.code).toBe(200);
    await payAndDeliver(provider, placed.payload.sessionId);
    expect(await orderRow(placed.payload.orderId)).toMatchObject({ status: "PARTIALLY_PAID" });

    await setSalesEnd(eventId, { boothSalesEnd: PAST });
    const balance = await read(
      await api(vendorPost(vendor, "/api/v1/order/balance", { orderId: placed.payload.orderId })),
    );
    expect(balance.code).toBe(200);
    await payAndDeliver(provider, balance.payload.sessionId);
    expect(await orderRow(placed.payload.orderId)).toMatchObject({
      status: "PAID",
      balanceCents: 0,
    });
  });
});
