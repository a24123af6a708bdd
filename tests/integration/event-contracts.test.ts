import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as contractPdf } from "@/app/contracts/[guid]/[file]/route";
import { getDb } from "@/db/client";
import { contracts, events, orderItems } from "@/db/schema";
import { contractPdfRenders } from "@/lib/requirements/pdf";
import { ONE_EVENT_PER_CHECKOUT, NO_CONTRACT } from "@/lib/payments/checkout/start";
import type { StripeLocal } from "@/tools/stripe-local/server";
import { FIXTURE_CONTRACT } from "../support/fixtures";
import { params, read, api } from "../support/requests";
import {
  boothStates,
  checkout,
  createBooths,
  createVendor,
  orderRow,
  ordersOf,
  startProvider,
  stopProvider,
  vendorPost,
  boothCart,
} from "../support/payments";

// Contracts belong to events: a booth order accepts its event's current contract, and records
// which version it accepted and when; booths of two events are two orders.

let provider: StripeLocal;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => stopProvider(provider));

async function guidOf(eventId: number) {
  const [row] = await (
    await getDb()
  )
    .select({ guid: events.guid, name: events.name })
    .from(events)
    .where(eq(events.id, eventId));
  return row!;
}

describe("a booth order and its event's contract", () => {
  it("records the event, the contract version accepted and when; a new version applies to later orders only", async () => {
    const vendor = await createVendor("Contract");
    const { eventId, ids } = await createBooths([40000, 40000]);
    const before = Date.now();
    const first = await checkout(vendor, boothCart([ids[0]!]));
    expect(first.code).toBe(200);
    const order = await orderRow(first.payload.orderId);
    expect(order).toMatchObject({ eventId, contractVersion: FIXTURE_CONTRACT.version });
    expect(order.contractId).not.toBeNull();
    expect(order.contractAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const db = await getDb();
    await db.insert(contracts).values({
      eventId,
      version: "test-v2",
      title: "Test Vendor Contract",
      body: "1. Terms\n\nThe vendor follows the new rules.",
    });
    const other = await createVendor("Later");
    const second = await checkout(other, boothCart([ids[1]!]));
    expect(second.code).toBe(200);
    expect(await orderRow(second.payload.orderId)).toMatchObject({ contractVersion: "test-v2" });
    expect(await orderRow(first.payload.orderId)).toMatchObject({
      contractVersion: FIXTURE_CONTRACT.version,
    });
  });

  it("refuses booths of two events in one checkout, holding nothing", async () => {
    const vendor = await createVendor("Two festivals");
    const a = await createBooths([30000]);
    const b = await createBooths([30000]);
    const ids = [a.ids[0]!, b.ids[0]!];
    expect(await checkout(vendor, boothCart(ids))).toMatchObject({
      code: 400,
      status: "BAD_REQUEST",
      payload: ONE_EVENT_PER_CHECKOUT,
    });
    expect((await boothStates(ids)).map((r) => r.status)).toEqual(["AVAILABLE", "AVAILABLE"]);
    expect(await ordersOf(vendor.vendorId)).toEqual([]);
  });

  it("refuses the booths of an event with no published contract", async () => {
    const vendor = await createVendor("No contract");
    const { eventId, ids } = await createBooths([30000]);
    await (await getDb()).delete(contracts).where(eq(contracts.eventId, eventId));
    expect(await checkout(vendor, boothCart(ids))).toMatchObject({
      code: 409,
      status: "CONFLICT",
      payload: NO_CONTRACT,
    });
    expect((await boothStates(ids))[0]!.status).toBe("AVAILABLE");
  });

  it("the payment result names the event and each booth's section", async () => {
    const vendor = await createVendor("Named");
    const { eventId, ids, names } = await createBooths([30000]);
    const started = await checkout(vendor, boothCart(ids));
    expect(started.code).toBe(200);
    const [item] = await (
      await getDb()
    )
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, started.payload.orderId));
    expect(item).toMatchObject({ name: names[0], sectionName: "Test section" });
    const event = await guidOf(eventId);
    const result = await read(
      await api(
        vendorPost(vendor, "/api/v1/order/success", { sessionId: started.payload.sessionId }),
      ),
    );
    expect(result.payload).toMatchObject({
      eventGuid: event.guid,
      eventName: event.name,
      items: [{ name: names[0], sectionName: "Test section", kind: "BOOTH" }],
    });
  });
});

describe("GET /contracts/{eventGuid}/{version}.pdf", () => {
  it("serves the PDF of a stored version, cacheable for good", async () => {
    const { eventId } = await createBooths([10000]);
    const { guid } = await guidOf(eventId);
    const response = await contractPdf(
      new Request(`http://localhost/contracts/${guid}/${FIXTURE_CONTRACT.version}.pdf`),
      params({ guid, file: `${FIXTURE_CONTRACT.version}.pdf` }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toContain("immutable");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("renders a version once: requests at the same time and later ones get the same bytes", async () => {
    const { eventId } = await createBooths([10000]);
    const { guid } = await guidOf(eventId);
    const file = `${FIXTURE_CONTRACT.version}.pdf`;
    const fetchPdf = async () => {
      const response = await contractPdf(
        new Request(`http://localhost/contracts/${guid}/${file}`),
        params({ guid, file }),
      );
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    const before = contractPdfRenders();
    const together = await Promise.all(Array.from({ length: 8 }, fetchPdf));
    const later = await fetchPdf();
    expect(contractPdfRenders() - before).toBe(1);
    for (const pdf of [...together, later]) expect(pdf.equals(together[0]!)).toBe(true);

    // Another version of the same event is a PDF of its own.
    await (await getDb()).insert(contracts).values({
      eventId,
      version: "test-v2",
      title: FIXTURE_CONTRACT.title,
      body: "1. Terms\n\nThe vendor follows the new rules.",
    });
    const second = await contractPdf(
      new Request(`http://localhost/contracts/${guid}/test-v2.pdf`),
      params({ guid, file: "test-v2.pdf" }),
    );
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer()).equals(together[0]!)).toBe(false);
    expect(contractPdfRenders() - before).toBe(2);
  });

  it("answers 404 for an unknown version, event, or a malformed address", async () => {
    const { eventId } = await createBooths([10000]);
    const { guid } = await guidOf(eventId);
    for (const [g, file] of [
      [guid, "no-such-version.pdf"],
      ["00000000-0000-4000-8000-000000000000", `${FIXTURE_CONTRACT.version}.pdf`],
      ["not-a-guid", `${FIXTURE_CONTRACT.version}.pdf`],
      [guid, FIXTURE_CONTRACT.version],
      [guid, "../../etc/passwd.pdf"],
    ] as const) {
      const response = await contractPdf(
        new Request(`http://localhost/contracts/x/y`),
        params({ guid: g, file }),
      );
      expect(response.status, `${g}/${file}`).toBe(404);
    }
  });
});
